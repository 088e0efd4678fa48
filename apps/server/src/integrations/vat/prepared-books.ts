import { sql } from 'drizzle-orm';
import { addAmount, defaultPopdv, isPopdvField, monthOfDay, pppdvBaseOf, pppdvVatOf, vatRecordRules, VAT_RECORD_GENERAL, VAT_RECORD_SPECIAL, type PopdvField, type PppdvAmounts } from '@knjige/domain';
import { selectRows, type Reader } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';
import { deductedLateIn, waitingInRange } from '../../reports/vat/deduction.repo';

/** What the books give a document (or the summary record's retail) for a month's return. */
export interface BookKey {
  key: string;
  vDoc: string;
  docId: number;
  label: string;
  date: string;
  amounts: PppdvAmounts;
  /** the record its rows go into on SEF, when a record carries them */
  record: 'group' | 'individual' | null;
  /** a purchase row waits for its e-invoice's acceptance (the deduction after acceptance moved it) */
  moved: boolean;
}

interface Raw {
  v_doc: string;
  doc_id: number;
  doc_oznaka: string;
  partner: string | null;
  datum: string;
  book: 'kir' | 'kur';
  popdv: string;
  stopa: number;
  deductible: boolean;
  avans: boolean;
  osnovica: string;
  pdv_iznos: string;
  e_invoice: boolean;
}

/** The summary record's key: one per month. */
export const GROUP_KEY = 'group';

const groupFields = sql.join(
  Object.entries(vatRecordRules)
    .filter(([, rule]) => rule.kind === 'group' && rule.unlessEInvoice)
    .map(([field]) => sql`${field}`),
  sql`, `,
);

/** The key of a document's rows the summary record carries (retail): apart from its other rows. */
export const GROUP_PART = '|group';

export const docKey = (vDoc: string, docId: number) => `${vDoc}:${docId}`;

/**
 * The month's VAT book per document, as the PPPDV's fields, with the deduction after acceptance
 * applied as the VAT return applies it (a waiting row its month does not deduct left out, a row
 * accepted late within the month brought in). The rows of retail (the summary record's fields,
 * no e-invoice) are one key (`GROUP_KEY`) when SEF holds the summary record (`groupHeld`), else each
 * document's apart (`GROUP_PART`).
 */
export async function booksByDocument(tx: Reader, companyId: number, periodId: number, from: string, to: string, groupHeld: boolean): Promise<Map<string, BookKey>> {
  // the retail rows the summary record carries: one key when SEF holds the record (the caller says), so the month's retail is not read document by document
  const retail = sql`(${groupHeld} and v.book = 'kir' and v.popdv in (${groupFields}) and v.stopa in (${VAT_RECORD_GENERAL}, ${VAT_RECORD_SPECIAL}) and o.id is null)`;
  const rows = await selectRows<Raw>(
    tx,
    sql`select case when ${retail} then '' else v.v_doc end as v_doc, case when ${retail} then 0 else v.doc_id end as doc_id,
               max(v.doc_oznaka) as doc_oznaka, max(k.naziv) as partner, min(v.datum)::text as datum, v.book, v.popdv, v.stopa, v.deductible, v.avans,
               sum(v.osnovica)::bigint as osnovica, sum(v.pdv_iznos)::bigint as pdv_iznos, o.id is not null as e_invoice
          from vat_book v
          left join kom_main k on k.id = v.kom_id
          left join sef_outbox o on o.company_id = v.company_id and o.v_doc = v.v_doc and o.doc_id = v.doc_id and o.state <> 'skipped'
         where v.company_id = ${companyId} and v.period_id = ${periodId} and v.datum between ${from}::date and ${to}::date
         group by 1, 2, v.book, v.popdv, v.stopa, v.deductible, v.avans, o.id is not null`,
  );
  const out = new Map<string, BookKey>();
  const entry = (vDoc: string, docId: number, label: string, date: string, group = false): BookKey => {
    const key = group ? `${docKey(vDoc, docId)}${GROUP_PART}` : docKey(vDoc, docId);
    let e = out.get(key);
    if (!e) {
      e = { key, vDoc, docId, label, date, amounts: {}, record: group ? 'group' : null, moved: false };
      out.set(key, e);
    }
    if (date < e.date) e.date = date;
    return e;
  };
  const groupEntry = (date: string): BookKey => {
    const e = out.get(GROUP_KEY) ?? { key: GROUP_KEY, vDoc: '', docId: 0, label: '', date, amounts: {}, record: 'group' as const, moved: false };
    out.set(GROUP_KEY, e);
    return e;
  };
  const add = (e: BookKey, r: { popdv: PopdvField; stopa: number; deductible: boolean; osnovica: number; pdvIznos: number }) => {
    const b = pppdvBaseOf(r);
    if (b) addAmount(e.amounts, b, r.osnovica);
    const v = pppdvVatOf(r);
    if (v) addAmount(e.amounts, v, r.pdvIznos);
  };
  for (const r of rows) {
    const popdv = isPopdvField(r.popdv) ? r.popdv : defaultPopdv(r);
    const stopa = exactNumber(r.stopa);
    const rule = r.book === 'kir' ? vatRecordRules[popdv] : undefined;
    const record = rule && !(rule.unlessEInvoice && r.e_invoice) && (stopa === VAT_RECORD_GENERAL || stopa === VAT_RECORD_SPECIAL) ? rule.kind : null;
    const e = r.v_doc === '' ? groupEntry(r.datum) : entry(r.v_doc, exactNumber(r.doc_id), labelOf(r.doc_oznaka, r.partner), r.datum, record === 'group');
    add(e, { popdv, stopa, deductible: r.deductible, osnovica: exactNumber(r.osnovica), pdvIznos: exactNumber(r.pdv_iznos) });
    if (record === 'individual') e.record = 'individual';
  }
  // the deduction after acceptance, by document (deduction.repo.ts, as the VAT return does it)
  const month = monthOfDay(from);
  const [inRange, lateIn] = await Promise.all([waitingInRange(tx, companyId, from, to), deductedLateIn(tx, companyId, from, to)]);
  for (const w of inRange.filter((w) => w.deductedIn !== month)) {
    const e = entry(w.vDoc, w.docId, labelOf(w.docOznaka, null), w.datum);
    add(e, { ...w, osnovica: -w.osnovica, pdvIznos: -w.pdvIznos });
    e.moved = true;
  }
  for (const w of lateIn) {
    const e = entry(w.vDoc, w.docId, labelOf(w.docOznaka, null), w.datum);
    add(e, w);
    e.moved = true;
  }
  return out;
}

export const labelOf = (number: string, partner: string | null) => (partner ? `${number} · ${partner}` : number);
