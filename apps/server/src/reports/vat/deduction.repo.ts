import { sql, type SQL } from 'drizzle-orm';
import { awaitingAcceptanceFields, deductionMonth, monthOfDay, RETURN_2027_FROM, type PopdvField } from '@knjige/domain';
import { selectRows, type Reader } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';

/**
 * The deduction after acceptance in the books (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return): which KUR rows
 * wait for their e-invoice's acceptance on SEF, and the day the synchronisation knows it was accepted.
 */

const FIRST_DAY = `${RETURN_2027_FROM}-01`;
const waitingFields = sql.join(
  awaitingAcceptanceFields.map((f) => sql`${f}`),
  sql`, `,
);

/**
 * A KUR row (of the VAT book named `v`, its partner `k`) that waits: a domestic VAT payer's
 * e-invoiced VAT from 2027. The SQL twin of the domain's `awaitsAcceptance`.
 */
export function waitsSql(v = 'v', k = 'k'): SQL {
  const [row, partner] = [sql.raw(v), sql.raw(k)];
  return sql`(${row}.book = 'kur' and ${row}.popdv in (${waitingFields}) and coalesce(${partner}.is_pdv_obveznik, false) and ${row}.datum >= ${FIRST_DAY}::date)`;
}

/**
 * The day the e-invoice of a KUR row's document was accepted, as the synchronisation knows it: the
 * inbox row the document was booked from, else an inbox row not booked of the same supplier and
 * number (a purchase typed in by hand). Null: not accepted, or SEF never delivered it.
 */
export function acceptedOnSql(v = 'v', k = 'k'): SQL {
  const [row, partner] = [sql.raw(v), sql.raw(k)];
  return sql`coalesce(
  (select p.accepted_on from sef_purchase_invoice p
    where p.company_id = ${row}.company_id and p.booked_v_doc = ${row}.v_doc and p.booked_doc_id = ${row}.doc_id order by p.id limit 1),
  (select p.accepted_on from sef_purchase_invoice p
    where p.company_id = ${row}.company_id and p.booked_doc_id is null and p.supplier_pib = ${partner}.pib and p.number = ${row}.dok_broj and p.accepted_on is not null
    order by p.accepted_on limit 1))`;
}

/** A sum of waiting KUR rows of one document, day, field, rate and deduction flag, with its acceptance. */
export interface WaitingRows {
  vDoc: string;
  docId: number;
  docOznaka: string;
  datum: string;
  popdv: PopdvField;
  stopa: number;
  deductible: boolean;
  avans: boolean;
  osnovica: number;
  pdvIznos: number;
  acceptedOn: string | null;
  /** the month whose return deducts them (null: not deductible yet) */
  deductedIn: string | null;
}

interface Raw {
  v_doc: string;
  doc_id: number;
  doc_oznaka: string;
  datum: string;
  popdv: PopdvField;
  stopa: number;
  deductible: boolean;
  avans: boolean;
  osnovica: string;
  pdv_iznos: string;
  accepted_on: string | null;
}

async function waiting(tx: Reader, companyId: number, where: SQL): Promise<WaitingRows[]> {
  const rows = await selectRows<Raw>(
    tx,
    sql`select v.v_doc, v.doc_id, max(v.doc_oznaka) as doc_oznaka, v.datum::text as datum, v.popdv, v.stopa, v.deductible, v.avans,
               sum(v.osnovica)::bigint as osnovica, sum(v.pdv_iznos)::bigint as pdv_iznos, (${acceptedOnSql()})::text as accepted_on
          from vat_book v join kom_main k on k.id = v.kom_id
         where v.company_id = ${companyId} and ${waitsSql()} and ${where}
         group by v.company_id, v.v_doc, v.doc_id, v.datum, v.popdv, v.stopa, v.deductible, v.avans, k.pib, v.dok_broj
         order by v.datum, v.v_doc, v.doc_id`,
  );
  return rows.map((r) => ({
    vDoc: r.v_doc,
    docId: exactNumber(r.doc_id),
    docOznaka: r.doc_oznaka,
    datum: r.datum,
    popdv: r.popdv,
    stopa: exactNumber(r.stopa),
    deductible: r.deductible,
    avans: r.avans,
    osnovica: exactNumber(r.osnovica),
    pdvIznos: exactNumber(r.pdv_iznos),
    acceptedOn: r.accepted_on,
    deductedIn: deductionMonth(monthOfDay(r.datum), r.accepted_on),
  }));
}

