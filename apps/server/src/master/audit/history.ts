import { and, asc, eq, sql } from 'drizzle-orm';
import type { HistoryAction, HistoryEntry } from '@knjige/contract';
import type { Tx } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { documentHistory } from './audit.tables';

export interface HistoryEvent {
  companyId: number;
  /** null: the server itself (seed, year-end carry-forward) */
  userId: number | null;
  vDoc: string;
  docId: number;
  action: HistoryAction;
  /** what the event names beyond the document (an attachment's file name) */
  detail?: string | null;
}

/** Adds an event to a document's history, in the caller's transaction (it stands or falls with the change). */
export async function recordHistory(tx: Tx, { companyId, userId, vDoc, docId, action, detail = null }: HistoryEvent): Promise<void> {
  await tx.insert(documentHistory).values({ companyId, userId, vDoc, docId, action, detail });
}

/** A document's history, oldest first, with each user's name (the caller checked the document is the company's). */
export async function readHistory(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<HistoryEntry[]> {
  const rows = await tx
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
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
