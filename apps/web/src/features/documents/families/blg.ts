import { blgDoc, blgEntry, blgInput, blgItem, blgItemInput, cashLineKinds, cashLineRules, type CashLineKind } from '@knjige/contract';
import type { ItemValues } from '../types';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { isOneOf } from '../../../shared/one-of';

const kindOf = (values: ItemValues): CashLineKind | null => (isOneOf(cashLineKinds, values.vrsta) ? values.vrsta : null);

/** A field the line's kind names (its partner, shop or cost item), shown only for that kind. */
const namedBy = (ref: 'komId' | 'magId' | 'trosakId') => (values: ItemValues) => {
  const kind = kindOf(values);
  return kind !== null && cashLineRules[kind].ref === ref;
};

/** Cash desk orders: a receipt or a payment of one desk, a line per partner, shop's takings, cost or bank transfer. */
export const blgConfig = defineConfig(
  blgEntry,
  { headerInput: blgInput, header: blgDoc, itemInput: blgItemInput, item: blgItem },
  {
    tabs: [{ key: 'podaci', fields: [...numberAndDate, { name: 'kasaId', kind: 'cash-desk', required: true }, opis, napomena] }],
    headerLabels: { iznos: 'field.blgIznos' },
    itemLabels: { vrsta: 'field.blgVrsta', komId: 'field.blgPartner', iznos: 'field.blgIznos' },
    listColumns: [{ key: 'kasaNaziv' }, { key: 'iznos', kind: 'money' }],
    totals: [{ key: 'iznos', strong: true }],
    itemColumns: [{ key: 'vrsta', kind: 'option', width: 140 }, { key: 'klijent' }, { key: 'magNaziv' }, { key: 'trosak' }, { key: 'opis' }, { key: 'poziv' }, { key: 'iznos', kind: 'money' }],
    itemLabel: 'opis',
    itemFields: [
      { name: 'vrsta', kind: 'select', options: cashLineKinds, required: true },
      { name: 'komId', kind: 'client', required: true, shownWhen: namedBy('komId') },
      { name: 'magId', kind: 'warehouse', vPromet: 'mp', required: true, shownWhen: namedBy('magId') },
      { name: 'trosakId', kind: 'cost', required: true, shownWhen: namedBy('trosakId') },
      { name: 'iznos', kind: 'money', required: true },
      { name: 'poziv', kind: 'text', shownWhen: namedBy('komId') },
      { name: 'opis', kind: 'text' },
    ],
  },
);
