import { psrDoc, psrEntry, psrInput, psrItem, psrItemInput } from '@knjige/contract';
import { articleColumns, articleLabel, known, napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { lineAmount } from '@knjige/domain';

/** Opening stock: goods into a warehouse at purchase and sale price. */
export const psrConfig = defineConfig(
  psrEntry,
  { headerInput: psrInput, header: psrDoc, itemInput: psrItemInput, item: psrItem },
  {
    tabs: [{ key: 'podaci', fields: [...numberAndDate, { name: 'magId', kind: 'warehouse', required: true }, opis, napomena] }],
    listColumns: [{ key: 'magNaziv' }, { key: 'nabVrednost', kind: 'money' }, { key: 'prodVrednost', kind: 'money' }],
    totals: [{ key: 'nabVrednost' }, { key: 'prodVrednost', strong: true }],
    itemColumns: [...articleColumns, { key: 'nabCena', kind: 'money' }, { key: 'nabVr', kind: 'money' }, { key: 'prodCena', kind: 'money' }, { key: 'prodVr', kind: 'money' }],
    itemLabel: articleLabel,
    itemFields: [
      { name: 'kolicina', kind: 'qty', required: true },
      { name: 'nabCena', kind: 'money', required: true },
      { name: 'prodCena', kind: 'money', required: true },
    ],
    // The last purchase price (else the average) and the warehouse's current sale price.
    prefill: (a) => ({ nabCena: known(a.znCena) ?? known(a.pnCena), prodCena: known(a.cena) }),
    lookupInfo: [
      { key: 'stanje', kind: 'qty' },
      { key: 'cena', kind: 'money' },
    ],
    // each value is quantity × price, as the server stores it
    computed: (values) => [
      { key: 'nabVr', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.nabCena ?? 0) },
      { key: 'prodVr', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.prodCena ?? 0) },
    ],
    grid: { figures: ['nabVr', 'prodVr'], sums: ['nabVr', 'prodVr'] },
  },
);
