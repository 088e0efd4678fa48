import { describe, expect, it } from 'vitest';
import { HOME_CURRENCY, RATE_SCALE, rateFromList, toDinars } from './currency';

describe('foreign currency amounts in dinars', () => {
  it('EUR 5,000.00 at 117.2000 is 586,000.00 dinars; at 117.3500, 586,750.00', () => {
    expect(toDinars(5_000_00, 117_200_000)).toBe(586_000_00);
    expect(toDinars(5_000_00, 117_350_000)).toBe(586_750_00);
  });

  it('rounds once, half away from zero, to the para', () => {
    // EUR 0.01 at 117.2433 = 1.172433 dinars -> 1.17
    expect(toDinars(1, 117_243_300)).toBe(117);
    // EUR 0.05 at 117.0500 = 5.8525 -> 5.85; EUR 0.10 at 117.0500 = 11.705 -> 11.71 (half up)
    expect(toDinars(5, 117_050_000)).toBe(585);
    expect(toDinars(10, 117_050_000)).toBe(1171);
    // a credit: -11.705 -> -11.71 (away from zero, not towards +infinity)
    expect(toDinars(-10, 117_050_000)).toBe(-1171);
    expect(toDinars(-5, 117_050_000)).toBe(-585);
  });

  it('stays exact for large amounts (no floating-point product)', () => {
    // EUR 9,999,999,999.99 at 117.2433 = 1,172,432,999,998.827567 dinars -> 1,172,432,999,998.83
    expect(toDinars(999_999_999_999, 117_243_300)).toBe(117_243_299_999_883);
    // products far past 2^53 (BigInt inside): still the exact quotient, rounded once
    expect(toDinars(1_000_000_000_000_000 / 1000, 117_243_301)).toBe(117_243_301_000_000);
    expect(toDinars(7_777_777_777_777, 123_456_789)).toBe(960_219_469_999_904);
    // JPY 1,000,000,000.00 at 0.674555 per yen: 674,555,000.00 dinars
    expect(toDinars(100_000_000_000, 674_555)).toBe(67_455_500_000);
  });

  it('the dinar is one to one', () => {
    expect(HOME_CURRENCY).toBe('RSD');
    expect(toDinars(123_456, RATE_SCALE)).toBe(123_456);
  });
});

describe('rates as the NBS list prints them', () => {
  it('per one unit: 117.2000 EUR is 117,200,000 millionths', () => {
    expect(rateFromList(1_172_000, 1)).toBe(117_200_000);
  });

  it('per 100 units: 67.4555 per 100 JPY is 0.674555 per yen; 29.7214 per 100 HUF is 0.297214', () => {
    expect(rateFromList(674_555, 100)).toBe(674_555);
    expect(rateFromList(297_214, 100)).toBe(297_214);
    expect(toDinars(1_000_000_00, rateFromList(674_555, 100))).toBe(674_555_00);
  });
});
