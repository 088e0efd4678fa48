import { intDoc, intEntry, intInput, intItem, intItemInput } from '@knjige/contract';
import { articleColumns, articleLabel, known, napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { lineAmount } from '@knjige/domain';

/** Internal transfer from a wholesale warehouse to a retail shop. */
export const intConfig = defineConfig(
  intEntry,
  { headerInput: intInput, header: intDoc, itemInput: intItemInput, item: intItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [
          ...numberAndDate,
          { name: 'magOutId', kind: 'warehouse', required: true, vPromet: 'vp' },
          { name: 'magInId', kind: 'warehouse', vPromet: 'mp' },
          opis,
          napomena,
        ],
      },
    ],
    listColumns: [{ key: 'magOutNaziv' }, { key: 'magInNaziv' }, { key: 'outVrednost', kind: 'money' }, { key: 'inVrednost', kind: 'money' }],
    totals: [{ key: 'outVrednost' }, { key: 'inVrednost', strong: true }],
    itemColumns: [...articleColumns, { key: 'outCena', kind: 'money' }, { key: 'outVr', kind: 'money' }, { key: 'inCena', kind: 'money' }, { key: 'inVr', kind: 'money' }],
    itemLabel: articleLabel,
    itemFields: [
      { name: 'kolicina', kind: 'qty', required: true },
      { name: 'outCena', kind: 'money', required: true },
      { name: 'inCena', kind: 'money', required: true },
    ],
    // Goods leave the wholesale warehouse at their average purchase price.
    prefill: (a) => ({ outCena: known(a.pnCena) }),
    lookupInfo: [
      { key: 'stanje', kind: 'qty' },
      { key: 'pnCena', kind: 'money' },
      { key: 'cena', kind: 'money' },
    ],
    // each value is quantity × price, as the server stores it
    computed: (values) => [
      { key: 'outVr', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.outCena ?? 0) },
      { key: 'inVr', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.inCena ?? 0) },
    ],
    grid: { figures: ['outVr', 'inVr'], sums: ['outVr', 'inVr'] },
  },
);
