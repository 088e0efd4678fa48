import { kmpDoc, kmpEntry, kmpInput, kmpItem, kmpItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** Offset: the partner and the amount; a line per open item it closes, on either side. */
export const kmpConfig = defineConfig(
  kmpEntry,
  { headerInput: kmpInput, header: kmpDoc, itemInput: kmpItemInput, item: kmpItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, { name: 'komId', kind: 'partner', required: true }, { name: 'iznos', kind: 'money', required: true }, opis] },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    // the header's amount is what is set off; a line's is its invoice's
    headerLabels: { iznos: 'field.iznosKompenzacije' },
    itemLabels: { iznos: 'field.iznosRacuna' },
    listColumns: [{ key: 'komNaziv' }, { key: 'iznos', kind: 'money' }],
    totals: [{ key: 'otvorenoKupac' }, { key: 'otvorenoDobavljac' }, { key: 'iznos', strong: true }],
    itemColumns: [
      { key: 'dokOznaka' },
      { key: 'smer', kind: 'option' },
      { key: 'dokDatum', kind: 'date' },
      { key: 'dueDate', kind: 'date' },
      { key: 'iznos', kind: 'money' },
      { key: 'otvoreno', kind: 'money' },
    ],
    itemLabel: 'dokOznaka',
    itemFields: [{ name: 'dokId', kind: 'open-item', familyField: 'dokVDoc', required: true }],
  },
);
