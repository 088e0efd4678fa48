import { describe, expect, it } from 'vitest';
import { spreadCosts } from './dependent-costs';

describe('spreadCosts (dependent costs over the purchase lines)', () => {
  it('spreads in proportion to the invoice values', () => {
    // 98,600.00 of costs over 702,000.00 and 470,000.00 of goods (docs/domain.md#import in two lines)
    expect(spreadCosts([702_000_00, 470_000_00], 98_600_00)).toEqual([59_059_04, 39_540_96]);
  });

  it('puts the rounding remainder on the largest line so that the shares sum exactly', () => {
    // 100.00 over three equal thirds: 33.33 each, the cent left over on the first of the largest
    expect(spreadCosts([1_000, 1_000, 1_000], 10_000)).toEqual([3_334, 3_333, 3_333]);
    // 0.10 over 1 : 2 : 7 → 0.01, 0.02, 0.07
    expect(spreadCosts([100, 200, 700], 10)).toEqual([1, 2, 7]);
    // 1.00 over 1 : 1 : 1 : 97 → 0.01 × 3 and 0.97
    const shares = spreadCosts([333, 333, 333, 99_999], 100);
    expect(shares.reduce((a, s) => a + s, 0)).toBe(100);
    expect(shares).toEqual([0, 0, 0, 100]);
  });

  it('gives the largest line the remainder when rounding overshoots', () => {
    // 0.05 over 1 : 1 : 1 rounds to 0.02 each = 0.06: the largest (first) gives one back
    expect(spreadCosts([1, 1, 1], 5)).toEqual([1, 2, 2]);
  });

  it('shares equally over lines of no value, and nothing over no lines', () => {
    // 1.01 in halves: 0.505 rounds up to 0.51 twice, the first gives the extra para back
    expect(spreadCosts([0, 0], 101)).toEqual([50, 51]);
    expect(spreadCosts([], 500)).toEqual([]);
    expect(spreadCosts([5_000, 7_000], 0)).toEqual([0, 0]);
  });
});
