import { describe, expect, it } from 'vitest';
import { compareEntries, walk, type WalkEntry } from './stock-walk';

// Quantities are in thousandths (1 piece = 1000), money in paras (100.00 din = 10000).
const PIECE = 1000;

const blank: WalkEntry = {
  id: null,
  datum: '2024-01-01',
  direction: 'in',
  kolicina: 0,
  nabVrednost: 0,
  prodVrednost: null,
  nabCena: null,
  prodCena: null,
  carried: false,
  repricesStock: false,
};

/** A receipt of `pieces` at the purchase price `nabCena` (and the sale price `prodCena`, when given). */
function receipt(at: { id?: number; newIndex?: number; datum: string }, pieces: number, nabCena: number, prodCena: number | null = null): WalkEntry {
  return {
    ...blank,
    id: at.id ?? null,
    newIndex: at.newIndex,
    datum: at.datum,
    kolicina: pieces * PIECE,
    nabVrednost: pieces * nabCena,
    nabCena,
    prodCena,
    prodVrednost: prodCena === null ? null : pieces * prodCena,
  };
}

/** An issue of `pieces`; a booked one carries the purchase value it was costed at. */
function issue(at: { id?: number; newIndex?: number; datum: string }, pieces: number, booked: { nabVrednost: number; prodVrednost?: number } = { nabVrednost: 0 }): WalkEntry {
  return {
    ...blank,
    id: at.id ?? null,
    newIndex: at.newIndex,
    datum: at.datum,
    direction: 'out',
    kolicina: pieces * PIECE,
    nabVrednost: booked.nabVrednost,
    prodVrednost: booked.prodVrednost ?? null,
  };
}

describe('compareEntries: the valuation order', () => {
  it('date first, then receipts and value changes before issues of the same day, then booking order, new rows last', () => {
    const entries: (WalkEntry & { name: string })[] = [
      { ...issue({ id: 4, datum: '2024-03-01' }, 1), name: 'issue 4, 1 March' },
      { ...receipt({ newIndex: 1, datum: '2024-03-01' }, 1, 100), name: 'new receipt #1, 1 March' },
      { ...receipt({ id: 9, datum: '2024-03-01' }, 1, 100), name: 'receipt 9, 1 March' },
      { ...blank, id: 7, datum: '2024-03-01', direction: 'none', name: 'value change 7, 1 March' },
      { ...receipt({ newIndex: 0, datum: '2024-03-01' }, 1, 100), name: 'new receipt #0, 1 March' },
      { ...issue({ id: 2, datum: '2024-03-01' }, 1), name: 'issue 2, 1 March' },
      { ...issue({ newIndex: 2, datum: '2024-03-01' }, 1), name: 'new issue #2, 1 March' },
      { ...receipt({ id: 12, datum: '2024-03-02' }, 1, 100), name: 'receipt 12, 2 March' },
      { ...issue({ id: 30, datum: '2024-02-28' }, 1), name: 'issue 30, 28 February' },
    ];
    expect([...entries].sort(compareEntries).map((e) => e.name)).toEqual([
      'issue 30, 28 February',
      'value change 7, 1 March',
      'receipt 9, 1 March',
      'new receipt #0, 1 March',
      'new receipt #1, 1 March',
      'issue 2, 1 March',
      'issue 4, 1 March',
      'new issue #2, 1 March',
      'receipt 12, 2 March',
    ]);
  });
});

