import { amoDoc, amoEntry, amoInput, amoItem, amoItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** The months of a year a depreciation document may cover; none chosen: the whole year. */
const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Depreciation: the month (or the year) of the date; its lines, one per asset, computed by the server on save. */
export const amoConfig = defineConfig(
  amoEntry,
  { headerInput: amoInput, header: amoDoc, itemInput: amoItemInput, item: amoItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, { name: 'mesec', kind: 'select', options: months }, opis] },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    headerLabels: { iznos: 'field.iznosAmortizacije' },
    itemLabels: { iznos: 'field.iznosAmortizacije' },
    listColumns: [{ key: 'mesec' }, { key: 'brojSredstava' }, { key: 'iznos', kind: 'money' }],
    totals: [{ key: 'brojSredstava' }, { key: 'iznos', strong: true }],
    itemColumns: [
      { key: 'invBroj' },
      { key: 'naziv' },
      { key: 'konto' },
      { key: 'kontoIspravke' },
      { key: 'nabavnaVrednost', kind: 'money' },
      { key: 'ispravkaPre', kind: 'money' },
      { key: 'meseci' },
      { key: 'iznos', kind: 'money' },
    ],
    itemLabel: 'invBroj',
    itemFields: [{ name: 'osId', kind: 'fixed-asset', required: true }],
  },
);
