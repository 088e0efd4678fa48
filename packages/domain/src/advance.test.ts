import { describe, expect, it } from 'vitest';
import { advancePart, advanceVat, sumByRate } from './advance';

describe('advance invoice VAT', () => {
  it('takes the VAT out of a gross advance per rate (the worked example: 60,000 at 20 %)', () => {
    expect(advanceVat([{ stopa: 2000, iznos: 6_000_000 }])).toEqual([{ stopa: 2000, osnovica: 5_000_000, pdvIznos: 1_000_000, iznos: 6_000_000 }]);
  });

  it('rounds the VAT half away from zero and keeps base + VAT = gross', () => {
    // 0.03 at 20 %: VAT 0.005 → 0.01, base 0.02 (both halves rounded up would make 0.04)
    expect(advanceVat([{ stopa: 2000, iznos: 3 }])).toEqual([{ stopa: 2000, osnovica: 2, pdvIznos: 1, iznos: 3 }]);
    // 1,000.00 at 10 %: 90.909… → 90.91
    expect(advanceVat([{ stopa: 1000, iznos: 100_000 }, { stopa: 2000, iznos: 1_200 }])).toEqual([
      { stopa: 2000, osnovica: 1_000, pdvIznos: 200, iznos: 1_200 },
      { stopa: 1000, osnovica: 90_909, pdvIznos: 9_091, iznos: 100_000 },
    ]);
  });

  it('splits a used part by the advance rates, the parts adding up to the whole', () => {
    const rates = advanceVat([{ stopa: 2000, iznos: 1_000_000 }, { stopa: 1000, iznos: 100_001 }]);
    const first = advancePart(rates, 0, 333_333);
    const second = advancePart(rates, 333_333, 1_100_001 - 333_333);
    expect(first.reduce((s, r) => s + r.iznos, 0)).toBe(333_333);
    expect(sumByRate([...first, ...second])).toEqual(rates);
    expect(advancePart(rates, 0, 1_100_001)).toEqual(rates);
  });
});
