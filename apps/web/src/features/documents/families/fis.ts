import { fisDoc, fisEntry, fisInput, fisItem, fisItemInput, fisPlacanje } from '@knjige/contract';
import { lineAmount, paymentParts, vatSummary } from '@knjige/domain';
import { articleColumns, articleLabel, known, napomena, numberAndDate, opis } from './common';
import { defineConfig } from './define-config';
import { CardEinvoicePanel } from '../card-einvoice-panel';

/** The payment parts a receipt's payment type 5 (other or mixed) lets the user type; types 1–4 set them. */
const typedPart = (name: 'cekovi' | 'kartica' | 'virman') => ({ name, kind: 'money', editableWhen: { field: 'fisPlacanje', equals: 5 } }) as const;

/** Register sale: a fiscal receipt of a register in a retail shop, at the shop's prices with VAT. */
export const fisConfig = defineConfig(
  fisEntry,
  { headerInput: fisInput, header: fisDoc, itemInput: fisItemInput, item: fisItem },
  {
    tabs: [
      {
        key: 'podaci',
        fields: [
          ...numberAndDate,
          { name: 'posId', kind: 'register', required: true },
          { name: 'fisRbroj', kind: 'text' },
          { name: 'fisPlacanje', kind: 'select', required: true, options: fisPlacanje },
          typedPart('cekovi'),
          typedPart('kartica'),
          typedPart('virman'),
          opis,
        ],
      },
      { key: 'napomena', fields: [napomena] },
    ],
    // Types 1–4 put the whole total in one part; type 5 keeps what is typed.
    derive: (values, doc) => {
      const type = values.fisPlacanje ?? 1;
      if (type === 5) return {};
      return paymentParts(type, doc?.iznos ?? 0, { cekovi: 0, kartica: 0, virman: 0 });
    },
    headerInfo: [{ key: 'fisBi' }, { key: 'magNaziv' }],
    panel: CardEinvoicePanel,
    listColumns: [{ key: 'fisBi' }, { key: 'fisPlacanje', kind: 'option' }, { key: 'iznos', kind: 'money' }],
    totals: [{ key: 'osnovica' }, { key: 'pdvIznos' }, { key: 'cekovi' }, { key: 'kartica' }, { key: 'virman' }, { key: 'gotovina' }, { key: 'iznos', strong: true }],
    itemColumns: [...articleColumns, { key: 'prodCena', kind: 'money' }, { key: 'artikl.pdvStopa', kind: 'vat' }, { key: 'iznos', kind: 'money' }],
    itemLabel: articleLabel,
    itemFields: [
      { name: 'kolicina', kind: 'qty', required: true },
      { name: 'prodCena', kind: 'money', required: true },
    ],
    // The shop's retail price with VAT.
    prefill: (a) => ({ prodCena: known(a.cena) }),
    lookupInfo: [
      { key: 'stanje', kind: 'qty' },
      { key: 'cena', kind: 'money' },
      { key: 'pdvStopa', kind: 'vat' },
    ],
    // a receipt's prices include VAT: the line's amount is its gross, the VAT is inside it (per rate)
    computed: (values) => [{ key: 'iznos', kind: 'money', value: lineAmount(values.kolicina ?? 0, values.prodCena ?? 0) }],
    grid: {
      figures: ['iznos'],
      sums: ['iznos'],
      vat: (values, article) => ({ pdvStopa: article.pdvStopa, base: lineAmount(values.kolicina ?? 0, values.prodCena ?? 0) }),
      rates: (lines) => vatSummary(lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.base })), true),
    },
  },
);
