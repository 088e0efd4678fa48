import { pskDoc, pskEntry, pskInput, pskItem, pskItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** Opening client balances: a line per client (or per open document, carried from last year) with what they owed us or we owed them. */
export const pskConfig = defineConfig(
  pskEntry,
  { headerInput: pskInput, header: pskDoc, itemInput: pskItemInput, item: pskItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, opis] },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    listColumns: [{ key: 'opis' }, { key: 'duguje', kind: 'money' }, { key: 'potrazuje', kind: 'money' }],
    totals: [{ key: 'duguje', strong: true }, { key: 'potrazuje', strong: true }],
    itemColumns: [{ key: 'intNaziv' }, { key: 'pib' }, { key: 'duguje', kind: 'money' }, { key: 'potrazuje', kind: 'money' }, { key: 'dueDate', kind: 'date' }, { key: 'dokOznaka' }],
    itemLabel: 'intNaziv',
    itemFields: [
      { name: 'komId', kind: 'client', required: true },
      { name: 'duguje', kind: 'money' },
      { name: 'potrazuje', kind: 'money' },
      { name: 'dueDate', kind: 'date' },
      { name: 'dokOznaka', kind: 'text' },
    ],
  },
);
