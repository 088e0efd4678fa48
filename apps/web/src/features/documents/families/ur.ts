import { urInput, urItemInput } from '@knjige/contract';
import { lessPercent, lineAmount, mulDiv, netFromGross } from '@knjige/domain';
import type { ArtLookup, ComputedFigure, FamilyConfig, ItemValues } from '../types';
import { articleColumns, known, numberAndDate, opis } from './common';

/**
 * The purchase calculation of one line as the server makes it (spec §5): purchase price = invoice
 * price less the discount, margin = sale price net of VAT over the purchase price.
 */
export function urFigures(values: ItemValues, lookup: ArtLookup | null): ComputedFigure[] {
  const kolicina = values.kolicina ?? 0;
  const fakCena = values.fakCena ?? 0;
  const rabat1 = values.rabat1 ?? 0;
  const prodCena = values.prodCena ?? 0;
  const fakVr = lineAmount(kolicina, fakCena);
  const rabatVr = mulDiv(fakVr, rabat1, 100_000);
  const nabCena = lessPercent(fakCena, rabat1);
  const netSale = lookup?.cenaSaPdv ? netFromGross(prodCena, lookup.pdvStopa) : prodCena;
  const ruc = nabCena > 0 && prodCena > 0 ? mulDiv(netSale - nabCena, 10_000, nabCena) : 0;
  return [
    { key: 'nabCena', kind: 'money', value: nabCena },
    { key: 'rabatVr', kind: 'money', value: rabatVr },
    { key: 'nabVr', kind: 'money', value: fakVr - rabatVr },
    { key: 'prodVr', kind: 'money', value: lineAmount(kolicina, prodCena) },
    { key: 'ruc', kind: 'ruc', value: ruc },
  ];
}

/** Incoming goods invoice with the purchase calculation (kalkulacija). */
export const urConfig: FamilyConfig = {
  family: 'ur',
  headerSchema: urInput,
  itemSchema: urItemInput,
  tabs: [
    { key: 'podaci', fields: [...numberAndDate, { name: 'magId', kind: 'warehouse', required: true }, opis] },
    {
      key: 'dobavljac',
      fields: [
        { name: 'komId', kind: 'supplier', required: true },
        { name: 'dokBroj', kind: 'text', required: true },
        { name: 'dokDatum', kind: 'date', required: true },
        { name: 'dokDpo', kind: 'date', required: true },
      ],
    },
    {
      key: 'napomena',
      fields: [
        { name: 'napomena', kind: 'note' },
        { name: 'komentar', kind: 'note' },
      ],
    },
  ],
  hasPartner: true,
  listColumns: [
    { key: 'magNaziv' },
    { key: 'komNaziv' },
    { key: 'dokBroj', sub: { key: 'dokDatum', kind: 'date' } },
    { key: 'nabVrednost', kind: 'money' },
    { key: 'prodVrednost', kind: 'money' },
  ],
  totals: [
    { key: 'fakVrednost' },
    { key: 'rabatVrednost' },
    { key: 'nabVrednost' },
    { key: 'nabPdv' },
    { key: 'nabIznos', strong: true },
    { key: 'prodVrednost' },
  ],
  itemColumns: [
    ...articleColumns,
    { key: 'fakCena', kind: 'money' },
    { key: 'rabat1', kind: 'rabat' },
    { key: 'nabCena', kind: 'money' },
    { key: 'nabVr', kind: 'money' },
    { key: 'pdvStopa', kind: 'vat', width: 70 },
    { key: 'prodCena', kind: 'money' },
    { key: 'ruc', kind: 'ruc' },
    { key: 'prodVr', kind: 'money' },
  ],
  itemFields: [
    { name: 'kolicina', kind: 'qty', required: true },
    { name: 'fakCena', kind: 'money' },
    { name: 'rabat1', kind: 'rabat' },
    { name: 'prodCena', kind: 'money', required: true },
  ],
  prefill: (a) => ({ prodCena: known(a.cena) }),
  lookupInfo: [
    { key: 'stanje', kind: 'qty' },
    { key: 'cena', kind: 'money' },
    { key: 'znCena', kind: 'money' },
    { key: 'pdvStopa', kind: 'vat' },
  ],
  computed: urFigures,
};
