import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../../platform/db/client';
import { companies, vatBookDay } from '../../../platform/db/schema';
import { sefSettings } from '../sef.tables';
import { sefEppRecord } from './vat-record.tables';

export type KeptEpp = typeof sefEppRecord.$inferSelect;

/** The KUR day sums of a VAT period's days by field, rate, deduction and day (`vat_book_day`). */
export async function eppDaySums(db: Reader, p: { companyId: number; periodId: number; from: string; to: string }) {
  return db
    .select({
      popdv: vatBookDay.popdv,
      stopa: vatBookDay.stopa,
      deductible: vatBookDay.deductible,
      osnovica: sql<string>`coalesce(sum(${vatBookDay.osnovica}), 0)`,
      pdvIznos: sql<string>`coalesce(sum(${vatBookDay.pdvIznos}), 0)`,
    })
    .from(vatBookDay)
    .where(and(eq(vatBookDay.companyId, p.companyId), eq(vatBookDay.periodId, p.periodId), eq(vatBookDay.book, 'kur'), gte(vatBookDay.datum, p.from), lte(vatBookDay.datum, p.to)))
    .groupBy(vatBookDay.popdv, vatBookDay.stopa, vatBookDay.deductible, vatBookDay.datum);
}

/** The EPP kept for the company's VAT period, or null. */
export async function keptEppOf(db: Reader, p: { companyId: number; year: number; vatPeriod: number }): Promise<KeptEpp | null> {
  const [row] = await db
    .select()
    .from(sefEppRecord)
    .where(and(eq(sefEppRecord.companyId, p.companyId), eq(sefEppRecord.year, p.year), eq(sefEppRecord.vatPeriod, p.vatPeriod)));
  return row ?? null;
}

/** The company's kept EPP by its id, or undefined (another company's or none). */
export async function keptEppById(db: Reader, companyId: number, id: number): Promise<KeptEpp | undefined> {
  const [row] = await db
    .select()
    .from(sefEppRecord)
    .where(and(eq(sefEppRecord.id, id), eq(sefEppRecord.companyId, companyId)));
  return row;
}

/** The company's sealed SEF key and its tax id, or undefined without a key. */
export async function eppKeyOf(db: Reader, companyId: number): Promise<{ apiKeyEnc: string; pib: string } | undefined> {
  const [row] = await db
    .select({ apiKeyEnc: sefSettings.apiKeyEnc, pib: companies.pib })
    .from(sefSettings)
    .innerJoin(companies, eq(companies.id, sefSettings.companyId))
    .where(eq(sefSettings.companyId, companyId));
  return row;
}

type EppValues = Pick<typeof sefEppRecord.$inferInsert, 'number' | 'version' | 'sefId' | 'parentSefId' | 'sefStatus' | 'figures' | 'sentAt'>;

/** Keeps what SEF answered for the VAT period: a new row, or the period's row replaced. */
export async function keepEpp(tx: Tx, p: { companyId: number; periodId: number; year: number; vatPeriod: number }, values: EppValues): Promise<void> {
  await tx
    .insert(sefEppRecord)
    .values({ companyId: p.companyId, periodId: p.periodId, year: p.year, vatPeriod: p.vatPeriod, ...values })
    .onConflictDoUpdate({ target: [sefEppRecord.companyId, sefEppRecord.year, sefEppRecord.vatPeriod], set: values });
}

export async function setEppStatus(tx: Tx, id: number, sefStatus: number): Promise<void> {
  await tx.update(sefEppRecord).set({ sefStatus }).where(eq(sefEppRecord.id, id));
}
