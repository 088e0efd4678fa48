import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../test/documents';
import { runXmlJob } from '../../../test/xml-jobs';
import { sefOutbox, sefSettings } from './sef.tables';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
let VP: number;
let K: number;
let A: number;
let rbroj = 0;

/** Market Jug's PIB, the buyer of these invoices. */
async function buyerPib(): Promise<string> {
  return (await d.call('GET', `/v1/kom-main/${K}`)).json().data.pib as string;
}

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

const setKey = async () => {
  const res = await d.call('PUT', '/v1/sef/settings', { apiKey: KEY });
  expect(res.statusCode, res.body).toBe(204);
};

/** A locked sales invoice to Market Jug: 10 × 100.00 at 20 % = 1,000.00 + VAT 200.00 = 1,200.00. */
async function invoice(): Promise<number> {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-03-15', magId: VP, komId: K, datumDospeca: '2024-04-14', datumIsporuke: '2024-03-14', datumPrometa: '2024-03-14', xmlUpload: 'none' });
  await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
  await d.lock('doc-prod', id);
  return id;
}

const status = async (id: number) => (await d.get(`/v1/sef/status/prod/${id}`)).data;
const sync = async () => {
  const res = await d.call('POST', '/v1/sef/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sent: number; failed: number; skipped: number; statusesUpdated: number };
};
const uploads = () => sim.traffic.calls.filter((c) => c.path.endsWith('/sales-invoice/ubl'));

/** Sends by hand: 202 at once with the row taken (sending); then the status until the upload is over. */
async function sendByHand(id: number) {
  const res = await d.call('POST', `/v1/sef/send/prod/${id}`);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().data.state).toBe('sending');
  return settled(id);
}

/** The document's status once no upload of it is running. */
async function settled(id: number) {
  let now = await status(id);
  for (let n = 0; now?.state === 'sending' && n < 400; n++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    now = await status(id);
  }
  return now;
}

