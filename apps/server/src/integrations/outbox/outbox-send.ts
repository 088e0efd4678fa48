import type { Db } from '../../platform/db/client';
import type { OutboxChange, OutboxRepo, OutboxRow } from './outbox.repo';

/**
 * A send by hand takes the document's row (made now when the lock did not queue it), with `fresh`
 * written as it is taken (a new requestId where the old one keeps a refusal). The same requestId
 * on every other try: if an earlier one reached the service, it answers with that document. What
 * cannot be taken says why: already sent, or being sent right now (also to the second of two
 * asking at once).
 */
export async function takeForSend<Row extends OutboxRow, Change extends OutboxChange>(
  db: Db,
  repo: OutboxRepo<Row, Change>,
  leaseMs: number,
  doc: { companyId: number; vDoc: string; docId: number },
  fresh?: (row: Row) => Change,
): Promise<Row | 'sent' | 'sending'> {
  const { companyId, vDoc, docId } = doc;
  const row = (await repo.rowOf(db, companyId, vDoc, docId)) ?? (await db.transaction((tx) => repo.rowMade(tx, companyId, vDoc, docId)));
  if (!row) return 'sending';
  const claimed = await db.transaction((tx) => repo.claimForSend(tx, row.id, leaseMs, fresh?.(row)));
  if (claimed) return claimed;
  const now = await repo.rowOf(db, companyId, vDoc, docId);
  return now?.state === 'sent' ? 'sent' : 'sending';
}
