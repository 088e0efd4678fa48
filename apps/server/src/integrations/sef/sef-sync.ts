import type { SefSyncResult } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import { sefQueue } from './sef-outbox';
import { sendDue as sendDueRows } from '../outbox/outbox-sender';
import type { SefRuntime } from './sef-runtime';
import { type SendOutcome, sendRow } from './sef-sender';
import { noteSefOutcome, sefClientOf } from './sef-settings';
import { pullStatuses } from './sef-status-sync';
import { syncPurchases } from './purchase/purchase-sync';
import { companyIdsWithKeys, eotpProblemSince, hasAnyKey, markSyncEnded, markSyncStarted } from './sef-sync-progress.repo';
import { syncEotp } from '../eotp/eotp-sync';

/** Rows taken at once, and sent side by side (SEF's limit of 3 calls a second is the client's). */
const BATCH = 30;
const SIDE_BY_SIDE = 3;

/** Sends every due row of the company; stops when SEF refuses the key. */
export function sendDue(db: Db, runtime: SefRuntime, client: SefClient, companyId: number): Promise<Record<SendOutcome, number>> {
  return sendDueRows(db, sefQueue, companyId, { leaseMs: runtime.leaseMs, batch: BATCH, sideBySide: SIDE_BY_SIDE }, (row) => sendRow(db, runtime, client, row));
}

/** What SEF's part of a synchronisation did, and whether SEF refused the key or could not be reached. */
interface SefPart {
  result: SefSyncResult;
  keyRefused: boolean;
  error: string | null;
}

const REFUSED = new SefError('unauthorized');

/**
 * One synchronisation of a company: SEF's part, then eOtpremnica's dispatch notes (docs/decisions.md#electronic-dispatch-notes), its
 * start and end kept in `sef_sync_progress` for the agency's desk. A key SEF refuses (401/403)
 * stops SEF's part of this company at once and marks the key refused; eOtpremnica's own key still
 * goes. Null without either key (no row written).
 */
export async function syncCompany(db: Db, runtime: SefRuntime, companyId: number): Promise<SefSyncResult | null> {
  if (!(await hasAnyKey(db, companyId))) return null;
  const startedAt = new Date();
  await db.transaction((tx) => markSyncStarted(tx, companyId, startedAt));
  try {
    const sef = await syncSef(db, runtime, companyId);
    const eotp = await syncEotp(db, runtime.eotp, companyId);
    const eotpProblem = eotp ? await eotpProblemSince(db, companyId, startedAt) : null;
    const eotpKeyRefused = eotpProblem === 'error.eotp.unauthorized';
    const keyRefused = !!sef?.keyRefused || eotpKeyRefused;
    const error = sef?.error ?? eotpProblem;
    const result = sef?.result ?? { sent: 0, failed: 0, skipped: 0, statusesUpdated: 0 };
    await db.transaction((tx) => markSyncEnded(tx,
      companyId,
      {
        state: keyRefused ? 'key-refused' : error ? 'error' : 'done',
        sefKeyRefused: !!sef?.keyRefused,
        eotpKeyRefused,
        sent: result.sent,
        failed: result.failed,
        skipped: result.skipped,
        statusesUpdated: result.statusesUpdated + (eotp?.statusesUpdated ?? 0),
        purchasesAdded: result.purchases?.added ?? 0,
        purchasesUpdated: result.purchases?.updated ?? 0,
        notesSent: eotp?.sent ?? 0,
        receipts: eotp?.receipts ?? 0,
        error,
      },
      new Date(),
    ));
    return { ...result, ...(eotp ? { eotp } : {}) };
  } catch (err) {
    await db.transaction((tx) => markSyncEnded(tx, companyId, { ...NOTHING, state: 'error', error: 'error.internal' }, new Date())).catch(() => undefined);
    throw err;
  }
}

const NOTHING = { sefKeyRefused: false, eotpKeyRefused: false, sent: 0, failed: 0, skipped: 0, statusesUpdated: 0, purchasesAdded: 0, purchasesUpdated: 0, notesSent: 0, receipts: 0 };

/**
 * SEF's part of a synchronisation: send what is due, then bring SEF's statuses and the purchase
 * invoices in. A refused key ends it where it is met (every next call would be refused too). Null
 * without a key.
 */
async function syncSef(db: Db, runtime: SefRuntime, companyId: number): Promise<SefPart | null> {
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) return null;
  const counts = await sendDue(db, runtime, client, companyId);
  const result: SefSyncResult = { sent: counts.sent, failed: counts.failed, skipped: counts.skipped, statusesUpdated: 0 };
  if (counts['key-refused'] > 0) {
    await noteSefOutcome(db, companyId, REFUSED, true);
    return { result, keyRefused: true, error: REFUSED.messageKey };
  }
  let error: string | null = null;
  try {
    result.statusesUpdated = await pullStatuses(db, client, companyId);
    await noteSefOutcome(db, companyId, 'ok', true);
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    await noteSefOutcome(db, companyId, err, true);
    if (err.kind === 'unauthorized') return { result, keyRefused: true, error: err.messageKey };
    error = err.messageKey;
  }
  const purchases = await syncPurchases(db, client, companyId);
  result.purchases = purchases;
  const keyRefused = purchases.error === REFUSED.messageKey;
  return { result, keyRefused, error: error ?? purchases.error };
}

/** The companies a periodic synchronisation visits: those with a SEF key or an eOtpremnica key. */
export async function companiesWithKeys(db: Db): Promise<number[]> {
  return companyIdsWithKeys(db);
}

/**
 * Companies synchronised side by side. Each company's calls wait for its own key's limiter (3 a
 * second), so running them together costs SEF nothing more per key; the bound keeps a very large
 * agency's memory and database connections in hand.
 */
export const COMPANIES_SIDE_BY_SIDE = 300;

/**
 * A synchronisation of each of these companies, side by side (`sideBySide` at once): a company
 * whose key SEF refuses stops alone, a company that fails for another reason is logged and the
 * others go on. Each company's progress is in `sef_sync_progress`.
 */
export async function syncCompanies(db: Db, runtime: SefRuntime, companyIds: number[], log: (err: unknown, companyId: number) => void, sideBySide = COMPANIES_SIDE_BY_SIDE): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < companyIds.length) {
      const companyId = companyIds[next++]!;
      await syncCompany(db, runtime, companyId).catch((err: unknown) => log(err, companyId));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(sideBySide, companyIds.length)) }, worker));
}

/** Every SEF_SYNC_MINUTES: a synchronisation of every company with a key (SEF's or eOtpremnica's), side by side across keys; none overlaps the last. */
export function startSefTimer(db: Db, runtime: SefRuntime, minutes: number, log: (err: unknown) => void): () => void {
  if (minutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      await syncCompanies(db, runtime, await companiesWithKeys(db), log);
    })()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
