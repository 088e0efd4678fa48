import { nivDoc, nivEntry, nivInput, nivItem, nivItemInput } from '@knjige/contract';
import { articleColumns, articleLabel, known, napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { lineAmount } from '@knjige/domain';

/** Price adjustment: the stock on hand gets a new sale price. */
export const nivConfig = defineConfig(
  nivEntry,
  { headerInput: nivInput, header: nivDoc, itemInput: nivItemInput, item: nivItem },
  {
    tabs: [{ key: 'podaci', fields: [...numberAndDate, { name: 'magId', kind: 'warehouse', required: true }, opis, napomena] }],
    listColumns: [{ key: 'magNaziv' }, { key: 'vrednostPre', kind: 'money' }, { key: 'vrednostPosle', kind: 'money' }],
    totals: [{ key: 'vrednostPre' }, { key: 'vrednostPosle', strong: true }],
    itemColumns: [...articleColumns, { key: 'cenaPre', kind: 'money' }, { key: 'cenaPosle', kind: 'money' }, { key: 'vrPre', kind: 'money' }, { key: 'vrPosle', kind: 'money' }],
    itemLabel: articleLabel,
    itemFields: [
      { name: 'kolicina', kind: 'qty', required: true },
      { name: 'cenaPre', kind: 'money', required: true },
      { name: 'cenaPosle', kind: 'money', required: true },
    ],
    // The whole quantity on hand at the current price.
    prefill: (a) => ({ kolicina: known(a.stanje), cenaPre: known(a.cena) }),
    lookupInfo: [
      { key: 'stanje', kind: 'qty' },
      { key: 'cena', kind: 'money' },
    ],
    // each value is quantity × price, as the server stores it
    computed: (values) => [
      { key: 'vrPre', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.cenaPre ?? 0) },
      { key: 'vrPosle', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.cenaPosle ?? 0) },
    ],
    grid: { figures: ['vrPre', 'vrPosle'], sums: ['vrPre', 'vrPosle'] },
  },
);