describe('walk: one article in one warehouse', () => {
  it('costs an issue at the moving average of the stock on hand', () => {
    const result = walk(
      [
        receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00, 150_00), // 10 × 100.00 = 1,000.00
        receipt({ id: 2, datum: '2024-01-20' }, 5, 130_00, 150_00), //   5 × 130.00 =   650.00 → 15 at 110.00
        issue({ newIndex: 0, datum: '2024-02-01' }, 3),
      ],
      '2024-02-01',
    );
    // Three at 110.00 = 330.00, sold out of stock at the warehouse's price 150.00 = 450.00.
    expect(result.newValues.get(0)).toEqual({ nabVrednost: -330_00, prodVrednost: -450_00, reprice: 0 });
    expect(result.balance).toEqual({ ulaz: 15 * PIECE, izlaz: 3 * PIECE, stanje: 12 * PIECE, nabVrednost: 1_320_00, prodVrednost: 1_800_00, znCena: 130_00, kepuCena: 150_00 });
    expect(result.corrections.size).toBe(0);
    expect(result.shortfall).toBe(0);
  });

  it('rounds each issue to the para, half away from zero, and the last piece takes what is left', () => {
    // Three pieces bought for 10.00 in all: 3.333… each.
    const bought: WalkEntry = { ...receipt({ id: 1, datum: '2024-01-10' }, 3, 0), nabVrednost: 10_00, nabCena: 3_33 };
    const result = walk(
      [bought, issue({ newIndex: 0, datum: '2024-01-11' }, 1), issue({ newIndex: 1, datum: '2024-01-12' }, 1), issue({ newIndex: 2, datum: '2024-01-13' }, 1)],
      '2024-01-11',
    );
    // 10.00 / 3 = 3.333 → 3.33; then 6.67 / 2 = 3.335 → 3.34; then 3.33 / 1.
    expect([0, 1, 2].map((i) => result.newValues.get(i)!.nabVrednost)).toEqual([-3_33, -3_34, -3_33]);
    expect(result.balance).toMatchObject({ stanje: 0, nabVrednost: 0 });
  });

  it('an issue from an empty or negative stock costs at the last average seen while there was stock', () => {
    const result = walk(
      [
        receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00),
        issue({ id: 2, datum: '2024-01-15' }, 10, { nabVrednost: -1_000_00 }), // empties the warehouse
        issue({ newIndex: 0, datum: '2024-01-20' }, 2), // from empty stock: 2 × 100.00
        receipt({ id: 3, datum: '2024-01-25' }, 1, 160_00), // stock -1, a new average is never seen below zero
        issue({ newIndex: 1, datum: '2024-01-30' }, 1), // from negative stock: still at 100.00
      ],
      '2024-01-20',
    );
    expect(result.newValues.get(0)!.nabVrednost).toBe(-200_00);
    expect(result.newValues.get(1)!.nabVrednost).toBe(-100_00);
    expect(result.balance).toMatchObject({ stanje: -2 * PIECE, nabVrednost: 1_000_00 - 1_000_00 - 200_00 + 160_00 - 100_00 });
    expect(result.shortfall).toBe(2 * PIECE);
  });

  it('an issue of an article never received costs nothing', () => {
    const result = walk([issue({ newIndex: 0, datum: '2024-01-20' }, 4)], '2024-01-01');
    const { nabVrednost, prodVrednost } = result.newValues.get(0)!;
    // `+ 0`: a negated zero is the same amount.
    expect([nabVrednost + 0, prodVrednost + 0]).toEqual([0, 0]);
    expect(result.shortfall).toBe(4 * PIECE);
  });

  it('a receipt booked after an issue of the same day is counted before it', () => {
    const result = walk(
      [
        issue({ id: 1, datum: '2024-03-01' }, 4, { nabVrednost: -480_00 }),
        receipt({ id: 2, datum: '2024-03-01' }, 10, 120_00),
      ],
      '2024-03-01',
    );
    // The issue stays at 4 × 120.00 and the stock never went below zero.
    expect(result.corrections.size).toBe(0);
    expect(result.shortfall).toBe(0);
    expect(result.balance).toMatchObject({ stanje: 6 * PIECE, nabVrednost: 720_00 });
  });

  it('a new sale price re-prices the stock on hand, so the sale value stays stock × price', () => {
    const result = walk(
      [
        receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00, 150_00),
        { ...receipt({ newIndex: 0, datum: '2024-02-01' }, 5, 110_00, 160_00), repricesStock: true },
      ],
      '2024-02-01',
    );
    // 10 on hand go from 150.00 to 160.00: +100.00.
    expect(result.newValues.get(0)).toEqual({ nabVrednost: 550_00, prodVrednost: 800_00, reprice: 100_00 });
    expect(result.balance).toEqual({ ulaz: 15 * PIECE, izlaz: 0, stanje: 15 * PIECE, nabVrednost: 1_550_00, prodVrednost: 2_400_00, znCena: 110_00, kepuCena: 160_00 });
  });

  it('re-prices nothing when the price is the same, the stock is zero, or the row does not set prices', () => {
    const onHand = receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00, 150_00);
    const same = walk([onHand, { ...receipt({ newIndex: 0, datum: '2024-02-01' }, 1, 100_00, 150_00), repricesStock: true }], '2024-02-01');
    expect(same.newValues.get(0)!.reprice).toBe(0);
    const empty = walk(
      [onHand, issue({ id: 2, datum: '2024-01-20' }, 10, { nabVrednost: -1_000_00, prodVrednost: -1_500_00 }), { ...receipt({ newIndex: 0, datum: '2024-02-01' }, 1, 100_00, 170_00), repricesStock: true }],
      '2024-02-01',
    );
    expect(empty.newValues.get(0)!.reprice).toBe(0);
    expect(empty.balance).toMatchObject({ stanje: PIECE, prodVrednost: 170_00, kepuCena: 170_00 });
    const notPricing = walk([onHand, receipt({ newIndex: 0, datum: '2024-02-01' }, 1, 100_00, 170_00)], '2024-02-01');
    expect(notPricing.newValues.get(0)!.reprice).toBe(0);
    expect(notPricing.balance.prodVrednost).toBe(1_500_00 + 170_00);
  });

  it('a value change sets the price that later issues take', () => {
    const result = walk(
      [
        receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00, 150_00),
        // A price adjustment: 10 on hand from 150.00 to 180.00.
        { ...blank, id: 2, datum: '2024-02-01', direction: 'none', prodVrednost: 300_00, prodCena: 180_00 },
        issue({ newIndex: 0, datum: '2024-02-05' }, 2),
      ],
      '2024-02-05',
    );
    expect(result.newValues.get(0)).toEqual({ nabVrednost: -200_00, prodVrednost: -360_00, reprice: 0 });
    expect(result.balance).toMatchObject({ stanje: 8 * PIECE, nabVrednost: 800_00, prodVrednost: 1_440_00, kepuCena: 180_00 });
  });

  it('a backdated receipt corrects the later booked issues, and only those', () => {
    const booked = [
      receipt({ id: 1, datum: '2024-01-10' }, 10, 100_00),
      issue({ id: 2, datum: '2024-01-15' }, 2, { nabVrednost: -200_00 }), // before the new receipt: stays
      issue({ id: 3, datum: '2024-02-01' }, 5, { nabVrednost: -500_00 }), // costed at 100.00 when booked
    ];
    const result = walk([...booked, receipt({ newIndex: 0, datum: '2024-01-20' }, 10, 130_00)], '2024-01-20');
    // After the new receipt: 8 × 100.00 + 10 × 130.00 = 2,100.00 for 18; five of them = 583.333 → 583.33.
    expect([...result.corrections]).toEqual([[3, -83_33]]);
    expect(result.newValues.get(0)).toEqual({ nabVrednost: 1_300_00, prodVrednost: 0, reprice: 0 });
    expect(result.balance).toMatchObject({ stanje: 13 * PIECE, nabVrednost: 2_100_00 - 583_33 });
    // Walked again with the correction booked, nothing is left to correct.
    const corrected = walk([...booked.slice(0, 2), { ...booked[2]!, nabVrednost: -583_33 }, { ...receipt({ id: 4, datum: '2024-01-20' }, 10, 130_00) }], '2024-01-20');
    expect(corrected.corrections.size).toBe(0);
    expect(corrected.balance.nabVrednost).toBe(result.balance.nabVrednost);
  });

  it('a backdated issue re-costs the issues after it and counts its shortfall from its own date', () => {
    const result = walk(
      [
        receipt({ id: 1, datum: '2024-01-10' }, 4, 100_00),
        receipt({ id: 2, datum: '2024-02-10' }, 4, 200_00),
        issue({ id: 3, datum: '2024-02-20' }, 4, { nabVrednost: -600_00 }), // 4 of 8 at 150.00
        issue({ newIndex: 0, datum: '2024-01-20' }, 6), // two more than there were in January
      ],
      '2024-01-20',
    );
    // January: 6 from 4 at 100.00 → 600.00, stock -2, value -200.00; February: +4 × 200.00 → 2 on hand
    // worth 600.00, so the issue with id 3 takes 4 of them at 300.00 each = 1,200.00 (600.00 more than booked).
    expect(result.newValues.get(0)!.nabVrednost).toBe(-600_00);
    expect([...result.corrections]).toEqual([[3, -600_00]]);
    expect(result.shortfall).toBe(2 * PIECE);
    expect(result.balance).toMatchObject({ stanje: -2 * PIECE, nabVrednost: -600_00 });
  });

  it('counts the largest shortfall from the given date on, not before it', () => {
    const history = [
      issue({ id: 1, datum: '2024-01-05' }, 8), // -8
      receipt({ id: 2, datum: '2024-01-10' }, 5, 100_00), // -3
      receipt({ id: 3, datum: '2024-01-20' }, 5, 100_00), // +2
      issue({ id: 4, datum: '2024-01-25' }, 3), // -1
    ];
    expect(walk(history, '2024-01-01').shortfall).toBe(8 * PIECE);
    expect(walk(history, '2024-01-08').shortfall).toBe(3 * PIECE);
    expect(walk(history, '2024-01-15').shortfall).toBe(1 * PIECE);
    expect(walk(history, '2024-01-26').shortfall).toBe(0);
  });
});
