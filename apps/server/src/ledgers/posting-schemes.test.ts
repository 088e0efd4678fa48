import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { glBalance, glBalanceDay, glJournal, glJournalCounter, glJournalLine, glScheme } from '../platform/db/schema';
import { documentFamilies } from '../documents/documents.module';
import { backfillJournal } from '../documents/gl-backfill';
import { schemeLines, type Figures } from './posting-schemes';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let A: number;
let supplier: number;
let buyer: number;
let vat20: number;
let cost: number;
let T1: number;
let carrier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier, buyer } = await goodsSetup(d));
  vat20 = await d.vatRate(2000);
  const groups = (await d.call('GET', '/v1/art-grupa')).json().data;
  A = (await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'GL-A', artNaziv: 'Artikal GL', meraCode: 'kom', pdvId: vat20 })).json().id;
  cost = await d.costItem('Opšti troškovi', 'Zakup');
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'GL-P', intNaziv: 'Prevoznik', naziv: 'Prevoznik', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true });
  carrier = res.json().id;
});

/** The default scheme rows in force for a family (its highest default version). */
async function defaultRows(vDoc: string) {
  const rows = (await t.database.db.select().from(glScheme).where(eq(glScheme.vDoc, vDoc))).filter((r) => r.companyId === null);
  const version = Math.max(...rows.map((r) => r.version));
  return rows.filter((r) => r.version === version);
}

/** The entry a document's lock posted, line by line: [account, client, debit, credit]. */
async function entry(vDoc: string, docId: number, status: 'posted' | 'reversed' = 'posted') {
  const [e] = await t.database.db
    .select()
    .from(glJournal)
    .where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId), eq(glJournal.status, status)))
    // the document's own entry: the first it posted (cost corrections its lock posted come after it)
    .orderBy(glJournal.id)
    .limit(1);
  if (!e) return { schemeVersion: null, lines: [] };
  const lines = await t.database.db.select().from(glJournalLine).where(eq(glJournalLine.journalId, e.id)).orderBy(glJournalLine.rb);
  return { schemeVersion: e.schemeVersion, lines: lines.map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]) };
}

/** An account's balance (debit − credit) in the kept balances, for one client or all. */
async function saldo(konto: string, komId?: number) {
  const rows = await t.database.db.select().from(glBalance).where(and(eq(glBalance.konto, konto), komId === undefined ? undefined : eq(glBalance.komId, komId)));
  return rows.reduce((s, r) => s + r.duguje - r.potrazuje, 0);
}

const trialBalance = async () => (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data;
const clientBalance = async (komId: number) => (await d.get('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200')).data.find((r: { id: number }) => r.id === komId);

/** B3 "wholesale calculation": 100 units at 1,000.00 + 20 % VAT, the carrier's 5,000.00 + 1,000.00 on the same invoice. */
async function purchase() {
  const id = await d.create('doc-ur', {
    vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-02-01', dokDpo: '2024-02-01',
    troskovi: [{ vrsta: 'freight', iznos: 5_000_00, komId: carrier, dokBroj: 'PR-1', pdvId: vat20 }],
  });
  await d.item('doc-ur', id, { artId: A, kolicina: 100_000, fakCena: 1_000_00, rabat1: 0, prodCena: 1_260_00 });
  await d.lock('doc-ur', id);
  return id;
}

/** B3 "sales invoice (wholesale)": 60 units at 1,260.00 + 20 % VAT. */
async function sale() {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-10', magId: VP, komId: buyer, datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' });
  await d.item('doc-prod', id, { artId: A, kolicina: 60_000, prodCena: 1_260_00 });
  await d.lock('doc-prod', id);
  return id;
}

