import { describe, expect, it } from 'vitest';
import { headerRow, lineRow, noRetail } from '../test-rows';
import { urFamily } from './ur.family';

const header = { ...headerRow('2024-03-05'), magId: 3, komId: 11, dokBroj: 'F-77', dokDatum: '2024-03-04', dokDpo: '2024-04-03', datumPrometa: '2024-03-04', fakVrednost: 0, rabatVrednost: 0, nabVrednost: 0, nabPdv: 0, nabIznos: 0, prodVrednost: 0, avansIznos: 0, zaUplatu: 0, valuta: 'RSD', kurs: 1_000_000, inostrani: false, interniObracun: 'none' as const, devVrednost: 0, zavisniTr: 0, troskovi: [] };
const article = (pdvStopa: number) => ({ article: { id: 5, pdvStopa }, retail: false, header });

/** A stored line from its input, computed by the family (as the service stores it). */
function line(id: number, input: { artId: number; kolicina: number; fakCena: number; rabat1: number; prodCena: number }, pdvStopa: number, retail = false) {
  return { ...lineRow(id), ...urFamily.computeItem(input, { ...article(pdvStopa), retail }) };
}

describe('incoming invoice: purchase calculation, totals and postings', () => {
  it('computes a line by the purchase formula: 10 × 100.00 less 10 % at 20 % VAT, sale 150.00', () => {
    expect(line(1, { artId: 5, kolicina: 10_000, fakCena: 10_000, rabat1: 10_000, prodCena: 15_000 }, 2000)).toMatchObject({
      fakVr: 100_000,
      rabatVr: 10_000,
      nabVr: 90_000,
      nabCena: 9_000,
      nabPdv: 18_000,
      pdvStopa: 2000,
      prodVr: 150_000,
      ruc: 6667, // (150.00 − 90.00) / 90.00 = 66.67 %
    });
  });

  it('measures a retail margin on the sale price net of VAT', () => {
    // 120.00 with 20 % VAT is 100.00 net; over 80.00 that is 25 %
    expect(line(1, { artId: 5, kolicina: 1000, fakCena: 8_000, rabat1: 0, prodCena: 12_000 }, 2000, true).ruc).toBe(2500);
  });

  it('totals VAT per rate over the summed lines, not per line', () => {
    // two lines of 3.33 at 20 %: per line 0.67 + 0.67 = 1.34, over the sum 6.66 × 20 % = 1.33
    const items = [
      line(1, { artId: 5, kolicina: 1000, fakCena: 333, rabat1: 0, prodCena: 500 }, 2000),
      line(2, { artId: 6, kolicina: 1000, fakCena: 333, rabat1: 0, prodCena: 500 }, 2000),
      line(3, { artId: 8, kolicina: 2000, fakCena: 5_000, rabat1: 0, prodCena: 6_000 }, 1000),
    ];
    expect(urFamily.totals(items, header)).toEqual({
      fakVrednost: 10_666,
      rabatVrednost: 0,
      nabVrednost: 10_666,
      nabPdv: 133 + 1_000,
      nabIznos: 10_666 + 1_133,
      prodVrednost: 13_000,
      devVrednost: 10_666,
      // no advance deducted: the whole gross is owed
      zaUplatu: 10_666 + 1_133,
    });
  });

  it('posts the receipts, the KUR rows per rate and the supplier’s gross credit', () => {
    const items = [
      line(1, { artId: 5, kolicina: 10_000, fakCena: 10_000, rabat1: 10_000, prodCena: 15_000 }, 2000),
      line(2, { artId: 6, kolicina: 4_000, fakCena: 2_500, rabat1: 0, prodCena: 3_000 }, 1000),
    ];
    const postings = urFamily.postings(header, items, noRetail);
    expect(postings.stock).toEqual([
      { magId: 3, artId: 5, datum: '2024-03-05', lineId: 1, direction: 'in', kolicina: 10_000, komId: 11, nabVrednost: 90_000, prodVrednost: 150_000, nabCena: 9_000, prodCena: 15_000, repricesStock: true },
      { magId: 3, artId: 6, datum: '2024-03-05', lineId: 2, direction: 'in', kolicina: 4_000, komId: 11, nabVrednost: 10_000, prodVrednost: 12_000, nabCena: 2_500, prodCena: 3_000, repricesStock: true },
    ]);
    expect(postings.vat).toEqual([
      { book: 'kur', datum: '2024-03-05', komId: 11, dokBroj: 'F-77', dokDatum: '2024-03-04', stopa: 2000, osnovica: 90_000, pdvIznos: 18_000 },
      { book: 'kur', datum: '2024-03-05', komId: 11, dokBroj: 'F-77', dokDatum: '2024-03-04', stopa: 1000, osnovica: 10_000, pdvIznos: 1_000 },
    ]);
    // 900.00 + 180.00 + 100.00 + 10.00, due on the supplier's due date
    expect(postings.client).toEqual([{ komId: 11, datum: '2024-03-05', side: 'invoice', dueDate: '2024-04-03', duguje: 0, potrazuje: 119_000 }]);
  });

  it('spreads the dependent costs over the receipts by invoice value, the remainder on the largest; the supplier is owed the invoice only', () => {
    const items = [
      line(1, { artId: 5, kolicina: 3_000, fakCena: 10_000, rabat1: 0, prodCena: 15_000 }, 2000),
      line(2, { artId: 6, kolicina: 1_000, fakCena: 10_000, rabat1: 0, prodCena: 15_000 }, 2000),
      line(3, { artId: 8, kolicina: 2_000, fakCena: 10_000, rabat1: 0, prodCena: 15_000 }, 2000),
    ];
    // 100.00 of freight over 300.00 / 100.00 / 200.00: 50.00, 16.67, 33.33 (16.666… and 33.333… round to 16.67 and 33.33, sum 100.00)
    const troskovi = [{ vrsta: 'freight' as const, iznos: 10_000, komId: 12, dokBroj: 'T-1', pdvId: 1, pdvStopa: 2000, pdvIznos: 2_000 }];
    const postings = urFamily.postings({ ...header, zavisniTr: 10_000, troskovi }, items, noRetail);
    expect(postings.stock.map((m) => [m.nabVrednost, m.nabCena])).toEqual([
      [35_000, 11_667],
      [11_667, 11_667],
      [23_333, 11_667],
    ]);
    // the goods supplier: 600.00 + 120.00; the carrier: 100.00 + 20.00, its VAT in KUR 8a.2
    expect(postings.client.map((c) => [c.komId, c.potrazuje])).toEqual([
      [11, 72_000],
      [12, 12_000],
    ]);
    expect(postings.vat.map((v) => [v.komId, v.popdv ?? '', v.osnovica, v.pdvIznos])).toEqual([
      [11, '', 60_000, 12_000],
      [12, '8a.2', 10_000, 2_000],
    ]);
  });

  it('under the reverse charge books KIR 3a.2 and KUR 8b.2 of the same VAT; a foreign supplier no VAT at all', () => {
    const items = [line(1, { artId: 5, kolicina: 1_000, fakCena: 600_000_00, rabat1: 0, prodCena: 0 }, 2000)];
    const reverse = urFamily.postings({ ...header, interniObracun: 'domestic' }, items, noRetail);
    expect(reverse.vat.map((v) => [v.book, v.popdv, v.osnovica, v.pdvIznos])).toEqual([
      ['kir', '3a.2', 0, 120_000_00],
      ['kur', '8b.2', 600_000_00, 120_000_00],
    ]);
    expect(reverse.client[0]!.potrazuje).toBe(600_000_00);
    const foreign = urFamily.postings({ ...header, inostrani: true, valuta: 'EUR' }, items, noRetail);
    expect(foreign.vat).toEqual([]);
    expect(foreign.client[0]!.potrazuje).toBe(600_000_00);
  });
});
