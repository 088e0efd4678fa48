import { describe, expect, it } from 'vitest';
import { averagePrice, purchaseLine, costedPurchaseLines, marginPercent } from './purchase';

describe('purchaseLine (the purchase calculation of one line)', () => {
  it('takes the discount off the invoice price and measures the margin over the purchase price', () => {
    // 10 pcs at 100,00 less 10 %, sold at 120,00 without VAT (wholesale), VAT 20 %
    expect(purchaseLine({ kolicina: 10_000, fakCena: 10_000, rabat1: 10_000, prodCena: 12_000 }, 2000, false)).toEqual({
      devVr: 90_000,
      nabCena: 9_000,
      fakVr: 100_000,
      rabatVr: 10_000,
      nabVr: 90_000,
      nabPdv: 18_000,
      prodVr: 120_000,
      ruc: 3_333,
    });
  });

  it('takes VAT out of a retail sale price before the margin', () => {
    // 144,00 with 20 % VAT is 120,00 net; over a purchase price of 100,00 that is 20 %
    const line = purchaseLine({ kolicina: 1_000, fakCena: 10_000, rabat1: 0, prodCena: 14_400 }, 2000, true);
    expect(line.ruc).toBe(2_000);
    expect(line.nabVr).toBe(10_000);
  });

  it('rounds each figure to the para, half away from zero', () => {
    // 3 × 33,33 less 12,5 % = 99,99 − 12,50 (12,49875) = 87,49; price 33,33 − 4,17 (4,16625) = 29,16
    const line = purchaseLine({ kolicina: 3_000, fakCena: 3_333, rabat1: 12_500, prodCena: 4_000 }, 1000, false);
    expect(line).toMatchObject({ fakVr: 9_999, rabatVr: 1_250, nabVr: 8_749, nabCena: 2_916, nabPdv: 875, prodVr: 12_000 });
    // (40,00 − 29,16) / 29,16 = 37,17 %
    expect(line.ruc).toBe(3_717);
  });

  it('shows no margin until both prices are there', () => {
    expect(purchaseLine({ kolicina: 1_000, fakCena: 0, rabat1: 0, prodCena: 0 }, 2000, false).ruc).toBe(0);
    expect(purchaseLine({ kolicina: 1_000, fakCena: 10_000, rabat1: 0, prodCena: 0 }, 2000, false).ruc).toBe(0);
  });
});

describe('purchaseLine in a foreign currency', () => {
  it('converts each value of the line once at the rate, the discount in dinars between them', () => {
    // 1,000 pcs at EUR 10.00 at 117.20: EUR 10,000.00 = 1,172,000.00 dinars (docs/domain.md#import)
    expect(purchaseLine({ kolicina: 1_000_000, fakCena: 1_000, rabat1: 0, prodCena: 1_500_00 }, 2000, false, 117_200_000)).toMatchObject({
      devVr: 10_000_00,
      fakVr: 1_172_000_00,
      rabatVr: 0,
      nabVr: 1_172_000_00,
      nabCena: 1_172_00,
      prodVr: 1_500_000_00,
    });
    // 3 × EUR 33.33 less 12.5 % = EUR 87.49 at 117.2345: 10,256.85 (10,256.846…), the invoice EUR 99.99 = 11,722.28 (11,722.278…)
    expect(purchaseLine({ kolicina: 3_000, fakCena: 3_333, rabat1: 12_500, prodCena: 0 }, 1000, false, 117_234_500)).toMatchObject({
      devVr: 8_749,
      fakVr: 11_722_28,
      nabVr: 10_256_85,
      rabatVr: 1_465_43,
    });
  });
});

describe('averagePrice', () => {
  it('is value over quantity to the para, 0 without stock', () => {
    expect(averagePrice(608_000, 120_000)).toBe(5_067);
    expect(averagePrice(100, 3_000)).toBe(33);
    expect(averagePrice(500, 0)).toBe(0);
    expect(averagePrice(500, -1_000)).toBe(0);
  });
});

describe('costedPurchaseLines (the margin over the cost price with the dependent costs)', () => {
  const a = { kolicina: 1_000_000, nabVr: 117_200_00, nabCena: 117_20, prodCena: 216_68, pdvStopa: 2000 };
  const b = { kolicina: 250_000, nabVr: 58_600_00, nabCena: 234_40, prodCena: 400_00, pdvStopa: 2000 };

  it('spreads the costs 2 : 1 and measures the margin over the cost price with them', () => {
    // 52,515.00 → 35,010.00 and 17,505.00; 152.21 and 304.42; (216.68 − 152.21) / 152.21 = 42.36 %, 95.58 / 304.42 = 31.40 %
    expect(costedPurchaseLines([a, b], 52_515_00, false)).toEqual([
      { zavisniTr: 35_010_00, nabVr: 152_210_00, nabCena: 152_21, ruc: 42_36 },
      { zavisniTr: 17_505_00, nabVr: 76_105_00, nabCena: 304_42, ruc: 31_40 },
    ]);
  });

  it('without costs keeps the invoice price: 84.88 % and 70.65 %', () => {
    expect(costedPurchaseLines([a, b], 0, false).map((l) => [l.zavisniTr, l.nabCena, l.ruc])).toEqual([
      [0, 117_20, 84_88],
      [0, 234_40, 70_65],
    ]);
  });

  it('takes the VAT out of a retail sale price first', () => {
    // 260.02 with 20 % VAT is 216.68 net (43.34 VAT): the same 42.36 %
    expect(costedPurchaseLines([{ ...a, prodCena: 260_02 }, b], 52_515_00, true)[0]!.ruc).toBe(42_36);
  });

  it('a margin needs both prices', () => {
    expect(marginPercent(0, 100_00)).toBe(0);
    expect(marginPercent(150_00, 0)).toBe(0);
    expect(marginPercent(90_00, 100_00)).toBe(-10_00);
  });
});
