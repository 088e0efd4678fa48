import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { stockLedger, turnoverDaily, turnoverLedger } from '../platform/db/schema';

type DocRef = { companyId: number; vDoc: string; docId: number };

/** A document's posted stock issues (their line and cost). */
export async function postedIssues(tx: Reader, ctx: DocRef) {
  return tx
    .select({ id: stockLedger.id, lineId: stockLedger.lineId, nabVrednost: stockLedger.nabVrednost })
    .from(stockLedger)
    .where(and(eq(stockLedger.companyId, ctx.companyId), eq(stockLedger.vDoc, ctx.vDoc), eq(stockLedger.docId, ctx.docId), eq(stockLedger.kind, 'post'), eq(stockLedger.direction, 'out')));
}

export async function insertTurnoverRows(tx: Tx, rows: (typeof turnoverLedger.$inferInsert)[]): Promise<void> {
  await insertRowsAsJson(tx, turnoverLedger, rows);
}

/** Adds to the daily sums. */
export async function addToDailySums(tx: Tx, days: (typeof turnoverDaily.$inferInsert)[]): Promise<void> {
  await tx
    .insert(turnoverDaily)
    .values(days)
    .onConflictDoUpdate({
      target: [turnoverDaily.companyId, turnoverDaily.vPromet, turnoverDaily.datum],
      set: {
        count: sql`${turnoverDaily.count} + excluded.count`,
        osnovica: sql`${turnoverDaily.osnovica} + excluded.osnovica`,
        pdvIznos: sql`${turnoverDaily.pdvIznos} + excluded.pdv_iznos`,
        iznos: sql`${turnoverDaily.iznos} + excluded.iznos`,
        nabIznos: sql`${turnoverDaily.nabIznos} + excluded.nab_iznos`,
      },
    });
}

/** A document's posted turnover rows. */
export async function postedTurnover(tx: Reader, ctx: DocRef) {
  return tx
    .select()
    .from(turnoverLedger)
    .where(and(eq(turnoverLedger.companyId, ctx.companyId), eq(turnoverLedger.vDoc, ctx.vDoc), eq(turnoverLedger.docId, ctx.docId), eq(turnoverLedger.kind, 'post')));
}
