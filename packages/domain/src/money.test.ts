import { describe, expect, it } from 'vitest';
import { lessPercent, lineAmount, mulDiv, netFromGross, vatFromGross, vatFromNet, vatSummary } from './money';
import { formatScaled, parseScaled } from './scaled';

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(mulDiv(5, 1, 10)).toBe(1);
    expect(mulDiv(-5, 1, 10)).toBe(-1);
    expect(mulDiv(4, 1, 10)).toBe(0);
    expect(mulDiv(15, 1, 10)).toBe(2);
    expect(mulDiv(-15, 1, 10)).toBe(-2);
    expect(mulDiv(25, 1, -10)).toBe(-3);
  });
  it('is exact beyond float precision', () => {
    // 9,007,199,254.74 × 1.000 would lose the last para in floating point.
    expect(mulDiv(900719925474, 1000, 1000)).toBe(900719925474);
    expect(lineAmount(1_000_000_000, 99)).toBe(99_000_000);
  });
  it('computes line amounts from thousandths × hundredths', () => {
    expect(lineAmount(20_000, 6000)).toBe(120_000); // 20 × 60.00 = 1,200.00
    expect(lineAmount(1_500, 333)).toBe(500); // 1.5 × 3.33 = 4.995 → 5.00
    expect(lineAmount(333, 100)).toBe(33); // 0.333 × 1.00 = 0.333 → 0.33
  });
});

describe('VAT', () => {
  it('from net at 20 % and 10 %', () => {
    expect(vatFromNet(108_000, 2000)).toBe(21_600); // 1,080.00 → 216.00
    expect(vatFromNet(12_345, 1000)).toBe(1_235); // 123.45 → 12.345 → 12.35
    expect(vatFromNet(1, 2000)).toBe(0);
  });
  it('from gross at 20 % and 10 %', () => {
    expect(vatFromGross(12_000, 2000)).toBe(2_000); // 120.00 gross holds 20.00
    expect(vatFromGross(11_000, 1000)).toBe(1_000);
    expect(vatFromGross(9_999, 2000)).toBe(1_667); // 16.665 → 16.67
    expect(netFromGross(9_999, 2000)).toBe(8_332);
  });
  it('per rate over summed lines, not summed rounded line VAT', () => {
    // three lines of 0.05 at 20 %: per-line VAT rounds to 0.01 each (0.03), the sum rule gives 0.03 on 0.15
    const lines = [
      { stopa: 2000, iznos: 5 },
      { stopa: 2000, iznos: 5 },
      { stopa: 2000, iznos: 5 },
      { stopa: 1000, iznos: 1_005 },
    ];
    expect(vatSummary(lines, false)).toEqual([
      { stopa: 2000, osnovica: 15, pdvIznos: 3, iznos: 18 },
      { stopa: 1000, osnovica: 1_005, pdvIznos: 101, iznos: 1_106 },
    ]);
    expect(vatSummary([{ stopa: 2000, iznos: 12_000 }], true)).toEqual([
      { stopa: 2000, osnovica: 10_000, pdvIznos: 2_000, iznos: 12_000 },
    ]);
  });
  it('applies a discount percent', () => {
    expect(lessPercent(6000, 10_000)).toBe(5400); // 60.00 less 10 % = 54.00
    expect(lessPercent(999, 33_333)).toBe(666);
  });
});

describe('scaled numbers', () => {
  it('formats per locale', () => {
    expect(formatScaled(123456, 2, 'sr-Latn')).toBe('1.234,56');
    expect(formatScaled(123456, 2, 'en')).toBe('1,234.56');
    expect(formatScaled(-5, 2, 'sr-Latn')).toBe('-0,05');
    expect(formatScaled(1234567, 3, 'sr-Cyrl')).toBe('1.234,567');
    expect(formatScaled(0, 2, 'en')).toBe('0.00');
  });
  it('parses per locale', () => {
    expect(parseScaled('1.234,56', 2, 'sr-Latn')).toBe(123456);
    expect(parseScaled('1,234.56', 2, 'en')).toBe(123456);
    expect(parseScaled('12,5', 3, 'sr-Latn')).toBe(12500);
    expect(parseScaled('12.5', 2, 'sr-Latn')).toBe(1250);
    expect(parseScaled('-0,005', 2, 'sr-Latn')).toBe(-1);
    expect(parseScaled('0,004', 2, 'sr-Latn')).toBe(0);
    expect(parseScaled('abc', 2, 'en')).toBeNull();
    expect(parseScaled('', 2, 'en')).toBeNull();
    expect(parseScaled('1,2,3', 2, 'sr-Latn')).toBeNull();
  });
  it('round-trips', () => {
    for (const v of [0, 1, 99, 100, 123456789, -4200]) {
      expect(parseScaled(formatScaled(v, 2, 'sr-Latn'), 2, 'sr-Latn')).toBe(v);
      expect(parseScaled(formatScaled(v, 3, 'en'), 3, 'en')).toBe(v);
    }
  });
});
