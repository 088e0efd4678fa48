import { fakDoc, fakEntry, fakInput, fakItem, fakItemInput } from '@knjige/contract';
import { napomena, numberAndDate } from './common';
import { defineConfig } from './define-config';
import { FiscalItemsPanel } from './fiscal-items-panel';

/**
 * Retail invoice: a buyer's invoice made of fiscal receipts. The left panel holds the number,
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
    totals: [{ key: 'iznos' }, { key: 'zaUplatu', strong: true }],
    itemColumns: [{ key: 'docOznaka' }, { key: 'docOpis' }, { key: 'fisPlacanje', kind: 'option' }, { key: 'iznos', kind: 'money' }],
    itemLabel: 'docOznaka',
    itemFields: [{ name: 'fisId', kind: 'fiscal-receipt', required: true }],
    lineTabs: { items: 'fiskalni-isecci', panels: [{ key: 'fiskalne-stavke', Panel: FiscalItemsPanel }] },
  },
);
