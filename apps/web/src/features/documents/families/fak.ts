import { fakDoc, fakEntry, fakInput, fakItem, fakItemInput } from '@knjige/contract';
import { napomena, numberAndDate } from './common';
import { defineConfig } from './define-config';
import { FiscalItemsPanel } from './fiscal-items-panel';

/**
 * Retail invoice: a buyer's invoice made of fiscal receipts (cash and services invoices: of lines of
 * their own, with a VAT rate and the amount with VAT). The left panel holds the number,
 * date and the order, tender and contract numbers; below, the linked receipts and their lines.
 */
export const fakConfig = defineConfig(
  fakEntry,
  { headerInput: fakInput, header: fakDoc, itemInput: fakItemInput, item: fakItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [
          ...numberAndDate,
          { name: 'brojNarudzbenice', kind: 'text' },
          { name: 'brojTendera', kind: 'text' },
          { name: 'brojUgovora', kind: 'text' },
        ],
      },
      {
        key: 'kupac',
        fields: [
          { name: 'komId', kind: 'partner', required: true },
          { name: 'datumDospeca', kind: 'date', required: true },
        ],
      },
      { key: 'napomena', fields: [napomena] },
    ],
    listColumns: [{ key: 'komNaziv', label: 'partner.buyer' }, { key: 'iznos', kind: 'money' }],
    // the due date follows the invoice's date, at the buyer's payment term after it (registry `dueByClientTerm`)
    followDate: ['datumDospeca'],
    totals: [{ key: 'iznos' }, { key: 'zaUplatu', strong: true }],
    // A cash or services invoice (the registry's vat-amount sub-types) has lines of its own instead of receipts.
    itemColumns: [
      { key: 'docOznaka', lineKind: 'fiscal-link' },
      { key: 'docOpis', lineKind: 'fiscal-link' },
      { key: 'fisPlacanje', kind: 'option', lineKind: 'fiscal-link' },
      { key: 'opis', lineKind: 'vat-amount' },
      { key: 'pdvStopa', kind: 'vat', lineKind: 'vat-amount' },
      { key: 'iznos', kind: 'money' },
    ],
    itemLabel: 'docOznaka',
    itemFields: [
      { name: 'fisId', kind: 'fiscal-receipt', required: true, lineKind: 'fiscal-link' },
      { name: 'opis', kind: 'text', lineKind: 'vat-amount' },
      { name: 'pdvId', kind: 'vat-rate', required: true, lineKind: 'vat-amount' },
      { name: 'iznos', kind: 'money', required: true, lineKind: 'vat-amount' },
    ],
    lineTabs: { items: 'fiskalni-isecci', panels: [{ key: 'fiskalne-stavke', Panel: FiscalItemsPanel }] },
  },
);
