import { describe, expect, it } from 'vitest';
import { pppdv } from './popdv';
import { return2027, return2027Fields, return2027Layout, type Return2027Sum } from './return-2027';

const row = (book: 'kir' | 'kur', popdv: Return2027Sum['popdv'], stopa: number, osnovica: number, pdvIznos: number, deductible = true): Return2027Sum => ({ book, popdv, stopa, deductible, osnovica, pdvIznos });

describe('the 2027 form', () => {
  const current = [row('kir', '3.2', 2000, 100_000_00, 20_000_00), row('kir', '3.2', 1000, 30_000_00, 3_000_00), row('kur', '8a.2', 2000, 200_000_00, 40_000_00), row('kur', '8a.2', 2000, 5_000_00, 1_000_00, false)];
  const corrections = [row('kir', '3.6', 2000, -10_000_00, -2_000_00), row('kur', '8a.2', 1000, 10_000_00, 1_000_00), row('kur', '8a.5', 2000, -5_000_00, -1_000_00)];

  it('sums the period own rows as the PPPDV does and the corrections of earlier periods apart; 110 is the PPPDV liability of all rows', () => {
    const r = return2027(current, corrections);
    expect([r['003'], r['103'], r['004'], r['104'], r['005'], r['105']]).toEqual([100_000_00, 20_000_00, 30_000_00, 3_000_00, 130_000_00, 23_000_00]);
    expect([r['008'], r['108'], r['009'], r['109']]).toEqual([205_000_00, 40_000_00, 205_000_00, 40_000_00]);
    expect([r['011'], r['111'], r['012'], r['112']]).toEqual([-10_000_00, -2_000_00, 5_000_00, 0]);
    expect(r['110']).toBe(23_000_00 - 2_000_00 - 40_000_00 - 0);
    expect(r['110']).toBe(pppdv([...current, ...corrections])['110']);
  });

  it('lays out every field once', () => {
    const shown = return2027Layout.flatMap((l) => [l.osn, l.pdv]).filter((f) => f !== null);
    expect([...shown].sort()).toEqual([...return2027Fields].sort());
  });
});
