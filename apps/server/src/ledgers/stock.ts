import type { Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { AppError } from '../platform/errors';
import { stockLedger } from '../platform/db/schema';
import { averagePrice } from '@knjige/domain';
import { walk, type Direction, type WalkEntry, type WalkStart } from './stock-walk';
import { writeBalanceRows } from './stock-balance-write.repo';
import { articleLabels, balancesOf, carriersOf, correctionsOf, documentRows, historiesOf, insertStockRows, lockPairs, negatedAmong, type HistoryRow } from './stock.repo';

/** One movement a locked document line makes (the ledger adds cost and sale values). */
export interface StockMove {
  magId: number;
  artId: number;
  datum: string;
  lineId: number;
  direction: Direction;
  /** magnitude in thousandths (0 for value-only rows) */
  kolicina: number;
  /** purchase value of a receipt (psr, ur); issues are costed at the moving average */
  nabVrednost?: number;
  /** sale value of a receipt, or the change of sale value of a value-only row; issues take the current price */
  prodVrednost?: number;
  /** purchase price of a purchase (the last purchase price); a transfer receipt's is the cost it carries in per unit */
  nabCena?: number;
  /** the sale price this row sets for the warehouse */
  prodCena?: number;
  /** a new price re-prices the stock on hand (the difference is posted with the same document) */
  repricesStock?: boolean;
  /** an in-row of a transfer: carries the cost of the out-move at this index of the same batch */
  carriesCostOf?: number;
  /** the partner the goods come from or go to (an incoming invoice's supplier) */
  komId?: number;
}

export interface PostingContext {
  companyId: number;
  periodId: number;
  vDoc: string;
  docId: number;
  /** the document's label and description, kept on its rows for the reports */
  docOznaka: string;
  docOpis: string;
  allowNegative: boolean;
}

type LedgerRow = typeof stockLedger.$inferSelect;

type NewRow = typeof stockLedger.$inferInsert;

interface PairState {
  magId: number;
  artId: number;
  entries: WalkEntry[];
  checkFrom: string | null;
  balance?: ReturnType<typeof walk>['balance'];
  shortfall: number;
  /** the pair's balance, when its history is not loaded (every new row comes after all of it) */
  start?: WalkStart;
  /** the date of the latest row of the history a started pair did not load */
  startDatum?: string;
}

const pairKey = (magId: number, artId: number) => `${magId}:${artId}`;
const NEVER = '9999-12-31';

const documentKey = (r: Pick<LedgerRow, 'vDoc' | 'docId'>) => `${r.vDoc}:${r.docId}`;

/**
 * The ledger's view of one article in one warehouse: every row that counts (rows of reversed
 * documents and their reversals cancel out and are left out), each with its corrections added.
 * The re-costing a reversal causes is booked under the reversed document but belongs to none:
 * it corrects the issues that stay, so it counts.
 */
export function toEntries(rows: HistoryRow[]): WalkEntry[] {
  const reversed = new Set(rows.filter((r) => r.kind === 'storno').map(documentKey));
  const cancelled = (r: HistoryRow) => !r.reversal && reversed.has(documentKey(r));
  const origins = new Map<number, WalkEntry>();
  for (const r of rows) {
    if (r.kind === 'storno' || r.kind === 'recost' || cancelled(r)) continue;
    origins.set(r.id, {
      id: r.id,
      datum: r.datum,
      direction: r.direction,
      kolicina: Math.abs(r.kolicina),
      nabVrednost: r.nabVrednost,
      prodVrednost: r.prodVrednost,
      nabCena: r.nabCena,
      prodCena: r.prodCena,
      carried: r.direction === 'in' && r.refId !== null,
      repricesStock: false,
    });
  }
  for (const r of rows) {
    if (r.kind !== 'recost' || cancelled(r)) continue;
    const target = r.refId === null ? undefined : origins.get(r.refId);
    if (target) target.nabVrednost += r.nabVrednost;
  }
  return [...origins.values()];
}

/** The date of a pair's latest counting row: of its loaded entries, or of the history its balance stands for. */
function lastDatumOf(pair: PairState): string | null {
  let last = pair.startDatum ?? null;
  for (const e of pair.entries) if (last === null || e.datum > last) last = e.datum;
  return last;
}

/** Posts, re-costs and checks one batch of movements in one transaction (see docs/domain.md#stock-valuation). */
class StockBatch {
  private readonly pairs = new Map<string, PairState>();
  private readonly queue: string[] = [];
  /** existing ledger id → purchase value correction to write */
  private readonly corrections = new Map<number, { delta: number; row: Pick<LedgerRow, 'magId' | 'artId' | 'datum'> }>();
  private readonly moves: StockMove[] = [];
  /** sale value change of the stock on hand that a new price makes, by new row index */
  private readonly reprices = new Map<number, number>();

  constructor(
    private readonly tx: Tx,
    private readonly ctx: PostingContext,
    /** a reversal's batch: its re-costing rows carry the reversal flag */
    private readonly reversal = false,
  ) {}

  /**
   * The pairs' histories. With the new moves given, a pair whose new rows all come after every row
   * it has (the usual case: today's sale) and which has stock on hand starts from its balance
   * instead, so a lock does not grow slower with history. A pair started so is loaded in full
   * when a re-costing later needs its rows.
   */
  async load(keys: { magId: number; artId: number }[], moves?: StockMove[]): Promise<void> {
    const partial = keys.filter((k) => this.pairs.get(pairKey(k.magId, k.artId))?.start !== undefined);
    const missing = [...new Map(keys.filter((k) => !this.pairs.has(pairKey(k.magId, k.artId))).map((k) => [pairKey(k.magId, k.artId), k])).values()];
    const started = moves ? await this.balancesAhead(missing, moves) : new Map<string, WalkStart & { lastDatum: string }>();
    for (const k of missing) {
      const ahead = started.get(pairKey(k.magId, k.artId));
      if (!ahead) continue;
      const { lastDatum, ...start } = ahead;
      this.pairs.set(pairKey(k.magId, k.artId), { ...k, entries: [], checkFrom: null, shortfall: 0, start, startDatum: lastDatum });
    }
    const full = [...missing.filter((k) => !started.has(pairKey(k.magId, k.artId))), ...partial];
    if (!full.length) return;
    await this.loadHistories(full);
  }

  /** The balances of the pairs whose every row is dated before their new rows (or on the day, when all new rows are issues). */
  private async balancesAhead(keys: { magId: number; artId: number }[], moves: StockMove[]): Promise<Map<string, WalkStart & { lastDatum: string }>> {
    const out = new Map<string, WalkStart & { lastDatum: string }>();
    if (!keys.length) return out;
    const firstNew = new Map<string, { datum: string; onlyIssues: boolean }>();
    for (const m of moves) {
      const key = pairKey(m.magId, m.artId);
      const seen = firstNew.get(key);
      firstNew.set(key, { datum: seen && seen.datum < m.datum ? seen.datum : m.datum, onlyIssues: (seen?.onlyIssues ?? true) && m.direction === 'out' });
    }
    const rows = await balancesOf(this.tx, this.ctx.companyId, this.ctx.periodId, [...new Set(keys.map((k) => k.magId))], [...new Set(keys.map((k) => k.artId))]);
    for (const { magId, artId, lastDatum, ...balance } of rows) {
      const key = pairKey(magId, artId);
      const first = firstNew.get(key);
      if (!first || balance.stanje <= 0 || lastDatum === null) continue;
      if (lastDatum < first.datum || (lastDatum === first.datum && first.onlyIssues)) out.set(key, { ...balance, lastDatum });
    }
    return out;
  }

  private async loadHistories(missing: { magId: number; artId: number }[]): Promise<void> {
    const mags = [...new Set(missing.map((k) => k.magId))];
    const arts = [...new Set(missing.map((k) => k.artId))];
    const rows = await historiesOf(this.tx, this.ctx.companyId, this.ctx.periodId, mags, arts);
    const wanted = new Set(missing.map((k) => pairKey(k.magId, k.artId)));
    const byPair = new Map<string, HistoryRow[]>();
    for (const r of rows) {
      const key = pairKey(r.magId, r.artId);
      if (!wanted.has(key)) continue;
      const list = byPair.get(key);
      if (list) list.push(r);
      else byPair.set(key, [r]);
    }
    for (const k of missing) {
      const key = pairKey(k.magId, k.artId);
      const started = this.pairs.get(key);
      // A pair started from its balance keeps its new rows (and when they are checked from).
      const fresh = started?.entries.filter((e) => e.id === null) ?? [];
      this.pairs.set(key, { ...k, entries: [...toEntries(byPair.get(key) ?? []), ...fresh], checkFrom: started?.checkFrom ?? null, shortfall: 0 });
    }
  }

  addMoves(moves: StockMove[]): void {
    moves.forEach((m, index) => {
      this.moves.push(m);
      const pair = this.pairs.get(pairKey(m.magId, m.artId))!;
      pair.entries.push({
        id: null,
        newIndex: index,
        datum: m.datum,
        direction: m.direction,
        kolicina: m.kolicina,
        nabVrednost: m.nabVrednost ?? 0,
        prodVrednost: m.prodVrednost ?? null,
        nabCena: m.nabCena ?? null,
        prodCena: m.prodCena ?? null,
        carried: m.carriesCostOf !== undefined,
        repricesStock: m.repricesStock ?? false,
      });
      if (pair.checkFrom === null || m.datum < pair.checkFrom) pair.checkFrom = m.datum;
    });
    // Issues first, so the receipts that carry their cost see it.
    const keys = [...new Set(moves.map((m) => pairKey(m.magId, m.artId)))];
    const carrying = new Set(moves.filter((m) => m.carriesCostOf !== undefined).map((m) => pairKey(m.magId, m.artId)));
    this.queue.push(...keys.filter((k) => !carrying.has(k)), ...keys.filter((k) => carrying.has(k)));
  }

  enqueue(key: string, from: string | null): void {
    const pair = this.pairs.get(key)!;
    if (from !== null && (pair.checkFrom === null || from < pair.checkFrom)) pair.checkFrom = from;
    if (!this.queue.includes(key)) this.queue.push(key);
  }

  /**
   * Replays queued histories until nothing changes (a transfer's re-costed issue re-costs its
   * receipt). Works in rounds so the receipts of many corrected issues are looked up at once.
   */
  async run(): Promise<void> {
    for (let round = 0; this.queue.length; round++) {
      if (round > 1_000) throw new Error('stock re-costing does not settle');
      const corrected: { pair: PairState; id: number; delta: number }[] = [];
      while (this.queue.length) {
        const pair = this.pairs.get(this.queue.shift()!)!;
        this.resolveCarried(pair);
        const result = walk(pair.entries, pair.checkFrom ?? NEVER, pair.start);
        pair.balance = result.balance;
        pair.shortfall = pair.checkFrom === null ? 0 : result.shortfall;
        for (const entry of pair.entries) {
          const values = entry.id === null ? result.newValues.get(entry.newIndex!) : undefined;
          if (!values) continue;
          entry.prodVrednost = values.prodVrednost;
          if (entry.direction === 'in') this.reprices.set(entry.newIndex!, values.reprice);
          if (entry.direction === 'out' && entry.nabVrednost !== values.nabVrednost) {
            entry.nabVrednost = values.nabVrednost;
            this.requeueCarriers(entry.newIndex!);
          }
        }
        for (const [id, delta] of result.corrections) {
          const entry = pair.entries.find((e) => e.id === id)!;
          entry.nabVrednost += delta;
          this.addCorrection(id, delta, { magId: pair.magId, artId: pair.artId, datum: entry.datum });
          corrected.push({ pair, id, delta });
        }
      }
      if (corrected.length) await this.correctCarriers(corrected);
    }
  }

  /** New transfer receipts take the (negated) cost of their issue. */
  private resolveCarried(pair: PairState): void {
    for (const entry of pair.entries) {
      if (entry.id !== null || !entry.carried) continue;
      const sourceIndex = this.moves[entry.newIndex!]!.carriesCostOf!;
      const source = this.moves[sourceIndex]!;
      const sourceEntry = this.pairs.get(pairKey(source.magId, source.artId))!.entries.find((e) => e.id === null && e.newIndex === sourceIndex);
      entry.nabVrednost = -(sourceEntry?.nabVrednost ?? 0);
      // The purchase price the goods carry in: the source's average at the transfer.
      entry.nabCena = averagePrice(entry.nabVrednost, entry.kolicina);
    }
  }

  private requeueCarriers(outIndex: number): void {
    for (const m of this.moves) {
      if (m.carriesCostOf !== outIndex) continue;
      const key = pairKey(m.magId, m.artId);
      if (this.pairs.get(key)!.balance) this.enqueue(key, null);
    }
  }

  /** Existing issues cost differently now: the transfer receipts that carry their cost change with them. */
  private async correctCarriers(corrected: { id: number; delta: number }[]): Promise<void> {
    const carriers = await carriersOf(this.tx, corrected.map((c) => c.id));
    if (!carriers.length) return;
    await this.load(carriers);
    const deltaOf = new Map(corrected.map((c) => [c.id, c.delta]));
    for (const carrier of carriers) {
      const key = pairKey(carrier.magId, carrier.artId);
      const carrierEntry = this.pairs.get(key)!.entries.find((e) => e.id === carrier.id);
      if (!carrierEntry) continue; // its transfer was reversed
      const delta = deltaOf.get(carrier.refId!)!;
      carrierEntry.nabVrednost -= delta;
      this.addCorrection(carrier.id, -delta, { magId: carrier.magId, artId: carrier.artId, datum: carrier.datum });
      this.enqueue(key, null);
    }
  }

  private addCorrection(id: number, delta: number, row: Pick<LedgerRow, 'magId' | 'artId' | 'datum'>): void {
    const current = this.corrections.get(id);
    this.corrections.set(id, { delta: (current?.delta ?? 0) + delta, row });
  }

  /** 409 with each article and its shortfall when stock would go below zero and the company does not allow it. */
  async checkNegative(): Promise<void> {
    if (this.ctx.allowNegative) return;
    const short = [...this.pairs.values()].filter((p) => p.shortfall > 0);
    if (!short.length) return;
    const articles = await articleLabels(this.tx, short.map((p) => p.artId));
    const byId = new Map(articles.map((a) => [a.id, a]));
    const details = short.map((p) => ({ artId: p.artId, magId: p.magId, intSifra: byId.get(p.artId)?.intSifra ?? '', artNaziv: byId.get(p.artId)?.artNaziv ?? '', shortfall: p.shortfall }));
    throw new AppError(409, 'error.stock.negative', undefined, { articles: details.map((d) => `${d.intSifra} ${d.artNaziv}`).join(', ') }, details);
  }

  async write(): Promise<void> {
    const { companyId, periodId, vDoc, docId, docOznaka, docOpis } = this.ctx;
    // Columns at their default are left out (written as DEFAULT): a lock writes thousands of rows, and
    // every parameter of a row counts in its time.
    const base = { companyId, periodId, vDoc, docId, docOznaka, ...(docOpis ? { docOpis } : {}), ...(this.reversal ? { reversal: true } : {}) };
    const partner = (m: StockMove) => (m.komId === undefined ? {} : { komId: m.komId });
    // New rows: issues and receipts of their own first, then the transfer receipts pointing at their issue.
    const valuesOf = (index: number) => {
      const m = this.moves[index]!;
      const entry = this.pairs.get(pairKey(m.magId, m.artId))!.entries.find((e) => e.id === null && e.newIndex === index)!;
      return entry;
    };
    const rowOf = (m: StockMove, index: number, refId: number | null): NewRow[] => {
      const entry = valuesOf(index);
      const sign = m.direction === 'out' ? -1 : 1;
      const rows: NewRow[] = [];
      const reprice = this.reprices.get(index) ?? 0;
      if (reprice !== 0) {
        rows.push({ ...base, ...partner(m), magId: m.magId, artId: m.artId, datum: m.datum, lineId: m.lineId, kind: 'reprice', direction: 'none', prodVrednost: reprice });
      }
      rows.push({
        ...base,
        ...partner(m),
        magId: m.magId,
        artId: m.artId,
        datum: m.datum,
        lineId: m.lineId,
        kind: 'post',
        direction: m.direction,
        kolicina: sign * m.kolicina,
        nabVrednost: entry.nabVrednost,
        prodVrednost: entry.prodVrednost ?? 0,
        nabCena: m.nabCena ?? entry.nabCena,
        prodCena: m.prodCena ?? null,
        refId,
      });
      return rows;
    };
    const own = this.moves.map((m, i) => ({ m, i })).filter(({ m }) => m.carriesCostOf === undefined);
    const ownRows = own.flatMap(({ m, i }) => rowOf(m, i, null));
    const ids = new Map<number, number>();
    if (ownRows.length) {
      const inserted = await insertRowsAsJson(this.tx, stockLedger, ownRows, { returning: ['id', 'lineId', 'kind', 'direction', 'magId', 'artId'] });
      for (const { m, i } of own) {
        const match = inserted.find((r) => r.kind === 'post' && r.lineId === m.lineId && r.direction === m.direction && r.magId === m.magId && r.artId === m.artId);
        if (match) ids.set(i, match.id);
      }
    }
    const carried = this.moves.map((m, i) => ({ m, i })).filter(({ m }) => m.carriesCostOf !== undefined);
    const carriedRows = carried.flatMap(({ m, i }) => rowOf(m, i, ids.get(m.carriesCostOf!) ?? null));
    await insertRowsAsJson(this.tx, stockLedger, carriedRows);
    const recost = [...this.corrections].filter(([, c]) => c.delta !== 0);
    if (recost.length) {
      await insertStockRows(
        this.tx,
        recost.map(([refId, c]) => ({ ...base, ...c.row, lineId: null, kind: 'recost' as const, direction: 'none' as const, nabVrednost: c.delta, refId })),
      );
    }
    await this.writeBalances();
  }

  /** The balances of the pairs walked, with the kept totals moved by what changed (`writeBalanceRows`). */
  async writeBalances(): Promise<void> {
    const rows = [...this.pairs.values()]
      .filter((p) => p.balance)
      .map((p) => ({ companyId: this.ctx.companyId, periodId: this.ctx.periodId, magId: p.magId, artId: p.artId, ...p.balance!, lastDatum: lastDatumOf(p) }));
    await writeBalanceRows(this.tx, rows);
  }
}

/** Lock: writes the movements of a document, re-costs later issues, checks stock, updates balances. */
export async function postStock(tx: Tx, ctx: PostingContext, moves: StockMove[]): Promise<void> {
  if (!moves.length) return;
  // a second posting of the same article waits and then reads the first one's rows, so two sales
  // that together exceed the stock cannot both pass the check
  await lockPairs(tx, moves);
  const batch = new StockBatch(tx, ctx);
  await batch.load(moves, moves);
  batch.addMoves(moves);
  await batch.run();
  await batch.checkNegative();
  await batch.write();
}

/**
 * Storno: the exact negation of every row of the document and of the corrections made to its
 * rows, then the histories it touched replayed (later issues re-costed, stock checked).
 */
export async function stornoStock(tx: Tx, ctx: PostingContext, datum: string): Promise<void> {
  const own = await documentRows(tx, ctx);
  if (!own.length) return;
  const ownIds = own.filter((r) => r.kind !== 'recost').map((r) => r.id);
  const correctionsOfOwn = ownIds.length
    ? await correctionsOf(tx, ownIds)
    : [];
  const candidates = [...own, ...correctionsOfOwn.filter((r) => !own.some((o) => o.id === r.id))].filter((r) => r.kind !== 'storno');
  // A correction may have been negated already, with the reversal of the other document it touches.
  const negated = candidates.length
    ? await negatedAmong(
        tx,
        candidates.map((r) => r.id),
      )
    : [];
  const done = new Set(negated.map((r) => r.refId));
  const toNegate = candidates.filter((r) => !done.has(r.id));
  if (!toNegate.length) return;
  await lockPairs(tx, toNegate);
  await insertStockRows(
    tx,
    toNegate.map((r) => ({
      companyId: r.companyId,
      periodId: r.periodId,
      magId: r.magId,
      artId: r.artId,
      datum: r.datum,
      vDoc: ctx.vDoc,
      docId: ctx.docId,
      docOznaka: ctx.docOznaka,
      docOpis: ctx.docOpis,
      reversal: true,
      komId: r.komId,
      lineId: r.lineId,
      kind: 'storno' as const,
      direction: r.direction,
      kolicina: -r.kolicina,
      nabVrednost: -r.nabVrednost,
      prodVrednost: -r.prodVrednost,
      // The negation shows the prices of the row it negates.
      nabCena: r.nabCena,
      prodCena: r.prodCena,
      refId: r.id,
    })),
  );
  // Re-costing that the reversal causes belongs to no reversed document: it carries the reversal flag.
  const batch = new StockBatch(tx, ctx, true);
  const keys = [...new Map(toNegate.map((r) => [`${r.magId}:${r.artId}`, { magId: r.magId, artId: r.artId }])).values()];
  await batch.load(keys);
  for (const k of keys) batch.enqueue(`${k.magId}:${k.artId}`, datum);
  await batch.run();
  await batch.checkNegative();
  await batch.write();
}
