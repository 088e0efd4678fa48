import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { pullPurchases } from './purchase/purchase-sync';
import type { SefClient } from './sef-client';
import { sefRuntime } from './sef-runtime';
import { saveSefKey } from './sef-settings';
import { pullStatuses } from './sef-status-sync';

const t = useTestApp();

/** A client that answers nothing new and keeps the days it was asked about. */
function recordingClient() {
  const asked: string[] = [];
  const client = {
    salesInvoiceChanges: async (date: string) => (asked.push(`sales-changes ${date}`), []),
    salesInvoice: async () => {
      throw new Error('not asked');
    },
    salesInvoiceIds: async () => [],
    purchaseInvoiceChanges: async (date: string) => (asked.push(`purchase-changes ${date}`), []),
    purchaseInvoiceIds: async (filter: { dateFrom: string; dateTo: string }) => (asked.push(`purchase-ids ${filter.dateFrom}..${filter.dateTo}`), []),
  };
  return { asked, client: client as unknown as SefClient };
}

describe('SEF’s days are Belgrade’s', () => {
  it('at 22:30 UTC on 31 March (00:30 on 1 April in Belgrade) yesterday is 31 March and today 1 April', async () => {
    const runtime = sefRuntime({ sefBaseUrl: 'http://127.0.0.1:9', eotpBaseUrl: 'http://127.0.0.1:9', sefSecret: null, sefRetryMs: 5, sefTimeoutMs: 1000 });
    await saveSefKey(t.database.db, runtime, 1, 'k');
    const now = new Date('2026-03-31T22:30:00Z');
    const { asked, client } = recordingClient();
    await pullStatuses(t.database.db, client, 1, now);
    await pullPurchases(t.database.db, client, 1, now);
    // the first pull: yesterday's status changes, the purchase invoices of the last 30 days through today
    expect(asked).toEqual(['sales-changes 2026-03-31', 'purchase-ids 2026-03-02..2026-04-01']);
    // an hour earlier (23:30 in Belgrade) the day is still 31 March: nothing new to ask for the statuses
    asked.length = 0;
    await pullStatuses(t.database.db, client, 1, new Date('2026-03-31T21:30:00Z'));
    await pullPurchases(t.database.db, client, 1, new Date('2026-03-31T21:30:00Z'));
    expect(asked).toEqual(['purchase-ids 2026-03-31..2026-03-31']);
    // winter: 23:30 UTC on 31 December is already 1 January in Belgrade: the month back to 2 December, through 31 December (UTC would stop at the 30th)
    asked.length = 0;
    await pullStatuses(t.database.db, client, 1, new Date('2026-12-31T23:30:00Z'));
    expect(asked[0]).toBe('sales-changes 2026-12-02');
    expect(asked.at(-1)).toBe('sales-changes 2026-12-31');
  });
});
