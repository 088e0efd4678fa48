import { and, eq } from 'drizzle-orm';
import type { Reader } from '../src/platform/db/client';
import { glJournal, glJournalLine } from '../src/platform/db/schema';

/** A journal line as a worked example checks it: account, client, debit, credit (hundredths). */
export type Line = [konto: string, komId: number | null, duguje: number, potrazuje: number];

/**
 * A document's entries in the order they were posted: its own first, then the cost corrections its
 * lock posted under it (a receipt dated before issues already costed re-costs them).
 */
export async function journalEntries(db: Reader, vDoc: string, docId: number, status: 'posted' | 'reversal' = 'posted'): Promise<Line[][]> {
  const found = await db.select().from(glJournal).where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId), eq(glJournal.status, status))).orderBy(glJournal.id);
  const out: Line[][] = [];
  for (const e of found) {
    const lines = await db.select().from(glJournalLine).where(eq(glJournalLine.journalId, e.id)).orderBy(glJournalLine.rb);
    out.push(lines.map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]));
  }
  return out;
}

/** A document's own entry (the first it posted), or its reversal. */
export const journalEntry = async (db: Reader, vDoc: string, docId: number, status: 'posted' | 'reversal' = 'posted'): Promise<Line[]> =>
  (await journalEntries(db, vDoc, docId, status))[0] ?? [];
