import type { Reader } from '../platform/db/client';
import { findPeriod } from '../master/periods/period';

/**
 * The tax point: the day a document's VAT falls due or becomes deductible, by which KIR, KUR and
 * the VAT return place it (docs/decisions.md#the-tax-point).
 */

const monthOf = (date: string) => date.slice(0, 7);

/**
 * A sale's KIR date: the supply date when the VAT point code is 35 (the VAT point is the supply),
 * else the issue date (3: the supply is on the issue day; 432: the payment, an advance of its own).
 */
export function saleTaxPoint(header: { datum: string; datumPrometa: string; periodObracuna: string }): string {
  return header.periodObracuna === '35' ? header.datumPrometa : header.datum;
}

/**
 * An incoming invoice's KUR date: input VAT is deductible once the supply has happened and the
 * invoice is held (VAT law art. 28), so the later of the supplier's supply date and our booking date.
 */
export function inputTaxPoint(header: { datum: string; datumPrometa: string }): string {
  return header.datumPrometa > header.datum ? header.datumPrometa : header.datum;
}

/**
 * Field errors of a sale's supply date against its VAT point code and period: with 35 the supply
 * is not after the issue date (SEF refuses a VAT point after it) nor before the document's
 * business year; with 3 or 432 the supply lies in the issue date's month (else the code is 35).
 */
export async function checkSaleTaxPoint(
  tx: Reader,
  companyId: number,
  input: { periodId: number; datum: string; datumPrometa: string; periodObracuna: string },
): Promise<Record<string, string>> {
  if (input.periodObracuna !== '35') {
    return monthOf(input.datumPrometa) === monthOf(input.datum) ? {} : { periodObracuna: 'error.periodObracuna.supply-month' };
  }
  if (input.datumPrometa > input.datum) return { datumPrometa: 'error.datumPrometa.after-datum' };
  const period = await findPeriod(tx, companyId, input.periodId);
  return input.datumPrometa < period.startDate ? { datumPrometa: 'error.datumPrometa.outside-period' } : {};
}

/** Field errors of an incoming invoice's supply date: its KUR date stays in the document's business year. */
export async function checkInputTaxPoint(tx: Reader, companyId: number, input: { periodId: number; datum: string; datumPrometa: string }): Promise<Record<string, string>> {
  const period = await findPeriod(tx, companyId, input.periodId);
  return inputTaxPoint(input) > period.endDate ? { datumPrometa: 'error.datumPrometa.outside-period' } : {};
}
