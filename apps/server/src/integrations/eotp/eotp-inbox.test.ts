import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../test/documents';
import { artMain, companies, memberships, users } from '../../platform/db/schema';
import { parseReceiptAdvice } from './eotp-receipt';
import { readDespatchAdvice } from './eotp-inbox';

/**
 * Dispatch notes received (docs/decisions.md#electronic-dispatch-notes, received): a supplier's
 * note of 100 pieces, 98 received and 2 refused as damaged; our ReceiptAdvice says 98; the
 * incoming invoice for 100 shows the 2 missing. The simulator plays the supplier.
 */
const { t, sim } = useSefTestApp({ eotp: true });
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = '5b6c7d8e-9f01-4a2b-8c3d-4e5f6a7b8c9d';
const GTIN = '8600000000017';
let A: number;
let VP: number;
let supplier: number;

/** The simulator's supplier sends us (our key) a note of `quantity` pieces of the article of GTIN. */
async function supplierSends(number: string, quantity = '100') {
  const res = await fetch(`${sim.url}/sim/eotp/incoming`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerKey: KEY,
      supplier: { pib: '101134702', name: 'Dobavljač Sever d.o.o.' },
      customer: { pib: '100000024', name: 'Demo' },
      number,
      issueDate: '2026-05-14',
      lines: [
        { lineId: '1', name: 'Artikal EA', gtin: GTIN, quantity },
        { lineId: '2', name: 'Nepoznat artikal', quantity: '5', unitCode: 'KGM' },
      ],
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}
const pull = async () => {
  const res = await d.call('POST', '/v1/eotp/inbox/pull');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.taken as number;
};
const inbox = async (query = '') => (await d.call('GET', `/v1/eotp/inbox${query}`)).json();
/** The background send of a queued advice has finished once its state is no longer `queued`. */
async function settled(id: number) {
  for (let i = 0; i < 200; i++) {
    const note = (await d.call('GET', `/v1/eotp/inbox/${id}`)).json().data;
    if (note.receiptState !== 'queued') return note;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the advice stayed queued');
}

beforeEach(async () => {
  sim.state.reset();
  sim.eotp.reset();
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, supplier } = await goodsSetup(d));
  A = await d.article('roba', 'EA', 2000);
  await t.database.db.update(artMain).set({ barkod: GTIN }).where(eq(artMain.id, A));
  expect((await d.call('PUT', '/v1/sef/settings', { eotpApiKey: KEY })).statusCode).toBe(204);
});

