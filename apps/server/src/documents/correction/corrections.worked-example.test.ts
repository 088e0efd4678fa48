import { beforeEach, describe, expect, it } from 'vitest';
import { companies, docZrn, komMain, trosakGrupa, trosakMain } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';
import { pdfText } from '../../../test/pdf';

/**
 * Credit and debit notes with VAT (docs/decisions.md#credit-and-debit-notes, docs/domain.md#credit-notes, docs/domain.md#debit-notes) through the API: KIR,
 * KUR, the VAT return's rows and the client's balance, to the para; and the bad input that writes
 * nothing.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let K2: number;
let D: number;
let S: number;
let vat20: number;
let vat10: number;
let cost: number;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  K = await client('K1', 'Kupac K', { isKupac: true });
  K2 = await client('K2', 'Kupac L', { isKupac: true });
  D = await client('D1', 'Dobavljač D', { isDobavljac: true });
  S = await d.article('usluga', 'US', 2000);
  vat20 = await d.vatRate(2000);
  vat10 = await d.vatRate(1000);
  cost = await d.costItem('Opšti troškovi', 'Usluge');
});

let rbroj = 0;
/** A services sales invoice to a buyer: one line of this base at 20 %. */
async function salesInvoice(komId: number, datum: string, osnovica: number, lock = true) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: osnovica });
  if (lock) await d.lock('doc-prod', id);
  return id;
}

/** A supplier's expense invoice: lines of base per rate. */
async function expenseInvoice(datum: string, lines: [number, number][], lock = true) {
  const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: ++rbroj, datum, komId: D, dokBroj: `R-${rbroj}`, dokDatum: datum, dokDpo: datum, trosakId: cost });
  for (const [pdvId, iznos] of lines) await d.item('doc-zrn', id, { pdvId, iznos });
  if (lock) await d.lock('doc-zrn', id);
  return id;
}

const note = (resource: 'doc-knod' | 'doc-knz', vSubDoc: string, komId: number, fakture: { vDoc: string; docId: number }[], extra: Record<string, unknown> = {}) =>
  d.call('POST', `/v1/${resource}`, { periodId: 2, vSubDoc, rbroj: ++rbroj, datum: '2024-04-15', komId, osnov: 'Popust 10 %', saPdv: true, fakture, ...extra });

const april = 'periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30';
const book = async (name: 'kir' | 'kur', range = april) =>
  (await d.get(`/v1/rpt-fin/${name}?${range}&perPage=50`)).data.map((r: { docOznaka: string; osnovica: number; pdvIznos: number }) => [r.docOznaka, r.osnovica, r.pdvIznos]);
const vatReturn = async (range = april) => (await d.get(`/v1/rpt-fin/pdv-total?${range}`)).data;
const balance = async (komId: number) => (await d.get('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200')).data.find((r: { id: number }) => r.id === komId);
const openItems = async (komId: number) =>
  (await d.get(`/v1/rpt-kom/ios/${komId}?periodId=2&datum=2024-12-31`)).data.items.map((i: { docOznaka: string; iznos: number; zatvoreno: number; otvoreno: number }) => [i.docOznaka, i.iznos, i.zatvoreno, i.otvoreno]);
const count = async (resource: string) => (await d.get(`/v1/${resource}?periodId=2&perPage=200`)).data.length;

