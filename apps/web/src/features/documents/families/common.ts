import type { ColumnSpec, HeaderFieldSpec } from '../types';

/** The article columns every goods item table starts with. */
export const articleColumns: ColumnSpec[] = [
  { key: 'artikl.intSifra' },
  { key: 'artikl.artNaziv' },
  { key: 'artikl.mera', width: 60 },
  { key: 'kolicina', kind: 'qty' },
];

export const numberAndDate: HeaderFieldSpec[] = [
  { name: 'rbroj', kind: 'rbroj', required: true },
  { name: 'datum', kind: 'date', required: true },
];

export const opis: HeaderFieldSpec = { name: 'opis', kind: 'text' };
export const napomena: HeaderFieldSpec = { name: 'napomena', kind: 'note' };

/** A price from the article lookup when it has one (0 means unknown and is not filled in). */
export const known = (value: number): number | null => (value > 0 ? value : null);
