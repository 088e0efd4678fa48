import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { vatRecordRules, type VatRecordSource } from '@knjige/domain';
import type { Db } from '../../../platform/db/client';
import { komMain, periods, vatBook } from '../../../platform/db/schema';
import { invalid, notFound } from '../../../platform/errors';

/** The year and the days of a month of a period (422 a month the period does not hold). */
export async function monthOf(db: Db, companyId: number, periodId: number, month: number): Promise<{ year: number; from: string; to: string }> {
  const [period] = await db.select().from(periods).where(and(eq(periods.id, periodId), eq(periods.companyId, companyId)));
  if (!period) throw notFound();
  const year = Number(period.startDate.slice(0, 4));
  const mm = String(month).padStart(2, '0');
  const from = `${year}-${mm}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  if (to < period.startDate || from > period.endDate) throw invalid({ month: 'error.sef.vat-month-outside-period' });
  return { year, from, to };
}

const recordFields = Object.keys(vatRecordRules);

/**
 * The month's KIR rows of the fields the VAT records take (`vatRecordRules`), summed per document,
 * field and rate, with whether an e-invoice carries the document (an outbox row not `skipped`) and
 * whether its KUR mirror is a foreign supplier's (8g) and that mirror's base. The rows, not the day sums: only a row knows
 * its document.
 */
export async function vatRecordSources(db: Db, companyId: number, periodId: number, from: string, to: string): Promise<VatRecordSource[]> {
  const rows = await db
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
    .where(and(eq(vatBook.companyId, companyId), eq(vatBook.periodId, periodId), eq(vatBook.book, 'kir'), gte(vatBook.datum, from), lte(vatBook.datum, to), inArray(vatBook.popdv, recordFields)))
    .groupBy(vatBook.companyId, vatBook.periodId, vatBook.vDoc, vatBook.docId, vatBook.popdv, vatBook.stopa)
    .orderBy(vatBook.vDoc, vatBook.docId);
  return rows.map((r) => ({ ...r, osnovica: Number(r.osnovica), pdvIznos: Number(r.pdvIznos), eInvoice: !!r.eInvoice, foreign: !!r.foreign, mirrorBase: Number(r.mirrorBase) }));
}
