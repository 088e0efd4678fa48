import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Reader, type Tx } from '../platform/db/client';
import { insertRowsAsJson } from '../platform/db/bulk-insert';
import { glBalance, glBalanceDay, glJournal, glJournalCounter, glJournalLine, komMain, periods } from '../platform/db/schema';

/** The company's period of this id: its status and dates. */
export async function periodBounds(tx: Reader, companyId: number, periodId: number) {
  const [period] = await tx
    .select({ status: periods.status, startDate: periods.startDate, endDate: periods.endDate })
    .from(periods)
    .where(and(eq(periods.id, periodId), eq(periods.companyId, companyId)));
  return period;
}

/** Which of these ids are the company's clients. */
export async function companyClientIds(tx: Reader, companyId: number, ids: number[]): Promise<Set<number>> {
  return new Set((await tx.select({ id: komMain.id }).from(komMain).where(and(eq(komMain.companyId, companyId), inArray(komMain.id, ids)))).map((r) => r.id));
}

/** Adds to the kept balances per account and client. */
export async function addToClientBalances(tx: Tx, rows: (typeof glBalance.$inferInsert)[]): Promise<void> {
  await insertRowsAsJson(tx, glBalance, rows, {
    onConflict: sql`on conflict (company_id, period_id, konto, kom_id) do update set
        duguje = gl_balance.duguje + excluded.duguje, potrazuje = gl_balance.potrazuje + excluded.potrazuje, lines = gl_balance.lines + excluded.lines`,
  });
}

/** Adds to the kept balances per account and day. */
export async function addToDayBalances(tx: Tx, rows: (typeof glBalanceDay.$inferInsert)[]): Promise<void> {
  await insertRowsAsJson(tx, glBalanceDay, rows, {
    onConflict: sql`on conflict (company_id, period_id, konto, datum, opening) do update set
        duguje = gl_balance_day.duguje + excluded.duguje, potrazuje = gl_balance_day.potrazuje + excluded.potrazuje`,
  });
}

/** The next entry number of the company and period (the counter row serialises concurrent posts). */
export async function nextEntryNumber(tx: Tx, companyId: number, periodId: number): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into ${glJournalCounter} (company_id, period_id, last) values (${companyId}, ${periodId}, 1)
        on conflict (company_id, period_id) do update set last = gl_journal_counter.last + 1 returning last`,
  );
  return Number(row!.last);
}

export async function insertEntry(tx: Tx, values: typeof glJournal.$inferInsert): Promise<number> {
  const [row] = await tx.insert(glJournal).values(values).returning({ id: glJournal.id });
  return row!.id;
}

export async function insertEntryLines(tx: Tx, rows: (typeof glJournalLine.$inferInsert)[]): Promise<void> {
  await insertRowsAsJson(tx, glJournalLine, rows);
}

/** A document's posted entries in id order, locked (one storno at a time). */
export async function lockPostedEntries(tx: Tx, ctx: { companyId: number; vDoc: string; docId: number }) {
  return tx
    .select()
    .from(glJournal)
    .where(and(eq(glJournal.companyId, ctx.companyId), eq(glJournal.vDoc, ctx.vDoc), eq(glJournal.docId, ctx.docId), eq(glJournal.status, 'posted')))
    .orderBy(glJournal.id)
    .for('update');
}

export async function entryLines(tx: Reader, journalId: number) {
  return tx.select().from(glJournalLine).where(eq(glJournalLine.journalId, journalId)).orderBy(glJournalLine.rb);
}

export async function markReversed(tx: Tx, journalId: number): Promise<void> {
  await tx.update(glJournal).set({ status: 'reversed' }).where(eq(glJournal.id, journalId));
}
