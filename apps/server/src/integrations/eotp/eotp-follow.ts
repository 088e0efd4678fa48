import { belgradeDate } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import type { EotpClient } from './eotp-client';
import { EOTP_REFUSED, type EotpOutboxRow, updateNote } from './eotp-outbox';
import type { EotpChange } from './eotp-types';

/**
 * A request sent whose dispatch note has no id yet: eOtpremnica's request status gives the id and
 * first status, or the `businessMessages` of a note it refused (the row fails with them). False
 * while eOtpremnica has no outcome for it yet.
 */
export async function followRequest(db: Db, client: EotpClient, row: EotpOutboxRow, now: Date): Promise<boolean> {
  const days = [...new Set([belgradeDate(row.sentAt ?? now), belgradeDate(now)])];
  let item: EotpChange | undefined;
  for (const day of days) {
    item = (await client.requestChanges(day, { requestId: row.requestId })).find((c) => c.requestId === row.requestId);
    if (item) break;
  }
  if (!item) return false;
  const note = item.data.despatchAdvice;
  if (item.businessMessages.length && !note) {
    const [first] = item.businessMessages;
    await db.transaction((tx) => updateNote(tx, row.id, { state: 'failed', errorKey: EOTP_REFUSED, errorMessage: businessText(item) || null, errorCode: first?.code ?? null }));
    return true;
  }
  if (!note) return false;
  await db.transaction((tx) => updateNote(tx, row.id, { documentId: note.id, status: note.status, statusAt: item.date ? new Date(item.date) : now }));
  return true;
}

/** The `businessMessages` of a request as one text: `code: details` a line. */
export const businessText = (item: EotpChange): string => item.businessMessages.map((m) => [m.code, m.details].filter(Boolean).join(': ')).join('\n');
