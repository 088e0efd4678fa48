import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { glJournal } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { documentRepo } from '../documents/document.repo';
import type { DocumentFamily, StoredHeader } from '../documents/family';
import { postByScheme } from './posting-schemes';
import { postStockCorrections } from './stock-corrections';

export interface BackfillReport {
  /** entries posted, per family */
  posted: Record<string, number>;
  /** documents whose family has no scheme or whose figures came to nothing */
  empty: number;
  /** documents refused, with the rule each broke (a closed period, an unbalanced scheme) */
  refused: { vDoc: string; docId: number; oznaka: string; reason: string }[];
}

/**
 * The one-time backfill of issue 25: every locked document without a journal entry gets the entry
 * its lock would post today, in date order, each in its own transaction. Idempotent: a document
 * with any entry (posted, reversed or a reversal) is left alone, so a second run posts nothing.
 */
export async function backfillJournal(db: Db, families: readonly DocumentFamily[]): Promise<BackfillReport> {
  const report: BackfillReport = { posted: {}, empty: 0, refused: [] };
  const todo: { family: DocumentFamily; header: StoredHeader }[] = [];
  for (const family of families) {
    // a select over a table typed only by its common columns: the rows are the family's headers
    const rows = (await db.select().from(family.header).where(eq(family.header.status, 'locked'))) as StoredHeader[];
    if (!rows.length) continue;
    const done = new Set(
      (await db
        .select({ docId: glJournal.docId })
        .from(glJournal)
        .where(and(eq(glJournal.vDoc, family.vDoc), inArray(glJournal.docId, rows.map((r) => r.id))))).map((r) => r.docId),
    );
    for (const header of rows) if (!done.has(header.id)) todo.push({ family, header });
  }
  todo.sort((a, b) => a.header.datum.localeCompare(b.header.datum) || families.indexOf(a.family) - families.indexOf(b.family) || a.header.id - b.header.id);
  for (const { family, header } of todo) {
    try {
      const id = await db.transaction(async (tx) => {
        const ctx = { companyId: header.companyId, periodId: header.periodId, vDoc: family.vDoc, docId: header.id, docOznaka: header.oznaka, docOpis: header.opis };
        const posted = await postByScheme(tx, { ...ctx, datum: header.datum, vSubDoc: header.vSubDoc }, family.glFigures?.(header, await documentRepo(family).findItems(tx, header.id)) ?? {});
        // the re-costing its lock made in later issues, as a lock posts it
        await postStockCorrections(tx, ctx, 'lock');
        return posted;
      });
      if (id === null) report.empty += 1;
      else report.posted[family.vDoc] = (report.posted[family.vDoc] ?? 0) + 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      report.refused.push({ vDoc: family.vDoc, docId: header.id, oznaka: header.oznaka ?? '', reason: err.message });
    }
  }
  return report;
}
