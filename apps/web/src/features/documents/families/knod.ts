import { knodDoc, knodEntry, knodInput, knodItem, knodItemInput } from '@knjige/contract';
import { napomena, numberAndDate } from './common';
import { defineConfig } from './define-config';

/** Credit note: the client, the basis (an invoice and its payment reference, or free text) and the amount; no lines. */
export const knodConfig = defineConfig(
  knodEntry,
  { headerInput: knodInput, header: knodDoc, itemInput: knodItemInput, item: knodItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [
          ...numberAndDate,
          { name: 'komId', kind: 'partner', required: true },
          { name: 'osnov', kind: 'basis', required: true },
          { name: 'poziv', kind: 'text' },
          { name: 'iznos', kind: 'money', required: true },
        ],
      },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    listColumns: [{ key: 'komNaziv' }, { key: 'osnov' }, { key: 'iznos', kind: 'money' }],
    totals: [{ key: 'iznos', strong: true }],
    itemColumns: [],
    itemLabel: 'id',
    itemFields: [],
  },
);
