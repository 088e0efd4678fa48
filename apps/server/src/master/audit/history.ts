import type { HistoryAction, HistoryEntry } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { historyRows, insertHistory } from './history.repo';

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
  await insertHistory(tx, { companyId, userId, vDoc, docId, action, detail });
}

/** A document's history, oldest first, with each user's name (the caller checked the document is the company's). */
export async function readHistory(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<HistoryEntry[]> {
  const rows = await historyRows(tx, companyId, vDoc, docId);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
