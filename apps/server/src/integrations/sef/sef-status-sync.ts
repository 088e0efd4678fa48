import { addDays, belgradeToday } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import type { SefSalesStatus } from '@knjige/contract';
import type { SimpleSalesInvoice } from './sef-types';
import { updateOutbox } from './sef-outbox';
import { applySalesChange, changesThrough, sentWithOpenStatus, setChangesThrough } from './sef-status.repo';

/** SEF keeps its change history about a month (docs/domain.md#sales-invoices-on-sef). */
const HISTORY_DAYS = 30;
/** SEF statuses that still change without us: the invoice is on its way or waits for the buyer. */
const OPEN_STATUSES = ['New', 'Draft', 'Sending', 'Sent'];


/**
 * Brings SEF's statuses into the outbox: each past day not read yet through `changes` (one call a
 * day, from the day before the first sync on), and the invoices sent within the last day whose
 * status is still open one by one (SEF's `changes` does not take today).
 */
export async function pullStatuses(db: Db, client: SefClient, companyId: number, now = new Date()): Promise<number> {
  let updated = 0;
  const through = await changesThrough(db, companyId);
  const today = belgradeToday(now);
  const yesterday = addDays(today, -1);
  const oldest = addDays(today, -HISTORY_DAYS);
  let next = through ? addDays(through, 1) : yesterday;
  if (next < oldest) next = oldest;
  for (; next <= yesterday; next = addDays(next, 1)) {
    const changes = (await client.salesInvoiceChanges(next)).sort((a, b) => a.eventId - b.eventId);
    for (const change of changes) {
      const result = await db.transaction((tx) => applySalesChange(tx, companyId, change));
      updated += result.length;
    }
    await db.transaction((tx) => setChangesThrough(tx, companyId, next));
  }
  const recent = await sentWithOpenStatus(db, companyId, new Date(now.getTime() - 86_400_000), OPEN_STATUSES);
  const statusOf = await recentStatuses(client, recent.map((r) => r.salesInvoiceId).filter((id): id is number => id !== null), yesterday, today);
  for (const row of recent) {
    if (row.salesInvoiceId === null) continue;
    const status = await statusOf(row.salesInvoiceId, row.sefStatus);
    if (!status || status.status === row.sefStatus) continue;
    const at = status.lastModifiedUtc ? new Date(status.lastModifiedUtc) : now;
    await db.transaction((tx) => updateOutbox(tx, row.id, { sefStatus: status.status, sefStatusAt: Number.isNaN(at.getTime()) ? now : at, sefComment: status.comment }));
    updated++;
  }
  return updated;
}

/** With at most this many invoices to follow, each is read on its own; past it, SEF's lists by status. */
const ONE_BY_ONE = 6;
/** The statuses an invoice reaches after its send, listed by `sales-invoice/ids` one call each. */
const AFTER_SEND: SefSalesStatus[] = ['Sent', 'Mistake', 'Approved', 'Rejected', 'Cancelled', 'Storno'];
/** Statuses whose comment matters (why it failed, why the buyer refused): read on their own. */
const WITH_COMMENT: SefSalesStatus[] = ['Mistake', 'Rejected'];

/**
 * How the statuses of the invoices sent within the last day are read: each on its own when few, or
 * the few lists of SEF's ids by status when many (a thousand invoices sent cost six calls, not a
 * thousand), then the rejected and failed ones on their own for SEF's comment.
 */
async function recentStatuses(client: SefClient, ids: number[], dateFrom: string, dateTo: string) {
  type Status = Pick<SimpleSalesInvoice, 'status' | 'comment' | 'lastModifiedUtc'>;
  if (ids.length <= ONE_BY_ONE) return (id: number): Promise<Status | null> => client.salesInvoice(id);
  const listed = new Map<number, SefSalesStatus>();
  for (const status of AFTER_SEND) for (const id of await client.salesInvoiceIds({ status, dateFrom, dateTo })) listed.set(id, status);
  return async (id: number, known: string | null): Promise<Status | null> => {
    const status = listed.get(id);
    if (!status || status === known) return null;
    if (WITH_COMMENT.includes(status)) return client.salesInvoice(id);
    return { status, comment: null, lastModifiedUtc: null };
  };
}
