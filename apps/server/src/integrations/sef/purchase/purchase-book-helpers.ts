import type { Reader } from '../../../platform/db/client';
import { invalid } from '../../../platform/errors';
import { documentFamilies } from '../../../documents/documents.module';
import type { DocumentFamily } from '../../../documents/family';
import type { UblTaxSubtotal } from './purchase-ubl';
import { openPeriodHolding, vatRatesOf } from './purchase.repo';
import type { sefPurchaseBookInput, z } from '@knjige/contract';

/** A family a purchase document is booked as, through the registry (its own checks, numbering, totals). */
export function familyOf(vDoc: z.output<typeof sefPurchaseBookInput>['as']): DocumentFamily {
  const found = documentFamilies.find((f) => f.vDoc === vDoc);
  if (!found) throw new Error(`no family ${vDoc}`);
  return found;
}

/** A stored total of the draft as its header row reads. */
export const amount = (header: Record<string, unknown>, field: string) => (typeof header[field] === 'number' ? header[field] : Number.NaN);

/** The open period the document goes to: the one asked for, or the one holding the document's date. */
export async function periodFor(tx: Reader, companyId: number, periodId: number | undefined, datum: string): Promise<number> {
  if (periodId !== undefined) return periodId;
  const row = await openPeriodHolding(tx, companyId, datum);
  if (!row) throw invalid({ periodId: 'error.sef-purchase.no-period' });
  return row.id;
}

/** The document's tax subtotals with a base, each with our VAT rate of its percentage (the default one first); 422 naming a rate we do not have. */
export async function subtotalRates(tx: Reader, companyId: number, subtotals: readonly UblTaxSubtotal[]): Promise<{ subtotal: UblTaxSubtotal; pdvId: number }[]> {
  const rates = await vatRatesOf(tx, companyId);
  const errors: Record<string, string> = {};
  const lines = subtotals
    .filter((s) => s.base !== 0)
    .map((subtotal) => {
      const rate = rates.filter((r) => r.stopa === subtotal.rate).sort((a, b) => Number(b.isDefault) - Number(a.isDefault))[0];
      if (!rate) errors[`taxSubtotals.${subtotal.rate}`] = 'error.sef-purchase.no-vat-rate';
      return { subtotal, pdvId: rate?.id ?? 0 };
    });
  if (Object.keys(errors).length) throw invalid(errors);
  return lines;
}
