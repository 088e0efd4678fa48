import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { SefDocStatus, SefStatusRow } from '@knjige/contract';
import { selectRows, type Db, type Tx } from '../../platform/db/client';
import { keepAgencyFiguresNow } from '../agency/agency-figures.repo';
import { sefOutbox, sefSettings } from './sef.tables';

export type SefOutboxRow = typeof sefOutbox.$inferSelect;

/**
 * In the transaction of a lock: queues the document for SEF with its own requestId, when the
 * company has a SEF key (without one nothing is queued, so a key entered later does not send the
 * past; a document is sent by hand then). A document locked again after a storno keeps its row.
 */
export async function queueForSef(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  const [key] = await tx.select({ one: sql<number>`1` }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  if (!key) return;
  await tx.insert(sefOutbox).values({ companyId, vDoc, docId, requestId: randomUUID() }).onConflictDoNothing();
}

export async function outboxRowOf(db: Db | Tx, companyId: number, vDoc: string, docId: number): Promise<SefOutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(sefOutbox)
    .where(and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.vDoc, vDoc), eq(sefOutbox.docId, docId)));
  return row;
}

/** Takes up to `limit` rows due for sending (queued and due, or sending past the lease: its sender died), marking them sending. */
export async function claimDue(db: Db, companyId: number, limit: number, leaseMs: number): Promise<SefOutboxRow[]> {
  const lease = new Date(Date.now() - leaseMs).toISOString();
  const claimed = await selectRows<{ id: number }>(db, sql`
    update ${sefOutbox} set state = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
    where id in (
      select id from ${sefOutbox}
      where company_id = ${companyId}
        and ((state = 'queued' and (next_attempt_at is null or next_attempt_at <= now())) or (state = 'sending' and claimed_at < ${lease}))
      order by id
      limit ${limit}
      for update skip locked)
    returning id`);
  const ids = claimed.map((r) => Number(r.id));
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(sefOutbox)
    .where(and(eq(sefOutbox.companyId, companyId), sql`${sefOutbox.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * A send by hand takes the row: queued (due or waiting for its next try), failed or skipped, or
 * sending past the lease (its sender died), becomes sending in one statement. Of two callers at
 * once only one matches (PostgreSQL re-reads the row the other changed and finds it sending), so
 * a document is uploaded once however many ask; the other gets nothing.
 */
export async function claimForSend(db: Db, id: number, leaseMs: number): Promise<SefOutboxRow | null> {
  const lease = new Date(Date.now() - leaseMs);
  const [row] = await db
    .update(sefOutbox)
    .set({ state: 'sending', claimedAt: sql`now()`, attempts: sql`${sefOutbox.attempts} + 1`, nextAttemptAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(sefOutbox.id, id),
        or(inArray(sefOutbox.state, ['queued', 'failed', 'skipped']), and(eq(sefOutbox.state, 'sending'), lt(sefOutbox.claimedAt, lease))),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateOutbox(db: Db | Tx, id: number, set: Partial<typeof sefOutbox.$inferInsert>): Promise<void> {
  const [row] = await db
    .update(sefOutbox)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sefOutbox.id, id))
    .returning({ companyId: sefOutbox.companyId });
  // the agency's desk counts the failed and waiting sends (issue 36)
  if (row && set.state !== undefined) await keepAgencyFiguresNow(db, row.companyId);
}

/** The row as the document's page and its list show it. */
export function docStatusOf(row: SefOutboxRow): SefDocStatus {
  return {
    state: row.state,
    sefStatus: row.sefStatus,
    sefStatusAt: row.sefStatusAt?.toISOString() ?? null,
    sefComment: row.sefComment,
    salesInvoiceId: row.sefSalesInvoiceId,
    errorKey: row.errorKey,
    errorMessage: row.errorMessage,
    errorCode: row.errorCode,
    attempts: row.attempts,
    requestId: row.requestId,
  };
}

/** Puts rows a sender took but did not try back in the queue, untouched. */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(sefOutbox)
    .set({ state: 'queued', claimedAt: null, attempts: sql`${sefOutbox.attempts} - 1` })
    .where(inArray(sefOutbox.id, ids));
}

/** The SEF column of a list's page: the rows of these documents. */
export async function statusesOf(db: Db, companyId: number, vDoc: string, docIds: number[]): Promise<SefStatusRow[]> {
  if (!docIds.length) return [];
  return db
    .select({ docId: sefOutbox.docId, state: sefOutbox.state, sefStatus: sefOutbox.sefStatus, errorKey: sefOutbox.errorKey })
    .from(sefOutbox)
    .where(and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.vDoc, vDoc), inArray(sefOutbox.docId, docIds)));
}
