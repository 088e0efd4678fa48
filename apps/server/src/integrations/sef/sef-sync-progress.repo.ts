import { eq } from 'drizzle-orm';
import type { SefSyncState } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { eotpSettings } from '../eotp/eotp.tables';
import { sefSettings, sefSyncProgress } from './sef.tables';

export type SefSyncProgressRow = typeof sefSyncProgress.$inferSelect;

/** What one company's synchronisation did, as its row keeps it. */
export interface SyncOutcome {
  state: Exclude<SefSyncState, 'running'>;
  sefKeyRefused: boolean;
  eotpKeyRefused: boolean;
  sent: number;
  failed: number;
  skipped: number;
  statusesUpdated: number;
  purchasesAdded: number;
  purchasesUpdated: number;
  notesSent: number;
  receipts: number;
  error: string | null;
}

/** A synchronisation of the company starts: its row says running, the last one's counts and key flags stay until it ends. */
export async function markSyncStarted(db: Tx, companyId: number, at: Date): Promise<void> {
  await db
    .insert(sefSyncProgress)
    .values({ companyId, state: 'running', startedAt: at, finishedAt: null })
    .onConflictDoUpdate({ target: sefSyncProgress.companyId, set: { state: 'running', startedAt: at, finishedAt: null } });
}

/** The synchronisation ended: its state, counts and the keys' answer. */
export async function markSyncEnded(db: Tx, companyId: number, outcome: SyncOutcome, at: Date): Promise<void> {
  await db
    .update(sefSyncProgress)
    .set({ ...outcome, finishedAt: at, ...(outcome.state === 'done' ? { lastDoneAt: at } : {}) })
    .where(eq(sefSyncProgress.companyId, companyId));
}

export async function syncProgressOf(db: Reader, companyId: number): Promise<SefSyncProgressRow | undefined> {
  const [row] = await db.select().from(sefSyncProgress).where(eq(sefSyncProgress.companyId, companyId));
  return row;
}

/** Whether the company has a SEF key or an eOtpremnica key. */
export async function hasAnyKey(db: Reader, companyId: number): Promise<boolean> {
  const [sef] = await db.select({ id: sefSettings.companyId }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  if (sef) return true;
  const [eotp] = await db.select({ id: eotpSettings.companyId }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  return !!eotp;
}

/** eOtpremnica's failure noted during this synchronisation (its sync notes it on its settings), or null. */
export async function eotpProblemSince(db: Reader, companyId: number, since: Date): Promise<string | null> {
  const [row] = await db.select({ lastError: eotpSettings.lastError, lastErrorAt: eotpSettings.lastErrorAt }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  return row?.lastError && row.lastErrorAt && row.lastErrorAt >= since ? row.lastError : null;
}

/** The companies with a SEF key or an eOtpremnica key, by id. */
export async function companyIdsWithKeys(db: Reader): Promise<number[]> {
  const rows = await db.select({ companyId: sefSettings.companyId }).from(sefSettings).union(db.select({ companyId: eotpSettings.companyId }).from(eotpSettings));
  return rows.map((r) => r.companyId).sort((a, b) => a - b);
}
