import { and, eq, sql } from 'drizzle-orm';
import type { InternalInvoiceSource } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { docUr, docZrn, komMain, vatBook } from '../../platform/db/schema';
import { internalInvoices } from './internal-invoice.tables';

export type InternalInvoiceRow = typeof internalInvoices.$inferSelect;

/** What an internal invoice needs of its purchase: its state, label, supplier, the supplier's invoice, dates and reverse charge. */
export interface PurchaseFacts {
  id: number;
  status: string;
  oznaka: string;
  datum: string;
  datumPrometa: string;
  dokBroj: string;
  dokDatum: string;
  interniObracun: 'none' | 'domestic' | 'foreign';
  supplier: string;
  supplierPib: string;
}

/** The purchase (an incoming goods invoice or an expense invoice) of this company; undefined when there is none. */
export async function purchaseOf(db: Reader, companyId: number, vDoc: InternalInvoiceSource, docId: number): Promise<PurchaseFacts | undefined> {
  const h = vDoc === 'ur' ? docUr : docZrn;
  const [row] = await db
    .select({
      id: h.id,
      status: h.status,
      oznaka: h.oznaka,
      datum: h.datum,
      datumPrometa: h.datumPrometa,
      dokBroj: h.dokBroj,
      dokDatum: h.dokDatum,
      interniObracun: h.interniObracun,
      supplier: sql<string>`coalesce(nullif(${komMain.naziv}, ''), ${komMain.intNaziv})`,
      supplierPib: sql<string>`coalesce(nullif(${komMain.pib}, ''), ${komMain.inoPdvBroj}, '')`,
    })
    .from(h)
    .innerJoin(komMain, eq(komMain.id, h.komId))
    .where(and(eq(h.id, docId), eq(h.companyId, companyId)));
  return row;
}

/**
 * The purchase's reverse charge per rate as its lock booked it: the base of its KUR 8b / 8g rows
 * and the VAT of its KIR 3a rows (the lock's rows only: a storno's negated rows are left out).
 */
export async function reverseChargeRates(db: Reader, companyId: number, vDoc: InternalInvoiceSource, docId: number): Promise<{ stopa: number; osnovica: number; pdvIznos: number }[]> {
  const rows = await db
    .select({
      stopa: vatBook.stopa,
      osnovica: sql<string>`coalesce(sum(case when ${vatBook.book} = 'kur' then ${vatBook.osnovica} else 0 end), 0)`,
      pdvIznos: sql<string>`coalesce(sum(case when ${vatBook.book} = 'kir' then ${vatBook.pdvIznos} else 0 end), 0)`,
    })
    .from(vatBook)
    .where(
      and(
        eq(vatBook.companyId, companyId),
        eq(vatBook.vDoc, vDoc),
        eq(vatBook.docId, docId),
        sql`((${vatBook.book} = 'kir' and ${vatBook.popdv} like '3a.%') or (${vatBook.book} = 'kur' and (${vatBook.popdv} like '8b.%' or ${vatBook.popdv} like '8g.%')))`,
        sql`(${vatBook.pdvIznos} > 0 or ${vatBook.osnovica} > 0)`,
      ),
    )
    .groupBy(vatBook.stopa)
    .orderBy(sql`${vatBook.stopa} desc`);
  return rows.map((r) => ({ stopa: r.stopa, osnovica: Number(r.osnovica), pdvIznos: Number(r.pdvIznos) })).filter((r) => r.osnovica !== 0 || r.pdvIznos !== 0);
}

export async function internalInvoiceOf(db: Reader, companyId: number, vDoc: InternalInvoiceSource, docId: number): Promise<InternalInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(internalInvoices)
    .where(and(eq(internalInvoices.companyId, companyId), eq(internalInvoices.vDoc, vDoc), eq(internalInvoices.docId, docId)));
  return row;
}

export async function internalInvoiceById(db: Reader, companyId: number, id: number): Promise<InternalInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(internalInvoices)
    .where(and(eq(internalInvoices.companyId, companyId), eq(internalInvoices.id, id)));
  return row;
}

/** Writes the internal invoice once: of two asking at once the second finds the first's row. */
export async function insertInternalInvoice(tx: Tx, row: typeof internalInvoices.$inferInsert): Promise<InternalInvoiceRow> {
  await tx.insert(internalInvoices).values(row).onConflictDoNothing();
  const found = await internalInvoiceOf(tx, row.companyId, row.vDoc, row.docId);
  if (!found) throw new Error('internal invoice not written');
  return found;
}
