import type { EotpReceiptLine, EotpSyncResult } from '@knjige/contract';
import { addDays, belgradeToday } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { SefError } from '../sef/sef-errors';
import { sendDue, type SendOutcome } from '../outbox/outbox-sender';
import { XmlParseError } from '../sef/purchase/xml-tree';
import type { EotpClient } from './eotp-client';
import { eotpQueue, updateNote } from './eotp-outbox';
import { followRequest } from './eotp-follow';
import { parseReceiptAdvice } from './eotp-receipt';
import type { EotpRuntime } from './eotp-runtime';
import { sendNote } from './eotp-sender';
import { eotpClientOf, noteEotpOutcome } from './eotp-settings';
import type { EotpChange } from './eotp-types';
import { anyNoteSent, noteReceiptOf, requestsWaiting, setNoteStatusFromFeed, setSupplierFeedThrough, supplierFeedThrough } from './eotp.repo';
import { readCustomerFeed, sendQueuedReceipts } from './eotp-inbox';

const BATCH = 30;
/** Pages of one day's feed read at most in one synchronisation (a page is eOtpremnica's own size). */
const MAX_PAGES = 100;
/** How far back the feed is read when the last synchronisation is long past. */
const HISTORY_DAYS = 30;

/** Sends every due dispatch note of the company, one after another; stops when eOtpremnica refuses the key. */
function sendDueNotes(db: Db, runtime: EotpRuntime, client: EotpClient, companyId: number): Promise<Record<SendOutcome, number>> {
  return sendDue(db, eotpQueue, companyId, { leaseMs: runtime.leaseMs, batch: BATCH, sideBySide: 1 }, (row) => sendNote(db, client, row));
}

/** Every request sent whose dispatch note has no id yet, followed. */
async function followRequests(db: Db, client: EotpClient, companyId: number, now: Date): Promise<number> {
  const waiting = await requestsWaiting(db, companyId);
  let updated = 0;
  for (const row of waiting) if (await followRequest(db, client, row, now)) updated++;
  return updated;
}

/** A change of the supplier's feed applied to the outbox: a dispatch note's new status, or a receipt advice to one. */
async function applyChange(db: Db, client: EotpClient, companyId: number, change: EotpChange, now: Date): Promise<{ status: number; receipt: number }> {
  const at = change.date && !Number.isNaN(Date.parse(change.date)) ? new Date(change.date) : now;
  const note = change.data.despatchAdvice;
  if (note?.status) {
    // a day's feed is read again (today, every time): a change older than the status known is past
    const status = note.status;
    const result = await db.transaction((tx) => setNoteStatusFromFeed(tx, companyId, note.id, status, at, now));
    return { status: result.length, receipt: 0 };
  }
  const receipt = change.data.receiptAdvice;
  if (!receipt?.despatchAdviceId || !receipt.status) return { status: 0, receipt: 0 };
  const row = await noteReceiptOf(db, companyId, receipt.despatchAdviceId);
  if (!row || (row.receiptId === receipt.id && row.receiptStatus === receipt.status)) return { status: 0, receipt: 0 };
  let lines: EotpReceiptLine[] | null = null;
  if (row.receiptId !== receipt.id) {
    try {
      lines = parseReceiptAdvice(await client.documentXml('suppliers', 'receipt-advices', receipt.id)).lines;
    } catch (err) {
      // a receipt advice whose XML does not read is kept with its status, without lines
      if (!(err instanceof XmlParseError)) throw err;
      lines = [];
    }
  }
  await db.transaction((tx) => updateNote(tx, row.id, { receiptId: receipt.id, receiptStatus: receipt.status, receiptAt: at, ...(lines ? { receiptLines: lines } : {}) }));
  return { status: 0, receipt: 1 };
}

/**
 * The supplier's feed, each day from the one after the last read to its end through today (today
 * again at every synchronisation: it is not over), every page); its changes applied in order.
 */
async function readSupplierFeed(db: Db, client: EotpClient, companyId: number, now: Date): Promise<{ statuses: number; receipts: number }> {
  const feedThrough = await supplierFeedThrough(db, companyId);
  const today = belgradeToday(now);
  const oldest = addDays(today, -HISTORY_DAYS);
  let day = feedThrough ? addDays(feedThrough, 1) : addDays(today, -1);
  if (day < oldest) day = oldest;
  const totals = { statuses: 0, receipts: 0 };
  for (; day <= today; day = addDays(day, 1)) {
    for (let page = 0; page < MAX_PAGES; page++) {
      const items = await client.supplierChanges(day, page);
      if (!items.length) break;
      for (const change of items) {
        const applied = await applyChange(db, client, companyId, change, now);
        totals.statuses += applied.status;
        totals.receipts += applied.receipt;
      }
    }
    if (day < today) await db.transaction((tx) => setSupplierFeedThrough(tx, companyId, day));
  }
  return totals;
}

/** One synchronisation of the company's dispatch notes: send what is due, follow the requests and the feed. Null without a key. */
export async function syncEotp(db: Db, runtime: EotpRuntime, companyId: number, now = new Date()): Promise<EotpSyncResult | null> {
  const client = await eotpClientOf(db, runtime, companyId);
  if (!client) return null;
  const counts = await sendDueNotes(db, runtime, client, companyId);
  const result: EotpSyncResult = { sent: counts.sent, failed: counts.failed, skipped: counts.skipped, statusesUpdated: 0, receipts: 0 };
  if (counts['key-refused'] > 0) {
    await noteEotpOutcome(db, companyId, new SefError('unauthorized'));
    return result;
  }
  try {
    // the notes our suppliers sent us, and our receipt advices waiting to go
    await readCustomerFeed(db, client, companyId, now);
    await sendQueuedReceipts(db, client, companyId);
    // a company that never sent a dispatch note (none to follow, the feed is not read) costs one query here, no call
    if (await anyNoteSent(db, companyId)) {
      result.statusesUpdated += await followRequests(db, client, companyId, now);
      const feed = await readSupplierFeed(db, client, companyId, now);
      result.statusesUpdated += feed.statuses;
      result.receipts = feed.receipts;
      await noteEotpOutcome(db, companyId, 'ok');
    }
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    await noteEotpOutcome(db, companyId, err);
  }
  return result;
}
