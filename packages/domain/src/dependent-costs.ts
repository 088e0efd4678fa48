/**
 * Dependent costs of a purchase (zavisni troškovi: freight, insurance, customs duty, forwarding):
 * they join the purchase value of the goods, spread over the lines in proportion to each line's
 * invoice value (docs/domain.md#import, docs/decisions.md#import-dependent-costs-and-reverse-charge).
 */
import { mulDiv } from './money';

/**
 * `total` spread over lines of these values (hundredths): each share rounded to the para (half
 * away from zero), the remainder on the largest line (the first of equals) so that the shares sum
 * to `total` exactly. Lines of no value at all share equally by the same rule.
 */
export function spreadCosts(values: readonly number[], total: number): number[] {
  if (!values.length) return [];
  const base = values.reduce((a, v) => a + v, 0);
  const weights = base === 0 ? values.map(() => 1) : values;
  const weightSum = base === 0 ? values.length : base;
  const shares = weights.map((w) => mulDiv(total, w, weightSum));
  const largest = weights.reduce((best, w, i) => (w > weights[best]! ? i : best), 0);
  shares[largest]! += total - shares.reduce((a, s) => a + s, 0);
  return shares;
}
