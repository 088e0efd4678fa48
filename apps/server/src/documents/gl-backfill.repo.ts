import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Reader } from '../platform/db/client';
import { glJournal } from '../platform/db/schema';
import type { DocumentFamily, StoredHeader } from './family';

/** A family's locked headers. */
export async function lockedHeaders(tx: Reader, family: DocumentFamily): Promise<StoredHeader[]> {
  // a select over a table typed only by its common columns: the rows are the family's headers
  return (await tx.select().from(family.header).where(eq(family.header.status, 'locked'))) as StoredHeader[];
}

/** Which of a family's documents have a journal entry (posted, reversed or a reversal). */
export async function documentsWithEntry(tx: Reader, vDoc: string, docIds: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ docId: glJournal.docId })
    .from(glJournal)
    .where(and(eq(glJournal.vDoc, vDoc), inArray(glJournal.docId, docIds)));
  return new Set(rows.map((r) => r.docId));
}

/** A family's locked documents with re-costing rows whose entry was posted before re-costing was (no entry line names a `recost` figure). */
export async function pendingRecosts(tx: Reader, family: DocumentFamily) {
  return selectRows<{ docId: number }>(
    tx,
    sql`select distinct s.doc_id as "docId" from stock_ledger s join ${family.header} h on h.id = s.doc_id and h.status = 'locked'
          where s.v_doc = ${family.vDoc} and s.kind = 'recost' and not s.reversal
            and exists (select 1 from gl_journal j where j.v_doc = s.v_doc and j.doc_id = s.doc_id)
            and not exists (select 1 from gl_journal_line l where l.v_doc = s.v_doc and l.doc_id = s.doc_id and l.opis like 'recost%')
          order by 1`,
  );
}

export async function headerById(tx: Reader, family: DocumentFamily, docId: number): Promise<StoredHeader | undefined> {
  const [header] = (await tx.select().from(family.header).where(eq(family.header.id, docId))) as StoredHeader[];
  return header;
}
