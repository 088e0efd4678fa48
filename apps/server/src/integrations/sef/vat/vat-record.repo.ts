import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../../platform/db/client';
import { komMain, vatBook } from '../../../platform/db/schema';
import { sefSettings } from '../sef.tables';
import { sefVatRecord } from './vat-record.tables';

export type SentVatRecord = typeof sefVatRecord.$inferSelect;

/** The company's sealed SEF key, or null. */
export async function sealedSefKeyOf(db: Reader, companyId: number): Promise<string | null> {
  const [row] = await db.select({ apiKeyEnc: sefSettings.apiKeyEnc }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  return row?.apiKeyEnc ?? null;
}

/**
 * The month's KIR rows of the fields `fields`, summed per document, field and rate, with whether an
 * e-invoice carries the document (an outbox row not `skipped`) and whether its KUR mirror is a
 * foreign supplier's (8g) and that mirror's base.
 */
export async function vatRecordSourceRows(db: Reader, companyId: number, periodId: number, from: string, to: string, fields: string[]) {
  return db
    .select({
      vDoc: vatBook.vDoc,
      docId: vatBook.docId,
      number: sql<string>`max(${vatBook.docOznaka})`,
      partner: sql<string>`coalesce(max(${komMain.pib}), '')`,
      popdv: vatBook.popdv,
      stopa: vatBook.stopa,
      osnovica: sql<string>`coalesce(sum(${vatBook.osnovica}), 0)`,
      pdvIznos: sql<string>`coalesce(sum(${vatBook.pdvIznos}), 0)`,
      eInvoice: sql<boolean>`(exists (select 1 from sef_outbox o where o.company_id = ${vatBook.companyId} and o.v_doc = ${vatBook.vDoc} and o.doc_id = ${vatBook.docId} and o.state <> 'skipped')
        or exists (select 1 from internal_invoice i join sef_outbox o on o.company_id = i.company_id and o.v_doc = 'iri' and o.doc_id = i.id and o.state <> 'skipped'
                    where i.company_id = ${vatBook.companyId} and i.v_doc = ${vatBook.vDoc} and i.doc_id = ${vatBook.docId})
        or (${vatBook.vDoc} = 'fis' and exists (select 1 from doc_fis f join sef_outbox o on o.company_id = f.company_id and o.v_doc = 'fak' and o.doc_id = f.fak_id and o.state <> 'skipped'
                    where f.company_id = ${vatBook.companyId} and f.id = ${vatBook.docId})))`,
      mirrorBase: sql<string>`(select coalesce(sum(k.osnovica), 0) from vat_book k where k.company_id = ${vatBook.companyId} and k.period_id = ${vatBook.periodId} and k.v_doc = ${vatBook.vDoc} and k.doc_id = ${vatBook.docId} and k.book = 'kur' and k.stopa = ${vatBook.stopa} and (k.popdv like '8b.%' or k.popdv like '8g.%') and k.datum between ${from} and ${to})`,
      foreign: sql<boolean>`exists (select 1 from vat_book k where k.company_id = ${vatBook.companyId} and k.v_doc = ${vatBook.vDoc} and k.doc_id = ${vatBook.docId} and k.book = 'kur' and k.popdv like '8g.%')`,
    })
    .from(vatBook)
    .leftJoin(komMain, eq(komMain.id, vatBook.komId))
    .where(and(eq(vatBook.companyId, companyId), eq(vatBook.periodId, periodId), eq(vatBook.book, 'kir'), gte(vatBook.datum, from), lte(vatBook.datum, to), inArray(vatBook.popdv, fields)))
    .groupBy(vatBook.companyId, vatBook.periodId, vatBook.vDoc, vatBook.docId, vatBook.popdv, vatBook.stopa)
    .orderBy(vatBook.vDoc, vatBook.docId);
}

/** The records of a month kept as SEF took them. */
export async function sentVatRecords(db: Reader, companyId: number, year: number, month: number): Promise<SentVatRecord[]> {
  return db
    .select()
    .from(sefVatRecord)
    .where(and(eq(sefVatRecord.companyId, companyId), eq(sefVatRecord.year, year), eq(sefVatRecord.month, month)));
}

type KeptValues = Omit<typeof sefVatRecord.$inferInsert, 'id' | 'companyId' | 'periodId' | 'year' | 'month' | 'kind' | 'key'>;

/** Keeps what SEF took of a record: a new row, or the record's row of that month, kind and key replaced. */
export async function keepVatRecord(tx: Tx, at: Pick<SentVatRecord, 'companyId' | 'periodId' | 'year' | 'month' | 'kind' | 'key'>, values: KeptValues): Promise<void> {
  await tx
    .insert(sefVatRecord)
    .values({ ...at, ...values })
    .onConflictDoUpdate({ target: [sefVatRecord.companyId, sefVatRecord.year, sefVatRecord.month, sefVatRecord.kind, sefVatRecord.key], set: values });
}
