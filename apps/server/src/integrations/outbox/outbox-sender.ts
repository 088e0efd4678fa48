import type { XmlData } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { SefError } from '../sef/sef-errors';
import type { OutboxChange, OutboxRepo, OutboxRow } from './outbox.repo';

export type SendOutcome = 'sent' | 'failed' | 'skipped' | 'later' | 'key-refused';

/** The wait before a document is tried again after the service could not be reached: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Why a document is not sent: failed (the user fixes something) or skipped (not for this service). */
export interface Refusal {
  outcome: 'failed' | 'skipped';
  errorKey: string;
  errorMessage?: string | null;
  errorCode?: string | null;
}

export const refusal = (outcome: Refusal['outcome'], errorKey: string, errorMessage: string | null = null, errorCode: string | null = null): Refusal => ({
  outcome,
  errorKey,
  errorMessage,
  errorCode,
});

/** What one outbox does with a claimed row's document: what keeps it from going, and the calls that send it. */
export interface Delivery<Row extends OutboxRow, Change extends OutboxChange> {
  /** Why the document cannot go (checked before any call): the document's own reason (`AppError`: a 409 skips) or this service's. */
  refuse(data: XmlData | AppError): Refusal | null;
  /** The calls: what the row records once the service took it, or why it is not sent after all. */
  deliver(data: XmlData, row: Row): Promise<{ sent: Change } | { refused: Refusal }>;
  /** What the user reads of the service's failure. */
  messageKey(err: SefError): string;
}

/** What the document says, or why it cannot be sent (a draft or storno, a supplier's note, gone). */
async function documentOf(db: Db, row: { companyId: number; vDoc: string; docId: number }): Promise<XmlData | AppError> {
  try {
    return await loadXmlData(db, row.companyId, row.vDoc, row.docId);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/**
 * Sends one claimed row under its requestId and records the answer. Never throws for what the
 * service or the document say; `key-refused` tells the caller to stop (every other row would be
 * refused too). A refused key, a service out of reach, or an answer that could not be read (the
 * service may have the document) queue the row again under the same requestId: a repeat of a
 * request the service took makes no second document.
 */
export async function sendClaimed<Row extends OutboxRow, Change extends OutboxChange>(
  db: Db,
  repo: OutboxRepo<Row, Change>,
  delivery: Delivery<Row, Change>,
  row: Row,
): Promise<SendOutcome> {
  const settle = async (r: Refusal) => {
    await db.transaction((tx) => repo.update(tx, row.id, { state: r.outcome, errorKey: r.errorKey, errorMessage: r.errorMessage ?? null, errorCode: r.errorCode ?? null, claimedAt: null, nextAttemptAt: null }));
    return r.outcome;
  };
  const data = await documentOf(db, row);
  const refused = delivery.refuse(data);
  if (refused) return settle(refused);
  if (data instanceof AppError) return settle(refusal(data.statusCode === 409 ? 'skipped' : 'failed', data.message));
  try {
    const done = await delivery.deliver(data, row);
    if ('refused' in done) return settle(done.refused);
    const sent: OutboxChange = done.sent;
    await db.transaction((tx) => repo.update(tx, row.id, { ...sent, state: 'sent', sentAt: new Date(), claimedAt: null, nextAttemptAt: null, errorKey: null, errorMessage: null, errorCode: null }));
    return 'sent';
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    const detail = { errorKey: delivery.messageKey(err), errorMessage: err.detail.sefMessage ?? null, errorCode: err.errorCode };
    if (err.kind === 'rejected') return settle({ outcome: 'failed', ...detail });
    const later = err.kind === 'unauthorized' ? null : new Date(Date.now() + retryDelayMs(row.attempts));
    await db.transaction((tx) => repo.update(tx, row.id, { state: 'queued', ...detail, claimedAt: null, nextAttemptAt: later }));
    return err.kind === 'unauthorized' ? 'key-refused' : 'later';
  }
}

/**
 * Sends every due row of the company, `sideBySide` at once; stops when the service refuses the
 * key. A row tried in this run and due again at once waits for the next run.
 */
export async function sendDue<Row extends OutboxRow, Change extends OutboxChange>(
  db: Db,
  repo: OutboxRepo<Row, Change>,
  companyId: number,
  options: { leaseMs: number; batch: number; sideBySide: number },
  send: (row: Row) => Promise<SendOutcome>,
): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, skipped: 0, later: 0, 'key-refused': 0 };
  const tried = new Set<number>();
  for (;;) {
    const claimed = await db.transaction((tx) => repo.claimDue(tx, companyId, options.batch, options.leaseMs));
    await db.transaction((tx) => repo.release(tx, claimed.filter((r) => tried.has(r.id)).map((r) => r.id)));
    const rows = claimed.filter((r) => !tried.has(r.id));
    if (!rows.length) return counts;
    let next = 0;
    const worker = async () => {
      while (next < rows.length && counts['key-refused'] === 0) {
        const row = rows[next++]!;
        tried.add(row.id);
        counts[await send(row)]++;
      }
    };
    await Promise.all(Array.from({ length: options.sideBySide }, worker));
    // rows taken but not tried after the key was refused go back to the queue as they were
    if (counts['key-refused'] > 0) {
      await db.transaction((tx) => repo.release(tx, rows.filter((r) => !tried.has(r.id)).map((r) => r.id)));
      return counts;
    }
  }
}
