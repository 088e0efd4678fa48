import { describe, expect, it } from 'vitest';
import { headerRow, lineRow, noRetail } from '../test-rows';
import { intFamily } from './int.family';

const header = { ...headerRow('2024-03-10'), vSubDoc: 'vp-mp', magOutId: 3, magInId: 4, outVrednost: 0, inVrednost: 0 };
const line = (id: number, artId: number, kolicina: number, outCena: number, inCena: number) => ({
  ...lineRow(id),
  ...intFamily.computeItem({ artId, kolicina, outCena, inCena }, { article: { id: artId, pdvStopa: 2000 }, retail: false, header }),
});

describe('internal transfer: totals and postings', () => {
  const items = [line(1, 5, 30_000, 5_067, 9_600), line(2, 6, 1_500, 1_000, 1_450)];

  it('totals the out and in values', () => {
    expect(intFamily.totals(items, header)).toEqual({ outVrednost: 152_010 + 1_500, inVrednost: 288_000 + 2_175 });
  });

  it('pairs each out-move of the wholesale warehouse with an in-move of the retail one carrying its cost', () => {
    expect(intFamily.postings(header, items, noRetail).stock).toEqual([
      { magId: 3, artId: 5, datum: '2024-03-10', lineId: 1, direction: 'out', kolicina: 30_000 },
      { magId: 4, artId: 5, datum: '2024-03-10', lineId: 1, direction: 'in', kolicina: 30_000, prodVrednost: 288_000, prodCena: 9_600, repricesStock: true, carriesCostOf: 0 },
      { magId: 3, artId: 6, datum: '2024-03-10', lineId: 2, direction: 'out', kolicina: 1_500 },
      { magId: 4, artId: 6, datum: '2024-03-10', lineId: 2, direction: 'in', kolicina: 1_500, prodVrednost: 2_175, prodCena: 1_450, repricesStock: true, carriesCostOf: 2 },
    ]);
  });

  it('cannot be locked without its receiving warehouse', () => {
    expect(intFamily.lockErrors?.({ ...header, magInId: null })).toBe('error.magInId.required');
    expect(intFamily.lockErrors?.(header)).toBeNull();
  });
});
