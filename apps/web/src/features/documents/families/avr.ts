import { avrDoc, avrEntry, avrInput, avrItem, avrItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** Advance invoice: the client, the basis and the supplier's number; its lines a VAT rate and the gross advance each. */
export const avrConfig = defineConfig(
  avrEntry,
  { headerInput: avrInput, header: avrDoc, itemInput: avrItemInput, item: avrItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [...numberAndDate, { name: 'komId', kind: 'partner', required: true }, { name: 'osnov', kind: 'text' }, { name: 'dokBroj', kind: 'text' }, opis],
      },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    // the supplier's own number of the advance invoice (not a goods invoice's); the lines hold the gross
    headerLabels: { dokBroj: 'field.dokBrojPartnera' },
    listColumns: [{ key: 'komNaziv' }, { key: 'osnov' }, { key: 'iznos', kind: 'money' }, { key: 'iskorisceno', kind: 'money' }],
    totals: [{ key: 'osnovica' }, { key: 'pdvIznos' }, { key: 'iznos', strong: true }, { key: 'iskorisceno' }],
    itemColumns: [{ key: 'pdvStopa', kind: 'vat' }, { key: 'iznos', kind: 'money' }],
    itemLabel: 'iznos',
    itemLabelKind: 'money',
    itemFields: [
      { name: 'pdvId', kind: 'vat-rate', required: true },
      { name: 'iznos', kind: 'money', required: true },
    ],
  },
);
