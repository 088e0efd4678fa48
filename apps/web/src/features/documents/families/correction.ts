import { correctionDoc, correctionInput, correctionItem, correctionItemInput, correctionSide } from '@knjige/contract';
import type { DocEntry } from '../types';
import { napomena, numberAndDate } from './common';
import { defineConfig } from './define-config';

/**
 * A credit or debit note: the client, the basis, with or without VAT lines (chosen on creation),
 * the corrected period; its lines a VAT rate and a base each, as the expense invoice's.
 */
export const correctionConfig = (entry: DocEntry) =>
  defineConfig(
    entry,
    { headerInput: correctionInput, header: correctionDoc, itemInput: correctionItemInput, item: correctionItem },
    {
      tabs: [
        {
          key: 'podaci',
          fields: [
            ...numberAndDate,
            { name: 'komId', kind: 'partner', required: true },
            { name: 'saPdv', kind: 'switch' },
            { name: 'osnov', kind: 'basis', required: true },
            // a supplier's note: their own number of it, KUR's document number
            { name: 'dokBroj', kind: 'text', hiddenFor: entry.subTypes.kind === 'fixed' ? entry.subTypes.values.filter((v) => correctionSide(v) === 'customer') : [] },
            { name: 'poziv', kind: 'text' },
            { name: 'fakture', kind: 'invoices' },
            // a note with VAT takes its amount from its lines: the field shows it and cannot be typed in
            { name: 'iznos', kind: 'money', editableWhen: { field: 'saPdv', equals: false } },
            { name: 'periodOd', kind: 'date' },
            { name: 'periodDo', kind: 'date' },
          ],
        },
        { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
      ],
      // the supplier's own number of the note; the lines hold the base per rate, no VAT
      headerLabels: { dokBroj: 'field.dokBrojPartnera' },
      itemLabels: { iznos: 'field.osnovica' },
      // the client's column is headed by its role on the tab: "Kupac" to customers, "Dobavljač" from suppliers
      listColumns: [
        { key: 'komNaziv', label: 'partner.buyer', hiddenFor: entry.subTypes.kind === 'fixed' ? entry.subTypes.values.filter((v) => correctionSide(v) === 'supplier') : [] },
        { key: 'komNaziv', label: 'partner.supplier', hiddenFor: entry.subTypes.kind === 'fixed' ? entry.subTypes.values.filter((v) => correctionSide(v) === 'customer') : [] },
        { key: 'osnov' }, { key: 'osnovica', kind: 'money' }, { key: 'pdvIznos', kind: 'money' }, { key: 'iznos', kind: 'money' },
      ],
      totals: [{ key: 'osnovica' }, { key: 'pdvIznos' }, { key: 'iznos', strong: true }],
      itemColumns: [{ key: 'pdvStopa', kind: 'vat' }, { key: 'iznos', kind: 'money' }],
      // a financial note (no VAT) has no lines
      showLines: (doc) => doc.saPdv,
      itemLabel: 'iznos',
      itemLabelKind: 'money',
      itemFields: [
        { name: 'pdvId', kind: 'vat-rate', required: true },
        { name: 'iznos', kind: 'money', required: true },
      ],
    },
  );
