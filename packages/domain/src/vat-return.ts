/**
 * The VAT return (PP-PDV, the spec's "VAT total") from the VAT book: which book rows each row of
 * the form sums, and the sums. Output rows (KIR) by rate: 20 % row 3, 10 % row 4, 0 % row 1 when
 * the exemption keeps the right to deduct (the row's `deductible`), row 2 when it does not.
 * Deductible input VAT (KUR) is row 8. A row whose POPDV field names an import (6), farmers (7),
 * VAT we compute (3a), a supply whose VAT the recipient owes (3.3, 3.4) or one outside Serbia (11)
 * lands where the PPPDV's table (popdv.ts) puts it, so those rows equal the PPPDV's fields.
 * Rows 5 and 9 are sums, row 10 is VAT of row 5 − VAT of row 9 (negative: refund or carry-forward).
 * An advance's rows (and a final invoice's deduction of it) count with their VAT only: the form
 * shows an advance's VAT, not its base (docs/domain.md#the-vat-books, docs/domain.md#advances).
 */

import { popdvFields, popdvTable, pppdvBaseOf, pppdvSource, pppdvVatOf, type PopdvField, type PppdvSource, type PppdvSourceField } from './popdv';

export const GENERAL_RATE = 2000;
export const SPECIAL_RATE = 1000;

/** The rows a VAT-book row can land in. */
export const vatReturnSourceRows = [1, 2, 3, 4, 6, 7, 8] as const;
export type VatReturnSourceRow = (typeof vatReturnSourceRows)[number];

/** The VAT-book rows a form row sums: the book, the rate (when fixed), the deduction flag (when fixed); `null`: none yet. */
export interface VatReturnSource {
  book: 'kir' | 'kur';
  stopa?: number;
  deductible?: boolean;
}

export const vatReturnSources: Record<VatReturnSourceRow, VatReturnSource | null> = {
  1: { book: 'kir', stopa: 0, deductible: true },
  2: { book: 'kir', stopa: 0, deductible: false },
  3: { book: 'kir', stopa: GENERAL_RATE },
  4: { book: 'kir', stopa: SPECIAL_RATE },
  6: null,
  7: null,
  8: { book: 'kur', deductible: true },
};

export interface VatBookSum {
  book: 'kir' | 'kur';
  stopa: number;
  deductible: boolean;
  osnovica: number;
  pdvIznos: number;
  /** an advance's row or its deduction on the final invoice: its base stays out of the form */
  avans?: boolean;
  /** the rows' POPDV field: where it names an import, farmers, VAT we compute, a supply whose VAT the recipient owes or one outside Serbia, the row lands as on the PPPDV */
  popdv?: PopdvField;
}

/** The fields the rate-and-book rule cannot place: they land in the rows the PPPDV's table gives them. */
function placedByField(popdv: PopdvField | undefined): popdv is PopdvField {
  if (!popdv) return false;
  const section = popdvTable[popdv].section;
  return section === '3a' || section === '6' || section === '7' || section === '11' || popdv === '3.3' || popdv === '3.4';
}
export const fieldPlacedFields: PopdvField[] = popdvFields.filter(placedByField);

/**
 * The rows an old row sums beyond its book-and-rate rule (which leaves the field-placed fields out):
 * the field-placed rows its PPPDV fields (0n base, 10n VAT) take.
 */
export function vatReturnRowPlaced(n: VatReturnSourceRow): PppdvSource[] {
  const fields = [`00${n}`, `10${n}`].filter((f): f is PppdvSourceField => ['001', '002', '003', '004', '006', '007', '008', '103', '104', '106', '107', '108'].includes(f));
  return fields.map((f) => pppdvSource(f)).map((src) => ({ ...src, popdv: src.popdv.filter(placedByField) })).filter((src) => src.popdv.length > 0);
}

/** The return row a VAT-book row lands in, or null when it lands in none (a non-deductible input, an unknown rate). */
export function vatReturnRowOf(row: Pick<VatBookSum, 'book' | 'stopa' | 'deductible'>): VatReturnSourceRow | null {
  for (const n of vatReturnSourceRows) {
    const s = vatReturnSources[n];
    if (s && s.book === row.book && (s.stopa === undefined || s.stopa === row.stopa) && (s.deductible === undefined || s.deductible === row.deductible)) return n;
  }
  return null;
}

