import { beforeEach, describe, expect, it } from 'vitest';
import type { SefReconciliation } from '@knjige/contract';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import type { Database } from '../../../platform/db/client';
import { sampleInvoiceXml } from '@knjige/simulators/sef';
import { reconcile as reconcileIn } from './reconciliation';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'c5f3e4d6-7081-4c9d-aebf-2a3b4c5d6e7f';
let VP: number;
let K: number;
let A: number;
let rbroj = 0;

const zora = { name: 'Pekara Zora d.o.o.', pib: '105000007', mb: '20500000' };
const us = { name: 'Demo d.o.o.', pib: '101134702', mb: '07204990' };
/** Zora's invoice of 2024-03-20: `net` + 20 % VAT. */
const zoraInvoice = (number: string, net: number) => sampleInvoiceXml({ number, supplier: zora, buyer: us, net, issueDate: '2024-03-20', dueDate: '2024-04-19', item: { name: 'Održavanje', quantity: 1 } });

beforeEach(async () => {
  sim.state.reset();
  sim.traffic.reset();
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K } = await goodsSetup(d));
  A = await d.article('roba', 'SA', 2000);
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 1_000_000, nabCena: 1000, prodCena: 2000 });
  await d.lock('doc-psr', psr);
  rbroj = 0;
});

const setKey = async () => expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
const sync = async () => expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);

/** A locked sales invoice to Market Jug of 2024-03-15: 10 × 100.00 at 20 % = 1,200.00. */
async function invoice(): Promise<number> {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-03-15', magId: VP, komId: K, datumDospeca: '2024-04-14', datumIsporuke: '2024-03-14', datumPrometa: '2024-03-14', xmlUpload: 'none' });
  await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
  await d.lock('doc-prod', id);
  return id;
}

const deliver = (xml: string) => sim.state.deliverPurchase(KEY, xml).purchaseInvoiceId;
const inboxId = async (sefPurchaseId: number) =>
  ((await d.get('/v1/sef/purchase-invoices?perPage=100')).data as { id: number; sefPurchaseId: number }[]).find((r) => r.sefPurchaseId === sefPurchaseId)!.id;
