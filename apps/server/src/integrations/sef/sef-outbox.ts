import type { SefDocStatus } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { keepAgencyFiguresNow } from '../agency/agency-figures';
import { outboxRepo } from '../outbox/outbox.repo';
import { sefOutbox, sefSettings } from './sef.tables';

export type SefOutboxRow = typeof sefOutbox.$inferSelect;

/** SEF's outbox: the agency's desk counts its failed and waiting sends (docs/decisions.md#the-desk), so a change of state updates them. */
export const sefQueue = outboxRepo(sefOutbox, sefSettings, keepAgencyFiguresNow);

/** In the transaction of a lock: queues the document for SEF (when the company has a SEF key). */
export const queueForSef = (tx: Tx, companyId: number, vDoc: string, docId: number) => sefQueue.queue(tx, companyId, vDoc, docId);
export const outboxRowOf = (db: Reader, companyId: number, vDoc: string, docId: number) => sefQueue.rowOf(db, companyId, vDoc, docId);
export const updateOutbox = (db: Tx, id: number, set: Partial<typeof sefOutbox.$inferInsert>) => sefQueue.update(db, id, set);

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

/** The SEF column of a list's page: the rows of these documents. */
export { statusesOf } from './sef-status.repo';
