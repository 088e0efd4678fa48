import type { Reader } from '../../platform/db/client';
import { exemptionCategory, exemptionList, exemptionsOf } from './vat-exemptions.repo';

/**
 * The official VAT exemption reasons (migration 0035): the list the screens offer, the check that
 * a code fits the category it is used with, and the words a print or an e-invoice carries.
 */

/** The whole list in SEF's order. */
export function exemptions(tx: Reader) {
  return exemptionList(tx);
}

/**
 * Field errors of an exemption code used with a category: an unknown code `error.{field}.not-found`,
 * a code of another category `error.{field}.category-mismatch` (one rule for VAT rates and invoices).
 */
export async function checkExemption(tx: Reader, kategorija: string, kod: string | null, field = 'izuzece'): Promise<Record<string, string>> {
  if (!kod) return {};
  const category = await exemptionCategory(tx, kod);
  if (category === undefined) return { [field]: `error.${field}.not-found` };
  return category === kategorija ? {} : { [field]: `error.${field}.category-mismatch` };
}

/** The reasons in words of the codes, by code. */
export async function exemptionTexts(tx: Reader, codes: string[]): Promise<Map<string, { razlog: string; razlogCyr: string; razlogEn: string }>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await exemptionsOf(tx, wanted);
  return new Map(rows.map((r) => [r.kod, r]));
}
