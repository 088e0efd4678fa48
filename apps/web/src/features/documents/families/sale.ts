import { lineTax, saleLineAmount, saleLineAmounts, saleTotals, netFromGross, RATE_SCALE } from '@knjige/domain';
import type { ArtLookup, ComputedFigure, HeaderFieldSpec, ItemFieldSpec, ColumnSpec, LineVat } from '../types';
import { articleColumns, known } from './common';

/** What a sales invoice's and a pro-forma's screens share: the line, its amount, the totals. */

/** The line amount after the discount as it is typed, by the formula the server books with. */
export function saleFigures(values: { kolicina?: number | null; prodCena?: number | null; rabat?: number | null }): ComputedFigure<'iznos'>[] {
  return [{ key: 'iznos', kind: 'money', value: saleLineAmount({ kolicina: values.kolicina ?? 0, prodCena: values.prodCena ?? 0, rabat: values.rabat ?? 0 }) }];
}

/** An invoice's price is without VAT: a retail shop's price (with VAT) is taken net of it. */
export const salePrefill = (a: ArtLookup) => ({ prodCena: known(a.cenaSaPdv ? netFromGross(a.cena, a.pdvStopa) : a.cena) });

export const saleItemFields = [
  { name: 'kolicina', kind: 'qty', required: true },
  { name: 'prodCena', kind: 'money', required: true },
  { name: 'rabat', kind: 'percent' },
] as const satisfies readonly ItemFieldSpec[];

export const saleItemColumns = [
  ...articleColumns,
  { key: 'prodCena', kind: 'money' },
  { key: 'rabat', kind: 'percent' },
  { key: 'artikl.pdvStopa', kind: 'vat', width: 70 },
  { key: 'iznos', kind: 'money' },
] as const satisfies readonly ColumnSpec[];

export const saleLookupInfo = [
  { key: 'stanje', kind: 'qty' },
  { key: 'cena', kind: 'money' },
  { key: 'pdvStopa', kind: 'vat' },
] as const;

export const saleTotalsBox = [{ key: 'osnovica' }, { key: 'pdvIznos' }, { key: 'iznos', strong: true }] as const;

/** The warehouse: goods only (a services document has none). */
export const saleWarehouse = { name: 'magId', kind: 'warehouse', required: true, hiddenFor: ['usluga'] } as const satisfies HeaderFieldSpec;

type SaleValues = { kolicina?: number | null; prodCena?: number | null; rabat?: number | null };
const saleLine = (values: SaleValues) => ({ kolicina: values.kolicina ?? 0, prodCena: values.prodCena ?? 0, rabat: values.rabat ?? 0 });

/** VAT per rate over the lines' amounts without VAT, as the server totals an invoice. */
export const saleRates = (lines: LineVat[]) => saleTotals(lines.map((l) => ({ pdvStopa: l.pdvStopa, iznos: l.base }))).rates;

/**
 * A sales invoice's line in the grid: its rate by the invoice's VAT treatment (an export puts every
 * line at 0 %), its amount in dinars at the invoice's rate, as the server stores them.
 */
export function saleInvoiceVat(values: SaleValues, article: { pdvStopa: number }, doc: { kategorija: string; izuzece: string; kurs: number }): LineVat {
  return { pdvStopa: lineTax(doc, article).pdvStopa, base: saleLineAmounts(saleLine(values), doc.kurs || RATE_SCALE).iznos };
}

/** A pro-forma's line in the grid: the article's rate, the amount as typed (in dinars). */
export const proformaVat = (values: SaleValues, article: { pdvStopa: number }): LineVat => ({ pdvStopa: article.pdvStopa, base: saleLineAmount(saleLine(values)) });
