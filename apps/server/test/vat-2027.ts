import { expect, vi } from 'vitest';
import { authHeader, type TestContext } from './harness';
import type { documents } from './documents';
import { sampleInvoiceXml, type SampleInvoice, type SefSimulator } from '@knjige/simulators/sef';

/** Our company as SEF knows it (the seeded demo company). */
export const US = { name: 'Demo d.o.o.', pib: '101134702', mb: '07204990' };
/** A domestic supplier, a VAT payer, on SEF. */
export const ZORA = { name: 'Pekara Zora d.o.o.', pib: '105000007', mb: '20500000' };

/**
 * A clock for the 2027 tests: `Date` alone is faked (timers, the database and the simulator's
 * sockets run as ever), so the server's "today", SEF's and the simulator's days follow `at`. Each
 * move signs the user in again (a session lasts 15 minutes of that clock).
 */
export function clock2027(t: TestContext, setAuth: (headers: Record<string, string>) => void) {
  return {
    async at(iso: string) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
      setAuth(await authHeader(t.database, 'admin@demo.rs'));
    },
    restore() {
      vi.useRealTimers();
    },
  };
}

/** The 2027 period of the demo company (made when missing), its id. */
export async function period2027(d: ReturnType<typeof documents>): Promise<number> {
  const listed = (await d.get('/v1/periods?perPage=50')).data as { id: number; title: string }[];
  const found = listed.find((p) => p.title === '2027');
  if (found) return found.id;
  const res = await d.call('POST', '/v1/periods', { title: '2027', startDate: '2027-01-01', endDate: '2027-12-31' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Zora's invoice to us, delivered on SEF; its SEF purchase id. */
export const deliverFromZora = (sim: SefSimulator, key: string, invoice: Omit<SampleInvoice, 'supplier' | 'buyer'>) =>
  sim.state.deliverPurchase(key, sampleInvoiceXml({ supplier: ZORA, buyer: US, ...invoice })).purchaseInvoiceId;

/** The inbox row of a SEF purchase id (after a synchronisation). */
export async function inboxOf(d: ReturnType<typeof documents>, sefPurchaseId: number): Promise<number> {
  const rows = (await d.get('/v1/sef/purchase-invoices?perPage=100')).data as { id: number; sefPurchaseId: number }[];
  const row = rows.find((r) => r.sefPurchaseId === sefPurchaseId);
  if (!row) throw new Error(`SEF purchase ${sefPurchaseId} is not in the inbox`);
  return row.id;
}

/** Books an inbox row as a locked expense invoice of the period; its document id. */
export async function bookExpense(d: ReturnType<typeof documents>, inbox: number, periodId: number, trosakId: number): Promise<number> {
  const res = await d.call('POST', `/v1/sef/purchase-invoices/${inbox}/book`, { as: 'zrn', trosakId, periodId });
  expect(res.statusCode, res.body).toBe(201);
  const docId = res.json().data.docId as number;
  await d.lock('doc-zrn', docId);
  return docId;
}
