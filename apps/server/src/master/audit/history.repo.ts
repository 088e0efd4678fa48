import { and, asc, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { documentHistory } from './audit.tables';

export async function insertHistory(tx: Tx, values: typeof documentHistory.$inferInsert): Promise<void> {
  await tx.insert(documentHistory).values(values);
}

/** A document's history rows, oldest first, with each user's name. */
export function historyRows(tx: Reader, companyId: number, vDoc: string, docId: number) {
  return tx
    .select({
      id: documentHistory.id,
      action: documentHistory.action,
      at: documentHistory.at,
      userId: documentHistory.userId,
      userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      detail: documentHistory.detail,
    })
    .from(documentHistory)
    .leftJoin(users, eq(users.id, documentHistory.userId))
    .where(and(eq(documentHistory.companyId, companyId), eq(documentHistory.vDoc, vDoc), eq(documentHistory.docId, docId)))
    .orderBy(asc(documentHistory.id));
}
