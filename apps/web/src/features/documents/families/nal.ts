import { nalDoc, nalEntry, nalInput, nalItem, nalItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** Manual journal entry: lines of account, client (on a client account), debit or credit. */
export const nalConfig = defineConfig(
  nalEntry,
  { headerInput: nalInput, header: nalDoc, itemInput: nalItemInput, item: nalItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, opis] },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    listColumns: [{ key: 'opis' }, { key: 'duguje', kind: 'money' }, { key: 'potrazuje', kind: 'money' }],
    totals: [{ key: 'duguje', strong: true }, { key: 'potrazuje', strong: true }],
    itemColumns: [{ key: 'konto' }, { key: 'kontoNaziv' }, { key: 'intNaziv' }, { key: 'opis' }, { key: 'duguje', kind: 'money' }, { key: 'potrazuje', kind: 'money' }],
    itemLabel: 'konto',
    itemFields: [
      { name: 'konto', kind: 'text', required: true },
      { name: 'komId', kind: 'client' },
      { name: 'duguje', kind: 'money' },
      { name: 'potrazuje', kind: 'money' },
      { name: 'opis', kind: 'text' },
    ],
  },
);
