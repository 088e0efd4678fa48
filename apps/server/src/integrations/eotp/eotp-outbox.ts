import type { EotpDocStatus } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { outboxRepo } from '../outbox/outbox.repo';
import { eotpOutbox, eotpSettings } from './eotp.tables';

export type EotpOutboxRow = typeof eotpOutbox.$inferSelect;

/** eOtpremnica's outbox: the dispatch note of each goods invoice. */
export const eotpQueue = outboxRepo(eotpOutbox, eotpSettings);

/** In the transaction of a lock: queues the goods invoice's dispatch note (when the company has an eOtpremnica key). */
export const queueForEotp = (tx: Tx, companyId: number, vDoc: string, docId: number) => eotpQueue.queue(tx, companyId, vDoc, docId);
export const eotpRowOf = (db: Reader, companyId: number, vDoc: string, docId: number) => eotpQueue.rowOf(db, companyId, vDoc, docId);
export const updateNote = (db: Tx, id: number, set: Partial<typeof eotpOutbox.$inferInsert>) => eotpQueue.update(db, id, set);

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
