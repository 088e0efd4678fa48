import type { SefSyncResult } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import { claimDue, releaseClaims } from './sef-outbox';
import type { SefRuntime } from './sef-runtime';
import { type SendOutcome, sendRow } from './sef-sender';
import { noteSefOutcome, sefClientOf } from './sef-settings';
import { pullStatuses } from './sef-status-sync';
import { syncPurchases } from './purchase/purchase-sync';
import { sefSettings } from './sef.tables';
import { syncEotp } from '../eotp/eotp-sync';
import { eotpSettings } from '../eotp/eotp.tables';

/** Rows taken at once, and sent side by side (SEF's limit of 3 calls a second is the client's). */
const BATCH = 30;
const SIDE_BY_SIDE = 3;

/** Sends every due row of the company; stops when SEF refuses the key. */
export async function sendDue(db: Db, runtime: SefRuntime, client: SefClient, companyId: number): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, skipped: 0, later: 0, 'key-refused': 0 };
  const tried = new Set<number>();
  for (;;) {
    const claimed = await claimDue(db, companyId, BATCH, runtime.leaseMs);
    // a row tried in this run and due again at once waits for the next run
    const again = claimed.filter((r) => tried.has(r.id));
    await releaseClaims(db, again.map((r) => r.id));
    const rows = claimed.filter((r) => !tried.has(r.id));
    if (!rows.length) return counts;
    let next = 0;
    const worker = async () => {
      while (next < rows.length && counts['key-refused'] === 0) {
        const row = rows[next++]!;
        tried.add(row.id);
        counts[await sendRow(db, runtime, client, row)]++;
      }
    };
    await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
    // rows taken but not tried after the key was refused go back to the queue as they were
    if (counts['key-refused'] > 0) {
      await releaseClaims(db, rows.filter((r) => !tried.has(r.id)).map((r) => r.id));
      return counts;
    }
  }
}

/**
 * One synchronisation of a company: SEF's part, then eOtpremnica's dispatch notes (issue 24). Null
 * without either key.
 */
export async function syncCompany(db: Db, runtime: SefRuntime, companyId: number): Promise<SefSyncResult | null> {
  const sef = await syncSef(db, runtime, companyId);
  const eotp = await syncEotp(db, runtime.eotp, companyId);
  if (!sef && !eotp) return null;
  return { ...(sef ?? { sent: 0, failed: 0, skipped: 0, statusesUpdated: 0 }), ...(eotp ? { eotp } : {}) };
}

/** SEF's part of a synchronisation: send what is due, then bring SEF's statuses and the purchase invoices in. Null without a key. */
async function syncSef(db: Db, runtime: SefRuntime, companyId: number): Promise<SefSyncResult | null> {
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) return null;
  const counts = await sendDue(db, runtime, client, companyId);
  if (counts['key-refused'] > 0) {
    await noteSefOutcome(db, companyId, new SefError('unauthorized'), true);
    return { sent: counts.sent, failed: counts.failed, skipped: counts.skipped, statusesUpdated: 0 };
  }
  let statusesUpdated = 0;
  try {
    statusesUpdated = await pullStatuses(db, client, companyId);
    await noteSefOutcome(db, companyId, 'ok', true);
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    await noteSefOutcome(db, companyId, err, true);
  }
  const purchases = await syncPurchases(db, client, companyId);
  return { sent: counts.sent, failed: counts.failed, skipped: counts.skipped, statusesUpdated, purchases };
}

/** The companies a periodic synchronisation visits: those with a SEF key or an eOtpremnica key. */
export async function companiesWithKeys(db: Db): Promise<number[]> {
  const rows = await db.select({ companyId: sefSettings.companyId }).from(sefSettings).union(db.select({ companyId: eotpSettings.companyId }).from(eotpSettings));
  return rows.map((r) => r.companyId).sort((a, b) => a - b);
}

/** Every SEF_SYNC_MINUTES: a synchronisation of every company with a key (SEF's or eOtpremnica's), one after another; none overlaps the last. */
export function startSefTimer(db: Db, runtime: SefRuntime, minutes: number, log: (err: unknown) => void): () => void {
  if (minutes <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      for (const companyId of await companiesWithKeys(db)) await syncCompany(db, runtime, companyId).catch(log);
    })()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