describe('credit note with VAT (A1): invoice 100,000 + 20,000, 10 % off afterwards', () => {
  it("the seller's credit note: KIR −10,000 / −2,000 in April, rows 003/103 fall, the buyer owes 108,000; storno undoes it", async () => {
    const ir = await salesInvoice(K, '2024-03-10', 100_000_00);
    const res = await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: ir }]);
    expect(res.statusCode, res.body).toBe(201);
    const ko = res.json().id as number;
    await d.item('doc-knod', ko, { pdvId: vat20, iznos: 10_000_00 });
    expect(await d.read('doc-knod', ko)).toMatchObject({
      saPdv: true,
      osnovica: 10_000_00,
      pdvIznos: 2_000_00,
      iznos: 12_000_00,
      fakture: [{ vDoc: 'prod', docId: ir, oznaka: 'IR-USLUGA-1/2024', broj: 'IR-USLUGA-1/2024', datum: '2024-03-10' }],
    });
    await d.lock('doc-knod', ko);
    const label = (await d.read('doc-knod', ko)).oznaka;

    expect(await book('kir')).toEqual([[label, -10_000_00, -2_000_00]]);
    expect(await vatReturn()).toMatchObject({ osn3: -10_000_00, pdv3: -2_000_00, osn5: -10_000_00, pdv5: -2_000_00, pdv10: -2_000_00 });
    // March and April together: the invoice less the credit note
    expect(await vatReturn('periodId=2&dateFrom=2024-03-01&dateTo=2024-04-30')).toMatchObject({ osn3: 90_000_00, pdv3: 18_000_00, pdv10: 18_000_00 });
    expect(await balance(K)).toMatchObject({ duguje: 120_000_00, potrazuje: 12_000_00, stanje: 108_000_00 });
    expect(await openItems(K)).toEqual([['IR-USLUGA-1/2024', 120_000_00, 12_000_00, 108_000_00]]);

    // the print: A4, the corrected invoice with its date, the base, VAT and total per rate
    const print = await d.call('GET', `/v1/doc-knod/dokument/print/${ko}`);
    expect(print.statusCode).toBe(200);
    const text = (await pdfText(print.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    expect(text).toContain(`KNJIŽNO ODOBRENJE ${label}`);
    expect(label).toMatch(/^KO-\d+\/2024$/);
    expect(text).toContain('Računi na koje se odnosi: IR-USLUGA-1/2024 (10.03.2024)');
    expect(text).toContain('Kupac: Kupac K');
    expect(text).toMatch(/1 20 ?%? 10\.000,00 2\.000,00 12\.000,00/);
    expect(text).toMatch(/Ukupno 10\.000,00 2\.000,00 12\.000,00/);
    expect((await d.call('GET', `/v1/doc-knod/racun/print/${ko}`)).statusCode).toBe(404);

    await d.storno('doc-knod', ko);
    expect(await vatReturn()).toMatchObject({ osn3: 0, pdv3: 0 });
    expect(await balance(K)).toMatchObject({ stanje: 120_000_00 });
    expect(await openItems(K)).toEqual([['IR-USLUGA-1/2024', 120_000_00, 0, 120_000_00]]);
    // what the storno gave back can be credited again, in full
    const again = (await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: ir }])).json().id as number;
    await d.item('doc-knod', again, { pdvId: vat20, iznos: 100_000_00 });
    await d.lock('doc-knod', again);
    expect(await balance(K)).toMatchObject({ stanje: 0 });
  });

  it("the buyer's side: the supplier's credit note is KUR −10,000 / −2,000, rows 008/108 fall, we owe 108,000", async () => {
    const zrn = await expenseInvoice('2024-03-10', [[vat20, 100_000_00]]);
    const res = await note('doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }], { dokBroj: 'KO-55/24' });
    expect(res.statusCode, res.body).toBe(201);
    const ko = res.json().id as number;
    await d.item('doc-knod', ko, { pdvId: vat20, iznos: 10_000_00 });
    await d.lock('doc-knod', ko);
    const label = (await d.read('doc-knod', ko)).oznaka;
    expect(await book('kur')).toEqual([[label, -10_000_00, -2_000_00]]);
    // KUR names the supplier's own number of their note, as it names their invoice's
    expect((await d.get(`/v1/rpt-fin/kur?${april}`)).data.map((r: { dokBroj: string }) => r.dokBroj)).toEqual(['KO-55/24']);
    expect(await d.read('doc-knod', ko)).toMatchObject({ dokBroj: 'KO-55/24' });
    expect(await vatReturn()).toMatchObject({ osn8: -10_000_00, pdv8: -2_000_00, osn9: -10_000_00, pdv9: -2_000_00, pdv10: 2_000_00 });
    expect(await balance(D)).toMatchObject({ potrazuje: 120_000_00, duguje: 12_000_00, stanje: -108_000_00 });
    expect(await openItems(D)).toEqual([[(await d.read('doc-zrn', zrn)).oznaka, 120_000_00, 12_000_00, 108_000_00]]);
  });

  it('closes the named invoices first (the later one, not the oldest), and takes each rate from the invoices in order', async () => {
    const older = await salesInvoice(K, '2024-03-01', 50_000_00);
    const named = await salesInvoice(K, '2024-03-10', 100_000_00);
    const ko = (await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: named }])).json().id as number;
    await d.item('doc-knod', ko, { pdvId: vat20, iznos: 10_000_00 });
    await d.lock('doc-knod', ko);
    const [a, b] = [(await d.read('doc-prod', older)).oznaka, (await d.read('doc-prod', named)).oznaka];
    expect(await openItems(K)).toEqual([
      [a, 60_000_00, 0, 60_000_00],
      [b, 120_000_00, 12_000_00, 108_000_00],
    ]);
    // two invoices named: 95,000 at 20 % takes the first's 90,000 left, then 5,000 of the other
    const both = (await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: named }, { vDoc: 'prod', docId: older }])).json().id as number;
    await d.item('doc-knod', both, { pdvId: vat20, iznos: 95_000_00 });
    await d.lock('doc-knod', both);
    // the named one is closed in full (the IOS leaves it out), the older one by the rest
    expect(await openItems(K)).toEqual([[a, 60_000_00, 6_000_00, 54_000_00]]);
    // neither has anything left but 45,000 of the older one
    const rest = (await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: named }, { vDoc: 'prod', docId: older }])).json().id as number;
    const over = await d.call('POST', `/v1/doc-knod/${rest}/items`, { pdvId: vat20, iznos: 45_000_01 });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().errors).toEqual({ iznos: 'error.iznos.exceeds-invoice' });
    await d.item('doc-knod', rest, { pdvId: vat20, iznos: 45_000_00 });
  });
});