/** The waiting rows dated in the range, each with the month that deducts it. */
export const waitingInRange = (tx: Reader, companyId: number, from: string, to: string) => waiting(tx, companyId, sql`v.datum between ${from}::date and ${to}::date`);

/**
 * The waiting rows (dated up to the range's end) that an acceptance within the range makes
 * deductible there, an acceptance after the 10th of their next month: found from the inbox rows
 * accepted in the range.
 */
export async function deductedLateIn(tx: Reader, companyId: number, from: string, to: string): Promise<WaitingRows[]> {
  if (to < FIRST_DAY) return [];
  const rows = await waiting(
    tx,
    companyId,
    sql`v.datum <= ${to}::date and exists (
      select 1 from sef_purchase_invoice p
       where p.company_id = v.company_id and p.accepted_on between ${from}::date and ${to}::date
         and ((p.booked_v_doc = v.v_doc and p.booked_doc_id = v.doc_id) or (p.booked_doc_id is null and p.supplier_pib = k.pib and p.number = v.dok_broj)))`,
  );
  return rows.filter((r) => r.acceptedOn !== null && r.acceptedOn >= from && r.acceptedOn <= to && r.deductedIn !== monthOfDay(r.datum));
}

/** What the deduction after acceptance does to a range's return: the VAT it leaves out or brings in (hundredths). */
export interface DeductionSummary {
  /** VAT of the range's purchases not accepted yet */
  notYet: number;
  /** VAT of the range's purchases accepted after the 10th of their next month, later than the range */
  later: number;
  /** VAT of purchases (of the range or before it) accepted late within the range: deducted here */
  lateIn: number;
}

/** What the waiting rows a range leaves out (`left`) and the late acceptances it takes in (`lateIn`) amount to. */
export function deductionSummary(left: readonly WaitingRows[], lateIn: readonly WaitingRows[], to: string): DeductionSummary {
  const sum = (rows: readonly WaitingRows[]) => rows.reduce((s, r) => s + r.pdvIznos, 0);
  return {
    notYet: sum(left.filter((r) => r.acceptedOn === null)),
    later: sum(left.filter((r) => r.acceptedOn !== null && r.acceptedOn > to)),
    lateIn: sum(lateIn),
  };
}

type Sum = { book: 'kur'; popdv: PopdvField; stopa: number; deductible: boolean; avans: boolean; osnovica: number; pdvIznos: number };

/**
 * The book sums that turn a range's KUR into what its return deducts from 2027 (negative: a row
 * left out, positive: a row brought in), and what they amount to; null for a range before 2027.
 */
export async function deductionAdjustment(tx: Reader, companyId: number, from: string, to: string): Promise<{ sums: Sum[]; summary: DeductionSummary } | null> {
  if (to < FIRST_DAY) return null;
  const [inRange, lateIn] = await Promise.all([waitingInRange(tx, companyId, from, to), deductedLateIn(tx, companyId, from, to)]);
  const left = inRange.filter((r) => r.deductedIn !== monthOfDay(r.datum));
  const summary = deductionSummary(left, lateIn, to);
  const asSum = (r: WaitingRows, sign: 1 | -1): Sum => ({ book: 'kur', popdv: r.popdv, stopa: r.stopa, deductible: r.deductible, avans: r.avans, osnovica: sign * r.osnovica, pdvIznos: sign * r.pdvIznos });
  return { sums: [...left.map((r) => asSum(r, -1)), ...lateIn.map((r) => asSum(r, 1))], summary };
}
