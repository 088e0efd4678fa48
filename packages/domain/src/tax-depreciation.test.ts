import { describe, expect, it } from 'vitest';
import { isTaxGroup, taxMonths, taxSchedule, taxYear, taxYearOf } from './tax-depreciation';

describe('taxMonths (the months of a year an asset is depreciated for tax)', () => {
  it('counts from the month after it was put into use through the month before it left', () => {
    // in use 1 April 2024: May–December
    expect(taxMonths(2024, '2024-04-01', null)).toBe(8);
    expect(taxMonths(2025, '2024-04-01', null)).toBe(12);
    // sold 15 January 2025: nothing in 2025, December 2024 was the last month
    expect(taxMonths(2025, '2024-06-10', '2025-01-15')).toBe(0);
    expect(taxMonths(2024, '2024-06-10', '2025-01-15')).toBe(6);
    // put into use in December: nothing that year
    expect(taxMonths(2024, '2024-12-31', null)).toBe(0);
    // disposed in October: January–September
    expect(taxMonths(2025, '2020-03-01', '2025-10-02')).toBe(9);
  });
});

describe('taxYear and taxSchedule', () => {
  it('group III, declining 15 %: the van of the worked example', () => {
    const van = { group: 3 as const, cost: 240_000_000, inUseFrom: '2024-04-01', leftOn: null };
    // 2024: 2,400,000.00 × 15 % × 8/12 = 240,000.00
    expect(taxYear(van, 2024, van.cost)).toEqual({ year: 2024, openingWdv: 240_000_000, months: 8, depreciation: 24_000_000, closingWdv: 216_000_000 });
    // 2025: 2,160,000.00 × 15 % = 324,000.00 on the written-down value, not on the cost
    expect(taxYearOf(van, 2025)).toEqual({ year: 2025, openingWdv: 216_000_000, months: 12, depreciation: 32_400_000, closingWdv: 183_600_000 });
  });

  it('group I, straight-line 2.5 % of the cost, to the para', () => {
    const building = { group: 1 as const, cost: 1_000_000_000, inUseFrom: '2024-01-15', leftOn: null };
    // 10,000,000.00 × 2.5 % × 11/12 = 229,166.666… → 229,166.67
    expect(taxYearOf(building, 2024)?.depreciation).toBe(22_916_667);
    // a whole year: 250,000.00 of the cost, whatever is left
    expect(taxYearOf(building, 2025)).toMatchObject({ openingWdv: 977_083_333, depreciation: 25_000_000, closingWdv: 952_083_333 });
  });

  it('group I never goes below zero', () => {
    const rows = taxSchedule({ group: 1, cost: 1_000_00, inUseFrom: '1980-12-01', leftOn: null }, 2025);
    expect(rows.at(-1)).toMatchObject({ depreciation: 0, closingWdv: 0 });
    expect(rows.reduce((s, r) => s + r.depreciation, 0)).toBe(1_000_00);
  });

  it('group V, declining 30 %: the rest is written off whole once it would fall below 5 % of the cost', () => {
    const rows = taxSchedule({ group: 5, cost: 10_000_000, inUseFrom: '2019-12-05', leftOn: null }, 2029);
    expect(rows.map((r) => r.depreciation)).toEqual([0, 3_000_000, 2_100_000, 1_470_000, 1_029_000, 720_300, 504_210, 352_947, 247_063, 576_480, 0]);
    // 5,764.80 less 30 % would leave 4,035.36, under 5,000.00: the whole 5,764.80 goes in 2028
    expect(rows.at(-3)).toMatchObject({ year: 2027, openingWdv: 823_543, closingWdv: 576_480 });
    expect(rows.at(-2)).toMatchObject({ year: 2028, openingWdv: 576_480, depreciation: 576_480, closingWdv: 0 });
    expect(rows.at(-1)).toMatchObject({ year: 2029, depreciation: 0, closingWdv: 0 });
  });

  it('an asset taken over with the opening balances starts from its tax written-down value', () => {
    const asset = { group: 2 as const, cost: 50_000_000, inUseFrom: '2015-05-01', leftOn: null, opening: { year: 2024, wdv: 20_000_000 } };
    // 200,000.00 × 10 % = 20,000.00
    expect(taxYearOf(asset, 2024)).toMatchObject({ openingWdv: 20_000_000, depreciation: 2_000_000, closingWdv: 18_000_000 });
  });

  it('an asset that left before the year is not in it', () => {
    expect(taxYearOf({ group: 4, cost: 12_000_000, inUseFrom: '2024-06-10', leftOn: '2024-11-03' }, 2025)).toBeNull();
  });

  it('knows the five groups only', () => {
    expect([0, 1, 5, 6, 2.5, '3'].map(isTaxGroup)).toEqual([false, true, true, false, false, false]);
  });
});
