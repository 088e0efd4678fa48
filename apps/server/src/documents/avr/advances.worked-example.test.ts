import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';
import { companies, docAvr } from '../../platform/db/schema';

/** docs/domain.md#advances, the worked example of an advance, end to end through the API. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let K2: number;
let D: number;
let T1: number;
let S: number;
let vat20: number;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  K = await client('AK', 'Kupac K', { isKupac: true });
  K2 = await client('AK2', 'Kupac K2', { isKupac: true });
  D = await client('AD', 'Dobavljač D', { isDobavljac: true });
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  S = await d.article('usluga', 'AVS', 2000);
  vat20 = await d.vatRate(2000);
  statements = [];
});

const get = d.get;
const range = (from: string, to: string) => `periodId=2&dateFrom=${from}&dateTo=${to}`;
const may = range('2024-05-01', '2024-05-31');
const june = range('2024-06-01', '2024-06-30');
const kir = async (q: string) => (await get(`/v1/rpt-fin/kir?${q}`)).data.map((r: { docOznaka: string; osnovica: number; pdvIznos: number; avans: boolean }) => [r.docOznaka, r.osnovica, r.pdvIznos, r.avans]);
const balance = async (komId: number, datum: string) => (await get(`/v1/rpt-kom/stanje?periodId=2&datum=${datum}&perPage=200`)).data.find((r: { id: number }) => r.id === komId);
const items = async (komId: number, datum: string) =>
  (await get(`/v1/rpt-kom/ios/${komId}?periodId=2&datum=${datum}`)).data.items.map((i: { docOznaka: string; iznos: number; zatvoreno: number; otvoreno: number }) => [i.docOznaka, i.iznos, i.zatvoreno, i.otvoreno]);

let statements: number[] = [];
async function statement(rbroj: number, datum: string, line: Record<string, unknown>) {
  const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj, datum, trnId: T1 });
  const lineId = await d.item('doc-trn', id, line);
  await d.lock('doc-trn', id);
  statements.push(id);
  return lineId;
}

/** 20 May: 60,000.00 received from K, and the advance invoice for it (20 %). */
async function advanceReceived() {
  const trnItemId = await statement(1, '2024-05-20', { vNalog: 'uplata', komId: K, uplata: 60_000_00 });
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-20', komId: K, trnItemId, osnov: 'Ugovor 7/2024' });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
  await d.lock('doc-avr', avr);
  return avr;
}

/** 10 Jun: the services delivered, 150,000.00 + 20 % VAT, the advance deducted. */
async function finalInvoice(avrId: number, iznos = 60_000_00) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 1, datum: '2024-06-10', magId: null, komId: K, avansi: [{ avrId, iznos }] });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: 150_000_00 });
  return id;
}

