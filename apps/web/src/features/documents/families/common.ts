import type { ColumnSpec, HeaderFieldSpec } from '../types';

/** The article columns every goods item table starts with. */
export const articleColumns = [
  { key: 'artikl.intSifra' },
  { key: 'artikl.artNaziv' },
  { key: 'artikl.mera', width: 60 },
  { key: 'kolicina', kind: 'qty' },
] as const satisfies readonly ColumnSpec[];

/** An article line is named by its article. */
export const articleLabel = 'artikl.artNaziv';

export const numberAndDate = [
  { name: 'rbroj', kind: 'rbroj', required: true },
  { name: 'datum', kind: 'date', required: true },
] as const satisfies readonly HeaderFieldSpec[];

export const opis = { name: 'opis', kind: 'text' } as const satisfies HeaderFieldSpec;
export const napomena = { name: 'napomena', kind: 'note' } as const satisfies HeaderFieldSpec;

/** A price from the article lookup when it has one (0 means unknown and is not filled in). */
export const known = (value: number): number | null => (value > 0 ? value : null);

/**
 * A purchase's currency, its rate (empty: the NBS middle rate of the supply date, which the server
 * fills in) and the reverse charge (incoming and expense invoices).
 */
export const purchaseCurrencyFields = [
  { name: 'valuta', kind: 'text' },
  { name: 'kurs', kind: 'rate' },
  { name: 'interniObracun', kind: 'select', options: ['none', 'domestic', 'foreign'] },
] as const satisfies readonly HeaderFieldSpec[];

/**
 * A saved rate stays only while the currency and the supply date do: changed, the rate the form
 * still holds (the saved one, not one typed since) is emptied so that the server takes the list's
 * rate of the new date. A rate typed in by hand is kept (a contracted rate).
 */
export function rateFollowsDate(
  values: { valuta?: string | null; datumPrometa?: string | null; kurs?: number | null },
  doc: { valuta: string; datumPrometa: string; kurs: number } | null,
): { kurs?: number | null } {
  if (!doc || values.kurs !== doc.kurs) return {};
  return values.valuta !== doc.valuta || values.datumPrometa !== doc.datumPrometa ? { kurs: null } : {};
}
