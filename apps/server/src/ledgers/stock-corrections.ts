import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { selectRows } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { retailWarehouses } from '../master/articles/article-lines.repo';
import { postJournal, type JournalContext, type JournalLine } from './general-ledger';
import { schemeInForce, schemeLines, warehouseAccounts, type Figures } from './posting-schemes';

/** The pseudo-family whose scheme posts the stock ledger's cost corrections (migration 0075). */
export const RECOST_SCHEME = 'recost';

type DocContext = Omit<JournalContext, 'datum' | 'opening' | 'schemeVersion'>;

/**
 * Posts the cost corrections of the stock ledger that a lock or a storno wrote under a document,
 * in its transaction, so that the general ledger follows the stock at every date.
 *
 * - At the lock: the `recost` rows the lock wrote (later issues re-costed by a backdated receipt).
 * - At the storno, after the journal's negation: every stock row under the document summed. The
 *   document's own rows and their negations cancel; what is left is what the storno changed beyond
 *   the negation of the lock: the re-costing it causes, and the negation of other documents'
 *   corrections of its rows (posted by those documents).
 *
 * A correction is dated as the row it corrects, so the entries are one per date; each is made by
 * the `recost` scheme (figures `recost`: wholesale cost, `recost.retail`: retail cost, whose sale
 * value does not change), each warehouse's on its own account if it has one. A company without the
 * scheme posts nothing.
 */
export async function postStockCorrections(tx: Tx, ctx: DocContext, at: 'lock' | 'storno'): Promise<void> {
  const which = at === 'lock' ? sql`and kind = 'recost' and not reversal` : sql``;
  const rows = await selectRows<{ periodId: number; datum: string; magId: number; nab: string }>(
    tx,
    sql`select period_id as "periodId", datum::text as datum, mag_id as "magId", sum(nab_vrednost)::bigint::text as nab
        from stock_ledger where company_id = ${ctx.companyId} and v_doc = ${ctx.vDoc} and doc_id = ${ctx.docId} ${which}
        group by period_id, datum, mag_id having sum(nab_vrednost) <> 0 order by datum`,
  );
  if (!rows.length) return;
  const scheme = await schemeInForce(tx, ctx.companyId, RECOST_SCHEME, '');
  if (!scheme) return;
  const isRetail = await retailWarehouses(tx, ctx.companyId);
  const accounts = await warehouseAccounts(tx, ctx.companyId);
  const byDate = new Map<string, { periodId: number; datum: string; figures: Figures }>();
  for (const r of rows) {
    const key = `${r.periodId}|${r.datum}`;
    const day = byDate.get(key) ?? { periodId: r.periodId, datum: r.datum, figures: new Map() };
    // per warehouse, so a warehouse with an account of its own has its correction there
    const name = isRetail(r.magId) ? 'recost.retail' : 'recost';
    day.figures.set(name, [...(day.figures.get(name) ?? []), { amount: Number(r.nab), magId: r.magId }]);
    byDate.set(key, day);
  }
  for (const day of byDate.values()) {
    const { lines, unmapped } = schemeLines(day.figures, scheme.rows, accounts);
    const merged = mergeLines(lines);
    const duguje = merged.reduce((s, l) => s + l.duguje, 0);
    const potrazuje = merged.reduce((s, l) => s + l.potrazuje, 0);
    if (duguje !== potrazuje) {
      throw new AppError(422, 'error.journal.not-balanced', { lines: 'error.journal.not-balanced' }, { duguje, potrazuje, unmapped: unmapped.join(', ') });
    }
    await postJournal(tx, { ...ctx, periodId: day.periodId, datum: day.datum, schemeVersion: scheme.version }, merged);
  }
}

/** One line per account and side: a transfer's correction debits and credits 501 alike, which nets out. */
function mergeLines(lines: JournalLine[]): JournalLine[] {
  const net = new Map<string, JournalLine & { amount: number }>();
  for (const l of lines) {
    const key = `${l.konto}|${l.komId ?? 0}`;
    const current = net.get(key) ?? { ...l, amount: 0 };
    current.amount += l.duguje - l.potrazuje;
    net.set(key, current);
  }
  return [...net.values()].map(({ amount, ...l }) => ({ ...l, duguje: amount > 0 ? amount : 0, potrazuje: amount < 0 ? -amount : 0 }));
}
