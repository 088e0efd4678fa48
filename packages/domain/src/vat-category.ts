/**
 * SEF tax categories (docs/domain.md#the-vat-books, docs/domain.md#the-e-invoice-ubl) and what follows from them: whether the
 * seller keeps the right to deduct input VAT, and the POPDV field a sale of the category goes to.
 */
import type { PopdvField } from './popdv';

export const taxCategories = ['S', 'AE', 'Z', 'E', 'O', 'OE', 'SS', 'R', 'N'] as const;
export type TaxCategory = (typeof taxCategories)[number];

/** The categories a whole sales invoice may take instead of its lines' own rates. */
export const invoiceTaxCategories = ['Z', 'E', 'AE'] as const;
export type InvoiceTaxCategory = (typeof invoiceTaxCategories)[number];

/** Export of goods: VAT law art. 24 para 1 points 2 (we dispatch abroad) and 3 (the foreign buyer does). */
export const EXPORT_CODES: readonly string[] = ['PDV-RS-24-1-2', 'PDV-RS-24-1-3'];

/**
 * Whether a supply of the category keeps the seller's right to deduct input VAT: a taxable one (S),
 * one the recipient owes the VAT on (AE), an exempt one with deduction (Z, art. 24) and one whose
 * place of supply is abroad (O, art. 28 para 2). Exempt without deduction (E, art. 25), the special
 * schemes and the rest do not.
 */
export function keepsDeduction(kategorija: string): boolean {
  return kategorija === 'S' || kategorija === 'AE' || kategorija === 'Z' || kategorija === 'O';
}

/** A category other than S carries no VAT: its rate is 0. */
export const isZeroRated = (kategorija: string): boolean => kategorija !== 'S';

/**
 * The POPDV field of a sale's KIR row by its category and exemption code: export 1.1, other
 * exempt with deduction 1.4, exempt without 2.4, the recipient owes the VAT 3.4 (base only);
 * undefined for an ordinary row (the book's default applies).
 */
export function salePopdv(kategorija: string, izuzece: string): PopdvField | undefined {
  if (kategorija === 'Z') return EXPORT_CODES.includes(izuzece) ? '1.1' : '1.4';
  if (kategorija === 'E') return '2.4';
  if (kategorija === 'AE') return '3.4';
  return undefined;
}

/** Whether a stored text is one of the categories. */
export const isTaxCategory = (value: string): value is TaxCategory => (taxCategories as readonly string[]).includes(value);