async function bookAsExpense(inbox: number, trosakId: number): Promise<number> {
  const res = await d.call('POST', `/v1/sef/purchase-invoices/${inbox}/book`, { as: 'zrn', trosakId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.docId as number;
}
const reconcile = async (query: string) => {
  const res = await d.call('GET', `/v1/sef/reconciliation?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SefReconciliation;
};

/** The statements the database receives while `run` runs (PGlite's or the PostgreSQL pool's). */
async function countQueries(database: Database, run: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const target: { query: (...args: never[]) => unknown } = database.kind === 'pglite' ? database.client : database.pool;
  const original = target.query;
  target.query = ((...args: never[]) => {
    n++;
    return Reflect.apply(original, target, args);
  }) as typeof original;
  try {
    await run();
  } finally {
    target.query = original;
  }
  return n;
}

describe('books against SEF', () => {
  it('a period with one line of each kind: counts at the top, each line with its document or inbox entry, SEF’s and the books’ totals', async () => {
    // locked before the company had a key: never sent
    const missing = await invoice();
    await setKey();
    const open = await invoice();
    const approved = await invoice();
    const [unbooked, differs, rejected, fine] = [deliver(zoraInvoice('Z-1/24', 100_000)), deliver(zoraInvoice('Z-2/24', 200_000)), deliver(zoraInvoice('Z-3/24', 300_000)), deliver(zoraInvoice('Z-4/24', 400_000))];
    await sync();
    // the buyer approves one invoice; its status comes with the next day's changes
    const onSef = [...sim.state.sales.values()];
    expect(onSef.map((inv) => inv.facts.number).sort()).toEqual(['IR-VP-2/2024', 'IR-VP-3/2024']);
    sim.state.setSalesStatus(onSef.find((inv) => inv.facts.number === 'IR-VP-3/2024')!, 'Approved', null);
    sim.state.dayOffset = 1;
    await sync();

    const trosakId = await d.costItem('Usluge', 'Održavanje');
    // booked, then the bookkeeper adds 100.00 at 20 % to the draft: 2,100.00 + 420.00 against SEF's 2,000.00 + 400.00
    const differsDoc = await bookAsExpense(await inboxId(differs), trosakId);
    await d.item('doc-zrn', differsDoc, { pdvId: await d.vatRate(2000), iznos: 10_000 });
    // booked, then rejected on SEF
    const rejectedInbox = await inboxId(rejected);
    const rejectedDoc = await bookAsExpense(rejectedInbox, trosakId);
    const reject = await d.call('POST', `/v1/sef/purchase-invoices/${rejectedInbox}/reject`, { comment: 'Usluga nije izvršena' });
    expect(reject.statusCode, reject.body).toBe(200);
    // booked as SEF has it: no line
    await bookAsExpense(await inboxId(fine), trosakId);

    const result = await reconcile('periodId=2');
    // the invoice never sent is no e-invoice: its output VAT is owed in March's summary record, never sent either
    expect(result.counts).toEqual({ 'sales-missing': 1, 'sales-open': 1, 'purchase-unbooked': 1, 'purchase-totals': 1, 'purchase-rejected': 1, 'vat-summary-unsent': 1, 'vat-record-differs': 0, 'vat-individual-missing': 0 });
    const byKind = Object.fromEntries(result.lines.map((l) => [l.kind, l]));
    expect(byKind['sales-missing']).toMatchObject({ vDoc: 'prod', vSubDoc: 'vp', docId: missing, label: 'IR-VP-1/2024', date: '2024-03-15', partner: 'Market Jug d.o.o.', state: null, sefStatus: null, ageDays: 0 });
    expect(byKind['sales-open']).toMatchObject({ vDoc: 'prod', docId: open, label: 'IR-VP-2/2024', state: 'sent', sefStatus: 'Sent', ageDays: 0 });
    expect(result.lines.some((l) => l.docId === approved && l.vDoc === 'prod')).toBe(false);
    expect(byKind['purchase-unbooked']).toMatchObject({ purchaseId: await inboxId(unbooked), vDoc: null, docId: null, label: 'Z-1/24', date: '2024-03-20', partner: 'Pekara Zora d.o.o.', sefStatus: 'New', sef: { base: 100_000, vat: 20_000, total: 120_000 } });
    expect(byKind['purchase-totals']).toMatchObject({ vDoc: 'zrn', vSubDoc: 'zrn', docId: differsDoc, label: 'Z-2/24', sef: { base: 200_000, vat: 40_000, total: 240_000 }, books: { base: 210_000, vat: 42_000, total: 252_000 } });
    expect(byKind['vat-summary-unsent']).toMatchObject({ label: '03/2024', sef: null, books: { base: 1_000_00, vat: 200_00, total: 1_200_00 }, vatRecord: { dateFrom: '2024-03-01', dateTo: '2024-03-31', kind: 'group' } });
    expect(byKind['purchase-rejected']).toMatchObject({ vDoc: 'zrn', docId: rejectedDoc, purchaseId: rejectedInbox, label: 'Z-3/24', sefStatus: 'Rejected', sef: { base: 300_000, vat: 60_000, total: 360_000 } });

    // from what the sync kept, no call to SEF: the period, one query per family that sends (5), the internal invoices not on SEF, the inbox,
    // the expense invoices booked; the VAT records sent, the months with KIR rows for them, and the records' sources of that one month (March)
    const calls = sim.traffic.calls.length;
    const queries = await countQueries(t.database, () => reconcileIn(t.database.db, 1, { periodId: 2 }));
    expect([queries, sim.traffic.calls.length - calls]).toEqual([12, 0]);

    // the same period narrowed to days with nothing in them
    const quiet = await reconcile('periodId=2&dateFrom=2024-06-01&dateTo=2024-06-30');
    expect(quiet.lines).toEqual([]);
    // another company's period, a reversed range
    expect((await d.call('GET', '/v1/sef/reconciliation?periodId=999999')).statusCode).toBe(404);
    const reversed = await d.call('GET', '/v1/sef/reconciliation?periodId=2&dateFrom=2024-03-31&dateTo=2024-03-01');
    expect([reversed.statusCode, reversed.json().errors]).toEqual([422, { dateTo: 'error.dateTo.before-from' }]);
  });

  it('a clean period: every invoice on SEF with a final status, every purchase booked as SEF has it, one rejected and not booked: no line', async () => {
    await setKey();
    await invoice();
    const booked = deliver(zoraInvoice('Z-5/24', 150_000));
    const refused = deliver(zoraInvoice('Z-6/24', 50_000));
    await sync();
    sim.state.setSalesStatus([...sim.state.sales.values()][0]!, 'Approved', null);
    sim.state.dayOffset = 1;
    await sync();
    await bookAsExpense(await inboxId(booked), await d.costItem('Usluge', 'Održavanje'));
    expect((await d.call('POST', `/v1/sef/purchase-invoices/${await inboxId(refused)}/reject`, { comment: 'Nije naše' })).statusCode).toBe(200);
    const result = await reconcile('periodId=2');
    expect(result).toEqual({
      counts: { 'sales-missing': 0, 'sales-open': 0, 'purchase-unbooked': 0, 'purchase-totals': 0, 'purchase-rejected': 0, 'vat-summary-unsent': 0, 'vat-record-differs': 0, 'vat-individual-missing': 0 },
      lines: [],
    });
  });
});
