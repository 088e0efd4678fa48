import type { Tx } from '../platform/db/client';
import type { PostingContext } from './stock';
import { addToDailySums, insertTurnoverRows, postedIssues, postedTurnover } from './turnover.repo';

/** One sold line as the realised-turnover report counts it (its cost comes from the stock ledger). */
export interface TurnoverPosting {
  vPromet: string;
  datum: string;
  lineId: number;
  magId: number | null;
  komId: number | null;
  artId: number;
  kolicina: number;
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  iznos: number;
}

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId' | 'docOznaka' | 'docOpis'>;

/**
 * Lock: one row per sold line. Goods lines point at the stock ledger's out-row of the same line
 * (posted just before) and copy its cost; later re-costing rows point at that out-row too.
 */
export async function postTurnover(tx: Tx, ctx: Ctx, postings: TurnoverPosting[]): Promise<void> {
  if (!postings.length) return;
  const outs = await postedIssues(tx, ctx);
  const outOf = new Map(outs.map((o) => [o.lineId, o]));
  const { companyId, periodId, vDoc, docId, docOznaka, docOpis } = ctx;
  const rows = postings.map((p) => {
    const out = outOf.get(p.lineId);
    return { companyId, periodId, vDoc, docId, docOznaka, docOpis, kind: 'post' as const, ...p, nabIznos: out ? -out.nabVrednost : 0, stockRowId: out?.id ?? null };
  });
  await insertTurnoverRows(tx, rows);
  await addToDays(tx, ctx.companyId, rows, 1);
}

type DayRow = { vPromet: string; datum: string; osnovica: number; pdvIznos: number; iznos: number; nabIznos: number };

/** Adds a document's rows to the daily sums (a storno passes its negated rows and takes its lines off). */
async function addToDays(tx: Tx, companyId: number, rows: DayRow[], lines: 1 | -1): Promise<void> {
  const days = new Map<string, { companyId: number; vPromet: string; datum: string; count: number; osnovica: number; pdvIznos: number; iznos: number; nabIznos: number }>();
  for (const r of rows) {
    const key = `${r.vPromet}:${r.datum}`;
    const day = days.get(key) ?? { companyId, vPromet: r.vPromet, datum: r.datum, count: 0, osnovica: 0, pdvIznos: 0, iznos: 0, nabIznos: 0 };
    day.count += lines;
    day.osnovica += r.osnovica;
    day.pdvIznos += r.pdvIznos;
    day.iznos += r.iznos;
    day.nabIznos += r.nabIznos;
    days.set(key, day);
  }
  if (!days.size) return;
  await addToDailySums(tx, [...days.values()]);
}

/** Storno: the exact negation of the document's turnover rows. */
export async function stornoTurnover(tx: Tx, ctx: Ctx): Promise<void> {
  const rows = await postedTurnover(tx, ctx);
  const negated = rows.map(({ id: _id, createdAt: _c, ...r }) => ({
    ...r,
    kind: 'storno' as const,
    reversal: true,
    kolicina: -r.kolicina,
    osnovica: -r.osnovica,
    pdvIznos: -r.pdvIznos,
    iznos: -r.iznos,
    nabIznos: -r.nabIznos,
  }));
  await insertTurnoverRows(tx, negated);
  await addToDays(tx, ctx.companyId, negated, -1);
}