describe('dispatch notes received on eOtpremnica', () => {
  it('the worked example: 100 dispatched, 98 received, 2 refused; the advice says 98; the invoice for 100 shows 2 missing', async () => {
    const documentId = await supplierSends('OTP-77');
    expect(await pull()).toBe(1);
    expect(await pull()).toBe(0);
    const list = await inbox();
    expect(list.data).toHaveLength(1);
    const row = list.data[0];
    expect(row).toMatchObject({ documentId, number: 'OTP-77', issueDate: '2026-05-14', supplierPib: '101134702', supplierName: 'Dobavljač Sever d.o.o.', status: 'Received', receiptState: null });
    const detail = (await d.call('GET', `/v1/eotp/inbox/${row.id}`)).json().data;
    expect(detail.lines).toEqual([
      { lineId: '1', name: 'Artikal EA', gtin: GTIN, unitCode: 'H87', quantity: 100_000, artId: A, received: null, rejected: null, reason: null },
      { lineId: '2', name: 'Nepoznat artikal', gtin: null, unitCode: 'KGM', quantity: 5_000, artId: null, received: null, rejected: null, reason: null },
    ]);

    const answer = await d.call('POST', `/v1/eotp/inbox/${row.id}/receipt`, { lines: [{ lineId: '1', received: 98_000, rejected: 2_000, reason: 'oštećeno' }] });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().data.receiptState).toBe('queued');
    const sent = await settled(row.id);
    expect(sent.receiptState).toBe('sent');
    expect(sent.lines.map((l: { received: number; rejected: number }) => [l.received, l.rejected])).toEqual([
      [98_000, 2_000],
      [5_000, 0],
    ]);
    // what eOtpremnica holds: our advice, read back as the supplier reads it
    const note = sim.eotp.notes.get(documentId)!;
    expect(note.receipt?.status).toBe('Rejected');
    const advice = parseReceiptAdvice(note.receipt!.xml);
    expect(advice.despatchNumber).toBe('OTP-77');
    expect(advice.lines).toEqual([
      { lineId: '1', received: 98_000, rejected: 2_000, reason: 'oštećeno' },
      { lineId: '2', received: 5_000, rejected: 0, reason: null },
    ]);
    expect((await inbox('?pending=true')).data).toHaveLength(0);

    // the incoming invoice for 100, linked: 2 missing
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-05-15', magId: VP, komId: supplier, dokBroj: 'F-77' });
    await d.item('doc-ur', ur, { artId: A, kolicina: 100_000, fakCena: 10_00, prodCena: 15_00 });
    const linked = await d.call('PUT', `/v1/eotp/inbox/${row.id}/link`, { vDoc: 'ur', docId: ur });
    expect(linked.statusCode, linked.body).toBe(200);
    const against = (await d.call('GET', `/v1/eotp/received/ur/${ur}`)).json().data;
    expect(against).toEqual({ notes: [{ id: row.id, number: 'OTP-77', receiptState: 'sent' }], lines: [{ artId: A, artName: 'EA Artikal EA', invoiced: 100_000, received: 98_000, difference: 2_000 }] });
  });

  it('refuses an advice above the note, a second advice, a line not on the note, another company, a link to a family without a supplier', async () => {
    await supplierSends('OTP-78', '10');
    await pull();
    const id = (await inbox()).data[0].id as number;
    const over = await d.call('POST', `/v1/eotp/inbox/${id}/receipt`, { lines: [{ lineId: '1', received: 9_000, rejected: 2_000 }] });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ 'lines.0.received': 'error.eotp.over-dispatched' });
    const unknown = await d.call('POST', `/v1/eotp/inbox/${id}/receipt`, { lines: [{ lineId: '9', received: 1_000 }] });
    expect(unknown.json().errors).toEqual({ 'lines.0.lineId': 'error.eotp.line-unknown' });
    expect((await d.call('GET', `/v1/eotp/inbox/${id}`)).json().data.receiptState).toBeNull();
    expect(sim.eotp.notes.size).toBe(1);
    expect([...sim.eotp.notes.values()][0]!.receipt).toBeNull();

    expect((await d.call('POST', `/v1/eotp/inbox/${id}/receipt`, { lines: [] })).statusCode).toBe(202);
    await settled(id);
    const second = await d.call('POST', `/v1/eotp/inbox/${id}/receipt`, { lines: [] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('error.eotp.receipt-given');

    // another company's admin sees none of it
    const [company] = await t.database.db.insert(companies).values({ naziv: 'Druga firma d.o.o.', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [admin] = await t.database.db.insert(users).values({ email: 'admin@druga.rs', firstName: 'D', lastName: 'D' }).returning();
    await t.database.db.insert(memberships).values({ userId: admin!.id, companyId: company!.id, role: 'admin', isDefault: true });
    const other = await authHeader(t.database, 'admin@druga.rs');
    expect((await t.app.inject({ method: 'GET', url: `/v1/eotp/inbox/${id}`, headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/v1/eotp/inbox/${id}/receipt`, headers: other, payload: { lines: [] } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/eotp/inbox', headers: other })).json().data).toEqual([]);
    expect((await d.call('GET', '/v1/eotp/inbox/999999')).statusCode).toBe(404);
    expect((await d.call('PUT', `/v1/eotp/inbox/${id}/link`, { vDoc: 'prod', docId: 1 })).statusCode).toBe(422);
    expect((await d.call('PUT', `/v1/eotp/inbox/${id}/link`, { vDoc: 'ur', docId: 999999 })).statusCode).toBe(404);
  });

  it('reads a supplier DespatchAdvice: number, date, supplier, lines in thousandths with their units and GTIN', () => {
    sim.eotp.reset();
    const note = sim.eotp.deliverToCustomer({
      customerKey: KEY,
      supplier: { pib: '101134702', name: 'S' },
      customer: { pib: '100000024', name: 'C' },
      number: 'N-1',
      issueDate: '2026-05-14',
      lines: [{ lineId: '1', name: 'X', quantity: '9.5', unitCode: 'KGM', gtin: '123' }],
    });
    expect(readDespatchAdvice(note.xml)).toEqual({
      number: 'N-1',
      issueDate: '2026-05-14',
      supplierPib: '101134702',
      supplierName: 'S',
      lines: [{ lineId: '1', name: 'X', gtin: '123', unitCode: 'KGM', quantity: 9_500 }],
    });
  });
});
