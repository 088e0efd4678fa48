import { sql } from 'drizzle-orm';
import type { Return2027Correction, VatReturn2027 } from '@knjige/contract';
import { correctionFieldOf, isReturn2027, return2027, type CorrectionReason, type PopdvField, type Return2027Sum } from '@knjige/domain';
import { selectRows, type Reader } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';
import { invalid } from '../../platform/errors';
import { bookedSums } from '../rpt-fin.repo';
import { deductedLateIn, deductionSummary, waitingInRange } from './deduction.repo';
import { periodMonth } from './vat-month';

/**
 * The 2027 form of a month from the VAT books (docs/decisions.md#the-2027-form): the month's day
 * sums as the PPPDV has them, less the rows of documents that correct an earlier period, which go
 * to the correction fields listed by document; the deduction after acceptance as the return applies it.
 */

interface Raw {
  book: 'kir' | 'kur';
  v_doc: string;
  doc_id: number;
  label: string;
  dok_broj: string;
  datum: string;
  popdv: PopdvField;
  stopa: number;
  deductible: boolean;
  avans: boolean;
  osnovica: string;
  pdv_iznos: string;
  note: boolean;
}

type CorrectionRows = Return2027Sum & { vDoc: string; docId: number; label: string; dokBroj: string; datum: string; avans: boolean; reason: CorrectionReason };

/**
 * The month's rows of documents correcting an earlier period, per document, day, field and rate: a
 * credit or debit note naming an invoice booked before the month, a purchase whose invoice is dated
 * before it (a reversal is booked on its document's day, so it stays in that document's month).
 */
async function correctionRows(tx: Reader, companyId: number, periodId: number, from: string, to: string): Promise<CorrectionRows[]> {
  const rows = await selectRows<Raw>(
    tx,
    sql`with notes as (
      select distinct ic.v_doc, ic.doc_id from invoice_correction ic
        join vat_book r on r.company_id = ic.company_id and r.v_doc = ic.ref_v_doc and r.doc_id = ic.ref_id and r.kind = 'post'
       where ic.company_id = ${companyId} and r.datum < ${from}::date)
    select v.book, v.v_doc, v.doc_id, max(v.doc_oznaka) as label, max(v.dok_broj) as dok_broj, v.datum::text as datum, v.popdv, v.stopa, v.deductible, v.avans,
           sum(v.osnovica)::bigint as osnovica, sum(v.pdv_iznos)::bigint as pdv_iznos, bool_or(n.doc_id is not null) as note
      from vat_book v left join notes n on n.v_doc = v.v_doc and n.doc_id = v.doc_id
     where v.company_id = ${companyId} and v.period_id = ${periodId} and v.datum between ${from}::date and ${to}::date
       and (n.doc_id is not null or (v.book = 'kur' and v.dok_datum < ${from}::date))
     group by v.book, v.v_doc, v.doc_id, v.datum, v.popdv, v.stopa, v.deductible, v.avans
     order by v.book, v.datum, v.v_doc, v.doc_id`,
  );
  return rows.map((r) => ({
    book: r.book,
    vDoc: r.v_doc,
    docId: exactNumber(r.doc_id),
    label: r.label,
    dokBroj: r.dok_broj,
    datum: r.datum,
    popdv: r.popdv,
    stopa: exactNumber(r.stopa),
    deductible: r.deductible,
    avans: r.avans,
    osnovica: exactNumber(r.osnovica),
    pdvIznos: exactNumber(r.pdv_iznos),
    reason: r.note ? 'note' : 'late-purchase',
  }));
}

const keyOf = (r: { vDoc: string; docId: number; datum: string; popdv: string; stopa: number; deductible: boolean; avans: boolean }) =>
  `${r.vDoc}|${r.docId}|${r.datum}|${r.popdv}|${r.stopa}|${r.deductible}|${r.avans}`;

const negate = <T extends { osnovica: number; pdvIznos: number }>(s: T): T => ({ ...s, osnovica: -s.osnovica, pdvIznos: -s.pdvIznos });

export async function return2027Of(tx: Reader, companyId: number, periodId: number, month: string): Promise<VatReturn2027> {
  if (!isReturn2027(month)) throw invalid({ month: 'error.month.before-2027' });
  const { from, to } = await periodMonth(tx, companyId, periodId, month);
  const [booked, found, waiting, lateIn] = await Promise.all([
    bookedSums(tx, companyId, { periodId, dateFrom: from, dateTo: to }),
    correctionRows(tx, companyId, periodId, from, to),
    waitingInRange(tx, companyId, from, to),
    deductedLateIn(tx, companyId, from, to),
  ]);
  // the month's purchases whose VAT waits for an acceptance the month has not had: in no field of it
  const left = waiting.filter((w) => w.deductedIn !== month);
  const leftKeys = new Set(left.map(keyOf));
  const corrections: CorrectionRows[] = [
    ...found.filter((c) => !leftKeys.has(keyOf(c))),
    // purchases of earlier months accepted on SEF after their deadline, deducted in this one
    ...lateIn.map((w): CorrectionRows => ({ ...w, book: 'kur', label: w.docOznaka, dokBroj: '', reason: 'late-acceptance' })),
  ];
  const own = found.filter((c) => !leftKeys.has(keyOf(c)));
  const current: Return2027Sum[] = [...booked, ...left.map((w) => negate({ ...w, book: 'kur' as const })), ...own.map(negate)];
  const fields = return2027(current, corrections);
  return {
    month,
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, exactNumber(v)])),
    corrections: corrections.map(
      (c): Return2027Correction => ({
        field: correctionFieldOf[c.book].vat,
        reason: c.reason,
        vDoc: c.vDoc,
        docId: c.docId,
        label: c.label,
        dokBroj: c.dokBroj,
        datum: c.datum,
        osnovica: c.osnovica,
        pdvIznos: c.pdvIznos,
      }),
    ),
    deduction: deductionSummary(left, lateIn, to),
  };
}
