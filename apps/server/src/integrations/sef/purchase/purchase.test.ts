import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { addDays, belgradeToday } from '@knjige/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import type { Database } from '../../../platform/db/client';
import { SefClient } from '../sef-client';
import { sampleInvoiceXml } from '@knjige/simulators/sef';
import { syncPurchases } from './purchase-sync';
import { sefItemMapping, sefPurchaseInvoice } from './purchase.tables';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'b4e2d3c5-6f70-4b8c-9dae-1f2a3b4c5d6e';
const today = belgradeToday();
/** The seeded supplier Veletrgovina Sever (PIB 100000008) and the seeded article Mineralna voda 1,5 l. */
let SEVER: number;
let WATER: number;

/** The example SEF invoice of the shared docs: Sever's, 14,100.00 + VAT 2,110.00 (20 %, 10 %, exempt), with a PDF attached. */
const example380 = fs.readFileSync('/work/shared/sef-examples/sef-invoice-380.xml', 'utf8');
/** A new supplier's invoice: 12 × 1,250.00 of its item MV-15 at 20 % = 15,000.00 + VAT 3,000.00 = 18,000.00. */
const zora = { name: 'Pekara Zora d.o.o.', pib: '105000007', mb: '20500000' };
const us = { name: 'Demo d.o.o.', pib: '101134702', mb: '07204990' };
const zoraInvoice = (number: string, quantity: number, net: number) =>
  sampleInvoiceXml({ number, supplier: zora, buyer: us, net, item: { name: 'Mineralna voda 1,5 l', sellerId: 'MV-15', quantity } });

beforeEach(async () => {
  sim.state.reset();
  sim.traffic.reset();
  auth = await authHeader(t.database, 'admin@demo.rs');
  const setup = await goodsSetup(d);
  SEVER = setup.supplier;
  WATER = await setup.articleByCode('2001');
  const res = await d.call('PUT', '/v1/sef/settings', { apiKey: KEY });
  expect(res.statusCode, res.body).toBe(204);
});

