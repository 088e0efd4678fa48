import { urDoc, urEntry, urInput, urItem, urItemInput, type z } from '@knjige/contract';
import { costedPurchaseLines, purchaseLine, RATE_SCALE, supplierVat, vatSummary } from '@knjige/domain';
import type { ArtLookup, ComputedFigure, FormValues } from '../types';
import { articleColumns, articleLabel, known, numberAndDate, opis, purchaseCurrencyFields, rateFollowsDate } from './common';
import { defineConfig } from './define-config';
import { IncomingInvoicePanels } from '../incoming-invoice-panels';

/**
 * The purchase calculation of one line as it is typed, by the formulas the server books with
 * (a retail warehouse's sale price includes VAT at the article's rate). With dependent costs on
 * the document, the line takes its share of them as if it joined the other lines (the document's
 * invoice value less the line's own stored value when it is edited): the cost price with the
 * share and the margin over it, as the saved line will show them.
 */
export function urFigures(
  values: FormValues<z.output<typeof urItemInput>>,
  lookup: ArtLookup | null,
  doc: Pick<z.output<typeof urDoc>, 'kurs' | 'nabVrednost' | 'zavisniTr'> | null = null,
  stored: Pick<z.output<typeof urItem>, 'nabVr'> | null = null,
): ComputedFigure<keyof z.output<typeof urItem>>[] {
  const pdvStopa = lookup?.pdvStopa ?? 0;
  const retail = lookup?.cenaSaPdv ?? false;
  const prodCena = values.prodCena ?? 0;
  const kolicina = values.kolicina ?? 0;
  const line = purchaseLine({ kolicina, fakCena: values.fakCena ?? 0, rabat1: values.rabat1 ?? 0, prodCena }, pdvStopa, retail, doc?.kurs ?? RATE_SCALE);
  const zavisniTr = doc?.zavisniTr ?? 0;
  const others = doc ? doc.nabVrednost - zavisniTr - (stored?.nabVr ?? 0) : 0;
  const [, costed] = costedPurchaseLines(
    [
      { kolicina: 0, nabVr: others, nabCena: 0, prodCena: 0, pdvStopa: 0 },
      { kolicina, nabVr: line.nabVr, nabCena: line.nabCena, prodCena, pdvStopa },
    ],
    zavisniTr,
    retail,
  );
  return [
    { key: 'devVr', kind: 'money', value: line.devVr },
    { key: 'nabCena', kind: 'money', value: line.nabCena },
    { key: 'rabatVr', kind: 'money', value: line.rabatVr },
    { key: 'nabVr', kind: 'money', value: line.nabVr },
    ...(zavisniTr
      ? [
          { key: 'zavisniTr' as const, kind: 'money' as const, value: costed!.zavisniTr },
          { key: 'nabCenaTr' as const, kind: 'money' as const, value: costed!.nabCena },
        ]
      : []),
    { key: 'prodVr', kind: 'money', value: line.prodVr },
    { key: 'ruc', kind: 'ruc', value: costed!.ruc },
  ];
}

/**
 * Incoming goods invoice with the purchase calculation (kalkulacija): in dinars or the supplier's
 * currency, with its dependent costs (zavisni troškovi) on a tab of their own.
 */
export const urConfig = defineConfig(
  urEntry,
  { headerInput: urInput, header: urDoc, itemInput: urItemInput, item: urItem },
  {
    tabs: [
      { key: 'podaci', fields: [...numberAndDate, { name: 'magId', kind: 'warehouse', required: true }, opis] },
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
      // duty, freight, forwarding: spread over the lines into the cost price (docs/decisions.md#import-dependent-costs-and-reverse-charge)
      { key: 'troskovi', fields: [{ name: 'troskovi', kind: 'dependent-costs' }] },
      // the supplier's advances this invoice deducts (docs/domain.md#advances)
      { key: 'avansi', fields: [{ name: 'avansi', kind: 'advances', advanceSubType: 'avr-primljeni' }] },
      {
        key: 'napomena',
        fields: [
          { name: 'napomena', kind: 'note' },
          { name: 'komentar', kind: 'note' },
        ],
      },
    ],
    followDate: ['dokDatum', 'dokDpo', 'datumPrometa'],
    derive: rateFollowsDate,
    panel: IncomingInvoicePanels,
    listColumns: [
      { key: 'magNaziv' },
      { key: 'komNaziv' },
      { key: 'dokBroj', sub: { key: 'dokDatum', kind: 'date' } },
      { key: 'nabVrednost', kind: 'money' },
      { key: 'prodVrednost', kind: 'money' },
    ],
    totals: [
      { key: 'devVrednost' },
      { key: 'fakVrednost' },
      { key: 'rabatVrednost' },
      { key: 'zavisniTr' },
      { key: 'nabVrednost' },
      { key: 'nabPdv' },
      { key: 'nabIznos', strong: true },
      { key: 'avansIznos' },
      { key: 'zaUplatu' },
      { key: 'prodVrednost' },
    ],
    itemColumns: [
      ...articleColumns,
      { key: 'fakCena', kind: 'money' },
      { key: 'rabat1', kind: 'percent' },
      { key: 'devVr', kind: 'money' },
      { key: 'nabCena', kind: 'money' },
      { key: 'nabVr', kind: 'money' },
      // the line's share of the dependent costs and its cost price with them: the margin is over it
      { key: 'zavisniTr', kind: 'money' },
      { key: 'nabCenaTr', kind: 'money' },
      { key: 'pdvStopa', kind: 'vat', width: 70 },
      { key: 'prodCena', kind: 'money' },
      { key: 'ruc', kind: 'ruc' },
      { key: 'prodVr', kind: 'money' },
    ],
    itemLabel: articleLabel,
    itemFields: [
      { name: 'kolicina', kind: 'qty', required: true },
      { name: 'fakCena', kind: 'money' },
      { name: 'rabat1', kind: 'percent' },
      { name: 'prodCena', kind: 'money', required: true },
    ],
    prefill: (a) => ({ prodCena: known(a.cena) }),
    lookupInfo: [
      { key: 'stanje', kind: 'qty' },
      { key: 'cena', kind: 'money' },
      { key: 'znCena', kind: 'money' },
      { key: 'pdvStopa', kind: 'vat' },
    ],
    computed: urFigures,
    // the purchase value carries the supplier's VAT at the article's rate; a foreign supplier's or a reverse-charge invoice brings none
    grid: {
      figures: ['nabCena', 'nabVr', 'ruc'],
      sums: ['nabVr'],
      vat: (values, article, doc) => ({ pdvStopa: article.pdvStopa, base: urFigures(values, null, doc).find((f) => f.key === 'nabVr')!.value }),
      rates: (lines, doc) => (supplierVat(doc) ? vatSummary(lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.base })), false) : []),
    },
  },
);
