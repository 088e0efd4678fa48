import type { Reader } from '../platform/db/client';
import { invalid } from '../platform/errors';
import { vatRateOf } from './family-refs.repo';

/** Whether a payload is a VAT-rate line (an expense invoice's: a rate and an amount). */
export function isVatLine<T extends object>(value: T): value is T & { pdvId: number } {
  return 'pdvId' in value && typeof value.pdvId === 'number';
}

/** The company's VAT rate a line names, or 422 on `pdvId` (another company's rate is not found). */
export async function lineVatRate(tx: Reader, companyId: number, pdvId: number): Promise<{ id: number; stopa: number }> {
  const rate = await vatRateOf(tx, companyId, pdvId);
  if (!rate) throw invalid({ pdvId: 'error.pdvId.not-found' });
  return rate;
}
