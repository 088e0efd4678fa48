import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { resetSimulator, stockedGoods, useSefTestApp } from '../../../test/sef-test-app';
import { documents } from '../../../test/documents';
import { xsdErrors } from '../../../test/ubl';
import { child, parseXml, textAt } from '../sef/purchase/xml-tree';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { buildDespatchXml } from '../../outputs/xml/ubl-despatch';
import { buildCancelXml } from './eotp-cancel';
import { eotpOutbox, eotpSettings } from './eotp.tables';
import { parseReceiptAdvice, thousandths } from './eotp-receipt';
import { companiesWithKeys } from '../sef/sef-sync';

const { t, sim } = useSefTestApp({ eotp: true });
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
let VP: number;
let K: number;
let A: number;
let B: number;
let rbroj = 0;

beforeEach(async () => {
  resetSimulator(sim);
  auth = await authHeader(t.database, 'admin@demo.rs');
  const goods = await stockedGoods(d, ['EA', 'EB']);
  ({ VP, buyer: K } = goods);
  A = goods.article('EA');
  B = goods.article('EB');
  rbroj = 0;
});

const setEotpKey = async () => {
  const res = await d.call('PUT', '/v1/sef/settings', { eotpApiKey: KEY });
  expect(res.statusCode, res.body).toBe(204);
};

/** A locked goods invoice to Market Jug: 10 × EA and 2.5 × EB out of the wholesale warehouse. */
async function invoice(subType: 'vp' | 'usluga' = 'vp'): Promise<number> {
  const goods = subType === 'vp';
  const id = await d.create('doc-prod', { vSubDoc: subType, rbroj: ++rbroj, datum: '2024-03-15', magId: goods ? VP : null, komId: K, datumDospeca: '2024-04-14', datumIsporuke: '2024-03-14', datumPrometa: '2024-03-14', xmlUpload: 'none', brojOtpremnice: goods ? `OTP-${rbroj}` : '' });
  if (goods) {
    await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
    await d.item('doc-prod', id, { artId: B, kolicina: 2_500, prodCena: 4_000 });
  } else {
    await d.item('doc-prod', id, { artId: await d.article('usluga', 'ES', 2000), kolicina: 1_000, prodCena: 10_000 });
  }
  await d.lock('doc-prod', id);
  return id;
}

