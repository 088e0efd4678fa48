import { describe, expect, it } from 'vitest';
import { headerRow, lineRow, noRetail } from '../test-rows';
import { psrFamily } from './psr.family';

const header = { ...headerRow('2024-01-02'), magId: 3, nabVrednost: 0, prodVrednost: 0, carriedFrom: null };
const line = (id: number, artId: number, kolicina: number, nabCena: number, prodCena: number) => ({
  ...lineRow(id),
  ...psrFamily.computeItem({ artId, kolicina, nabCena, prodCena }, { article: { id: artId, pdvStopa: 2000 }, retail: false, header }),
});

describe('opening stock: totals and postings', () => {
  const items = [line(1, 5, 10_000, 10_000, 15_000), line(2, 6, 2_500, 1_999, 2_999)];

  it('values each line at quantity × price and totals them', () => {
    expect(items[1]).toMatchObject({ nabVr: 4_998, prodVr: 7_498 }); // 2.5 × 19.99 = 49.975 → 49.98
    expect(psrFamily.totals(items, header)).toEqual({ nabVrednost: 104_998, prodVrednost: 157_498 });
  });

  it('receives each line into the warehouse and posts nothing to the books', () => {
    const postings = psrFamily.postings(header, items, noRetail);
    expect(postings.stock).toEqual([
      { magId: 3, artId: 5, datum: '2024-01-02', lineId: 1, direction: 'in', kolicina: 10_000, nabVrednost: 100_000, prodVrednost: 150_000, nabCena: 10_000, prodCena: 15_000, repricesStock: true },
      { magId: 3, artId: 6, datum: '2024-01-02', lineId: 2, direction: 'in', kolicina: 2_500, nabVrednost: 4_998, prodVrednost: 7_498, nabCena: 1_999, prodCena: 2_999, repricesStock: true },
    ]);
    expect(postings.client).toEqual([]);
    expect(postings.vat).toEqual([]);
  });
});