export interface VatReturn {
  osn1: number;
  osn2: number;
  osn3: number;
  osn4: number;
  osn5: number;
  osn6: number;
  osn7: number;
  osn8: number;
  osn9: number;
  pdv3: number;
  pdv4: number;
  pdv5: number;
  pdv6: number;
  pdv7: number;
  pdv8: number;
  pdv9: number;
  pdv10: number;
}

/** The form's rows from the VAT-book sums of the range (hundredths; exempt rows carry no VAT). */
export function vatReturn(sums: readonly VatBookSum[]): VatReturn {
  const osn: Record<VatReturnSourceRow, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 6: 0, 7: 0, 8: 0 };
  const pdv: Record<VatReturnSourceRow, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 6: 0, 7: 0, 8: 0 };
  for (const s of sums) {
    if (placedByField(s.popdv)) {
      const f = { popdv: s.popdv, stopa: s.stopa, deductible: s.deductible };
      const b = pppdvBaseOf(f);
      const v = pppdvVatOf(f);
      if (b) osn[Number(b) as VatReturnSourceRow] += s.osnovica;
      if (v) pdv[(Number(v) - 100) as VatReturnSourceRow] += s.pdvIznos;
      continue;
    }
    const n = vatReturnRowOf(s);
    if (n === null) continue;
    if (!s.avans) osn[n] += s.osnovica;
    pdv[n] += s.pdvIznos;
  }
  const pdv5 = pdv[1] + pdv[2] + pdv[3] + pdv[4];
  const pdv9 = pdv[6] + pdv[7] + pdv[8];
  return {
    osn1: osn[1],
    osn2: osn[2],
    osn3: osn[3],
    osn4: osn[4],
    osn5: osn[1] + osn[2] + osn[3] + osn[4],
    osn6: osn[6],
    osn7: osn[7],
    osn8: osn[8],
    osn9: osn[6] + osn[7] + osn[8],
    pdv3: pdv[3],
    pdv4: pdv[4],
    pdv5,
    pdv6: pdv[6],
    pdv7: pdv[7],
    pdv8: pdv[8],
    pdv9,
    pdv10: pdv5 - pdv9,
  };
}

/**
 * The report range a period proposes: the previous month when it lies in the period, otherwise
 * the period's start and today (clipped to the period's end).
 */
export function defaultReportRange(period: { startDate: string; endDate: string }, today: string): { dateFrom: string; dateTo: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const prevY = m === 1 ? y - 1 : y;
  const prevM = m === 1 ? 12 : m - 1;
  const mm = String(prevM).padStart(2, '0');
  const lastDay = new Date(Date.UTC(prevY, prevM, 0)).getUTCDate();
  const from = `${prevY}-${mm}-01`;
  const to = `${prevY}-${mm}-${String(lastDay).padStart(2, '0')}`;
  if (from >= period.startDate && to <= period.endDate) return { dateFrom: from, dateTo: to };
  return { dateFrom: period.startDate, dateTo: today < period.endDate ? (today < period.startDate ? period.startDate : today) : period.endDate };
}

/** The form's ten rows in order: the row number and its base and VAT fields (none where the form has no box). */
export const vatReturnLayout: { red: number; osn: keyof VatReturn | null; pdv: keyof VatReturn | null }[] = [
  { red: 1, osn: 'osn1', pdv: null },
  { red: 2, osn: 'osn2', pdv: null },
  { red: 3, osn: 'osn3', pdv: 'pdv3' },
  { red: 4, osn: 'osn4', pdv: 'pdv4' },
  { red: 5, osn: 'osn5', pdv: 'pdv5' },
  { red: 6, osn: 'osn6', pdv: 'pdv6' },
  { red: 7, osn: 'osn7', pdv: 'pdv7' },
  { red: 8, osn: 'osn8', pdv: 'pdv8' },
  { red: 9, osn: 'osn9', pdv: 'pdv9' },
  { red: 10, osn: null, pdv: 'pdv10' },
];
