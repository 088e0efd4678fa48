import { describe, expect, it } from 'vitest';
import { depreciationFor, monthEnd, monthIndex, monthStart, monthlyDepreciation } from './depreciation';

const van = { cost: 240_000_000, inUseFrom: '2024-04-01', usefulLifeMonths: 96, rate: null, openingDate: null, leftOn: null };
const laptop = { cost: 12_000_000, inUseFrom: '2024-06-10', usefulLifeMonths: 36, rate: null, openingDate: null, leftOn: null };
const m = (iso: string) => monthIndex(`${iso}-01`);

describe('accounting depreciation, straight line', () => {
  it('starts the month after the asset was put into use: the van in use from 1 April has nothing for April, 25,000.00 for May', () => {
    expect(depreciationFor(van, m('2024-04'), m('2024-04'), 0)).toEqual({ months: 0, amount: 0 });
    expect(depreciationFor(van, m('2024-05'), m('2024-05'), 0)).toEqual({ months: 1, amount: 2_500_000 });
    // the year 2024: May–December, 8 × 25,000.00
    expect(depreciationFor(van, m('2024-01'), m('2024-12'), 0)).toEqual({ months: 8, amount: 20_000_000 });
  });

  it('rounds the month to the para and lets the last month of the useful life take the remainder', () => {
    // 120,000.00 / 36 = 3,333.333… → 3,333.33 a month; 35 months 116,666.55; the 36th takes 3,333.45
    expect(monthlyDepreciation(laptop)).toBe(333_333);
    expect(depreciationFor(laptop, m('2024-07'), m('2027-05'), 0)).toEqual({ months: 35, amount: 11_666_655 });
    expect(depreciationFor(laptop, m('2027-06'), m('2027-06'), 11_666_655)).toEqual({ months: 1, amount: 333_345 });
    expect(depreciationFor(laptop, m('2027-07'), m('2027-12'), 12_000_000)).toEqual({ months: 0, amount: 0 });
  });

  it('never takes the net value below zero, stops the month the asset leaves the books, starts at the opening figures', () => {
    expect(depreciationFor({ ...laptop, usefulLifeMonths: null, rate: 5000 }, m('2025-01'), m('2025-12'), 11_000_000)).toEqual({ months: 12, amount: 1_000_000 });
    expect(depreciationFor({ ...laptop, leftOn: '2025-01-15' }, m('2024-12'), m('2025-02'), 0)).toEqual({ months: 1, amount: 333_333 });
    expect(depreciationFor({ ...van, openingDate: '2026-01-01' }, m('2025-01'), m('2026-03'), 40_000_000)).toEqual({ months: 3, amount: 7_500_000 });
  });

  it('names the days of a month', () => {
    expect([monthStart(m('2024-02')), monthEnd(m('2024-02')), monthEnd(m('2023-02')), monthEnd(m('2024-12'))]).toEqual(['2024-02-01', '2024-02-29', '2023-02-28', '2024-12-31']);
  });
});
