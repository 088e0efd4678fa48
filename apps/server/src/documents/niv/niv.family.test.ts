import { describe, expect, it } from 'vitest';
import { headerRow, lineRow, noRetail } from '../test-rows';
import { nivFamily } from './niv.family';

const header = { ...headerRow('2024-03-15'), vSubDoc: 'mp', magId: 4, vrednostPre: 0, vrednostPosle: 0 };
const line = (id: number, artId: number, kolicina: number, cenaPre: number, cenaPosle: number) => ({
  ...lineRow(id),
  ...nivFamily.computeItem({ artId, kolicina, cenaPre, cenaPosle }, { article: { id: artId, pdvStopa: 2000 }, retail: true, header }),
});

describe('price adjustment: totals and postings', () => {
  const items = [line(1, 5, 30_000, 9_600, 10_200), line(2, 6, 5_000, 2_000, 1_800)];

  it('totals the values before and after', () => {
    expect(nivFamily.totals(items, header)).toEqual({ vrednostPre: 288_000 + 10_000, vrednostPosle: 306_000 + 9_000 });
  });

  it('posts one value row per line: the change of sale value, no quantity', () => {
    expect(nivFamily.postings(header, items, noRetail)).toEqual({
      stock: [
        { magId: 4, artId: 5, datum: '2024-03-15', lineId: 1, direction: 'none', kolicina: 0, prodVrednost: 18_000, prodCena: 10_200 },
        { magId: 4, artId: 6, datum: '2024-03-15', lineId: 2, direction: 'none', kolicina: 0, prodVrednost: -1_000, prodCena: 1_800 },
      ],
      client: [],
      vat: [],
    });
  });
});