describe('posting by scheme', () => {
  it('posts the incoming invoice at cost with its dependent cost, the sale with its cost of goods sold, and the GL equals the stock and client reports', async () => {
    const ur = await purchase();
    // cost 105,000.00 (1,050.00 a unit) into 1320; the supplier is owed 120,000.00, the carrier 6,000.00
    expect((await entry('ur', ur)).lines).toEqual([
      ['1320', null, 105_000_00, 0],
      ['270', null, 21_000_00, 0],
      ['435', supplier, 0, 120_000_00],
      ['435', carrier, 0, 6_000_00],
    ]);
    expect((await entry('ur', ur)).schemeVersion).toBe(3);

    const prod = await sale();
    // receivable, sales, VAT; cost of goods sold at the average cost 1,050.00 × 60
    expect((await entry('prod', prod)).lines).toEqual([
      ['204', buyer, 90_720_00, 0],
      ['604', null, 0, 75_600_00],
      ['470', null, 0, 15_120_00],
      ['1320', null, 0, 63_000_00],
      ['501', null, 63_000_00, 0],
    ]);

    // 1320 in the trial balance = the stock report's value at cost: 40 × 1,050.00
    const tb = await trialBalance();
    const row = (konto: string) => tb.rows.find((r: { konto: string }) => r.konto === konto);
    expect(row('1320')).toMatchObject({ saldoDuguje: 42_000_00, saldoPotrazuje: 0 });
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 40_000, vrednost: 42_000_00 });
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    // 204 − 435 per client = the client-balances report's balance
    expect(await saldo('204', buyer)).toBe(90_720_00);
    expect(await clientBalance(buyer)).toMatchObject({ stanje: 90_720_00 });
    expect(await saldo('435', carrier)).toBe(-6_000_00);
    expect(await clientBalance(carrier)).toMatchObject({ stanje: -6_000_00 });
    expect(await saldo('435', supplier)).toBe(-120_000_00);
    expect(await clientBalance(supplier)).toMatchObject({ stanje: -120_000_00 });

    // storno: the exact negation, the balances back to the purchase alone
    await d.storno('doc-prod', prod);
    expect((await entry('prod', prod, 'reversed')).lines).toHaveLength(5);
    expect(await saldo('1320')).toBe(105_000_00);
    expect(await saldo('204', buyer)).toBe(0);
    expect(await saldo('501')).toBe(0);
  });

  it('posts the bank statement gross: the customer pays, we pay the supplier, the bank fee', async () => {
    await purchase();
    await sale();
    const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-02-20', trnId: T1 });
    await d.item('doc-trn', trn, { vNalog: 'uplata', komId: buyer, uplata: 90_720_00 });
    await d.item('doc-trn', trn, { vNalog: 'isplata', komId: supplier, isplata: 120_000_00 });
    await d.item('doc-trn', trn, { vNalog: 'trosak', trosakId: cost, isplata: 150_00 });
    await d.lock('doc-trn', trn);
    expect((await entry('trn', trn)).lines).toEqual([
      ['241', null, 90_720_00, 0],
      ['241', null, 0, 120_150_00],
      ['204', buyer, 0, 90_720_00],
      ['435', supplier, 120_000_00, 0],
      ['553', null, 150_00, 0],
    ]);
    // 241's turnover is the statement's inflow and outflow, not their difference
    const bank = (await trialBalance()).rows.find((r: { konto: string }) => r.konto === '241');
    expect(bank).toMatchObject({ prometDuguje: 90_720_00, prometPotrazuje: 120_150_00, saldoPotrazuje: 29_430_00 });
    expect(await saldo('435', supplier)).toBe(0);
    expect(await clientBalance(supplier)).toMatchObject({ stanje: 0 });
  });

  it('moves the schemes that post to an account to its first analytic, in the same step: the next lock posts there', async () => {
    await purchase();
    const res = await d.call('POST', '/v1/kontni-plan', { konto: '2040', naziv: 'Kupci – Beograd' });
    expect(res.statusCode, res.body).toBe(201);
    // every family whose scheme posted to 204 now posts to 2040, as a company version; none names 204
    const schemes = (await d.get('/v1/gl/schemes')).data as { family: string; own: boolean; rows: { konto: string }[] }[];
    expect(schemes.filter((s) => s.rows.some((r) => r.konto === '204'))).toEqual([]);
    expect(schemes.find((s) => s.family === 'prod')).toMatchObject({ own: true });
    const prod = await sale();
    expect((await entry('prod', prod)).lines).toEqual([
      ['2040', buyer, 90_720_00, 0],
      ['604', null, 0, 75_600_00],
      ['470', null, 0, 15_120_00],
      ['1320', null, 0, 63_000_00],
      ['501', null, 63_000_00, 0],
    ]);
    const tb = await trialBalance();
    expect(tb.rows.find((r: { konto: string }) => r.konto === '2040')).toMatchObject({ prometDuguje: 90_720_00, saldoDuguje: 90_720_00 });
    expect(tb.rows.find((r: { konto: string }) => r.konto === '204')).toBeUndefined();
    expect(await clientBalance(buyer)).toMatchObject({ stanje: 90_720_00 });
    expect((await d.get('/v1/audit/gl-verify?periodId=2')).data).toMatchObject({ ok: true, checks: [] });
    // a second analytic moves nothing more: the schemes stay on the first
    expect((await d.call('POST', '/v1/kontni-plan', { konto: '2041', naziv: 'Kupci – Niš' })).statusCode).toBe(201);
    expect(((await d.get('/v1/gl/schemes')).data as { family: string; rows: { konto: string }[] }[]).find((s) => s.family === 'prod')!.rows.map((r) => r.konto)).toContain('2040');
  });

  it('posts an expense invoice to its cost item’s account; the account is changeable and must take postings', async () => {
    const grpId = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Režija' })).json().id;
    const item = async (body: Record<string, unknown>) => {
      const res = await d.call('POST', '/v1/trosak-main', { grpId, ...body });
      return res.statusCode === 201 ? (res.json().id as number) : `${res.statusCode} ${JSON.stringify(res.json().errors)}`;
    };
    const fuel = await item({ naziv: 'Gorivo', konto: '513' });
    expect(typeof fuel).toBe('number');
    // a synthetic account, an unknown one: refused with the field, nothing written
    expect(await item({ naziv: 'X', konto: '51' })).toBe('422 {"konto":"error.konto.not-postable"}');
    expect(await item({ naziv: 'X', konto: '132' })).toBe('422 {"konto":"error.konto.not-postable"}');
    expect(await item({ naziv: 'X', konto: '5999' })).toBe('422 {"konto":"error.konto.not-found"}');
    expect((await d.get(`/v1/trosak-main?grpId=${grpId}`)).data.map((r: { naziv: string; konto: string | null }) => [r.naziv, r.konto])).toEqual([['Gorivo', '513']]);
    const zrn = async (rbroj: number, trosakId: number, iznos: number) => {
      const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj, datum: '2024-03-01', komId: supplier, dokBroj: `G-${rbroj}`, dokDatum: '2024-03-01', dokDpo: '2024-03-01', trosakId });
      await d.item('doc-zrn', id, { pdvId: vat20, iznos });
      await d.lock('doc-zrn', id);
      return id;
    };
    // fuel 2,000.00 + 400.00 VAT: D513 / D270 / P435
    expect((await entry('zrn', await zrn(1, fuel as number, 2_000_00))).lines).toEqual([
      ['513', null, 2_000_00, 0],
      ['270', null, 400_00, 0],
      ['435', supplier, 0, 2_400_00],
    ]);
    // a cost item without an account posts by the scheme (550)
    expect((await entry('zrn', await zrn(2, cost, 1_000_00))).lines[0]).toEqual(['550', null, 1_000_00, 0]);
    // the account changed: the next invoice posts to the new one, the locked one stays
    const put = await d.call('PUT', `/v1/trosak-main/${fuel}`, { grpId, naziv: 'Gorivo', konto: '512' });
    expect(put.statusCode, put.body).toBeLessThan(300);
    expect((await entry('zrn', await zrn(3, fuel as number, 500_00))).lines[0]).toEqual(['512', null, 500_00, 0]);
    const tb = await trialBalance();
    const turnover = (konto: string) => tb.rows.find((r: { konto: string }) => r.konto === konto)?.prometDuguje;
    expect([turnover('513'), turnover('512'), turnover('550'), turnover('270')]).toEqual([2_000_00, 500_00, 1_000_00, 700_00]);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    expect((await d.get('/v1/audit/gl-verify?periodId=2')).data).toMatchObject({ ok: true, checks: [] });
  });

  it('posts the expense invoice; an admin’s new scheme version applies to what is locked after it and is kept with the entry', async () => {
    const zrn = async (rbroj: number) => {
      const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj, datum: '2024-03-01', komId: supplier, dokBroj: `Z-${rbroj}`, dokDatum: '2024-03-01', dokDpo: '2024-03-01', trosakId: cost });
      await d.item('doc-zrn', id, { pdvId: vat20, iznos: 50_000_00 });
      await d.lock('doc-zrn', id);
      return id;
    };
    const first = await zrn(1);
    expect(await entry('zrn', first)).toEqual({ schemeVersion: 3, lines: [['550', null, 50_000_00, 0], ['270', null, 10_000_00, 0], ['435', supplier, 0, 60_000_00]] });

    // the company's rent scheme (B3: D533 / P435), version 4
    const companyId = (await t.database.db.select({ companyId: glJournal.companyId }).from(glJournal).limit(1))[0]!.companyId;
    const rows = await defaultRows('zrn');
    await t.database.db.insert(glScheme).values(rows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, companyId, version: 4, konto: r.konto === '550' ? '533' : r.konto })));
    const second = await zrn(2);
    expect(await entry('zrn', second)).toEqual({ schemeVersion: 4, lines: [['533', null, 50_000_00, 0], ['270', null, 10_000_00, 0], ['435', supplier, 0, 60_000_00]] });
    expect((await entry('zrn', first)).schemeVersion).toBe(3);
  });

  it('refuses a lock whose scheme leaves it unbalanced, naming the rule, and writes nothing', async () => {
    await purchase();
    const companyId = (await t.database.db.select({ companyId: glJournal.companyId }).from(glJournal).limit(1))[0]!.companyId;
    const rows = (await defaultRows('prod')).filter((r) => r.konto !== '470');
    await t.database.db.insert(glScheme).values(rows.map(({ id: _id, createdAt: _c, ...r }) => ({ ...r, companyId, version: 3 })));
    const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-10', magId: VP, komId: buyer, datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' });
    await d.item('doc-prod', id, { artId: A, kolicina: 60_000, prodCena: 1_260_00 });
    const res = await d.call('POST', `/v1/doc-prod/${id}/lock`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'error.journal.not-balanced', params: { duguje: 153_720_00, potrazuje: 138_600_00, unmapped: 'vat.out.2000' } });
    expect(await d.read('doc-prod', id)).toMatchObject({ status: 'draft' });
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 100_000 });
  });

  it('backfills the documents locked before the ledger posted, in date order, once', async () => {
    const ur = await purchase();
    const prod = await sale();
    const before = [await entry('ur', ur), await entry('prod', prod)];
    // as the books were before: the sub-ledgers without the general ledger
    const db = t.database.db;
    await db.delete(glJournalLine);
    await db.delete(glJournal);
    await db.delete(glBalance);
    await db.delete(glBalanceDay);
    await db.delete(glJournalCounter);
    expect(await backfillJournal(db, documentFamilies)).toEqual({ posted: { ur: 1, prod: 1 }, empty: 0, refused: [] });
    expect([await entry('ur', ur), await entry('prod', prod)]).toEqual(before);
    expect(await saldo('1320')).toBe(42_000_00);
    expect(await backfillJournal(db, documentFamilies)).toEqual({ posted: {}, empty: 0, refused: [] });
  });

  it('posts the transfer into the shop at retail value and the register’s day with its takings and retail discharge', async () => {
    await purchase();
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-05', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 30_000, outCena: 1_050_00, inCena: 1_500_00 });
    await d.lock('doc-int', int);
    // out of 1320 at cost 31,500.00, into 1340 at 45,000.00 with VAT: the VAT in the price (45,000.00 × 20/120) to 1347, the margin to 1349
    expect((await entry('int', int)).lines).toEqual([['1320', null, 0, 31_500_00], ['1340', null, 45_000_00, 0], ['1349', null, 0, 6_000_00], ['1347', null, 0, 7_500_00]]);

    const pos = (await d.get('/v1/pos-main')).data.find((p: { naziv: string }) => p.naziv === 'Kasa 1').id;
    const header = { vSubDoc: 'fis', rbroj: 1, datum: '2024-02-06', posId: pos, fisPlacanje: 5 };
    const fis = await d.create('doc-fis', header);
    await d.item('doc-fis', fis, { artId: A, kolicina: 24_000, prodCena: 1_500_00 });
    expect((await d.call('PUT', `/v1/doc-fis/${fis}`, { periodId: 2, ...header, kartica: 12_000_00 })).statusCode).toBe(204);
    await d.lock('doc-fis', fis);
    // B3 "register sales": gross 36,000.00, cash 24,000.00, card 12,000.00; discharge at retail value
    expect((await entry('fis', fis)).lines).toEqual([
      ['243', null, 24_000_00, 0],
      ['228', null, 12_000_00, 0],
      ['604', null, 0, 30_000_00],
      ['470', null, 0, 6_000_00],
      ['1340', null, 0, 36_000_00],
      ['1349', null, 4_800_00, 0],
      ['1347', null, 6_000_00, 0],
      ['501', null, 25_200_00, 0],
    ]);
    // 1340 = the shop's stock at sale value; 1347 its VAT (9,000.00 × 20/120); 1340 − 1347 − 1349 (credit balances) = at cost
    expect(await saldo('1340')).toBe(9_000_00);
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ stanje: 6_000, vrednost: 9_000_00 });
    expect(await saldo('1347')).toBe(-1_500_00);
    expect((await saldo('1340')) + (await saldo('1347')) + (await saldo('1349'))).toBe(6_300_00);
    expect(await d.stock('pnCena', MP, A)).toMatchObject({ vrednost: 6_300_00 });
  });

  it('splits a retail receipt’s difference per rate: the VAT in the price rounded once per document and rate on 1347, the rest on 1349', async () => {
    const B = (await d.call('POST', '/v1/art-main', { grpId: (await d.call('GET', '/v1/art-grupa')).json().data[0].id, intSifra: 'GL-B', artNaziv: 'Artikal GL B', meraCode: 'kom', pdvId: vat20 })).json().id;
    const C = await d.article('roba', 'GL-C', 1000);
    const ur = await d.create('doc-ur', { vSubDoc: 'mp', rbroj: 1, datum: '2024-02-01', magId: MP, komId: supplier, dokBroj: 'F-M', dokDatum: '2024-02-01', dokDpo: '2024-02-01' });
    await d.item('doc-ur', ur, { artId: A, kolicina: 1_000, fakCena: 2, rabat1: 0, prodCena: 4 });
    await d.item('doc-ur', ur, { artId: B, kolicina: 1_000, fakCena: 2, rabat1: 0, prodCena: 4 });
    await d.item('doc-ur', ur, { artId: C, kolicina: 2_000, fakCena: 100_00, rabat1: 0, prodCena: 110_00 });
    await d.lock('doc-ur', ur);
    // 20 %: 0.08 gross holds 0.08 × 20/120 = 0.0133 → 0.01 (per line it would be 0.01 + 0.01); 10 %: 220.00 × 10/110 = 20.00
    // 1340 = 220.08, cost 200.04, 1347 = 20.01, 1349 = 220.08 − 200.04 − 20.01 = 0.03
    expect((await entry('ur', ur)).lines).toEqual([
      ['1340', null, 220_08, 0],
      ['1349', null, 0, 3],
      ['1347', null, 0, 20_01],
      ['270', null, 1, 0],
      ['271', null, 20_00, 0],
      ['435', supplier, 0, 220_05],
    ]);
  });

  it('names as unmapped neither the retail difference nor its parts when the scheme maps the other', () => {
    const figures: Figures = new Map([
      ['goods.retail', [{ amount: 120_00 }]],
      ['goods.retail.markup', [{ amount: 40_00 }]],
      ['goods.retail.vat', [{ amount: 20_00 }]],
      ['goods.retail.margin', [{ amount: 20_00 }]],
      ['vat.in.2000', [{ amount: 16_00 }]],
    ]);
    const row = (figure: string, konto: string, sign: number) => ({ figure, konto, sign, withClient: false });
    const split = [row('goods.retail', '1340', 1), row('goods.retail.margin', '1349', -1), row('goods.retail.vat', '1347', -1)];
    expect(schemeLines(figures, split).unmapped).toEqual(['vat.in.2000']);
    expect(schemeLines(figures, [row('goods.retail', '1340', 1), row('goods.retail.markup', '1349', -1)]).unmapped).toEqual(['vat.in.2000']);
    expect(schemeLines(figures, [row('goods.retail', '1340', 1), row('goods.retail.vat', '1347', -1)]).unmapped).toEqual(['goods.retail.markup', 'goods.retail.margin', 'vat.in.2000']);
    expect(schemeLines(figures, split).lines.map((l) => [l.konto, l.duguje, l.potrazuje])).toEqual([['1340', 120_00, 0], ['1349', 0, 20_00], ['1347', 0, 20_00]]);
  });

  it('posts the opening client balances against 700, each client on its account', async () => {
    const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
    await d.item('doc-psk', psk, { komId: buyer, duguje: 500_00, dueDate: '2024-01-31' });
    await d.item('doc-psk', psk, { komId: supplier, potrazuje: 300_00 });
    await d.lock('doc-psk', psk);
    expect((await entry('psk', psk)).lines).toEqual([['204', buyer, 500_00, 0], ['435', supplier, 0, 300_00], ['700', null, 0, 200_00]]);
    expect(await clientBalance(buyer)).toMatchObject({ stanje: 500_00 });
    expect(await clientBalance(supplier)).toMatchObject({ stanje: -300_00 });
  });
});
