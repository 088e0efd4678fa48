import type { Db } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { documentRepo } from './document.repo';
import type { DocumentFamily, StoredHeader } from './family';
import { postByScheme } from '../ledgers/posting-schemes';
import { postStockCorrections, RECOST_SCHEME } from '../ledgers/stock-corrections';
import { documentsWithEntry, headerById, lockedHeaders, pendingRecosts } from './gl-backfill.repo';

export interface BackfillReport {
  /** entries posted, per family */
  posted: Record<string, number>;
  /** documents whose family has no scheme or whose figures came to nothing */
  empty: number;
  /** documents refused, with the rule each broke (a closed period, an unbalanced scheme) */
  refused: { vDoc: string; docId: number; oznaka: string; reason: string }[];
}

/**
 * The one-time backfill (docs/decisions.md#posting-schemes): every locked document without a journal entry gets the entry
 * its lock would post today, in date order, each in its own transaction. Idempotent: a document
 * with any entry (posted, reversed or a reversal) is left alone, so a second run posts nothing;
 * a locked document posted before its re-costing was gets that posted (`posted.recost`).
 */
export async function backfillJournal(db: Db, families: readonly DocumentFamily[]): Promise<BackfillReport> {
  const report: BackfillReport = { posted: {}, empty: 0, refused: [] };
  const todo: { family: DocumentFamily; header: StoredHeader }[] = [];
  for (const family of families) {
    const rows = await lockedHeaders(db, family);
    if (!rows.length) continue;
    const done = await documentsWithEntry(
      db,
      family.vDoc,
      rows.map((r) => r.id),
    );
    for (const header of rows) if (!done.has(header.id)) todo.push({ family, header });
  }
  todo.sort((a, b) => a.header.datum.localeCompare(b.header.datum) || families.indexOf(a.family) - families.indexOf(b.family) || a.header.id - b.header.id);
  for (const { family, header } of todo) {
    try {
      const id = await db.transaction(async (tx) => {
        const ctx = { companyId: header.companyId, periodId: header.periodId, vDoc: family.vDoc, docId: header.id, docOznaka: header.oznaka, docOpis: header.opis };
        const items = await documentRepo(family).findItems(tx, header.id);
        const posted = await postByScheme(
          tx,
          { ...ctx, datum: header.datum, vSubDoc: header.vSubDoc },
          (await family.glFigures?.(header, items, tx, ctx.companyId)) ?? {},
          (await family.glAccounts?.(tx, ctx.companyId, header)) ?? {},
          (await family.glLines?.(tx, ctx.companyId, header, items)) ?? [],
        );
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
  await backfillCorrections(db, families, report);
  return report;
}

/**
 * The re-costing of documents whose entry was posted before re-costing was posted: their `recost`
 * rows, once (an entry line naming a `recost` figure marks it done), counted as `posted.recost`.
 */
async function backfillCorrections(db: Db, families: readonly DocumentFamily[], report: BackfillReport): Promise<void> {
  for (const family of families) {
    const pending = await pendingRecosts(db, family);
    for (const { docId } of pending) {
      const header = await headerById(db, family, docId);
      if (!header) continue;
      try {
        await db.transaction((tx) =>
          postStockCorrections(tx, { companyId: header.companyId, periodId: header.periodId, vDoc: family.vDoc, docId, docOznaka: header.oznaka, docOpis: header.opis }, 'lock'),
        );
        report.posted[RECOST_SCHEME] = (report.posted[RECOST_SCHEME] ?? 0) + 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        report.refused.push({ vDoc: family.vDoc, docId, oznaka: header.oznaka ?? '', reason: err.message });
      }
    }
  }
}
