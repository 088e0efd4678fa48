import { describe, expect, it } from 'vitest';
import { figureFallbacks, splitByKind } from './posting-schemes';

/** A note's base split into goods and services by its invoices' turnover (docs/decisions.md#posting-schemes). */
describe('splitByKind', () => {
  it('rounds the smaller part to the para once, the larger takes the rest, the two add up to the base', () => {
    expect(splitByKind(-1_000_00, { services: 4_000_00, total: 10_000_00 })).toEqual({ goods: -600_00, services: -400_00 });
    // 333.33 × 6 : 10 = 199.998, × 4 : 10 = 133.332: services (smaller) 133.33, goods 200.00
    expect(splitByKind(-333_33, { services: 4_000_00, total: 10_000_00 })).toEqual({ goods: -200_00, services: -133_33 });
    // services the larger: goods rounded (0.01 × 1 : 3 = 0.0033 → 0.00), services the rest
    expect(splitByKind(1, { services: 2_00, total: 3_00 })).toEqual({ goods: 0, services: 1 });
    // equal parts: the services part rounded (0.005 → 0.01), the goods the rest
    expect(splitByKind(1, { services: 1_00, total: 2_00 })).toEqual({ goods: 0, services: 1 });
    for (const base of [1, 7, 99_99, -12_345_67]) {
      const { goods, services } = splitByKind(base, { services: 1_23, total: 4_56 });
      expect(goods + services).toBe(base);
    }
  });

  it('gives all of it to goods when the invoices wrote no turnover or no services, to services when only services', () => {
    expect(splitByKind(500_00, { services: 0, total: 0 })).toEqual({ goods: 500_00, services: 0 });
    expect(splitByKind(500_00, { services: 0, total: 9_00 })).toEqual({ goods: 500_00, services: 0 });
    expect(splitByKind(500_00, { services: 9_00, total: 9_00 })).toEqual({ goods: 0, services: 500_00 });
  });

  it('a note’s services figure falls back to its base, abroad first to the services at home', () => {
    expect(figureFallbacks('base.services.abroad')).toEqual(['base.services.abroad', 'base.services', 'base.abroad', 'base']);
    expect(figureFallbacks('base.services')).toEqual(['base.services', 'base']);
  });
});
