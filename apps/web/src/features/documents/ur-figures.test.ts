import { describe, expect, it } from 'vitest';
import { urFigures } from './families/ur';
import type { ArtLookup } from './types';

const article = (cenaSaPdv: boolean): ArtLookup => ({ id: 1, intSifra: '1001', artNaziv: 'Brašno', mera: 'kom', pdvStopa: 2000, stanje: 0, cena: 0, pnCena: 0, znCena: 0, cenaSaPdv });
const byKey = (figures: ReturnType<typeof urFigures>) => Object.fromEntries(figures.map((f) => [f.key, f.value]));

describe('urFigures (the purchase calculation the item form shows)', () => {
  it('takes the discount off the invoice price and measures the margin over the purchase price', () => {
    // 10 pcs at 100,00 less 10 %, sold at 120,00 without VAT (wholesale)
    const figures = byKey(urFigures({ kolicina: 10_000, fakCena: 10_000, rabat1: 10_000, prodCena: 12_000 }, article(false)));
    expect(figures).toEqual({ devVr: 90_000, nabCena: 9_000, rabatVr: 10_000, nabVr: 90_000, prodVr: 120_000, ruc: 3_333 });
  });

  it('takes VAT out of a retail sale price before the margin', () => {
    // 144,00 with 20 % VAT is 120,00 net; over a purchase price of 100,00 that is 20 %
    const figures = byKey(urFigures({ kolicina: 1_000, fakCena: 10_000, rabat1: 0, prodCena: 14_400 }, article(true)));
    expect(figures.ruc).toBe(2_000);
    expect(figures.nabVr).toBe(10_000);
  });

  it('converts an invoice in a foreign currency at the document’s rate', () => {
    // 1,000 pcs at EUR 10.00 at 117.20: EUR 10,000.00 = 1,172,000.00, 1,172.00 a piece
    const figures = byKey(urFigures({ kolicina: 1_000_000, fakCena: 10_00, rabat1: 0, prodCena: 1_500_00 }, article(false), { kurs: 117_200_000, nabVrednost: 0, zavisniTr: 0 }));
    expect(figures).toMatchObject({ devVr: 10_000_00, nabCena: 1_172_00, nabVr: 1_172_000_00, rabatVr: 0 });
  });

  it('with dependent costs on the document: the line’s share, its cost price with it and the margin over it', () => {
    // the document holds 117,200.00 of goods and 52,515.00 of costs; a new line of 58,600.00 takes a third: 17,505.00
    const doc = { kurs: 117_200_000, nabVrednost: 117_200_00 + 52_515_00, zavisniTr: 52_515_00 };
    const line = { kolicina: 250_000, fakCena: 2_00, rabat1: 0, prodCena: 400_00 };
    // (58,600.00 + 17,505.00) / 250 = 304.42; (400.00 − 304.42) / 304.42 = 31.40 % (over 234.40 it was 70.65 %)
    expect(byKey(urFigures(line, article(false), doc))).toMatchObject({ nabCena: 234_40, zavisniTr: 17_505_00, nabCenaTr: 304_42, ruc: 31_40 });
    // the same line edited: its stored value is not counted twice (the document then holds 175,800.00 of goods)
    const saved = { ...doc, nabVrednost: 175_800_00 + 52_515_00 };
    expect(byKey(urFigures(line, article(false), saved, { nabVr: 58_600_00 }))).toMatchObject({ zavisniTr: 17_505_00, ruc: 31_40 });
  });

  it('shows no margin until both prices are there', () => {
    expect(byKey(urFigures({ kolicina: 1_000, fakCena: null, rabat1: 0, prodCena: null }, null))).toEqual({ devVr: 0, nabCena: 0, rabatVr: 0, nabVr: 0, prodVr: 0, ruc: 0 });
  });
});