const status = async (id: number) => (await d.get(`/v1/eotp/status/prod/${id}`)).data;
const sync = async () => {
  const res = await d.call('POST', '/v1/sef/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.eotp as { sent: number; failed: number; skipped: number; statusesUpdated: number; receipts: number };
};
const sends = () => sim.traffic.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/public/documents/requests'));
const onlyNote = () => {
  const notes = [...sim.eotp.notes.values()];
  expect(notes).toHaveLength(1);
  return notes[0]!;
};

describe('dispatch notes to eOtpremnica, exactly once', () => {
  it('a lock queues the goods invoice’s DespatchAdvice; a synchronisation sends it once (2025.12 ids, valid UBL) and follows it to Delivered', async () => {
    await setEotpKey();
    const id = await invoice();
    expect(await status(id)).toMatchObject({ state: 'queued', documentId: null, receipt: null });
    expect(await sync()).toMatchObject({ sent: 1, failed: 0, skipped: 0, statusesUpdated: 1, receipts: 0 });
    const note = onlyNote();
    expect(xsdErrors(note.xml, 'DespatchAdvice')).toBe('');
    const root = parseXml(note.xml);
    expect(textAt(root, 'CustomizationID')).toBe('urn:fdc:mfin.gov.rs:logistics:trns:despatch_advice:1:2025.12');
    expect(textAt(root, 'ProfileID')).toBe('urn:fdc:peppol.eu:logistics:bis:despatch_advice_only:1');
    expect(note.number).toBe('OTP-1');
    expect(note.lines.map((l) => [l.lineId, l.quantity])).toEqual([
      ['1', '10'],
      ['2', '2.5'],
    ]);
    expect(await status(id)).toMatchObject({ state: 'sent', documentId: note.id, status: 'Sent', requestId: note.requestId, attempts: 1, errorKey: null });
    // the key travels in eOtpremnica's header, and nothing is sent twice
    expect(await sync()).toMatchObject({ sent: 0, statusesUpdated: 0 });
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.apiKey).toBe(KEY);
    // the carrier delivers it (the simulator's control, over HTTP)
    const delivered = await fetch(`${sim.url}/sim/eotp/despatch-advices/${note.id}/status/delivered`, { method: 'POST' });
    expect(delivered.status).toBe(200);
    expect(await sync()).toMatchObject({ sent: 0, statusesUpdated: 1 });
    expect(await status(id)).toMatchObject({ state: 'sent', status: 'Delivered' });
    expect(sim.eotp.uploadsAccepted).toBe(1);
    // the simulator's page lists it with its status
    expect(await (await fetch(`${sim.url}/`)).text()).toMatch(/OTP-1<\/td><td>1: 10, 2: 2\.5<\/td><td><b>Delivered<\/b>/);
  });

  it('the buyer’s ReceiptAdvice is stored with its quantities: 10 received; 2.5 sent, 2 received and 0.5 refused', async () => {
    await setEotpKey();
    const id = await invoice();
    await sync();
    const note = onlyNote();
    const res = await fetch(`${sim.url}/sim/eotp/despatch-advices/${note.id}/receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ lineId: '2', received: 2, rejected: 0.5, reason: 'Oštećena ambalaža' }] }),
    });
    expect(res.status).toBe(200);
    expect(await sync()).toMatchObject({ sent: 0, receipts: 1 });
    expect((await status(id)).receipt).toMatchObject({
      status: 'Rejected',
      lines: [
        { lineId: '1', received: 10_000, rejected: 0, reason: null },
        { lineId: '2', received: 2_000, rejected: 500, reason: 'Oštećena ambalaža' },
      ],
    });
    // read once: the next synchronisation neither counts it again nor downloads it again
    expect(await sync()).toMatchObject({ receipts: 0 });
    expect(sim.traffic.calls.filter((c) => c.path.endsWith('/xml/download'))).toHaveLength(1);
  });

  it('an accepted receipt with every line in full', async () => {
    await setEotpKey();
    const id = await invoice();
    await sync();
    sim.eotp.receive(onlyNote(), { accepted: true });
    await sync();
    expect((await status(id)).receipt).toMatchObject({ status: 'Accepted', lines: [{ received: 10_000, rejected: 0 }, { received: 2_500, rejected: 0 }] });
  });

  it('after 5xx and a lost answer the retry under the same RequestId makes no second dispatch note', async () => {
    await setEotpKey();
    const id = await invoice();
    sim.traffic.addFault({ mode: 'status', status: 503, times: 0, path: 'documents/requests' });
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(await status(id)).toMatchObject({ state: 'queued', errorKey: 'error.sef.server', attempts: 1 });
    expect(sends().map((c) => c.status)).toEqual([503, 503, 503, 503]);
    sim.traffic.faults = [];
    // the wait before the next try has passed
    await t.database.db.update(eotpOutbox).set({ nextAttemptAt: null }).where(eq(eotpOutbox.docId, id));
    // eOtpremnica takes the note and the answer is lost: the client's own retry, the same RequestId
    sim.traffic.addFault({ mode: 'drop-answer', path: 'documents/requests' });
    expect(await sync()).toMatchObject({ sent: 1 });
    const note = onlyNote();
    expect(await status(id)).toMatchObject({ state: 'sent', documentId: note.id, errorKey: null, attempts: 2 });
    expect(sends()).toHaveLength(6);
    expect(sim.eotp.uploadsAccepted).toBe(1);
    expect(sim.eotp.requests.size).toBe(1);
  });

  it('a refused key (401): the user’s message, the row kept, sent once the key works', async () => {
    await setEotpKey();
    const id = await invoice();
    sim.state.revokedKeys.add(KEY);
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(await status(id)).toMatchObject({ state: 'queued', errorKey: 'error.eotp.unauthorized', attempts: 1 });
    expect((await d.get('/v1/sef/settings')).data.eotp).toMatchObject({ keySet: true, lastError: 'error.eotp.unauthorized' });
    sim.state.revokedKeys.delete(KEY);
    expect(await sync()).toMatchObject({ sent: 1 });
    expect(await status(id)).toMatchObject({ state: 'sent', errorKey: null, status: 'Sent' });
    expect((await d.get('/v1/sef/settings')).data.eotp).toMatchObject({ lastError: null });
    expect(sim.eotp.uploadsAccepted).toBe(1);
  });

  it('a note eOtpremnica refuses in processing fails with its business message', async () => {
    await setEotpKey();
    const id = await invoice();
    // the simulator refuses what is not a DespatchAdvice: play one by sending another file under the row's RequestId
    const [row] = await t.database.db.select().from(eotpOutbox).where(eq(eotpOutbox.docId, id));
    sim.eotp.upload(KEY, row!.requestId, '<Invoice/>');
    expect(await sync()).toMatchObject({ sent: 1, statusesUpdated: 1 });
    expect(await status(id)).toMatchObject({ state: 'failed', errorKey: 'error.eotp.refused', errorCode: 'XmlInvalid', documentId: null });
    expect(sim.eotp.uploadsAccepted).toBe(0);
  });

  it('no key, a services invoice: nothing queued; the key is stored sealed and never shown', async () => {
    expect(await companiesWithKeys(t.database.db)).toEqual([]);
    const before = await invoice();
    expect(await status(before)).toBeNull();
    await setEotpKey();
    const services = await invoice('usluga');
    expect(await status(services)).toBeNull();
    const shown = await d.call('GET', '/v1/sef/settings');
    expect(shown.body).not.toContain(KEY);
    expect(shown.json().data).toMatchObject({ keySet: false, eotp: { keySet: true, baseUrl: sim.eotpUrl } });
    const [row] = await t.database.db.select().from(eotpSettings);
    expect(row?.apiKeyEnc).not.toContain(KEY);
    expect((await d.call('PUT', '/v1/sef/settings', {})).statusCode).toBe(422);
    const user = await authHeader(t.database, 'user@demo.rs');
    expect((await t.app.inject({ method: 'PUT', url: '/v1/sef/settings', headers: user, payload: { eotpApiKey: KEY } })).statusCode).toBe(403);
    // the periodic synchronisation visits it for its eOtpremnica key alone
    expect(await companiesWithKeys(t.database.db)).toEqual([1]);
    // the company has no SEF key: the synchronisation is eOtpremnica's alone
    const res = await d.call('POST', '/v1/sef/sync');
    expect(res.json().data).toMatchObject({ sent: 0, eotp: { sent: 0 } });
    expect(sim.traffic.calls.filter((c) => c.path.startsWith('/api/'))).toHaveLength(0);
  });
});

const sendNow = (id: number) => d.call('POST', `/v1/eotp/send/prod/${id}`);

/** Sent by hand: 202 at once with the row taken (sending); then its status once the upload and the request's outcome are in. */
async function sendByHand(id: number) {
  const res = await sendNow(id);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().data.state).toBe('sending');
  let now = await status(id);
  for (let n = 0; (now?.state === 'sending' || (now?.state === 'sent' && now.documentId === null)) && n < 400; n++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    now = await status(id);
  }
  return { res, now };
}
const rowOf = async (id: number) => (await t.database.db.select().from(eotpOutbox).where(eq(eotpOutbox.docId, id)))[0]!;

describe('a dispatch note sent by hand', () => {
  it('after eOtpremnica refused the request (4xx): sent again under the same RequestId, one note; once sent, 409', async () => {
    await setEotpKey();
    const id = await invoice();
    sim.traffic.addFault({ mode: 'status', status: 400, path: 'documents/requests', message: 'Neispravan zahtev.', errorCode: 'RequestInvalid' });
    expect(await sync()).toMatchObject({ sent: 0, failed: 1 });
    const { requestId } = await rowOf(id);
    expect(await status(id)).toMatchObject({ state: 'failed', errorKey: 'error.sef.rejected', errorMessage: 'Neispravan zahtev.', errorCode: 'RequestInvalid', attempts: 1 });
    const { now } = await sendByHand(id);
    const note = onlyNote();
    // the status carries eOtpremnica's id and status, asked for right after the send
    expect(now).toMatchObject({ state: 'sent', documentId: note.id, status: 'Sent', requestId, attempts: 2, errorKey: null, errorMessage: null });
    expect(note.requestId).toBe(requestId);
    expect(sends().map((c) => c.status)).toEqual([400, 200]);
    const again = await sendNow(id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'error.eotp.already-sent']);
    expect(sends()).toHaveLength(2);
    expect(sim.eotp.uploadsAccepted).toBe(1);
  });

  it('after eOtpremnica refused the note in processing: a new RequestId (the old one keeps its refusal), one note', async () => {
    await setEotpKey();
    const id = await invoice();
    const first = (await rowOf(id)).requestId;
    sim.eotp.upload(KEY, first, '<Invoice/>');
    await sync();
    expect(await status(id)).toMatchObject({ state: 'failed', errorKey: 'error.eotp.refused', errorCode: 'XmlInvalid' });
    const { now } = await sendByHand(id);
    const note = onlyNote();
    expect(now).toMatchObject({ state: 'sent', documentId: note.id, status: 'Sent', errorKey: null });
    expect(now.requestId).not.toBe(first);
    expect(note.requestId).toBe(now.requestId);
    expect(sim.eotp.uploadsAccepted).toBe(1);
  });

  it('sends asked for at once upload the note once: one answers, the others 409', async () => {
    await setEotpKey();
    const rounds: string[] = [];
    for (let round = 0; round < 3; round++) {
      const id = await invoice();
      // the upload itself (a previous round's follow-up may still ask `requests/changes`)
      sim.traffic.addFault({ mode: 'status', status: 400, path: 'documents/requests$', message: 'Neispravan zahtev.', errorCode: 'RequestInvalid' });
      await sync();
      expect(await status(id)).toMatchObject({ state: 'failed' });
      sim.traffic.addFault({ mode: 'slow', delayMs: 300, path: 'documents/requests$' });
      const before = sends().length;
      const answers = await Promise.all(Array.from({ length: 6 }, () => sendNow(id)));
      const codes = answers.map((r) => (r.statusCode === 409 ? `409 ${r.json().message}` : String(r.statusCode)));
      expect(codes.filter((c) => c !== '202').every((c) => c === '409 error.eotp.sending' || c === '409 error.eotp.already-sent'), codes.join(', ')).toBe(true);
      // the one taken goes on after its answer: its end, then the uploads counted
      for (let n = 0; (await status(id))?.state === 'sending' && n < 400; n++) await new Promise((resolve) => setTimeout(resolve, 25));
      rounds.push(`${codes.filter((c) => c === '202').length} answered, ${sends().length - before} sent`);
    }
    expect(rounds).toEqual(Array(3).fill('1 answered, 1 sent'));
    expect(sim.eotp.uploadsAccepted).toBe(3);
  });

  it('409 without an eOtpremnica key, for a services invoice, a storno and a draft (404 none, or a family without e-invoices); a goods invoice locked before the key goes', async () => {
    const before = await invoice();
    const noKey = await sendNow(before);
    expect([noKey.statusCode, noKey.json().message]).toEqual([409, 'error.eotp.no-key']);
    await setEotpKey();
    const services = await invoice('usluga');
    const notGoods = await sendNow(services);
    expect([notGoods.statusCode, notGoods.json().message]).toEqual([409, 'error.eotp.not-goods']);
    const reversed = await invoice();
    await d.storno('doc-prod', reversed);
    const storno = await sendNow(reversed);
    expect([storno.statusCode, storno.json().message]).toEqual([409, 'error.xml.storno']);
    const draft = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 99, datum: '2024-03-15', magId: VP, komId: K, datumDospeca: '2024-04-14', datumIsporuke: '2024-03-14', datumPrometa: '2024-03-14', xmlUpload: 'none', brojOtpremnice: 'OTP-99' });
    const unlocked = await sendNow(draft);
    expect([unlocked.statusCode, unlocked.json().message]).toEqual([409, 'error.eotp.not-locked']);
    expect((await d.call('POST', '/v1/eotp/send/prod/999999')).statusCode).toBe(404);
    expect((await d.call('POST', `/v1/eotp/send/psr/${draft}`)).statusCode).toBe(404);
    expect(sends()).toHaveLength(0);
    expect((await sendByHand(before)).now).toMatchObject({ state: 'sent', status: 'Sent', attempts: 1 });
    expect(onlyNote().number).toBe('OTP-1');
  });
});

describe('the storno of a goods invoice cancels its dispatch note on eOtpremnica', () => {
  it('a note eOtpremnica has is cancelled there (an ApplicationResponse) and shown Cancelled; the feed counts nothing twice', async () => {
    await setEotpKey();
    const id = await invoice();
    await sync();
    const note = onlyNote();
    await d.storno('doc-prod', id);
    expect((await d.read('doc-prod', id)).status).toBe('storno');
    expect([note.status, sim.eotp.cancellations]).toEqual(['Cancelled', 1]);
    expect(await status(id)).toMatchObject({ state: 'sent', documentId: note.id, status: 'Cancelled' });
    // one send of the cancellation, after the note's status was read
    expect(sends()).toHaveLength(2);
    expect(await sync()).toMatchObject({ sent: 0, statusesUpdated: 0 });
    const resend = await sendNow(id);
    expect([resend.statusCode, resend.json().message]).toEqual([409, 'error.xml.storno']);
  });

  it('the cancellation is the supplier’s ApplicationResponse naming the note by number and eOtpremnica’s id', async () => {
    const id = await invoice();
    const data = await loadXmlData(t.database.db, 1, 'prod', id);
    const root = parseXml(buildCancelXml(data, 'n-1', 'Stornirano', '2026-11-26'));
    expect(root.name).toBe('ApplicationResponse');
    expect([textAt(root, 'ID'), textAt(root, 'IssueDate'), textAt(root, 'Note')]).toEqual(['OTK-OTP-1', '2026-11-26', 'Stornirano']);
    // the parties as the dispatch note names them
    const despatch = parseXml(buildDespatchXml(data));
    expect([textAt(root, 'SenderParty', 'EndpointID'), textAt(root, 'ReceiverParty', 'EndpointID')]).toEqual([
      textAt(despatch, 'DespatchSupplierParty', 'Party', 'EndpointID'),
      textAt(despatch, 'DeliveryCustomerParty', 'Party', 'EndpointID'),
    ]);
    expect(textAt(root, 'SenderParty', 'EndpointID')).toMatch(/^\d{9}$/);
    const response = child(root, 'DocumentResponse');
    expect([textAt(response, 'Response', 'ResponseCode'), textAt(response, 'DocumentReference', 'ID'), textAt(response, 'DocumentReference', 'UUID'), textAt(response, 'DocumentReference', 'DocumentTypeCode')]).toEqual(['1', 'OTP-1', 'n-1', '351']);
  });

  it('while eOtpremnica refuses the cancellation the storno is refused with its message, and nothing is written', async () => {
    await setEotpKey();
    const id = await invoice();
    await sync();
    const before = await rowOf(id);
    sim.traffic.addFault({ mode: 'status', status: 400, path: 'documents/requests', message: 'Otpremnica je u obradi.', errorCode: 'DocumentLocked' });
    const refused = await d.call('POST', `/v1/doc-prod/${id}/storno`);
    expect([refused.statusCode, refused.json().message, refused.json().params]).toEqual([409, 'error.eotp.cancel-refused', { message: 'Otpremnica je u obradi.' }]);
    expect((await d.read('doc-prod', id)).status).toBe('locked');
    expect(await rowOf(id)).toEqual(before);
    expect(onlyNote().status).toBe('Sent');
    // eOtpremnica's own refusal in processing: a delivered note is not cancelled (the simulator's rule)
    sim.eotp.setStatus(onlyNote(), 'Delivered');
    const delivered = await d.call('POST', `/v1/doc-prod/${id}/storno`);
    expect([delivered.statusCode, delivered.json().message, delivered.json().params]).toEqual([
      409,
      'error.eotp.cancel-refused',
      { message: 'InvalidDocumentStatus: A dispatch note in status Delivered cannot be cancelled.' },
    ]);
    expect((await d.read('doc-prod', id)).status).toBe('locked');
    expect(await rowOf(id)).toEqual(before);
    expect(sim.eotp.cancellations).toBe(0);
    // eOtpremnica out of reach: SEF's message for it, still nothing written
    sim.eotp.setStatus(onlyNote(), 'Sent');
    sim.traffic.addFault({ mode: 'status', status: 503, times: 0, path: '/eotp/' });
    const down = await d.call('POST', `/v1/doc-prod/${id}/storno`);
    expect([down.statusCode, down.json().message]).toEqual([409, 'error.sef.server']);
    expect((await d.read('doc-prod', id)).status).toBe('locked');
    sim.traffic.faults = [];
    await d.storno('doc-prod', id);
    expect(await status(id)).toMatchObject({ status: 'Cancelled' });
    expect(sim.eotp.cancellations).toBe(1);
  });

  it('a note never sent, or already cancelled on eOtpremnica, lets the storno go without a cancellation', async () => {
    await setEotpKey();
    const queued = await invoice();
    await d.storno('doc-prod', queued);
    expect(sim.traffic.calls).toHaveLength(0);
    // the sender finds the storno and skips it
    expect(await sync()).toMatchObject({ sent: 0, skipped: 1 });
    expect(await status(queued)).toMatchObject({ state: 'skipped', errorKey: 'error.xml.storno' });
    const sent = await invoice();
    await sync();
    sim.eotp.setStatus(onlyNote(), 'Cancelled');
    await d.storno('doc-prod', sent);
    expect(sim.eotp.cancellations).toBe(0);
    expect(sends()).toHaveLength(1);
    expect(await status(sent)).toMatchObject({ status: 'Cancelled' });
  });
});

describe('the receipt advice reader', () => {
  it('reads quantities to the thousandth and the dispatch note it answers', () => {
    expect([thousandths('10'), thousandths('2.5'), thousandths('0.125'), thousandths('x'), thousandths(null)]).toEqual([10_000, 2_500, 125, 0, 0]);
    const note = { id: 'n', apiKey: 'k', requestId: 'r', number: 'OTP-9', xml: '', status: 'Sent', lines: [{ lineId: '1', quantity: '3', unitCode: 'H87' }], receipt: null };
    const receipt = sim.eotp.receive(note, { lines: [{ lineId: '1', received: 1.5, rejected: 1.5 }] });
    expect(parseReceiptAdvice(receipt.xml)).toEqual({ id: 'PRI-OTP-9', despatchNumber: 'OTP-9', lines: [{ lineId: '1', received: 1_500, rejected: 1_500, reason: null }] });
  });
});
