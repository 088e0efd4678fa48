import { jciDoc, jciEntry, jciInput, jciItem, jciItemInput } from '@knjige/contract';
import { napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';

/** Customs declaration (JCI) of an import: per VAT rate the customs base; the VAT paid to customs is input VAT (KUR 6.2.x). */
export const jciConfig = defineConfig(
  jciEntry,
  { headerInput: jciInput, header: jciDoc, itemInput: jciItemInput, item: jciItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [...numberAndDate, { name: 'dokBroj', kind: 'text', required: true }, { name: 'urId', kind: 'document', target: 'ur', required: true }, opis],
      },
      { key: 'napomena', fields: [napomena, { name: 'komentar', kind: 'note' }] },
    ],
    links: [{ key: 'import', target: 'ur', idField: 'urId', labelField: 'urOznaka', subTypeField: 'urVSubDoc' }],
    // the declaration's number is the JCI's; its lines hold the customs base, no VAT
    headerLabels: { dokBroj: 'field.brojJci' },
    itemLabels: { iznos: 'field.osnovica' },
    listColumns: [{ key: 'dokBroj' }, { key: 'urOznaka' }, { key: 'komNaziv' }, { key: 'osnovica', kind: 'money' }, { key: 'pdvIznos', kind: 'money' }],
    totals: [{ key: 'osnovica' }, { key: 'pdvIznos', strong: true }],
    itemColumns: [
      { key: 'pdvStopa', kind: 'vat' },
      { key: 'iznos', kind: 'money' },
    ],
    itemLabel: 'iznos',
    itemLabelKind: 'money',
    itemFields: [
      { name: 'pdvId', kind: 'vat-rate', required: true },
      { name: 'iznos', kind: 'money', required: true },
    ],
  },
);
