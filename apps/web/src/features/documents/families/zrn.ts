import { zrnDoc, zrnEntry, zrnInput, zrnItem, zrnItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis, purchaseCurrencyFields, rateFollowsDate } from './common';
import { defineConfig } from './define-config';
import { InternalInvoicePanel } from '../internal-invoice-panel';

/** Expense invoice: the supplier's invoice for a cost item, its lines a VAT rate and a base each. */
export const zrnConfig = defineConfig(
  zrnEntry,
  { headerInput: zrnInput, header: zrnDoc, itemInput: zrnItemInput, item: zrnItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, { name: 'trosakId', kind: 'cost', required: true }, opis] },
      {
        key: 'dobavljac',
        fields: [
          { name: 'komId', kind: 'partner', required: true },
          { name: 'dokBroj', kind: 'text', required: true },
          { name: 'dokDatum', kind: 'date', required: true },
          { name: 'datumPrometa', kind: 'date', required: true },
          { name: 'dokDpo', kind: 'date', required: true },
          ...purchaseCurrencyFields,
        ],
      },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    followDate: ['dokDatum', 'dokDpo', 'datumPrometa'],
    derive: rateFollowsDate,
    panel: InternalInvoicePanel,
    listColumns: [
      { key: 'komNaziv' },
      { key: 'dokBroj', sub: { key: 'dokDatum', kind: 'date' } },
      { key: 'trosak', sub: { key: 'trosakGrupa', kind: 'text' } },
      { key: 'iznos', kind: 'money' },
    ],
    totals: [{ key: 'devOsnovica' }, { key: 'osnovica' }, { key: 'pdvIznos' }, { key: 'iznos', strong: true }],
    itemColumns: [
      { key: 'pdvStopa', kind: 'vat' },
      { key: 'iznos', kind: 'money' },
      { key: 'iznosDin', kind: 'money' },
    ],
    // the lines hold the base per rate, no VAT
    itemLabels: { iznos: 'field.osnovica' },
    costFilter: true,
    itemLabel: 'iznos',
    itemLabelKind: 'money',
    itemFields: [
      { name: 'pdvId', kind: 'vat-rate', required: true },
      { name: 'iznos', kind: 'money', required: true },
    ],
  },
);
