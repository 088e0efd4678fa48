import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { vatExemptions } from '../../platform/db/schema';

/**
 * The official VAT exemption reasons (migration 0035): the list the screens offer, the check that
 * a code fits the category it is used with, and the words a print or an e-invoice carries.
 */

/** The whole list in SEF's order. */
export function exemptionList(tx: Tx) {
  return tx.select().from(vatExemptions).orderBy(asc(vatExemptions.sort));
}

/**
 * Field errors of an exemption code used with a category: an unknown code `error.{field}.not-found`,
 * a code of another category `error.{field}.category-mismatch` (one rule for VAT rates and invoices).
 */
export async function checkExemption(tx: Tx, kategorija: string, kod: string | null, field = 'izuzece'): Promise<Record<string, string>> {
  if (!kod) return {};
  const [row] = await tx.select({ kategorija: vatExemptions.kategorija }).from(vatExemptions).where(eq(vatExemptions.kod, kod));
  if (!row) return { [field]: `error.${field}.not-found` };
  return row.kategorija === kategorija ? {} : { [field]: `error.${field}.category-mismatch` };
}

/** The reasons in words of the codes, by code. */
export async function exemptionTexts(tx: Tx, codes: string[]): Promise<Map<string, { razlog: string; razlogCyr: string; razlogEn: string }>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await tx.select().from(vatExemptions).where(inArray(vatExemptions.kod, wanted));
  return new Map(rows.map((r) => [r.kod, r]));
}
