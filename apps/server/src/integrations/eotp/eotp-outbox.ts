import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EotpDocStatus } from '@knjige/contract';
import { selectRows, type Db, type Tx } from '../../platform/db/client';
import { eotpOutbox, eotpSettings } from './eotp.tables';

export type EotpOutboxRow = typeof eotpOutbox.$inferSelect;

/**
 * In the transaction of a lock: queues the goods invoice's dispatch note for eOtpremnica with its
 * own RequestId, when the company has an eOtpremnica key (as SEF's outbox: a key entered later
 * does not send the past). A document locked again after a storno keeps its row.
 */
export async function queueForEotp(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  const [key] = await tx.select({ one: sql<number>`1` }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  if (!key) return;
  await tx.insert(eotpOutbox).values({ companyId, vDoc, docId, requestId: randomUUID() }).onConflictDoNothing();
}

export async function eotpRowOf(db: Db | Tx, companyId: number, vDoc: string, docId: number): Promise<EotpOutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(eotpOutbox)
    .where(and(eq(eotpOutbox.companyId, companyId), eq(eotpOutbox.vDoc, vDoc), eq(eotpOutbox.docId, docId)));
  return row;
}

/** Takes up to `limit` rows due for sending (queued and due, or sending past the lease), marking them sending; `only` one row. */
export async function claimDueNotes(db: Db, companyId: number, limit: number, leaseMs: number, only?: number): Promise<EotpOutboxRow[]> {
  const lease = new Date(Date.now() - leaseMs).toISOString();
  const claimed = await selectRows<{ id: number }>(db, sql`
    update ${eotpOutbox} set state = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
    where id in (
      select id from ${eotpOutbox}
      where company_id = ${companyId}
        and ${only === undefined ? sql`true` : sql`id = ${only}`}
        and ((state = 'queued' and (next_attempt_at is null or next_attempt_at <= now())) or (state = 'sending' and claimed_at < ${lease}))
      order by id
      limit ${limit}
      for update skip locked)
    returning id`);
  const ids = claimed.map((r) => Number(r.id));
  if (!ids.length) return [];
  const rows = await db.select().from(eotpOutbox).where(inArray(eotpOutbox.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

export async function updateNote(db: Db | Tx, id: number, set: Partial<typeof eotpOutbox.$inferInsert>): Promise<void> {
  await db
    .update(eotpOutbox)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(eotpOutbox.id, id));
}

/**
 * Puts a row a send by hand found failed, skipped or queued back in the queue, only if it is still
 * in the state that caller read: of two callers at once one changes it, and the other's claim then
 * finds it taken (one upload, one fresh RequestId at most).
 */
export async function requeueNote(db: Db, row: Pick<EotpOutboxRow, 'id' | 'state'>, set: Partial<typeof eotpOutbox.$inferInsert>): Promise<void> {
  await db
    .update(eotpOutbox)
    .set({ ...set, state: 'queued', updatedAt: new Date() })
    .where(and(eq(eotpOutbox.id, row.id), eq(eotpOutbox.state, row.state)));
}

/** The error key of a note eOtpremnica refused in processing (its `businessMessages`). */
export const EOTP_REFUSED = 'error.eotp.refused';

/**
 * Whether a row sent again needs a new RequestId: only when eOtpremnica took the request and
 * refused the note in processing (`businessMessages`, no note made). eOtpremnica keeps one outcome
 * per RequestId, so the old one would answer the old refusal; a new one cannot make a second note,
 * there is none. Every other row goes again under its own RequestId (a 4xx, a 5xx, a lost answer,
 * a skip: a repeat of a request eOtpremnica did take makes no second note).
 */
export const needsFreshRequest = (row: EotpOutboxRow): boolean => row.state === 'failed' && row.errorKey === EOTP_REFUSED && row.documentId === null;

/** Puts rows a sender took but did not try back in the queue, untouched. */
export async function releaseNotes(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(eotpOutbox)
    .set({ state: 'queued', claimedAt: null, attempts: sql`${eotpOutbox.attempts} - 1` })
    .where(inArray(eotpOutbox.id, ids));
}

/** The row as the invoice's page shows it. */
export function noteStatusOf(row: EotpOutboxRow): EotpDocStatus {
  return {
    state: row.state,
    documentId: row.documentId,
    status: row.status,
    statusAt: row.statusAt?.toISOString() ?? null,
    errorKey: row.errorKey,
    errorMessage: row.errorMessage,
    errorCode: row.errorCode,
    attempts: row.attempts,
    requestId: row.requestId,
    receipt: row.receiptId && row.receiptStatus ? { id: row.receiptId, status: row.receiptStatus, at: row.receiptAt?.toISOString() ?? null, lines: row.receiptLines ?? [] } : null,
  };
}
