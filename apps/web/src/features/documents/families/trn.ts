import { payOrderAmounts, payOrderKinds, payOrderRules, trnDoc, trnEntry, trnInput, trnItem, trnItemInput, type PayOrderKind } from '@knjige/contract';
import { HOME_CURRENCY } from '@knjige/domain';
import type { ItemValues } from '../types';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { isOneOf } from '../../../shared/one-of';

const kindOf = (values: ItemValues): PayOrderKind | null => (isOneOf(payOrderKinds, values.vNalog) ? values.vNalog : null);

/** A field the line's kind names (its client, shop or cost item), shown only for that kind. */
const namedBy = (ref: 'komId' | 'magId' | 'trosakId') => (values: ItemValues) => {
  const kind = kindOf(values);
  return kind !== null && payOrderRules[kind].ref === ref;
};
/** A client's payment (uplata, isplata) may be in a foreign currency. */
const payment = (values: ItemValues) => {
  const kind = kindOf(values);
  return kind === 'uplata' || kind === 'isplata';
};
/** A line in a foreign currency: typed as its currency amount, its dinars follow from the rate. */
const foreign = (values: ItemValues) => payment(values) && typeof values.valuta === 'string' && values.valuta !== '' && values.valuta !== HOME_CURRENCY;
/** An amount shown only when the kind's money goes that way (ostalo: both), in dinars. */
const amountFor = (side: 'uplata' | 'isplata') => (values: ItemValues) => {
  const kind = kindOf(values);
  return kind !== null && payOrderAmounts(kind).includes(side) && !foreign(values);
};

/** Bank statements and other payment traffic: a current account's payment orders. */
export const trnConfig = defineConfig(
  trnEntry,
  { headerInput: trnInput, header: trnDoc, itemInput: trnItemInput, item: trnItem },
  {
    tabs: [{ key: 'podaci', fields: [...numberAndDate, { name: 'trnId', kind: 'account', required: true }, opis, napomena] }],
    listColumns: [{ key: 'trnNaziv' }, { key: 'uplata', kind: 'money' }, { key: 'isplata', kind: 'money' }],
    totals: [{ key: 'uplata', strong: true }, { key: 'isplata', strong: true }],
    itemColumns: [
      { key: 'vNalog', kind: 'option', width: 130 },
      { key: 'klijent' },
      { key: 'magNaziv' },
      { key: 'trosak' },
      { key: 'opis' },
      { key: 'poziv' },
      { key: 'valuta' },
      { key: 'iznosDev', kind: 'money' },
      { key: 'uplata', kind: 'money' },
      { key: 'isplata', kind: 'money' },
    ],
    itemLabel: 'opis',
    itemFields: [
      { name: 'vNalog', kind: 'select', options: payOrderKinds, required: true },
      { name: 'komId', kind: 'client', required: true, shownWhen: namedBy('komId') },
      { name: 'magId', kind: 'warehouse', vPromet: 'mp', required: true, shownWhen: namedBy('magId') },
      { name: 'trosakId', kind: 'cost', required: true, shownWhen: namedBy('trosakId') },
      { name: 'valuta', kind: 'currency', shownWhen: payment },
      { name: 'iznosDev', kind: 'money', required: true, shownWhen: foreign },
      { name: 'kurs', kind: 'rate', shownWhen: foreign },
      { name: 'uplata', kind: 'money', shownWhen: amountFor('uplata') },
      { name: 'isplata', kind: 'money', shownWhen: amountFor('isplata') },
      { name: 'poziv', kind: 'text' },
      { name: 'opis', kind: 'text' },
    ],
    accountFilter: true,
    importPath: '/uvoz/izvod',
  },
);