const deliver = (xml: string) => sim.state.deliverPurchase(KEY, xml).purchaseInvoiceId;
const sync = async () => {
  const res = await d.call('POST', '/v1/sef/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.purchases as { added: number; updated: number; error: string | null };
};
const list = async (query = '') => (await d.get(`/v1/sef/purchase-invoices${query}`)) as { data: Record<string, unknown>[]; pagination: { itemsCount: number; filteredCount: number } };
const rowOf = async (sefPurchaseId: number) => (await list()).data.find((r) => r.sefPurchaseId === sefPurchaseId)!;
const purchaseCalls = () => sim.traffic.calls.filter((c) => c.path.includes('purchase-invoice'));

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

describe('purchase invoices pulled from SEF into the inbox', () => {
  it('a synchronisation pulls each delivered invoice once with its amounts and deadline; the next one with nothing new costs one SEF call and two queries', async () => {
    const ex = deliver(example380);
    const z1 = deliver(zoraInvoice('Z-1/26', 12, 1_500_000));
    expect(await sync()).toEqual({ added: 2, updated: 0, error: null });
    const page = await list();
    expect(page.pagination.itemsCount).toBe(2);
    expect(await rowOf(ex)).toMatchObject({
      number: 'F-2024-0001',
      documentType: 'Invoice',
      issueDate: '2024-03-15',
      dueDate: '2024-04-14',
      supplierPib: '100000008',
      supplierName: 'Primer Prodavac d.o.o.',
      base: 1_410_000,
      vat: 211_000,
      total: 1_621_000,
      currency: 'RSD',
      sefStatus: 'New',
      sentDate: today,
      decideBy: addDays(today, 15),
      daysLeft: 15,
      hasPdf: true,
      parseError: null,
      bookedDocId: null,
    });
    expect(await rowOf(z1)).toMatchObject({ number: 'Z-1/26', supplierPib: '105000007', base: 1_500_000, vat: 300_000, total: 1_800_000, hasPdf: false });
    // per invoice: its status and its XML, after the one ids call
    expect(purchaseCalls().map((c) => c.path.split('/').pop())).toEqual(['ids', 'purchase-invoice', 'xml', 'purchase-invoice', 'xml']);

    // the same invoices again: still two rows
    sim.traffic.calls = [];
    expect(await sync()).toEqual({ added: 0, updated: 0, error: null });
    expect((await list()).pagination.itemsCount).toBe(2);
    expect(purchaseCalls().map((c) => c.path.split('/').pop())).toEqual(['ids']);

    // the purchase part of a synchronisation with nothing new: the cursor, the known ids, one SEF call
    sim.traffic.calls = [];
    const client = new SefClient({ baseUrl: sim.url, apiKey: KEY, backoffMs: 5 });
    let result: unknown;
    const queries = await countQueries(t.database, async () => {
      result = await syncPurchases(t.database.db, client, 1);
    });
    expect(result).toEqual({ added: 0, updated: 0, error: null });
    expect(queries).toBe(2);
    expect(sim.traffic.calls).toHaveLength(1);
    // the whole POST /v1/sef/sync of a company with nothing to send and nothing new (8, 1 for
    // eOtpremnica's part: the company has no key for it, and 3 for its progress row: the key asked
    // for, the start and the end)
    const whole = await countQueries(t.database, sync);
    expect(whole).toBeLessThanOrEqual(12);
  });

  it('shows the invoice with its lines from the UBL and its PDF; lists by status, booked and search', async () => {
    const ex = deliver(example380);
    await sync();
    const { id } = await rowOf(ex);
    const detail = (await d.get(`/v1/sef/purchase-invoices/${id}`)).data;
    expect(detail.supplier).toEqual({ name: 'Primer Prodavac d.o.o.', pib: '100000008', mb: '10000009', address: 'Knez Mihailova 1', city: 'Beograd', postcode: '11000' });
    expect(detail.komId).toBe(SEVER);
    expect(detail.lines).toHaveLength(3);
    expect(detail.lines[0]).toMatchObject({ lineNo: '1', name: 'Artikal A (opšta stopa)', sellerId: 'A-001', quantity: 10_000, unitCode: 'H87', price: 100_000, net: 1_000_000, vatRate: 2000, artId: null });
    expect(detail.taxSubtotals).toEqual([
      { category: 'S', rate: 2000, base: 1_000_000, vat: 200_000 },
      { category: 'S', rate: 1000, base: 110_000, vat: 11_000 },
      { category: 'E', rate: 0, base: 300_000, vat: 0 },
    ]);
    const pdf = await d.call('GET', `/v1/sef/purchase-invoices/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect((await list('?search=Primer')).pagination.filteredCount).toBe(1);
    expect((await list('?search=nema')).pagination.filteredCount).toBe(0);
    expect((await list('?status=New&booked=0')).pagination.filteredCount).toBe(1);
    expect((await list('?booked=1')).pagination.filteredCount).toBe(0);
  });

  it('an invoice whose XML does not parse is kept with its error, once, and cannot be booked; a credit note is not booked as an invoice', async () => {
    const broken = deliver(example380);
    sim.state.purchases.get(broken)!.xml = example380.replace('</cac:LegalMonetaryTotal>', '');
    expect(await sync()).toEqual({ added: 1, updated: 0, error: null });
    expect(await sync()).toEqual({ added: 0, updated: 0, error: null });
    const row = await rowOf(broken);
    expect(row).toMatchObject({ number: '', sefStatus: 'New', total: 0 });
    expect(row.parseError).toMatch(/closes <LegalMonetaryTotal>/);
    const [kept] = await t.database.db.select().from(sefPurchaseInvoice).where(eq(sefPurchaseInvoice.id, row.id as number));
    expect(kept!.ubl).toContain('F-2024-0001');
    const book = await d.call('POST', `/v1/sef/purchase-invoices/${row.id}/book`, { as: 'zrn', trosakId: await d.costItem('Usluge', 'Održavanje') });
    expect(book.statusCode).toBe(409);
    expect(book.json().message).toBe('error.sef-purchase.unreadable');
    // a supplier's credit note is listed, but booked as a credit note, not as an invoice
    const note = deliver(fs.readFileSync('/work/shared/sef-examples/sef-creditnote-381.xml', 'utf8'));
    expect(await sync()).toMatchObject({ added: 1 });
    const noteRow = await rowOf(note);
    expect(noteRow).toMatchObject({ documentType: 'CreditNote', parseError: null });
    const refused = await d.call('POST', `/v1/sef/purchase-invoices/${noteRow.id}/book`, { as: 'ur' });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { as: 'error.sef-purchase.credit-note' }]);
  });

  it('the next day picks up the supplier’s storno from SEF’s changes; a withdrawn invoice is not booked', async () => {
    const z1 = deliver(zoraInvoice('Z-1/26', 12, 1_500_000));
    await sync();
    sim.state.setPurchaseStatus(sim.state.purchaseOf(KEY, z1), 'Storno', 'Pogrešan iznos');
    const z2 = deliver(zoraInvoice('Z-2/26', 1, 10_000));
    // tomorrow: yesterday's changes (the storno, and Z-2 unseen till now) then today's ids
    sim.state.dayOffset = 1;
    const client = new SefClient({ baseUrl: sim.url, apiKey: KEY, backoffMs: 5 });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await syncPurchases(t.database.db, client, 1, tomorrow)).toEqual({ added: 1, updated: 1, error: null });
    expect(await syncPurchases(t.database.db, client, 1, tomorrow)).toEqual({ added: 0, updated: 0, error: null });
    const row = await rowOf(z1);
    expect(row).toMatchObject({ sefStatus: 'Storno', sefComment: 'Pogrešan iznos', decideBy: null, daysLeft: null });
    expect(await rowOf(z2)).toMatchObject({ number: 'Z-2/26', total: 12_000 });
    const book = await d.call('POST', `/v1/sef/purchase-invoices/${row.id}/book`, { as: 'ur', mappings: [{ lineNo: '1', artId: WATER }] });
    expect(book.statusCode).toBe(409);
    expect(book.json().message).toBe('error.sef-purchase.withdrawn');
  });

  it('SEF down, answering 5xx or refusing the key: a clear error, nothing half-kept, and the next synchronisation picks up', async () => {
    const a = deliver(zoraInvoice('Z-1/26', 1, 10_000));
    const b = deliver(zoraInvoice('Z-2/26', 2, 20_000));
    sim.traffic.addFault({ mode: 'status', status: 503, times: 0, path: 'purchase-invoice/xml' });
    expect(await sync()).toEqual({ added: 0, updated: 0, error: 'error.sef.server' });
    expect((await d.get('/v1/sef/settings')).data.lastError).toBe('error.sef.server');
    sim.traffic.faults = [];
    sim.traffic.addFault({ mode: 'down', times: 0, path: 'purchase-invoice' });
    expect(await sync()).toEqual({ added: 0, updated: 0, error: 'error.sef.network' });
    sim.traffic.faults = [];
    sim.state.revokedKeys.add(KEY);
    expect((await sync()).error).toBe('error.sef.unauthorized');
    expect((await list()).pagination.itemsCount).toBe(0);
    sim.state.revokedKeys.delete(KEY);
    expect(await sync()).toEqual({ added: 2, updated: 0, error: null });
    expect((await list()).data.map((r) => r.sefPurchaseId).sort()).toEqual([a, b].sort());
  });

  it('the home page’s list: undecided invoices within 3 days of their deadline, closest first', async () => {
    const soon = deliver(zoraInvoice('Z-1/26', 1, 10_000));
    const later = deliver(zoraInvoice('Z-2/26', 1, 10_000));
    await sync();
    await t.database.db.update(sefPurchaseInvoice).set({ sentDate: addDays(today, -13) }).where(eq(sefPurchaseInvoice.sefPurchaseId, soon));
    const due = await list('?deadlineWithin=3');
    expect(due.data.map((r) => [r.sefPurchaseId, r.daysLeft])).toEqual([[soon, 2]]);
    expect((await rowOf(later)).daysLeft).toBe(15);
  });
});

describe('accept and reject from the inbox', () => {
  it('accept and reject reach SEF and record its answer; a rejection needs a comment; SEF’s refusal is a 409 with its message and nothing changes', async () => {
    const a = deliver(zoraInvoice('Z-1/26', 1, 10_000));
    const r = deliver(zoraInvoice('Z-2/26', 1, 10_000));
    const c = deliver(zoraInvoice('Z-3/26', 1, 10_000));
    await sync();
    const accept = await d.call('POST', `/v1/sef/purchase-invoices/${(await rowOf(a)).id}/accept`, {});
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({ sefStatus: 'Approved', daysLeft: null });
    expect(sim.state.purchaseOf(KEY, a).status).toBe('Approved');

    const rid = (await rowOf(r)).id;
    const noComment = await d.call('POST', `/v1/sef/purchase-invoices/${rid}/reject`, {});
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().errors).toEqual({ comment: 'error.sef-purchase.comment-required' });
    const reject = await d.call('POST', `/v1/sef/purchase-invoices/${rid}/reject`, { comment: 'Roba nije isporučena' });
    expect(reject.json().data).toMatchObject({ sefStatus: 'Rejected', sefComment: 'Roba nije isporučena' });
    expect(sim.state.purchaseOf(KEY, r)).toMatchObject({ status: 'Rejected', comment: 'Roba nije isporučena' });

    // the supplier cancelled it on SEF after our last synchronisation: SEF refuses, we show why
    sim.state.setPurchaseStatus(sim.state.purchaseOf(KEY, c), 'Cancelled', null);
    const cid = (await rowOf(c)).id;
    const refused = await d.call('POST', `/v1/sef/purchase-invoices/${cid}/accept`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error.sef-purchase.refused', params: { message: 'Invoice in status Cancelled cannot be accepted or rejected.' } });
    expect(await rowOf(c)).toMatchObject({ sefStatus: 'New', sefComment: null });
    // an invoice already decided is not sent to SEF again
    const again = await d.call('POST', `/v1/sef/purchase-invoices/${(await rowOf(a)).id}/reject`, { comment: 'x' });
    expect(again.statusCode).toBe(409);
  });
});

describe('booking a purchase invoice', () => {
  it('as a draft incoming invoice: the supplier made from the invoice, an unknown line asked once and remembered, totals to the para, booked once', async () => {
    const z1 = deliver(zoraInvoice('Z-1/26', 12, 1_500_000));
    const z2 = deliver(zoraInvoice('Z-2/26', 3, 375_000));
    await sync();
    const id1 = (await rowOf(z1)).id;
    const ask = await d.call('POST', `/v1/sef/purchase-invoices/${id1}/book`, { as: 'ur' });
    expect(ask.statusCode).toBe(422);
    expect(ask.json().errors).toEqual({ 'lines.1': 'error.sef-purchase.line-unmatched' });
    // nothing written by the refused booking
    expect((await d.call('GET', '/v1/kom-main?search=Zora')).json().data).toHaveLength(0);

    const booked = await d.call('POST', `/v1/sef/purchase-invoices/${id1}/book`, { as: 'ur', mappings: [{ lineNo: '1', artId: WATER }] });
    expect(booked.statusCode, booked.body).toBe(201);
    const result = booked.json().data;
    expect(result).toMatchObject({ vDoc: 'ur', supplierCreated: true, warnings: [] });
    const supplier = (await d.get(`/v1/kom-main/${result.komId}`)).data;
    expect(supplier).toMatchObject({ naziv: 'Pekara Zora d.o.o.', pib: '105000007', maticniBroj: '20500000', mesto: 'Beograd', postcode: '11000', isDobavljac: true });
    const ur = await d.read('doc-ur', result.docId);
    expect(ur).toMatchObject({ status: 'draft', komId: result.komId, dokBroj: 'Z-1/26', nabVrednost: 1_500_000, nabPdv: 300_000, nabIznos: 1_800_000 });
    const items = (await d.get(`/v1/doc-ur/${result.docId}/items`)).data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ artId: WATER, kolicina: 12_000, fakCena: 125_000, nabVr: 1_500_000, pdvStopa: 2000 });
    expect(await rowOf(z1)).toMatchObject({ bookedVDoc: 'ur', bookedDocId: result.docId });
    expect((await list('?booked=1')).pagination.filteredCount).toBe(1);

    const twice = await d.call('POST', `/v1/sef/purchase-invoices/${id1}/book`, { as: 'ur', mappings: [{ lineNo: '1', artId: WATER }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('error.sef-purchase.booked');

    // the next invoice of the supplier: its line is known, the supplier found by PIB
    expect((await t.database.db.select().from(sefItemMapping)).map((m) => [m.keyKind, m.keyValue, m.artId]).sort()).toEqual([
      ['name', 'mineralna voda 1,5 l', WATER],
      ['sellerId', 'MV-15', WATER],
    ]);
    const id2 = (await rowOf(z2)).id;
    expect((await d.get(`/v1/sef/purchase-invoices/${id2}`)).data.lines[0].artId).toBe(WATER);
    const second = await d.call('POST', `/v1/sef/purchase-invoices/${id2}/book`, { as: 'ur' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ komId: result.komId, supplierCreated: false });
    expect(await d.read('doc-ur', second.json().data.docId)).toMatchObject({ dokBroj: 'Z-2/26', nabVrednost: 375_000, nabPdv: 75_000, nabIznos: 450_000 });
  });

  it('lines matched by GTIN: a line whose GTIN is our article\'s barcode takes that article, the rest are asked; the draft has the figures of each', async () => {
    // the example invoice's lines with GTINs: A is our water's barcode (written as a GTIN-14), B our juice's, C no article's
    const withGtin = (name: string, gtin: string) => `<cbc:Name>${name}</cbc:Name><cac:StandardItemIdentification><cbc:ID schemeID="0160">${gtin}</cbc:ID></cac:StandardItemIdentification>`;
    const xml = example380
      .replace('<cbc:Name>Artikal A (opšta stopa)</cbc:Name>', withGtin('Artikal A (opšta stopa)', '08600000000042'))
      .replace('<cbc:Name>Artikal B (posebna stopa)</cbc:Name>', withGtin('Artikal B (posebna stopa)', '8600000000059'))
      .replace('<cbc:Name>Usluga C (oslobođena)</cbc:Name>', withGtin('Usluga C (oslobođena)', '8600000000998'));
    const ex = deliver(xml);
    await sync();
    const { id } = await rowOf(ex);
    const JUICE = await (await goodsSetup(d)).articleByCode('2002');
    const OTHER = await (await goodsSetup(d)).articleByCode('1001');
    const detail = (await d.get(`/v1/sef/purchase-invoices/${id}`)).data as { lines: { lineNo: string; gtin: string; artId: number | null }[] };
    expect(detail.lines.map((l) => [l.lineNo, l.gtin, l.artId])).toEqual([
      ['1', '08600000000042', WATER],
      ['2', '8600000000059', JUICE],
      ['3', '8600000000998', null],
    ]);
    const ask = await d.call('POST', `/v1/sef/purchase-invoices/${id}/book`, { as: 'ur' });
    expect([ask.statusCode, ask.json().errors]).toEqual([422, { 'lines.3': 'error.sef-purchase.line-unmatched' }]);
    const booked = await d.call('POST', `/v1/sef/purchase-invoices/${id}/book`, { as: 'ur', mappings: [{ lineNo: '3', artId: OTHER }] });
    expect(booked.statusCode, booked.body).toBe(201);
    const docId = booked.json().data.docId as number;
    const items = ((await d.get(`/v1/doc-ur/${docId}/items?perPage=100`)).data as { artId: number; kolicina: number; fakCena: number; nabVr: number }[]).map((i) => [i.artId, i.kolicina, i.fakCena, i.nabVr]);
    // 10 × 1.000,00 = 10.000,00; 2 × 550,00 = 1.100,00; 1 × 3.000,00: the invoice's 14.100,00
    expect(items).toEqual([
      [WATER, 10_000, 100_000, 1_000_000],
      [JUICE, 2_000, 55_000, 110_000],
      [OTHER, 1_000, 300_000, 300_000],
    ]);
    expect(await d.read('doc-ur', docId)).toMatchObject({ nabVrednost: 1_410_000 });
  });

  it('as a draft expense invoice: a line per VAT rate of the invoice, to the cost item chosen, the supplier found by PIB; two bookings at once make one draft', async () => {
    const ex = deliver(example380);
    await sync();
    const trosakId = await d.costItem('Usluge', 'Održavanje');
    // two bookings at once: one draft, the other a 409
    const url = `/v1/sef/purchase-invoices/${(await rowOf(ex)).id}/book`;
    const both = await Promise.all([d.call('POST', url, { as: 'zrn', trosakId }), d.call('POST', url, { as: 'zrn', trosakId })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const res = both.find((r) => r.statusCode === 201)!;
    expect((await d.get('/v1/doc-zrn?periodId=2')).pagination.itemsCount).toBe(1);
    const result = res.json().data;
    expect(result).toMatchObject({ vDoc: 'zrn', komId: SEVER, supplierCreated: false, warnings: [] });
    expect(await d.read('doc-zrn', result.docId)).toMatchObject({ status: 'draft', komId: SEVER, dokBroj: 'F-2024-0001', dokDatum: '2024-03-15', dokDpo: '2024-04-14', trosakId, osnovica: 1_410_000, pdvIznos: 211_000 });
    const lines = (await d.get(`/v1/doc-zrn/${result.docId}/items`)).data as { pdvStopa: number; iznos: number }[];
    expect(lines.map((l) => [l.pdvStopa, l.iznos])).toEqual([
      [2000, 1_000_000],
      [1000, 110_000],
      [0, 300_000],
    ]);
  });
});
