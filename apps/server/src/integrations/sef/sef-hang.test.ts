import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { resetSimulator, stockedGoods, useSefTestApp } from '../../../test/sef-test-app';
import { documents } from '../../../test/documents';
import { sampleInvoiceXml } from '@knjige/simulators/sef';

/**
 * SEF and eOtpremnica hanging (each call answered only after 4 s, four times the longest a user's
 * request may take here; the client's timeout is 30 s in production, 6 s here): every send the user
 * starts answers at once (under 200 ms; under a second on a machine shared by many test runs), and
 * the document's status then follows the call to its end.
 */
const HANG_MS = 4_000;
const { t, sim } = useSefTestApp({ eotp: true, config: () => ({ sefTimeoutMs: 6_000, sefAnswerWithinMs: 150 }) });
let auth: Record<string, string>;
const d = documents(t, () => auth);
const SEF_KEY = '0d8f6c2a-1b3e-4f5a-9c7d-2e4f6a8b0c1d';
const EOTP_KEY = '5b7d9f1a-3c5e-4a7b-8d9f-1a3c5e7b9d0f';
let VP: number;
let K: number;
let A: number;
let rbroj = 0;

beforeEach(async () => {
  resetSimulator(sim);
  auth = await authHeader(t.database, 'admin@demo.rs');
  const goods = await stockedGoods(d, ['HA']);
  ({ VP, buyer: K } = goods);
  A = goods.article('HA');
  rbroj = 0;
});

/** A locked goods invoice to Market Jug, locked before the keys are set (nothing queued: it is sent by hand). */
async function invoice(): Promise<number> {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-03-15', magId: VP, komId: K, datumDospeca: '2024-04-14', datumIsporuke: '2024-03-14', datumPrometa: '2024-03-14', xmlUpload: 'none', brojOtpremnice: `OTP-${rbroj}` });
  await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
  await d.lock('doc-prod', id);
  return id;
}

/** The request's answer and how long it took, in ms. */
async function timed(method: 'POST', url: string, payload?: object) {
  const started = performance.now();
  const res = await d.call(method, url, payload);
  return { res, ms: performance.now() - started };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 30_000): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('a SEF or eOtpremnica that hangs never holds the user', () => {
  it('invoices sent by hand to SEF: 202 in under 200 ms each, the status sending, then sent once SEF answers', async () => {
    const first = await invoice();
    const ids = [await invoice(), await invoice(), await invoice()];
    expect((await d.call('PUT', '/v1/sef/settings', { apiKey: SEF_KEY })).statusCode).toBe(204);
    // the process's first send builds its code paths: a send to a SEF that answers, first
    expect((await d.call('POST', `/v1/sef/send/prod/${first}`)).statusCode).toBe(202);
    expect(await until(async () => (await d.get(`/v1/sef/status/prod/${first}`)).data, (s) => s.state !== 'sending')).toMatchObject({ state: 'sent' });
    // the registry question answers; every upload hangs
    sim.traffic.addFault({ mode: 'slow', delayMs: HANG_MS, times: 0, path: 'sales-invoice/ubl' });
    const answered: number[] = [];
    for (const id of ids) {
      const { res, ms } = await timed('POST', `/v1/sef/send/prod/${id}`);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data).toMatchObject({ state: 'sending' });
      answered.push(ms);
    }
    // on an idle machine each is a few tens of ms; the test machine is shared, so the best of three
    // is held to 200 ms and every one to a second, far below the 4 s SEF takes
    expect(Math.min(...answered), answered.join(', ')).toBeLessThan(200);
    expect(Math.max(...answered), answered.join(', ')).toBeLessThan(1000);
    for (const id of ids) expect((await d.get(`/v1/sef/status/prod/${id}`)).data.state).toBe('sending');
    sim.traffic.faults = [];
    for (const id of ids) {
      const after = await until(
        async () => (await d.get(`/v1/sef/status/prod/${id}`)).data,
        (s) => s.state !== 'sending',
      );
      expect(after).toMatchObject({ state: 'sent', attempts: 1 });
    }
    expect(sim.state.uploadsAccepted).toBe(4);
  }, 90_000);

  it('a dispatch note sent by hand to eOtpremnica: 202 in under 200 ms, then sent with eOtpremnica’s id', async () => {
    const id = await invoice();
    expect((await d.call('PUT', '/v1/sef/settings', { eotpApiKey: EOTP_KEY })).statusCode).toBe(204);
    sim.traffic.addFault({ mode: 'slow', delayMs: HANG_MS, path: 'documents/requests' });
    const { res, ms } = await timed('POST', `/v1/eotp/send/prod/${id}`);
    expect(res.statusCode, res.body).toBe(202);
    expect(ms).toBeLessThan(1000);
    expect(res.json().data).toMatchObject({ state: 'sending' });
    const after = await until(
      async () => (await d.get(`/v1/eotp/status/prod/${id}`)).data,
      (s) => s.state !== 'sending' && s.documentId !== null,
    );
    expect(after).toMatchObject({ state: 'sent', status: 'Sent' });
    expect(sim.eotp.uploadsAccepted).toBe(1);
  }, 60_000);

  it('a purchase invoice accepted while SEF hangs: 202 at once with the decision pending, a second decision 409, then Approved', async () => {
    expect((await d.call('PUT', '/v1/sef/settings', { apiKey: SEF_KEY })).statusCode).toBe(204);
    sim.state.deliverPurchase(SEF_KEY, sampleInvoiceXml({ number: 'UF-77/26', net: 1_000_000 }));
    const synced = await d.call('POST', '/v1/sef/sync');
    expect(synced.json().data.purchases).toMatchObject({ added: 1 });
    const [row] = (await d.get('/v1/sef/purchase-invoices?page=1&perPage=20')).data;
    sim.traffic.addFault({ mode: 'slow', delayMs: HANG_MS, path: 'acceptRejectPurchaseInvoice' });
    const { res, ms } = await timed('POST', `/v1/sef/purchase-invoices/${row.id}/accept`, { comment: '' });
    expect(res.statusCode, res.body).toBe(202);
    expect(ms).toBeLessThan(1000);
    expect(res.json().data).toMatchObject({ sefStatus: 'New', decisionPending: 'accept', decisionError: null });
    // one decision at a time: a rejection asked meanwhile is refused, nothing sent
    const second = await d.call('POST', `/v1/sef/purchase-invoices/${row.id}/reject`, { comment: 'Pogrešna cena' });
    expect([second.statusCode, second.json().message]).toEqual([409, 'error.sef-purchase.deciding']);
    const after = await until(
      async () => (await d.get(`/v1/sef/purchase-invoices/${row.id}`)).data,
      (r) => r.decisionPending === null,
    );
    expect(after).toMatchObject({ sefStatus: 'Approved', decisionPending: null, decisionError: null, decideBy: null });
    expect(sim.traffic.calls.filter((c) => /acceptRejectPurchaseInvoice/i.test(c.path))).toHaveLength(1);
  }, 60_000);
});
