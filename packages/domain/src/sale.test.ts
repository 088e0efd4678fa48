import { describe, expect, it } from 'vitest';
import { lineVatShares, saleLineAmount, saleTotals } from './sale';

describe('saleLineAmount (a sales line after its discount)', () => {
  it('takes the discount off the line value', () => {
    // the sales side's worked example, step 3: A 10 × 70,00 = 700,00; B 5 × 30,00 less 10 % = 135,00
    expect(saleLineAmount({ kolicina: 10_000, prodCena: 7000, rabat: 0 })).toBe(70_000);
    expect(saleLineAmount({ kolicina: 5_000, prodCena: 3000, rabat: 10_000 })).toBe(13_500);
  });

  it('rounds once, half away from zero', () => {
    // 3 × 33,33 less 12,5 % = 99,99 × 0,875 = 87,49125 → 87,49 (rounding the discount first gives 87,49 too, but:)
    expect(saleLineAmount({ kolicina: 3_000, prodCena: 3_333, rabat: 12_500 })).toBe(8_749);
    // 1,5 × 0,01 = 0,015 → 0,02; 0,333 × 0,03 less 50 % = 0,004995 → 0,00
    expect(saleLineAmount({ kolicina: 1_500, prodCena: 1, rabat: 0 })).toBe(2);
    expect(saleLineAmount({ kolicina: 333, prodCena: 3, rabat: 50_000 })).toBe(0);
    // 7 × 0,15 less 50 % = 0,525 → 0,53 (rounding the line first, 1,05 − 0,53 = 0,52, would lose the para)
    expect(saleLineAmount({ kolicina: 7_000, prodCena: 15, rabat: 50_000 })).toBe(53);
  });

  // 1,000,000 × 999,999.99 less 0.001 % = 999,989,990,000.10 (the product passes 2^53)
  it("is exact for amounts beyond 2^53 in the intermediate product", () => {
    expect(saleLineAmount({ kolicina: 1_000_000_000, prodCena: 99_999_999, rabat: 1 })).toBe(99_998_999_000_010);
  });

  it('gives nothing at a 100 % discount', () => {
    expect(saleLineAmount({ kolicina: 2_000, prodCena: 5_000, rabat: 100_000 })).toBe(0);
  });
});

describe('saleTotals and lineVatShares', () => {
  it('computes VAT per rate over the summed lines (the sales side’s worked example, step 3)', () => {
    const lines = [
      { pdvStopa: 2000, iznos: 70_000 },
      { pdvStopa: 1000, iznos: 13_500 },
    ];
    expect(saleTotals(lines)).toMatchObject({ osnovica: 83_500, pdvIznos: 15_350, iznos: 98_850 });
    expect(lineVatShares(lines)).toEqual([14_000, 1_350]);
    // retail lines with VAT inside: 192.00 + 96.00 at 20 % hold 48.00 VAT, shared 32.00 and 16.00
    expect(lineVatShares([{ pdvStopa: 2000, iznos: 19_200 }, { pdvStopa: 2000, iznos: 9_600 }], true)).toEqual([3_200, 1_600]);
    // three equal lines of 1.00 at 20 %: VAT 0.50 inside, the odd para to the first
    expect(lineVatShares([{ pdvStopa: 2000, iznos: 100 }, { pdvStopa: 2000, iznos: 100 }, { pdvStopa: 2000, iznos: 100 }], true)).toEqual([17, 17, 16]);
  });

  it('shares a rate\'s VAT so the lines add up to it exactly', () => {
    // three lines of 0,05 at 20 %: each 0,01 on its own, 0,03 in all; the sum 0,15 gives 0,03
    const lines = [
      { pdvStopa: 2000, iznos: 5 },
      { pdvStopa: 2000, iznos: 5 },
      { pdvStopa: 2000, iznos: 5 },
      { pdvStopa: 1000, iznos: 333 },
    ];
    const shares = lineVatShares(lines);
    expect(shares.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(saleTotals(lines).rates.find((r) => r.stopa === 2000)!.pdvIznos);
    expect(shares).toEqual([1, 1, 1, 33]);
    // 0,07 × 3 at 20 % = 0,042 → 0,04: two lines take a para, the third none
    expect(lineVatShares([{ pdvStopa: 2000, iznos: 7 }, { pdvStopa: 2000, iznos: 7 }, { pdvStopa: 2000, iznos: 7 }])).toEqual([2, 1, 1]);
  });
});
