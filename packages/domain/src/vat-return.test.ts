import { describe, expect, it } from 'vitest';
import { defaultReportRange, vatReturn, vatReturnRowOf } from './vat-return';

describe('vatReturn', () => {
  it('lays the book sums out as the form: rows 5 and 9 are sums, row 10 their VAT difference', () => {
    const r = vatReturn([
      { book: 'kir', stopa: 2000, deductible: true, osnovica: 194_000, pdvIznos: 38_800 },
      { book: 'kir', stopa: 1000, deductible: true, osnovica: 13_500, pdvIznos: 1_350 },
      { book: 'kir', stopa: 0, deductible: true, osnovica: 5_000, pdvIznos: 0 },
      { book: 'kir', stopa: 0, deductible: false, osnovica: 700, pdvIznos: 0 },
      { book: 'kur', stopa: 2000, deductible: true, osnovica: 208_000, pdvIznos: 41_600 },
      { book: 'kur', stopa: 1000, deductible: true, osnovica: 10_000, pdvIznos: 1_000 },
      { book: 'kur', stopa: 2000, deductible: false, osnovica: 5_000, pdvIznos: 1_000 },
    ]);
    expect(r).toEqual({
      osn1: 5_000, osn2: 700, osn3: 194_000, osn4: 13_500, osn5: 213_200, osn6: 0, osn7: 0, osn8: 218_000, osn9: 218_000,
      pdv3: 38_800, pdv4: 1_350, pdv5: 40_150, pdv6: 0, pdv7: 0, pdv8: 42_600, pdv9: 42_600, pdv10: -2_450,
    });
  });

  it("counts an advance's VAT but not its base (A3: May 103 +10,000 only; June 003 150,000, 103 net 20,000)", () => {
    const may = vatReturn([{ book: 'kir', stopa: 2000, deductible: true, avans: true, osnovica: 5_000_000, pdvIznos: 1_000_000 }]);
    expect([may.osn3, may.pdv3, may.pdv10]).toEqual([0, 1_000_000, 1_000_000]);
    const june = vatReturn([
      { book: 'kir', stopa: 2000, deductible: true, osnovica: 15_000_000, pdvIznos: 3_000_000 },
      { book: 'kir', stopa: 2000, deductible: true, avans: true, osnovica: -5_000_000, pdvIznos: -1_000_000 },
      { book: 'kur', stopa: 2000, deductible: true, avans: true, osnovica: 500_000, pdvIznos: 100_000 },
    ]);
    expect([june.osn3, june.pdv3, june.osn8, june.pdv8, june.pdv10]).toEqual([15_000_000, 2_000_000, 0, 100_000, 1_900_000]);
  });

  it('a non-deductible input and an unknown output rate land in no row', () => {
    expect(vatReturnRowOf({ book: 'kur', stopa: 2000, deductible: false })).toBeNull();
    expect(vatReturnRowOf({ book: 'kir', stopa: 800, deductible: true })).toBeNull();
    expect(vatReturnRowOf({ book: 'kur', stopa: 0, deductible: true })).toBe(8);
  });
});

describe('defaultReportRange', () => {
  const period = { startDate: '2024-01-01', endDate: '2024-12-31' };
  it('the previous month when it lies in the period', () => {
    expect(defaultReportRange(period, '2024-03-15')).toEqual({ dateFrom: '2024-02-01', dateTo: '2024-02-29' });
  });
  it('otherwise the period start and today, clipped to the period', () => {
    expect(defaultReportRange(period, '2024-01-20')).toEqual({ dateFrom: '2024-01-01', dateTo: '2024-01-20' });
    expect(defaultReportRange(period, '2026-11-23')).toEqual({ dateFrom: '2024-01-01', dateTo: '2024-12-31' });
  });
});