describe('credit and debit notes: bad input answers with its field and writes nothing', () => {
  it('over what the invoice has left, at a rate it does not have, after an earlier credit note', async () => {
    const zrn = await expenseInvoice('2024-03-10', [[vat20, 100_000_00], [vat10, 10_000_00]]);
    const first = (await note('doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }])).json().id as number;
    await d.item('doc-knod', first, { pdvId: vat20, iznos: 10_000_00 });
    await d.lock('doc-knod', first);
    const second = (await note('doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }])).json().id as number;
    for (const [pdvId, iznos] of [[vat20, 90_000_01], [vat10, 10_000_01]] as const) {
      const res = await d.call('POST', `/v1/doc-knod/${second}/items`, { pdvId, iznos });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ iznos: 'error.iznos.exceeds-invoice' });
    }
    expect((await d.get(`/v1/doc-knod/${second}/items`)).data).toEqual([]);
    await d.item('doc-knod', second, { pdvId: vat20, iznos: 90_000_00 });
    // a line over the rest in two steps: the second line is refused
    const third = await d.call('POST', `/v1/doc-knod/${second}/items`, { pdvId: vat20, iznos: 1 });
    expect(third.json().errors).toEqual({ iznos: 'error.iznos.exceeds-invoice' });
    // the invoice's rest is taken by another note locked first: this one's lock is refused, nothing posted
    const rival = (await note('doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }])).json().id as number;
    await d.item('doc-knod', rival, { pdvId: vat20, iznos: 1_00 });
    await d.lock('doc-knod', rival);
    const lock = await d.call('POST', `/v1/doc-knod/${second}/lock`);
    expect(lock.statusCode, lock.body).toBe(422);
    expect(lock.json().errors).toEqual({ iznos: 'error.iznos.exceeds-invoice' });
    expect((await d.read('doc-knod', second)).status).toBe('draft');
    expect(await balance(D)).toMatchObject({ duguje: 12_000_00 + 1_20 });
  });

  it("another company's, another client's, a draft or the other side's invoice: 422 on fakture, no document", async () => {
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [theirKom] = await t.database.db
      .insert(komMain)
      .values({ companyId: other!.id, vKom: 'firma', sifra: '1', intNaziv: 'Tuđi', naziv: 'Tuđi', postcode: '1', mesto: 'X', adresa: 'Y', isDobavljac: true })
      .returning();
    const [grp] = await t.database.db.insert(trosakGrupa).values({ companyId: other!.id, naziv: 'G' }).returning();
    const [theirCost] = await t.database.db.insert(trosakMain).values({ companyId: other!.id, grpId: grp!.id, naziv: 'T' }).returning();
    const [theirs] = await t.database.db
      .insert(docZrn)
      .values({ companyId: other!.id, periodId: 2, vSubDoc: 'zrn', rbroj: 1, oznaka: 'ZRN-1/2024', datum: '2024-03-01', status: 'locked', komId: theirKom!.id, dokBroj: 'X', dokDatum: '2024-03-01', dokDpo: '2024-03-01', datumPrometa: '2024-03-01', trosakId: theirCost!.id })
      .returning();
    const ofL = await salesInvoice(K2, '2024-03-10', 1_000_00);
    const draft = await salesInvoice(K, '2024-03-10', 1_000_00, false);
    const draftZrn = await expenseInvoice('2024-03-10', [[vat20, 1_000_00]], false);
    const zrn = await expenseInvoice('2024-03-10', [[vat20, 1_000_00]]);
    const cases: [string, string, number, { vDoc: string; docId: number }[], string][] = [
      ['doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: theirs!.id }], 'error.fakture.not-found'],
      ['doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: ofL }], 'error.fakture.other-client'],
      ['doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: draft }], 'error.fakture.not-locked'],
      ['doc-knod', 'knod-duguje', K, [{ vDoc: 'zrn', docId: zrn }], 'error.fakture.wrong-kind'],
      ['doc-knod', 'knod-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }, { vDoc: 'zrn', docId: zrn }], 'error.fakture.duplicate'],
      ['doc-knz', 'knz-duguje', K, [{ vDoc: 'prod', docId: draft }], 'error.fakture.not-locked'],
      ['doc-knz', 'knz-potrazuje', D, [{ vDoc: 'zrn', docId: draftZrn }], 'error.fakture.not-locked'],
      ['doc-knz', 'knz-duguje', K, [], 'error.fakture.required'],
    ];
    for (const [resource, vSubDoc, komId, fakture, error] of cases) {
      const res = await note(resource as 'doc-knod', vSubDoc, komId, fakture);
      expect([res.statusCode, res.json().errors]).toEqual([422, { fakture: error }]);
    }
    expect(await count('doc-knod')).toBe(0);
    expect(await count('doc-knz')).toBe(0);
    // an update that names a draft is refused as well, and the document keeps its invoices
    const ok = (await note('doc-knz', 'knz-duguje', K, [], { periodOd: '2024-03-01', periodDo: '2024-03-31' })).json().id as number;
    const put = await d.call('PUT', `/v1/doc-knz/${ok}`, { periodId: 2, vSubDoc: 'knz-duguje', rbroj: rbroj, datum: '2024-04-15', komId: K, osnov: 'X', saPdv: true, fakture: [{ vDoc: 'prod', docId: draft }] });
    expect([put.statusCode, put.json().errors]).toEqual([422, { fakture: 'error.fakture.not-locked' }]);
    expect(await d.read('doc-knz', ok)).toMatchObject({ fakture: [], periodOd: '2024-03-01', periodDo: '2024-03-31' });
  });
});

describe('debit note with VAT (A2): invoice base 50,000, freight re-billed +5,000 / +1,000', () => {
  it('KIR and row 003/103 rise, the buyer owes 66,000; the supplier side raises KUR and 008/108', async () => {
    const ir = await salesInvoice(K, '2024-03-10', 50_000_00);
    const kz = (await note('doc-knz', 'knz-duguje', K, [{ vDoc: 'prod', docId: ir }], { osnov: 'Prevoz' })).json().id as number;
    await d.item('doc-knz', kz, { pdvId: vat20, iznos: 5_000_00 });
    expect(await d.read('doc-knz', kz)).toMatchObject({ osnovica: 5_000_00, pdvIznos: 1_000_00, iznos: 6_000_00 });
    // the screen saves the header back as it read it: the named invoices with their labels, the computed amount
    const read = await d.read('doc-knz', kz);
    const { vSubDoc, rbroj: number, datum, osnov, saPdv, poziv, iznos, fakture, periodOd, periodDo } = read;
    const put = await d.call('PUT', `/v1/doc-knz/${kz}`, { periodId: 2, vSubDoc, rbroj: number, datum, komId: K, osnov, saPdv, poziv, iznos, fakture, periodOd, periodDo });
    expect(put.statusCode, put.body).toBe(204);
    expect(await d.read('doc-knz', kz)).toMatchObject({ iznos: 6_000_00, fakture: [{ vDoc: 'prod', docId: ir }] });
    await d.lock('doc-knz', kz);
    const label = (await d.read('doc-knz', kz)).oznaka;
    expect(await book('kir')).toEqual([[label, 5_000_00, 1_000_00]]);
    expect(await vatReturn()).toMatchObject({ osn3: 5_000_00, pdv3: 1_000_00, pdv10: 1_000_00 });
    expect(await balance(K)).toMatchObject({ duguje: 66_000_00, stanje: 66_000_00 });
    // the invoice cannot be cancelled while a locked note corrects it
    const stornoInvoice = await d.call('POST', `/v1/doc-prod/${ir}/storno`);
    expect([stornoInvoice.statusCode, stornoInvoice.json().message]).toEqual([409, 'error.document.has-corrections']);
    expect((await d.read('doc-prod', ir)).status).toBe('locked');

    const zrn = await expenseInvoice('2024-03-10', [[vat20, 50_000_00]]);
    const kzD = (await note('doc-knz', 'knz-potrazuje', D, [{ vDoc: 'zrn', docId: zrn }], { osnov: 'Prevoz' })).json().id as number;
    await d.item('doc-knz', kzD, { pdvId: vat20, iznos: 5_000_00 });
    await d.lock('doc-knz', kzD);
    expect(await book('kur')).toEqual([[(await d.read('doc-knz', kzD)).oznaka, 5_000_00, 1_000_00]]);
    expect(await vatReturn()).toMatchObject({ osn8: 5_000_00, pdv8: 1_000_00, pdv10: 0 });
    expect(await balance(D)).toMatchObject({ potrazuje: 66_000_00, stanje: -66_000_00 });
    // a debit note raises what a later credit note may take: 55,000 at 20 %, not a para more
    const ko = (await note('doc-knod', 'knod-duguje', K, [{ vDoc: 'prod', docId: ir }])).json().id as number;
    expect((await d.call('POST', `/v1/doc-knod/${ko}/items`, { pdvId: vat20, iznos: 55_000_01 })).statusCode).toBe(422);
    await d.item('doc-knod', ko, { pdvId: vat20, iznos: 55_000_00 });
    await d.lock('doc-knod', ko);
    expect(await balance(K)).toMatchObject({ stanje: 0 });
  });
});

describe('a financial credit note (no VAT lines)', () => {
  it('moves only the balance, refuses lines, and locks without them', async () => {
    const ir = await salesInvoice(K, '2024-03-10', 1_000_00);
    const res = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-04-15', komId: K, osnov: 'Otpis', iznos: 100_00 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const line = await d.call('POST', `/v1/doc-knod/${id}/items`, { pdvId: vat20, iznos: 1_00 });
    expect([line.statusCode, line.json().errors]).toEqual([422, { docId: 'error.docId.no-lines' }]);
    await d.lock('doc-knod', id);
    expect(await book('kir')).toEqual([]);
    expect(await balance(K)).toMatchObject({ stanje: 1_100_00 });
    expect(ir).toBeGreaterThan(0);
    const noAmount = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-04-15', komId: K, osnov: 'Otpis' });
    expect([noAmount.statusCode, noAmount.json().errors]).toEqual([422, { iznos: 'error.iznos.required' }]);
  });
});

describe('a supplier’s credit note before its invoice is named', () => {
  it('is saved as a draft with its lines naming nothing; naming the invoice bounds the lines by what it has left; the lock needs it named', async () => {
    const zrn = await expenseInvoice('2024-03-10', [[vat20, 50_000_00]]);
    const res = await note('doc-knod', 'knod-potrazuje', D, [], { dokBroj: 'KO-D-1' });
    expect(res.statusCode, res.body).toBe(201);
    const kod = res.json().id as number;
    const number = (await d.read('doc-knod', kod)).rbroj as number;
    // nothing named: the line is not bounded yet (60,000 is more than the invoice's 50,000)
    await d.item('doc-knod', kod, { pdvId: vat20, iznos: 60_000_00 });
    expect(await d.read('doc-knod', kod)).toMatchObject({ fakture: [], osnovica: 60_000_00, pdvIznos: 12_000_00, iznos: 72_000_00 });
    const early = await d.call('POST', `/v1/doc-knod/${kod}/lock`);
    expect([early.statusCode, early.json().errors]).toEqual([422, { fakture: 'error.fakture.required' }]);
    expect(await book('kur')).toEqual([]);
    // the invoice named: the lock takes 60,000 from an invoice with 50,000 left, refused; at 50,000 it locks
    const put = await d.call('PUT', `/v1/doc-knod/${kod}`, { periodId: 2, vSubDoc: 'knod-potrazuje', rbroj: number, datum: '2024-04-15', komId: D, osnov: 'Popust 10 %', saPdv: true, dokBroj: 'KO-D-1', fakture: [{ vDoc: 'zrn', docId: zrn }] });
    expect(put.statusCode, put.body).toBe(204);
    const over = await d.call('POST', `/v1/doc-knod/${kod}/lock`);
    expect([over.statusCode, over.json().errors]).toEqual([422, { iznos: 'error.iznos.exceeds-invoice' }]);
    const [line] = (await d.get(`/v1/doc-knod/${kod}/items`)).data as { id: number }[];
    const fix = await d.call('PUT', `/v1/doc-knod/${kod}/items/${line!.id}`, { pdvId: vat20, iznos: 50_000_00 });
    expect(fix.statusCode, fix.body).toBeLessThan(300);
    await d.lock('doc-knod', kod);
    expect(await book('kur')).toEqual([[(await d.read('doc-knod', kod)).oznaka, -50_000_00, -10_000_00]]);
    // a note to a customer still names its invoices when saved
    expect((await note('doc-knod', 'knod-duguje', K, [])).json().errors).toEqual({ fakture: 'error.fakture.required' });
  });
});
