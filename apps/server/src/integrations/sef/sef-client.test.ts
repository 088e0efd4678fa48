import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SefClient, unwrapEnvelope } from './sef-client';
import { SefError } from './sef-errors';
import { SefRateLimiter } from './sef-rate-limit';
import { sampleInvoiceXml, startSefSimulator, type SefSimulator } from '@knjige/simulators/sef';

let sim: SefSimulator;
const KEY = 'b1c7a1e2-0000-4000-8000-000000000001';
/** A client with short waits, and a limiter of its own so tests do not share slots. */
const client = (options: { apiKey?: string; attempts?: number; timeoutMs?: number; limiter?: SefRateLimiter } = {}) =>
  new SefClient({ baseUrl: sim.url, apiKey: options.apiKey ?? KEY, backoffMs: 5, attempts: options.attempts ?? 4, timeoutMs: options.timeoutMs ?? 5000, limiter: options.limiter ?? new SefRateLimiter() });

async function rejection(promise: Promise<unknown>): Promise<SefError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof SefError)) throw new Error(`expected a SefError, got ${String(err)}`);
  return err;
}

beforeAll(async () => {
  sim = await startSefSimulator();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.state.reset();
  sim.traffic.reset();
});

describe('SEF client against the simulator', () => {
  it('sends an invoice once; the same requestId again is answered with the first answer, and reads its status in PascalCase', async () => {
    const sef = client();
    const requestId = randomUUID();
    const first = await sef.sendUbl(sampleInvoiceXml({ number: 'F-1/2026' }), { requestId, sendToCir: false });
    const again = await sef.sendUbl(sampleInvoiceXml({ number: 'F-1/2026' }), { requestId, sendToCir: false });
    expect(again).toEqual(first);
    expect(sim.state.uploadsAccepted).toBe(1);
    const status = await sef.salesInvoice(first.salesInvoiceId);
    expect(status).toMatchObject({ invoiceId: first.salesInvoiceId, status: 'Sent', comment: null });
    expect(sim.state.sales.get(first.salesInvoiceId)?.facts.payable).toBe(1200);
    // the XML SEF keeps is the one sent
    expect(await sef.salesInvoiceXml(first.salesInvoiceId)).toContain('<cbc:ID>F-1/2026</cbc:ID>');
  });

  it('a repeated number under a new requestId is refused with SEF’s message, field and code', async () => {
    const sef = client();
    await sef.sendUbl(sampleInvoiceXml({ number: 'F-2' }), { requestId: randomUUID(), sendToCir: false });
    const err = await rejection(sef.sendUbl(sampleInvoiceXml({ number: 'F-2' }), { requestId: randomUUID(), sendToCir: false }));
    expect([err.kind, err.messageKey, err.errorCode, err.detail.fieldName, err.detail.status]).toEqual(['rejected', 'error.sef.rejected', 'EInvoiceNumberDublicate', 'InvoiceNumber', 400]);
    expect(err.detail.sefMessage).toContain('F-2');
  });

  it('retries after a 5xx and after a connection dropped before the answer, and SEF has one invoice', async () => {
    const sef = client();
    sim.traffic.addFault({ mode: 'status', status: 503, path: 'sales-invoice/ubl' });
    const a = await sef.sendUbl(sampleInvoiceXml({ number: 'F-3' }), { requestId: randomUUID(), sendToCir: false });
    sim.traffic.addFault({ mode: 'drop-answer', path: 'sales-invoice/ubl' });
    sim.traffic.addFault({ mode: 'down', path: 'sales-invoice/ubl' });
    const requestId = randomUUID();
    const b = await sef.sendUbl(sampleInvoiceXml({ number: 'F-4' }), { requestId, sendToCir: false });
    expect(b.salesInvoiceId).not.toBe(a.salesInvoiceId);
    expect(sim.state.uploadsAccepted).toBe(2);
    expect(sim.traffic.calls.filter((c) => c.path.endsWith('/ubl')).map((c) => c.status)).toEqual([503, 200, 200, 0, 200]);
  });

  it('with SEF answering a used requestId as a duplicate, the error says so (the sender then asks SEF for the invoice)', async () => {
    sim.state.requestIdReplay = 'duplicate-error';
    const sef = client();
    const requestId = randomUUID();
    sim.traffic.addFault({ mode: 'drop-answer', path: 'sales-invoice/ubl' });
    const err = await rejection(sef.sendUbl(sampleInvoiceXml({ number: 'F-5' }), { requestId, sendToCir: false }));
    expect(err.errorCode).toBe('UBLUploadRequestIdDuplicate');
    expect(sim.state.uploadsAccepted).toBe(1);
    const ids = await sef.salesInvoiceIds({ dateFrom: sim.state.today(), dateTo: sim.state.today() });
    expect(ids).toHaveLength(1);
  });

  it('maps 401, 429, 5xx, network, timeout and a malformed body to typed errors with message keys', async () => {
    sim.traffic.addFault({ mode: 'unauthorized' });
    expect((await rejection(client().version())).messageKey).toBe('error.sef.unauthorized');
    sim.state.revokedKeys.add('revoked');
    expect((await rejection(client({ apiKey: 'revoked' }).version())).kind).toBe('unauthorized');
    sim.traffic.addFault({ mode: 'status', status: 500, times: 0 });
    expect((await rejection(client({ attempts: 3 }).version())).kind).toBe('server');
    expect(sim.traffic.calls.filter((c) => c.status === 500)).toHaveLength(3);
    sim.traffic.faults = [];
    sim.traffic.addFault({ mode: 'down', times: 0 });
    expect((await rejection(client({ attempts: 2 }).version())).messageKey).toBe('error.sef.network');
    sim.traffic.faults = [];
    sim.traffic.addFault({ mode: 'slow', delayMs: 400 });
    expect((await rejection(client({ attempts: 1, timeoutMs: 100 }).version())).kind).toBe('timeout');
    sim.traffic.addFault({ mode: 'malformed' });
    expect((await rejection(client().version())).kind).toBe('malformed');
    sim.traffic.addFault({ mode: 'status', status: 429, times: 2 });
    expect(await client().version()).toBe('3.14-sim');
    // a 4xx on a call that is not repeated (a cancel) comes back at once
    sim.traffic.addFault({ mode: 'status', status: 400, message: 'Ne može.', errorCode: 'SomethingWrong', fieldName: 'invoiceId' });
    const err = await rejection(client().cancelSalesInvoice(1, 'x'));
    expect([err.kind, err.detail.sefMessage, err.errorCode, err.detail.fieldName]).toEqual(['rejected', 'Ne može.', 'SomethingWrong', 'invoiceId']);
  });

  it('a call that is not repeatable (storno) is not sent twice after a dropped answer', async () => {
    const sef = client();
    const sent = await sef.sendUbl(sampleInvoiceXml({ number: 'F-6' }), { requestId: randomUUID(), sendToCir: false });
    sim.traffic.addFault({ mode: 'drop-answer', path: 'storno' });
    expect((await rejection(sef.stornoSalesInvoice(sent.salesInvoiceId, 'greška'))).kind).toBe('network');
    expect(sim.traffic.calls.filter((c) => c.path.endsWith('storno'))).toHaveLength(1);
    expect((await sef.salesInvoice(sent.salesInvoiceId)).status).toBe('Storno');
  });

  it('cancel and storno follow SEF’s statuses; changes are read for past days only', async () => {
    const sef = client();
    const sent = await sef.sendUbl(sampleInvoiceXml({ number: 'F-7' }), { requestId: randomUUID(), sendToCir: true });
    const refused = await rejection(sef.cancelSalesInvoice(sent.salesInvoiceId, 'pogrešno'));
    expect(refused.errorCode).toBe('InvoiceForCancellationNotInSpecificStatus');
    const storno = await sef.stornoSalesInvoice(sent.salesInvoiceId, 'pogrešno', 'S-1');
    expect([storno.status, storno.stornoNumber]).toEqual(['Storno', 'S-1']);
    const today = sim.state.today();
    expect((await rejection(sef.salesInvoiceChanges(today))).errorCode).toBe('SearchDateBiggerThanYesterday');
    sim.state.dayOffset = 1;
    const changes = await sef.salesInvoiceChanges(today);
    expect(changes.map((c) => c.newInvoiceStatus)).toEqual(['Sending', 'Sent', 'Storno']);
    expect(changes.every((c) => c.salesInvoiceId === sent.salesInvoiceId)).toBe(true);
  });

  it('purchase invoices: delivered, listed, read without the envelope, accepted or rejected with a comment', async () => {
    const sef = client();
    const delivered = sim.state.deliverPurchase(KEY, sampleInvoiceXml({ number: 'D-77', net: 250_050 }));
    const other = sim.state.deliverPurchase('another-key', sampleInvoiceXml({ number: 'D-78' }));
    const today = sim.state.today();
    expect(await sef.purchaseInvoiceIds({ dateFrom: today, dateTo: today })).toEqual([delivered.purchaseInvoiceId]);
    const [row] = await sef.purchaseInvoiceOverview({ dateFrom: today, dateTo: today });
    expect(row).toMatchObject({ documentNumber: 'D-77', supplierVatRegistrationNumber: '101134702', sumWithoutVat: 2500.5, vatAmount: 500.1, amount: 3000.6, status: 'New' });
    const pdf = await sef.purchaseInvoicePdf(delivered.purchaseInvoiceId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('D-77');
    const ubl = unwrapEnvelope(await sef.purchaseInvoiceXml(delivered.purchaseInvoiceId));
    expect(ubl.startsWith('<Invoice')).toBe(true);
    expect((await rejection(sef.purchaseInvoice(other.purchaseInvoiceId))).errorCode).toBe('PurchaseInvoiceNotFound');
    expect((await rejection(sef.acceptRejectPurchaseInvoice(delivered.purchaseInvoiceId, false))).errorCode).toBe('CannotRejectInvoiceWithoutComment');
    const answer = await sef.acceptRejectPurchaseInvoice(delivered.purchaseInvoiceId, false, 'Pogrešna cena');
    expect([answer.success, answer.invoice?.status]).toEqual([true, 'Rejected']);
    expect(await sef.purchaseInvoice(delivered.purchaseInvoiceId)).toMatchObject({ status: 'Rejected', comment: 'Pogrešna cena' });
  });

  it('the registry says whether a buyer is on SEF', async () => {
    sim.state.unregistered.add('100000008');
    expect(await client().isCompanyRegistered({ vatNumber: '100000008', registrationNumber: '10000009' })).toBe(false);
    expect(await client().isCompanyRegistered({ vatNumber: '101134702', registrationNumber: '07204990', jbkjs: '10520' })).toBe(true);
  });
});

describe('SEF rate limit', () => {
  it('1,000 calls of one key never put more than 3 in a window at the simulator (window shortened to 20 ms), none answered 429', async () => {
    const rate = { limit: 3, windowMs: 20 };
    sim.traffic.rate = rate;
    const limiter = new SefRateLimiter(rate);
    const sef = client({ limiter });
    await Promise.all(Array.from({ length: 1000 }, () => sef.version()));
    expect(sim.traffic.calls).toHaveLength(1000);
    expect(sim.traffic.calls.filter((c) => c.status === 429)).toHaveLength(0);
    expect(sim.traffic.busiestWindow(20)).toBe(3);
  }, 60_000);

  it('at the real 3 a second, 7 calls take two seconds at least; two keys do not wait for each other', async () => {
    sim.traffic.rate = { limit: 3, windowMs: 1000 };
    const limiter = new SefRateLimiter();
    const started = Date.now();
    await Promise.all([...Array.from({ length: 7 }, () => client({ limiter }).version()), ...Array.from({ length: 3 }, () => client({ apiKey: 'k2', limiter }).version())]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(sim.traffic.busiestWindow(1000)).toBe(3);
    expect(sim.traffic.calls.filter((c) => c.status === 429)).toHaveLength(0);
  }, 20_000);
});
