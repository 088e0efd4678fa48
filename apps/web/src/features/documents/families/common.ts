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
