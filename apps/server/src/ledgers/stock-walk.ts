import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { averagePrice, lineAmount, mulDiv } from '@knjige/domain';

/**
 * The history of one article in one warehouse, replayed in order: what every outgoing row must
 * cost at the moving average, what re-costing later rows need, and the resulting balance.
 * Pure: the caller loads the rows and writes what comes out.
 */

export type Direction = 'in' | 'out' | 'none';

export interface WalkEntry {
  /** the ledger id of an existing row, or null for a row being posted now */
  id: number | null;
  /** index of a new row in the batch (for new rows) */
  newIndex?: number;
  datum: string;
  direction: Direction;
  /** magnitude in thousandths (0 for value-only rows) */
  kolicina: number;
  /** signed purchase value as it stands now (own value plus its corrections); ignored for new out-rows */
  nabVrednost: number;
  /** signed sale value; new out-rows take the current price when null */
  prodVrednost: number | null;
  nabCena: number | null;
  prodCena: number | null;
  /** the cost of this in-row is carried from another row (a transfer): not re-costed here */
  carried: boolean;
  /** a new price-setting row re-prices the stock on hand when the price differs */
  repricesStock: boolean;
}

export interface WalkResult {
  /** purchase value and sale value the new rows take (by newIndex) */
  newValues: Map<number, { nabVrednost: number; prodVrednost: number; reprice: number }>;
  /** corrections of existing out-rows: ledger id → delta of purchase value */
  corrections: Map<number, number>;
  balance: { ulaz: number; izlaz: number; stanje: number; nabVrednost: number; prodVrednost: number; znCena: number; kepuCena: number };
  /** the largest shortfall from `checkFrom` on (0 when stock never goes below zero) */
  shortfall: number;
}

const order: Record<Direction, number> = { in: 0, none: 0, out: 1 };

/**
 * The valuation order: receipts and value changes of a day count before its issues; otherwise
 * booking order. `compareEntries` sorts a history by it, `valuationOrderSql` makes a query over
 * ledger rows list them by it (the movement card's running balance must match the walk's).
 */
export function compareEntries(a: WalkEntry, b: WalkEntry): number {
  if (a.datum !== b.datum) return a.datum < b.datum ? -1 : 1;
  // Receipts and value changes share a rank: between them, booking order decides.
  const rank = order[a.direction] - order[b.direction];
  if (rank !== 0) return rank;
  const ia = a.id ?? Number.MAX_SAFE_INTEGER - 1_000_000 + (a.newIndex ?? 0);
  const ib = b.id ?? Number.MAX_SAFE_INTEGER - 1_000_000 + (b.newIndex ?? 0);
  return ia - ib;
}

/** `compareEntries` as an SQL ORDER BY list over a ledger row's date, direction and id. */
export function valuationOrderSql(row: { datum: SQLWrapper; direction: SQLWrapper; id: SQLWrapper }): SQL {
  const ranks = Object.entries(order).map(([direction, rank]) => sql.raw(`when '${direction}' then ${rank}`));
  return sql`${row.datum}, case ${row.direction} ${sql.join(ranks, sql` `)} end, ${row.id}`;
}

/**
 * Where a walk starts when the history before its entries is already summed up (the balance of a
 * pair whose new rows all come after every row it has): quantities, values and prices so far.
 * Only with stock on hand, so that its average is the one issues are costed at.
 */
export type WalkStart = WalkResult['balance'];

export function walk(entries: WalkEntry[], checkFrom: string, start?: WalkStart): WalkResult {
  const sorted = [...entries].sort(compareEntries);
  const newValues: WalkResult['newValues'] = new Map();
  const corrections = new Map<number, number>();
  let qty = start?.stanje ?? 0;
  let nab = start?.nabVrednost ?? 0;
  let prod = start?.prodVrednost ?? 0;
  let ulaz = start?.ulaz ?? 0;
  let izlaz = start?.izlaz ?? 0;
  let price = start?.kepuCena ?? 0;
  let zn = start?.znCena ?? 0;
  // The last average seen with stock on hand, used to cost issues from an empty or negative stock.
  let avgValue = qty > 0 ? nab : 0;
  let avgQty = qty > 0 ? qty : 0;
  let shortfall = 0;

  for (const e of sorted) {
    if (e.direction === 'in') {
      let reprice = 0;
      if (e.id === null && e.repricesStock && e.prodCena !== null && e.prodCena !== price && qty !== 0) {
        reprice = lineAmount(qty, e.prodCena - price);
        prod += reprice;
      }
      const p = e.prodVrednost ?? lineAmount(e.kolicina, e.prodCena ?? price);
      qty += e.kolicina;
      ulaz += e.kolicina;
      nab += e.nabVrednost;
      prod += p;
      if (e.id === null) newValues.set(e.newIndex!, { nabVrednost: e.nabVrednost, prodVrednost: p, reprice });
      // Goods that came by transfer were last bought at the price they carry in (the source's
      // average at the transfer, as re-costed since); a purchase sets its own price.
      if (e.carried && e.kolicina > 0) zn = averagePrice(e.nabVrednost, e.kolicina);
      else if (e.nabCena !== null) zn = e.nabCena;
      if (e.prodCena !== null) price = e.prodCena;
    } else if (e.direction === 'out') {
      const cost = qty > 0 ? mulDiv(e.kolicina, nab, qty) : avgQty > 0 ? mulDiv(e.kolicina, avgValue, avgQty) : 0;
      let value = -cost;
      if (e.id === null) {
        const p = e.prodVrednost ?? -lineAmount(e.kolicina, price);
        newValues.set(e.newIndex!, { nabVrednost: value, prodVrednost: p, reprice: 0 });
        prod += p;
      } else {
        if (value !== e.nabVrednost) corrections.set(e.id, value - e.nabVrednost);
        else value = e.nabVrednost;
        prod += e.prodVrednost ?? 0;
      }
      qty -= e.kolicina;
      izlaz += e.kolicina;
      nab += value;
    } else {
      prod += e.prodVrednost ?? 0;
      nab += e.nabVrednost;
      if (e.id === null) newValues.set(e.newIndex!, { nabVrednost: e.nabVrednost, prodVrednost: e.prodVrednost ?? 0, reprice: 0 });
      if (e.prodCena !== null) price = e.prodCena;
    }
    if (qty > 0) {
      avgValue = nab;
      avgQty = qty;
    }
    if (e.datum >= checkFrom && qty < 0) shortfall = Math.max(shortfall, -qty);
  }
  return {
    newValues,
    corrections,
    balance: { ulaz, izlaz, stanje: qty, nabVrednost: nab, prodVrednost: prod, znCena: zn, kepuCena: price },
    shortfall,
  };
}