describe('advance invoices', () => {
  it('May: the advance VAT only in 103; June: the whole supply in 003, 103 net of the advance; the buyer owes the rest', async () => {
    const avr = await advanceReceived();
    expect(await d.read('doc-avr', avr)).toMatchObject({ osnovica: 50_000_00, pdvIznos: 10_000_00, iznos: 60_000_00, iskorisceno: 0, status: 'locked' });
    // May: 103 +10,000 only, the base not in 003; KIR shows the advance row with its base
    expect((await get(`/v1/rpt-fin/pdv-total?${may}`)).data).toMatchObject({ osn3: 0, pdv3: 10_000_00, osn5: 0, pdv5: 10_000_00, pdv10: 10_000_00 });
    expect(await kir(may)).toEqual([['AVR-1/2024', 50_000_00, 10_000_00, true]]);
    // no client-ledger row of its own: K's 60,000 is the bank line's, an open credit
    expect(await balance(K, '2024-05-31')).toMatchObject({ duguje: 0, uplata: 60_000_00, stanje: -60_000_00 });

    const prod = await finalInvoice(avr);
    expect(await d.read('doc-prod', prod)).toMatchObject({ osnovica: 150_000_00, pdvIznos: 30_000_00, iznos: 180_000_00, avansIznos: 60_000_00, zaUplatu: 120_000_00, avansi: [{ avrId: avr, oznaka: 'AVR-1/2024', iznos: 60_000_00 }] });
    await d.lock('doc-prod', prod);
    // June: 003 the whole supply, 103 net 20,000; KIR the supply and the advance reversed
    expect((await get(`/v1/rpt-fin/pdv-total?${june}`)).data).toMatchObject({ osn3: 150_000_00, pdv3: 20_000_00, pdv5: 20_000_00, pdv10: 20_000_00 });
    expect(await kir(june)).toEqual([
      ['IR-USLUGA-1/2024', 150_000_00, 30_000_00, false],
      ['IR-USLUGA-1/2024', -50_000_00, -10_000_00, true],
    ]);
    // over both months: 003 the supply once, 103 its VAT once
    expect((await get(`/v1/rpt-fin/pdv-total?${range('2024-05-01', '2024-06-30')}`)).data).toMatchObject({ osn3: 150_000_00, pdv3: 30_000_00 });
    expect(await d.read('doc-avr', avr)).toMatchObject({ iskorisceno: 60_000_00 });
    // the ledger keeps the whole gross; the advance payment closed 60,000 of it: 120,000 left to pay
    expect(await items(K, '2024-06-10')).toEqual([['IR-USLUGA-1/2024', 180_000_00, 60_000_00, 120_000_00]]);
    expect(await balance(K, '2024-06-10')).toMatchObject({ duguje: 180_000_00, uplata: 60_000_00, stanje: 120_000_00 });
    // the advance cannot be cancelled while the final invoice uses it
    const storno = await d.call('POST', `/v1/doc-avr/${avr}/storno`);
    expect([storno.statusCode, storno.json().message]).toEqual([409, 'error.avansi.used']);

    // 20 Jun: the rest paid; K owes nothing
    await statement(2, '2024-06-20', { vNalog: 'uplata', komId: K, uplata: 120_000_00 });
    expect(await balance(K, '2024-06-30')).toMatchObject({ duguje: 180_000_00, uplata: 180_000_00, stanje: 0 });
    expect(await items(K, '2024-06-30')).toEqual([]);

    // the final invoice's storno (the payments that closed it cancelled first) gives the advance back; then the advance can go
    for (const id of statements.reverse()) await d.storno('doc-trn', id);
    await d.storno('doc-prod', prod);
    expect(await d.read('doc-avr', avr)).toMatchObject({ iskorisceno: 0 });
    expect((await get(`/v1/rpt-fin/pdv-total?${june}`)).data).toMatchObject({ osn3: 0, pdv3: 0 });
    await d.storno('doc-avr', avr);
    expect((await get(`/v1/rpt-fin/pdv-total?${may}`)).data).toMatchObject({ osn3: 0, pdv3: 0 });
  });

  it("a credit note on the final invoice may take its whole supply: the advance deducted does not lower the price", async () => {
    const avr = await advanceReceived();
    const prod = await finalInvoice(avr);
    await d.lock('doc-prod', prod);
    const note = await d.create('doc-knod', { vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-06-20', komId: K, osnov: 'Povrat', saPdv: true, fakture: [{ vDoc: 'prod', docId: prod }] });
    const over = await d.call('POST', `/v1/doc-knod/${note}/items`, { pdvId: vat20, iznos: 150_000_01 });
    expect([over.statusCode, over.json().errors]).toEqual([422, { iznos: 'error.iznos.exceeds-invoice' }]);
    await d.item('doc-knod', note, { pdvId: vat20, iznos: 150_000_00 });
    await d.lock('doc-knod', note);
    // June: the supply and its credit cancel, the advance's reversal stays (its VAT was May's)
    expect((await get(`/v1/rpt-fin/pdv-total?${june}`)).data).toMatchObject({ osn3: 0, pdv3: -10_000_00 });
    // the buyer: 180,000 invoiced, 180,000 credited, the 60,000 paid in advance is theirs again
    expect(await balance(K, '2024-06-30')).toMatchObject({ duguje: 180_000_00, potrazuje: 180_000_00, uplata: 60_000_00, stanje: -60_000_00 });
  });

  it("a supplier's advance invoice: input VAT in KUR, 008 without its base; the incoming invoice deducts it", async () => {
    const trnItemId = await statement(1, '2024-05-20', { vNalog: 'isplata', komId: D, isplata: 12_000_00 });
    const avr = await d.create('doc-avr', { vSubDoc: 'avr-primljeni', rbroj: 1, datum: '2024-05-20', komId: D, trnItemId, dokBroj: 'AV-55' });
    await d.item('doc-avr', avr, { pdvId: vat20, iznos: 12_000_00 });
    await d.lock('doc-avr', avr);
    expect((await get(`/v1/rpt-fin/pdv-total?${may}`)).data).toMatchObject({ osn8: 0, pdv8: 2_000_00, pdv10: -2_000_00 });
    const kur = (await get(`/v1/rpt-fin/kur?${may}`)).data;
    expect(kur.map((r: { dokBroj: string; osnovica: number; pdvIznos: number; avans: boolean }) => [r.dokBroj, r.osnovica, r.pdvIznos, r.avans])).toEqual([['AV-55', 10_000_00, 2_000_00, true]]);

    const mags = (await d.call('GET', '/v1/mag-main')).json().data as { id: number; vPromet: string }[];
    const VP = mags.find((m) => m.vPromet === 'vp')!.id;
    const A = await d.article('roba', 'AVA', 2000);
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-06-05', magId: VP, komId: D, dokBroj: 'F-9', avansi: [{ avrId: avr, iznos: 12_000_00 }] });
    await d.item('doc-ur', ur, { artId: A, kolicina: 10_000, fakCena: 3_000_00, rabat1: 0, prodCena: 4_000_00 });
    expect(await d.read('doc-ur', ur)).toMatchObject({ nabVrednost: 30_000_00, nabPdv: 6_000_00, nabIznos: 36_000_00, avansIznos: 12_000_00, zaUplatu: 24_000_00 });
    await d.lock('doc-ur', ur);
    expect((await get(`/v1/rpt-fin/pdv-total?${june}`)).data).toMatchObject({ osn8: 30_000_00, pdv8: 4_000_00 });
    // D: invoice 36,000 credit, the advance paid 12,000 closes that much of it
    expect(await balance(D, '2024-06-30')).toMatchObject({ potrazuje: 36_000_00, isplata: 12_000_00, stanje: -24_000_00 });
  });

  it('refuses bad advances with 422 on avansi and writes nothing', async () => {
    const avr = await advanceReceived();
    const invalid = async (body: Record<string, unknown>) => {
      const res = await d.call('POST', '/v1/doc-prod', { periodId: 2, napomena: '', vSubDoc: 'usluga', rbroj: 9, datum: '2024-06-10', magId: null, komId: K, ...body });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    // another client's advance
    expect(await invalid({ komId: K2, avansi: [{ avrId: avr, iznos: 1_00 }] })).toEqual({ avansi: 'error.avansi.other-client' });
    // more than the advance, or the same advance twice past its amount
    expect(await invalid({ avansi: [{ avrId: avr, iznos: 60_000_01 }] })).toEqual({ avansi: 'error.avansi.exceeds-advance' });
    expect(await invalid({ avansi: [{ avrId: avr, iznos: 40_000_00 }, { avrId: avr, iznos: 20_000_01 }] })).toEqual({ avansi: 'error.avansi.exceeds-advance' });
    // an advance dated after the invoice
    expect(await invalid({ datum: '2024-05-19', avansi: [{ avrId: avr, iznos: 1_00 }] })).toEqual({ avansi: 'error.avansi.after-invoice' });
    // a draft advance
    const draft = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 2, datum: '2024-05-21', komId: K });
    await d.item('doc-avr', draft, { pdvId: vat20, iznos: 1_200_00 });
    expect(await invalid({ avansi: [{ avrId: draft, iznos: 1_00 }] })).toEqual({ avansi: 'error.avansi.not-locked' });
    // another company's advance is not found
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [foreign] = await t.database.db
      .insert(docAvr)
      .values({ companyId: other!.id, periodId: 2, vSubDoc: 'avr-izdati', rbroj: 1, oznaka: 'X', datum: '2024-05-01', status: 'locked', komId: K, iznos: 100_00 })
      .returning();
    expect(await invalid({ avansi: [{ avrId: foreign!.id, iznos: 1_00 }] })).toEqual({ avansi: 'error.avansi.not-found' });
    // nothing written by the refused calls
    expect((await get('/v1/doc-prod?periodId=2')).pagination.itemsCount).toBe(0);

    // an invoice smaller than the advances it deducts cannot be locked
    const small = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 3, datum: '2024-06-12', magId: null, komId: K, avansi: [{ avrId: avr, iznos: 60_000_00 }] });
    await d.item('doc-prod', small, { artId: S, kolicina: 1_000, prodCena: 1_00 });
    const tooSmall = await d.call('POST', `/v1/doc-prod/${small}/lock`);
    expect([tooSmall.statusCode, tooSmall.json().message]).toEqual([409, 'error.avansi.exceeds-invoice']);
    // drafts do not reserve an advance: two may name it whole, the second lock is refused (409)
    const first = await finalInvoice(avr);
    const again = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 2, datum: '2024-06-11', magId: null, komId: K, avansi: [{ avrId: avr, iznos: 60_000_00 }] });
    await d.item('doc-prod', again, { artId: S, kolicina: 1_000, prodCena: 150_000_00 });
    await d.lock('doc-prod', first);
    const lock = await d.call('POST', `/v1/doc-prod/${again}/lock`);
    expect([lock.statusCode, lock.json().message]).toEqual([409, 'error.avansi.exceeds-advance']);
    expect(await d.read('doc-prod', again)).toMatchObject({ status: 'draft' });
    expect((await get(`/v1/rpt-fin/pdv-total?${june}`)).data).toMatchObject({ osn3: 150_000_00, pdv3: 20_000_00 });
    // once used, a new invoice cannot name it (422)
    expect(await invalid({ rbroj: 4, avansi: [{ avrId: avr, iznos: 1 }] })).toEqual({ avansi: 'error.avansi.exceeds-advance' });
    // the bank line of an advance is this company's, of its client, money in for a buyer's advance
    const bad = (body: Record<string, unknown>) => d.call('POST', '/v1/doc-avr', { periodId: 2, napomena: '', vSubDoc: 'avr-izdati', rbroj: 3, datum: '2024-05-20', komId: K, ...body });
    const out = await statement(2, '2024-05-21', { vNalog: 'isplata', komId: K, isplata: 1_00 });
    for (const [trnItemId, error] of [
      [999_999, 'error.trnItemId.not-found'],
      [out, 'error.trnItemId.wrong-direction'],
    ] as const) {
      const res = await bad({ trnItemId });
      expect([res.statusCode, res.json().errors]).toEqual([422, { trnItemId: error }]);
    }
    const res = await bad({ komId: K2, trnItemId: out });
    expect([res.statusCode, res.json().errors]).toEqual([422, { trnItemId: 'error.trnItemId.other-client' }]);
  });
});
