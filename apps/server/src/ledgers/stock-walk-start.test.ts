import { describe, expect, it } from 'vitest';
import { walk, type WalkEntry } from './stock-walk';

// Quantities in thousandths, money in paras.
const entry = (e: Partial<WalkEntry> & Pick<WalkEntry, 'datum' | 'direction' | 'kolicina'>): WalkEntry => ({
  id: null,
  nabVrednost: 0,
  prodVrednost: null,
  nabCena: null,
  prodCena: null,
  carried: false,
  repricesStock: false,
  ...e,
});

describe('a walk started from a balance', () => {
  // History: 100 in at 50.00 (sale 70.00), 30 in at 56.00, 40 out at the average, booked.
  const history = [
    entry({ id: 1, datum: '2024-01-01', direction: 'in', kolicina: 100_000, nabVrednost: 500_000, prodVrednost: 700_000, nabCena: 5000, prodCena: 7000 }),
    entry({ id: 2, datum: '2024-01-10', direction: 'in', kolicina: 30_000, nabVrednost: 168_000, prodVrednost: 210_000, nabCena: 5600, prodCena: 7000 }),
    entry({ id: 3, datum: '2024-01-20', direction: 'out', kolicina: 40_000, nabVrednost: -205_538, prodVrednost: -280_000 }),
  ];
  const sale = entry({ newIndex: 0, datum: '2024-02-01', direction: 'out', kolicina: 33_000 });

  it('costs a later issue and sums the balance exactly as the whole history would', () => {
    const full = walk([...history, sale], '2024-02-01');
    const balance = walk(history, '9999-12-31').balance;
    const started = walk([{ ...sale }], '2024-02-01', balance);
    expect(started.newValues).toEqual(full.newValues);
    expect(started.balance).toEqual(full.balance);
    // 90 on hand worth 4,624.62 after the history; 33 of them cost 1,695.69 and sell at 70.00
    expect(balance).toMatchObject({ stanje: 90_000, nabVrednost: 462_462, ulaz: 130_000, izlaz: 40_000, kepuCena: 7000, znCena: 5600 });
    expect(started.newValues.get(0)).toEqual({ nabVrednost: -169_569, prodVrednost: -231_000, reprice: 0 });
  });

  it('finds the shortfall of an issue beyond the stock on hand', () => {
    const balance = walk(history, '9999-12-31').balance;
    expect(walk([entry({ newIndex: 0, datum: '2024-02-01', direction: 'out', kolicina: 95_000 })], '2024-02-01', balance).shortfall).toBe(5_000);
  });
});