describe('sales invoices to SEF, exactly once', () => {
  it('a lock queues the invoice; a synchronisation sends it once with its XML, keeps SEF’s ids and status; the next sends nothing', async () => {
    await setKey();
    const id = await invoice();
    expect((await status(id)).state).toBe('queued');
    expect(await sync()).toMatchObject({ sent: 1, failed: 0, skipped: 0, statusesUpdated: 1 });
    const [onSef] = [...sim.state.sales.values()];
    expect(onSef?.facts).toMatchObject({ number: 'IR-VP-1/2024', payable: 1200, taxExclusive: 1000, vat: 200 });
    expect(onSef?.sendToCir).toBe(false);
    const after = await status(id);
    expect(after).toMatchObject({ state: 'sent', sefStatus: 'Sent', salesInvoiceId: onSef!.salesInvoiceId, requestId: onSef!.requestId, attempts: 1 });
    expect(await sync()).toMatchObject({ sent: 0, statusesUpdated: 0 });
    expect(sim.state.uploadsAccepted).toBe(1);
    expect(uploads()).toHaveLength(1);
    // the list column reads the same rows
    const column = (await d.get(`/v1/sef/statuses?vDoc=prod&ids=${id},999`)).data;
    expect(column).toEqual([{ docId: id, state: 'sent', sefStatus: 'Sent', errorKey: null }]);
  });

  it('statuses of many invoices just sent come from SEF’s lists by status, not one call each', async () => {
    await setKey();
    const ids = [];
    for (let n = 0; n < 7; n++) ids.push(await invoice());
    expect(await sync()).toMatchObject({ sent: 7, statusesUpdated: 7 });
    for (const id of ids) expect((await status(id)).sefStatus).toBe('Sent');
    expect(sim.traffic.calls.filter((c) => c.path.endsWith('/sales-invoice/ids'))).toHaveLength(6);
    expect(sim.traffic.calls.filter((c) => c.path.endsWith('/sales-invoice') && c.method === 'GET')).toHaveLength(0);
  });

  it('without a key nothing is queued (a key entered later does not send the past); sending by hand then works', async () => {
    const id = await invoice();
    expect(await status(id)).toBeNull();
    expect((await d.call('POST', `/v1/sef/send/prod/${id}`)).json().message).toBe('error.sef.no-key');
    await setKey();
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(await sendByHand(id)).toMatchObject({ state: 'sent' });
    expect(sim.state.uploadsAccepted).toBe(1);
    expect((await d.call('POST', `/v1/sef/send/prod/${id}`)).json().message).toBe('error.sef.already-sent');
  });

  it('after 5xx and network errors the retry sends no second invoice', async () => {
    await setKey();
    const id = await invoice();
    // SEF down for every attempt of this synchronisation: the row waits, with the reason
    sim.traffic.addFault({ mode: 'status', status: 503, times: 0, path: 'sales-invoice/ubl' });
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(await status(id)).toMatchObject({ state: 'queued', errorKey: 'error.sef.server', attempts: 1 });
    sim.traffic.faults = [];
    // one answer lost on the way back, one connection refused: the client's own retries
    sim.traffic.addFault({ mode: 'drop-answer', path: 'sales-invoice/ubl' });
    sim.traffic.addFault({ mode: 'down', path: 'sales-invoice/ubl' });
    expect(await sendByHand(id)).toMatchObject({ state: 'sent', errorKey: null, attempts: 2 });
    expect(sim.state.uploadsAccepted).toBe(1);
    expect(sim.state.sales.size).toBe(1);
    expect(uploads().map((c) => c.status)).toEqual([503, 503, 503, 503, 200, 0, 200]);
    expect(new Set([...sim.state.requests.keys()]).size).toBe(1);
  });

  it('sends asked for at once upload the invoice once: one is taken, the others answer 409; with the sync too', async () => {
    await setKey();
    sim.state.requestIdReplay = 'duplicate-error';
    const rounds: string[] = [];
    for (let round = 0; round < 3; round++) {
      const id = await invoice();
      // refused once (a failed row, sent again by hand), then SEF slow enough that every caller meets the upload under way
      sim.traffic.addFault({ mode: 'status', status: 400, path: 'sales-invoice/ubl', message: 'Privremeno odbijeno.', errorCode: 'Other' });
      await sync();
      expect(await status(id)).toMatchObject({ state: 'failed' });
      sim.traffic.addFault({ mode: 'slow', delayMs: 300, path: 'sales-invoice/ubl' });
      const before = uploads().length;
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => d.call('POST', `/v1/sef/send/prod/${id}`)),
        d.call('POST', '/v1/sef/sync'),
      ]);
      const codes = answers.slice(0, 4).map((r) => (r.statusCode === 409 ? `409 ${r.json().message}` : String(r.statusCode)));
      expect(codes.filter((c) => c === '202').length, codes.join(', ')).toBeLessThanOrEqual(1);
      expect(codes.filter((c) => c !== '202').every((c) => c === '409 error.sef.sending' || c === '409 error.sef.already-sent'), codes.join(', ')).toBe(true);
      expect(answers[4]!.statusCode).toBe(200);
      const after = await settled(id);
      rounds.push(`${after?.state} ${uploads().length - before}`);
      // asked again once it is on SEF: already sent, nothing uploaded
      const again = await d.call('POST', `/v1/sef/send/prod/${id}`);
      expect([again.statusCode, again.json().message]).toEqual([409, 'error.sef.already-sent']);
    }
    expect(rounds).toEqual(['sent 1', 'sent 1', 'sent 1']);
    expect(sim.state.uploadsAccepted).toBe(3);
    expect(uploads().filter((c) => c.status === 400)).toHaveLength(3);
  });

  it('a send by hand answers at once while SEF is slow; the status follows the upload', async () => {
    await setKey();
    const id = await invoice();
    sim.traffic.addFault({ mode: 'slow', delayMs: 1500, path: 'sales-invoice/ubl' });
    const started = Date.now();
    const res = await d.call('POST', `/v1/sef/send/prod/${id}`);
    const answeredMs = Date.now() - started;
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ state: 'sending', attempts: 1 });
    expect(answeredMs).toBeLessThan(1500);
    expect((await status(id)).state).toBe('sending');
    expect(await settled(id)).toMatchObject({ state: 'sent', sefStatus: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(sim.state.uploadsAccepted).toBe(1);
  });

  it('a crash between send and answer: the retry under the same requestId resolves the duplicate by asking SEF for the invoice', async () => {
    await setKey();
    const id = await invoice();
    sim.state.requestIdReplay = 'duplicate-error';
    // SEF takes the invoice, the answer never arrives, and the server dies with the row taken
    sim.traffic.addFault({ mode: 'drop-answer', times: 1, path: 'sales-invoice/ubl' });
    sim.traffic.addFault({ mode: 'down', times: 0, path: 'sales-invoice/ubl' });
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(sim.state.uploadsAccepted).toBe(1);
    await t.database.db
      .update(sefOutbox)
      .set({ state: 'sending', claimedAt: sql`now() - interval '1 day'` })
      .where(eq(sefOutbox.docId, id));
    sim.traffic.faults = [];
    expect(await sync()).toMatchObject({ sent: 1 });
    const [onSef] = [...sim.state.sales.values()];
    expect(await status(id)).toMatchObject({ state: 'sent', salesInvoiceId: onSef!.salesInvoiceId, sefStatus: 'Sent' });
    expect(sim.state.uploadsAccepted).toBe(1);
    expect(sim.state.sales.size).toBe(1);
    // the duplicate was answered 400 and resolved from SEF's list and XML
    expect(uploads().at(-1)?.status).toBe(400);
    expect(sim.traffic.calls.some((c) => c.path.endsWith('/sales-invoice/xml'))).toBe(true);
  });

  it('a refused key and a refused document: the user’s message, the row kept, a fixed resend goes once', async () => {
    await setKey();
    const id = await invoice();
    sim.state.revokedKeys.add(KEY);
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(await status(id)).toMatchObject({ state: 'queued', errorKey: 'error.sef.unauthorized' });
    expect((await d.get('/v1/sef/settings')).data).toMatchObject({ keySet: true, lastError: 'error.sef.unauthorized' });
    sim.state.revokedKeys.delete(KEY);
    sim.traffic.addFault({ mode: 'status', status: 400, path: 'sales-invoice/ubl', message: 'Datum isporuke nedostaje.', errorCode: 'InvoiceDeliveryDateMissing', fieldName: 'ActualDeliveryDate' });
    expect(await sync()).toMatchObject({ sent: 0, failed: 1 });
    expect(await status(id)).toMatchObject({ state: 'failed', errorKey: 'error.sef.rejected', errorMessage: 'Datum isporuke nedostaje.', errorCode: 'InvoiceDeliveryDateMissing' });
    expect(await sync()).toMatchObject({ sent: 0, failed: 0 });
    expect(await sendByHand(id)).toMatchObject({ state: 'sent', errorKey: null, errorMessage: null });
    expect(sim.state.uploadsAccepted).toBe(1);
    const settings = (await d.get('/v1/sef/settings')).data;
    expect(settings.lastError).toBeNull();
    expect(settings.lastOkAt).not.toBeNull();
  });

  it('a buyer not on SEF is not sent, with the reason; SEF’s registry is asked once a day', async () => {
    await setKey();
    sim.state.unregistered.add(await buyerPib());
    const first = await invoice();
    const second = await invoice();
    expect(await sync()).toMatchObject({ sent: 0, skipped: 2 });
    expect(await status(first)).toMatchObject({ state: 'skipped', errorKey: 'error.sef.buyer-not-on-sef' });
    expect(await status(second)).toMatchObject({ state: 'skipped' });
    expect(sim.state.uploadsAccepted).toBe(0);
    expect(sim.traffic.calls.filter((c) => /CheckIfCompanyRegisteredOnEfaktura/i.test(c.path))).toHaveLength(1);
  });

  it('a buyer abroad is not on SEF: skipped with that reason, SEF never asked; its XML is refused with that reason alone', async () => {
    await setKey();
    const abroad = await d.call('POST', '/v1/kom-main', { sifra: 'INO-1', intNaziv: 'Wiener Handel', naziv: 'Wiener Handel GmbH', postcode: '1010', mesto: 'Wien', adresa: 'Ring 1', drzava: 'AT', inoPdvBroj: 'ATU12345678', isKupac: 1 });
    expect(abroad.statusCode, abroad.body).toBe(201);
    K = abroad.json().id;
    const id = await invoice();
    expect(await sync()).toMatchObject({ sent: 0, failed: 0, skipped: 1 });
    expect(await status(id)).toMatchObject({ state: 'skipped', errorKey: 'error.sef.buyer-abroad' });
    // sent by hand: the same answer
    expect(await sendByHand(id)).toMatchObject({ state: 'skipped', errorKey: 'error.sef.buyer-abroad' });
    expect(sim.state.uploadsAccepted).toBe(0);
    expect(sim.traffic.calls.filter((c) => /CheckIfCompanyRegisteredOnEfaktura/i.test(c.path))).toHaveLength(0);
    // the XML page: the buyer's country and VAT number shown, the job failed with "abroad", not "no PIB"
    expect((await d.get(`/v1/xml/data/prod/${id}`)).data.buyer).toMatchObject({ drzava: 'AT', inoPdvBroj: 'ATU12345678', pib: '' });
    expect(await runXmlJob(d, 'prod', id)).toMatchObject({ status: 'failed', message: 'error.xml.buyer-abroad' });
  });

  it('storno of a sent invoice stornoes it on SEF first; while SEF refuses, the books refuse it (409 with SEF’s message)', async () => {
    await setKey();
    const id = await invoice();
    await sync();
    sim.traffic.addFault({ mode: 'status', status: 400, path: 'sales-invoice/storno', message: 'Faktura je u postupku.', errorCode: 'InvoiceForStornoNotInSpecificStatus' });
    const refused = await d.call('POST', `/v1/doc-prod/${id}/storno`);
    expect([refused.statusCode, refused.json().message, refused.json().params]).toEqual([409, 'error.sef.storno-refused', { message: 'Faktura je u postupku.' }]);
    expect((await d.read('doc-prod', id)).status).toBe('locked');
    const done = await d.call('POST', `/v1/doc-prod/${id}/storno`);
    expect(done.statusCode, done.body).toBe(204);
    expect((await d.read('doc-prod', id)).status).toBe('storno');
    expect(await status(id)).toMatchObject({ sefStatus: 'Storno' });
    expect([...sim.state.sales.values()][0]?.status).toBe('Storno');
  });

  it('the buyer’s decision comes in with the next day’s changes; a rejection says why', async () => {
    await setKey();
    const id = await invoice();
    await sync();
    const [onSef] = [...sim.state.sales.values()];
    sim.state.setSalesStatus(onSef!, 'Rejected', 'Pogrešna cena');
    sim.state.dayOffset = 1;
    await sync();
    expect(await status(id)).toMatchObject({ state: 'sent', sefStatus: 'Rejected', sefComment: 'Pogrešna cena' });
  });

  it('the family’s registry entry decides: a credit note to the buyer goes (CreditNote), a supplier’s debit note does not', async () => {
    await setKey();
    const ir = await invoice();
    const vat20 = await d.vatRate(2000);
    const supplier = (await goodsSetup(d)).supplier;
    const credit = await d.create('doc-knod', { vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-04-15', komId: K, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'prod', docId: ir }] });
    await d.item('doc-knod', credit, { pdvId: vat20, iznos: 100_00 });
    await d.lock('doc-knod', credit);
    const theirs = await d.create('doc-knz', { vSubDoc: 'knz-potrazuje', rbroj: 1, datum: '2024-04-15', komId: supplier, osnov: 'X', saPdv: true, periodOd: '2024-03-01', periodDo: '2024-03-31' });
    await d.item('doc-knz', theirs, { pdvId: vat20, iznos: 1_00 });
    await d.lock('doc-knz', theirs);
    expect((await d.get(`/v1/sef/status/knod/${credit}`)).data).toMatchObject({ state: 'queued' });
    expect((await d.get(`/v1/sef/status/knz/${theirs}`)).data).toBeNull();
    expect(await sync()).toMatchObject({ sent: 2 });
    const kinds = [...sim.state.sales.values()].map((inv) => [inv.facts.kind, inv.facts.payable]).sort((a, b) => String(b[0]).localeCompare(String(a[0])));
    // the invoice 1,200.00; the credit note 100.00 + 20.00 VAT
    expect(kinds).toEqual([
      ['Invoice', 1200],
      ['CreditNote', 120],
    ]);
  });

  it('the key: only an admin sets it; it is stored sealed and never shown', async () => {
    const user = await authHeader(t.database, 'user@demo.rs');
    const denied = await t.app.inject({ method: 'PUT', url: '/v1/sef/settings', headers: user, payload: { apiKey: KEY } });
    expect(denied.statusCode).toBe(403);
    expect((await d.call('PUT', '/v1/sef/settings', { apiKey: '' })).statusCode).toBe(422);
    await setKey();
    const shown = await d.call('GET', '/v1/sef/settings');
    expect(shown.body).not.toContain(KEY);
    expect(shown.json().data).toMatchObject({ keySet: true, baseUrl: sim.url });
    const [row] = await t.database.db.select().from(sefSettings);
    expect(row?.apiKeyEnc).not.toContain(KEY);
    expect(row?.apiKeyEnc.startsWith('v1.')).toBe(true);
  });
});
