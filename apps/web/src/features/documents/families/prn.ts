import { prnDoc, prnEntry, prnInput, prnItem, prnItemInput } from '@knjige/contract';
import { articleLabel, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { proformaVat, saleFigures, saleItemColumns, saleItemFields, saleLookupInfo, salePrefill, saleRates, saleTotalsBox, saleWarehouse } from './sale';

/** Pro-forma invoice (docs/domain.md#entities-and-fields): customer and note tabs; it can become a sales invoice. */
export const prnConfig = defineConfig(
  prnEntry,
  { headerInput: prnInput, header: prnDoc, itemInput: prnItemInput, item: prnItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [...numberAndDate, saleWarehouse, { name: 'valuta', kind: 'text' }, { name: 'vaznost', kind: 'text' }, { name: 'otprema', kind: 'text' }, { name: 'placanje', kind: 'text' }, opis],
      },
      { key: 'kupac', fields: [{ name: 'komId', kind: 'partner', required: true }, { name: 'komMemo', kind: 'text-lines' }] },
      {
        key: 'napomena',
        fields: [
          { name: 'napomena', kind: 'note' },
          { name: 'komentar', kind: 'note' },
        ],
      },
    ],
    // a pro-forma's `valuta` is its payment term as text, not a currency
    headerLabels: { valuta: 'field.rokPlacanja' },
    // a line's amount is after the discount, without VAT
    itemLabels: { iznos: 'field.osnovica' },
    actions: [{ key: 'make-invoice', path: 'invoice', target: 'prod', doneField: 'prodId', doneLabel: 'prodOznaka' }],
    listColumns: [{ key: 'komNaziv', label: 'partner.buyer' }, { key: 'magNaziv', hiddenFor: ['usluga'] }, { key: 'iznos', kind: 'money' }, { key: 'prodOznaka' }],
    totals: [...saleTotalsBox],
    itemColumns: [...saleItemColumns],
    itemLabel: articleLabel,
    itemFields: [...saleItemFields],
    prefill: salePrefill,
    lookupInfo: [...saleLookupInfo],
    computed: saleFigures,
    grid: { figures: ['iznos'], sums: ['iznos'], vat: proformaVat, rates: saleRates },
  },
);
