import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../platform/db/client';
import { companies, komMain, periods } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents } from '../../test/documents';
import { postJournal } from './general-ledger';
import { nextPrefix } from '../reports/rpt-gl.repo';
import { pdfPagePng, pdfText } from '../../test/pdf';
import { writeFileSync } from 'node:fs';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  K = await client('K1', 'Kupac K', { isKupac: true });
  D = await client('D1', 'Dobavljač D', { isDobavljac: true });
});

type Line = { konto: string; komId?: number; duguje?: number; potrazuje?: number; opis?: string };

/** A manual journal entry with its lines, locked. */
async function entry(vSubDoc: 'nal' | 'ps', rbroj: number, datum: string, opis: string, lines: Line[]) {
  const id = await d.create('doc-nal', { vSubDoc, rbroj, datum, opis });
  for (const l of lines) await d.item('doc-nal', id, l);
  await d.lock('doc-nal', id);
  return id;
}

/** Rows written to the general ledger, to show a refusal wrote nothing. */
const written = async () =>
  (
    await selectRows<{ n: string }>(
      t.database.db,
      sql`select (select count(*) from gl_journal) + (select count(*) from gl_journal_line) + (select count(*) from gl_balance) + (select count(*) from gl_balance_day) as n`,
    )
  )[0]!.n;

/**
 * The opening entry, a rent invoice booked by hand and its payment, and a sale that is then
 * reversed: every figure below is in para.
 */
async function books() {
  await entry('ps', 1, '2024-01-01', 'Početno stanje', [
    { konto: '241', duguje: 200_000_00 },
    { konto: '1320', duguje: 126_000_00 },
    { konto: '1329', potrazuje: 21_000_00 },
    { konto: '435', komId: D, potrazuje: 120_000_00 },
    { konto: '301', potrazuje: 185_000_00 },
  ]);
  await entry('nal', 1, '2024-03-15', 'Zakup za mart', [
    { konto: '533', duguje: 50_000_00 },
    { konto: '270', duguje: 10_000_00 },
    { konto: '435', komId: D, potrazuje: 60_000_00 },
  ]);
  await entry('nal', 2, '2024-03-31', 'Plaćen zakup', [
    { konto: '435', komId: D, duguje: 60_000_00 },
    { konto: '241', potrazuje: 60_000_00 },
  ]);
  const sale = await entry('nal', 3, '2024-04-10', 'Prodaja', [
    { konto: '204', komId: K, duguje: 90_720_00 },
    { konto: '604', potrazuje: 75_600_00 },
    { konto: '470', potrazuje: 15_120_00 },
  ]);
  return { sale };
}

const trialBalance = (from: string, to: string, level = 'analytic') => d.get(`/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=${from}&dateTo=${to}&level=${level}`);

describe('chart of accounts', () => {
  it('holds the official chart: classes, groups, synthetic accounts and the trader analytics, in three languages', async () => {
    const all = (await d.get('/v1/kontni-plan')).data as { konto: string; level: number; kind: string; needsClient: boolean; postable: boolean; naziv: string; nazivCyr: string; nazivEn: string }[];
    expect(all).toHaveLength(478);
    expect(all.filter((a) => a.level === 1).map((a) => a.konto)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const by = new Map(all.map((a) => [a.konto, a]));
    expect(by.get('1349')).toMatchObject({ level: 4, kind: 'balance', postable: true, naziv: 'Ukalkulisana razlika u ceni robe u prometu na malo', nazivCyr: 'Укалкулисана разлика у цени робе у промету на мало' });
    expect(by.get('132')).toMatchObject({ level: 3, postable: false });
    expect(by.get('501')).toMatchObject({ kind: 'expense', postable: true, nazivEn: 'Cost of goods sold' });
    expect(by.get('604')).toMatchObject({ kind: 'income' });
    expect(by.get('700')).toMatchObject({ kind: 'closing' });
    expect(by.get('882')).toMatchObject({ kind: 'off-balance' });
    expect(all.filter((a) => a.needsClient).map((a) => a.konto)).toEqual(['150', '151', '152', '153', '154', '155', '200', '201', '202', '203', '204', '205', '206', '430', '431', '432', '433', '434', '435', '436']);
    expect((await d.get('/v1/kontni-plan?search=132')).data.map((a: { konto: string; postable: boolean }) => `${a.konto}:${a.postable}`)).toEqual(['132:false', '1320:true', '1329:true']);
    expect((await d.get('/v1/kontni-plan?search=blagajna')).data.map((a: { konto: string }) => a.konto)).toEqual(['243', '246']);
  });

  it('pages as every list does: page and perPage, the counts with and without the search', async () => {
    const whole = await d.get('/v1/kontni-plan');
    expect(whole.pagination).toEqual({ page: 1, perPage: 478, pages: 1, itemsCount: 478, filteredCount: 478 });
    const second = await d.get('/v1/kontni-plan?page=2');
    expect(second.data.map((a: { konto: string }) => a.konto)).toEqual(whole.data.slice(20, 40).map((a: { konto: string }) => a.konto));
    expect(second.pagination).toEqual({ page: 2, perPage: 20, pages: 24, itemsCount: 478, filteredCount: 478 });
    const postable = await d.get('/v1/kontni-plan?postable=1&search=13&page=2&perPage=3');
    const all = (await d.get('/v1/kontni-plan?postable=1&search=13')).data.map((a: { konto: string }) => a.konto);
    expect(postable.data.map((a: { konto: string }) => a.konto)).toEqual(all.slice(3, 6));
    expect(postable.pagination).toEqual({ page: 2, perPage: 3, pages: Math.ceil(all.length / 3), itemsCount: 478, filteredCount: all.length });
    expect((await d.call('GET', '/v1/kontni-plan?page=0')).statusCode).toBe(422);
  });

  it('takes a company analytic under the longest account its code starts with; refuses a used code, a code under nothing, a user', async () => {
    const bank = await d.call('POST', '/v1/kontni-plan', { konto: '2410', naziv: 'Tekući račun Banka Intesa' });
    expect(bank.statusCode, bank.body).toBe(201);
    expect((await d.call('POST', '/v1/kontni-plan', { konto: '24101', naziv: 'Podračun' })).statusCode).toBe(201);
    expect((await d.call('POST', '/v1/kontni-plan', { konto: '2040', naziv: 'Kupci – Beograd' })).statusCode).toBe(201);
    const rows = (await d.get('/v1/kontni-plan?search=24')).data as { konto: string; parent: string; own: boolean; postable: boolean; nazivCyr: string; needsClient: boolean }[];
    expect(rows.filter((r) => r.konto.startsWith('241')).map((r) => `${r.konto}<${r.parent}:${r.postable}`)).toEqual(['241<24:false', '2410<241:false', '24101<2410:true']);
    expect(rows.find((r) => r.konto === '2410')).toMatchObject({ own: true, nazivCyr: 'Текући рачун Банка Интеса' });
    expect((await d.get('/v1/kontni-plan?search=204')).data.map((r: { konto: string; needsClient: boolean; postable: boolean }) => `${r.konto}:${r.needsClient}:${r.postable}`)).toEqual([
      '204:true:false',
      '2040:true:true',
    ]);

    const refused = async (body: Record<string, unknown>) => {
      const res = await d.call('POST', '/v1/kontni-plan', body);
      return `${res.statusCode} ${JSON.stringify(res.json().errors)}`;
    };
    expect(await refused({ konto: '1320', naziv: 'X' })).toBe('422 {"konto":"error.konto.unique"}');
    expect(await refused({ konto: '8888', naziv: 'X' })).toBe('422 {"konto":"error.konto.no-parent"}');
    expect(await refused({ konto: '24', naziv: 'X' })).toBe('422 {"konto":"error.konto.invalid"}');
    expect(await refused({ konto: '2411', naziv: '' })).toBe('422 {"naziv":"error.naziv.required"}');
    const asUser = await t.app.inject({ method: 'POST', url: '/v1/kontni-plan', headers: await authHeader(t.database, 'user@demo.rs'), payload: { konto: '2411', naziv: 'X' } });
    expect(asUser.statusCode).toBe(403);

    const id = bank.json().id as number;
    expect((await d.call('PUT', `/v1/kontni-plan/${id}`, { naziv: 'Banka Intesa', nazivEn: 'Intesa bank' })).statusCode).toBe(204);
    expect((await d.get('/v1/kontni-plan?search=2410')).data[0]).toMatchObject({ naziv: 'Banka Intesa', nazivCyr: 'Банка Интеса', nazivEn: 'Intesa bank' });
    // an account with analytics under it stays; so does one with postings
    expect((await d.call('DELETE', `/v1/kontni-plan/${id}`)).json()).toMatchObject({ message: 'error.konto.in-use-children' });
    await entry('nal', 1, '2024-02-01', 'Prenos', [
      { konto: '24101', duguje: 1_000_00 },
      { konto: '243', potrazuje: 1_000_00 },
    ]);
    const sub = (await d.get('/v1/kontni-plan?search=24101')).data[0].id as number;
    const used = await d.call('DELETE', `/v1/kontni-plan/${sub}`);
    expect([used.statusCode, used.json().message]).toEqual([409, 'error.konto.in-use-postings']);
    const client = (await d.get('/v1/kontni-plan?search=2040')).data[0].id as number;
    expect((await d.call('DELETE', `/v1/kontni-plan/${client}`)).statusCode).toBe(204);
  });
});

describe('manual journal entries and the trial balance', () => {
  it("March's trial balance: opening, turnover, total and balance per account, per class and overall, debit equal to credit in every pair", async () => {
    await books();
    const tb = (await trialBalance('2024-03-01', '2024-03-31')).data;
    const row = (konto: string) => tb.rows.find((r: { konto: string }) => r.konto === konto);
    expect(tb.rows.map((r: { konto: string }) => r.konto)).toEqual(['1320', '1329', '241', '270', '301', '435', '533']);
    expect(row('241')).toEqual({
      konto: '241',
      naziv: 'Tekući (poslovni) računi',
      klasa: '2',
      psDuguje: 200_000_00,
      psPotrazuje: 0,
      prometDuguje: 0,
      prometPotrazuje: 60_000_00,
      ukupnoDuguje: 200_000_00,
      ukupnoPotrazuje: 60_000_00,
      saldoDuguje: 140_000_00,
      saldoPotrazuje: 0,
    });
    expect(row('435')).toMatchObject({ psPotrazuje: 120_000_00, prometDuguje: 60_000_00, prometPotrazuje: 60_000_00, ukupnoDuguje: 60_000_00, ukupnoPotrazuje: 180_000_00, saldoPotrazuje: 120_000_00, saldoDuguje: 0 });
    expect(row('1329')).toMatchObject({ psPotrazuje: 21_000_00, saldoPotrazuje: 21_000_00 });
    expect(tb.classes.find((c: { klasa: string }) => c.klasa === '2')).toMatchObject({ psDuguje: 200_000_00, prometDuguje: 10_000_00, prometPotrazuje: 60_000_00, saldoDuguje: 150_000_00 });
    expect(tb.total).toEqual({
      psDuguje: 326_000_00,
      psPotrazuje: 326_000_00,
      prometDuguje: 120_000_00,
      prometPotrazuje: 120_000_00,
      ukupnoDuguje: 446_000_00,
      ukupnoPotrazuje: 446_000_00,
      saldoDuguje: 326_000_00,
      saldoPotrazuje: 326_000_00,
    });

    // synthetic: 1320 and 1329 are one row of 132, its balance netted
    const synthetic = (await trialBalance('2024-03-01', '2024-03-31', 'synthetic')).data;
    expect(synthetic.rows.find((r: { konto: string }) => r.konto === '132')).toMatchObject({ naziv: 'Roba u prometu na veliko', psDuguje: 126_000_00, psPotrazuje: 21_000_00, saldoDuguje: 105_000_00, saldoPotrazuje: 0 });
    expect(synthetic.total).toMatchObject({ ukupnoDuguje: 446_000_00, ukupnoPotrazuje: 446_000_00, saldoDuguje: 305_000_00, saldoPotrazuje: 305_000_00 });

    // January alone: the opening entry is the opening balance, no turnover
    expect((await trialBalance('2024-01-01', '2024-01-31')).data.total).toMatchObject({ psDuguje: 326_000_00, psPotrazuje: 326_000_00, prometDuguje: 0, prometPotrazuje: 0 });

    // the print: the same rows, the class sums and the overall sums, read back from the PDF's text
    const print = await d.call('GET', '/v1/rpt-gl/print/bruto-bilans?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&level=analytic');
    expect(print.statusCode, print.body).toBe(200);
    expect(print.headers['content-type']).toContain('application/pdf');
    if (process.env.PRINT_LOOK) writeFileSync(`${process.env.PRINT_LOOK}/bruto-bilans.png`, await pdfPagePng(print.rawPayload));
    const text = (await pdfText(print.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Bruto bilans');
    expect(text).toContain('01.03.2024 – 31.03.2024');
    expect(text).toMatch(/241 Tekući \(poslovni\) računi 200\.000,00 0,00 0,00 60\.000,00 200\.000,00 60\.000,00 140\.000,00 0,00/);
    expect(text).toMatch(/Ukupno sve klase 326\.000,00 326\.000,00 120\.000,00 120\.000,00 446\.000,00 446\.000,00 326\.000,00 326\.000,00/);
    expect(text).toMatch(/Ukupno klasa 2[^\n]* 200\.000,00 0,00 10\.000,00 60\.000,00/);
    // a range that ends before it starts is refused as on the page
    expect((await d.call('GET', '/v1/rpt-gl/print/bruto-bilans?periodId=2&dateFrom=2024-03-31&dateTo=2024-03-01')).statusCode).toBe(422);
  });

  it("a reversed entry nets to zero: the sale's accounts leave the trial balance, the journal shows both entries", async () => {
    const { sale } = await books();
    const april = async () => (await trialBalance('2024-04-01', '2024-04-30')).data;
    expect((await april()).rows.find((r: { konto: string }) => r.konto === '204')).toMatchObject({ prometDuguje: 90_720_00, saldoDuguje: 90_720_00 });
    await d.storno('doc-nal', sale);
    const after = await april();
    expect(after.rows.map((r: { konto: string }) => r.konto)).not.toContain('204');
    expect(after.rows.map((r: { konto: string }) => r.konto)).not.toContain('604');
    expect(after.total).toMatchObject({ prometDuguje: 0, prometPotrazuje: 0, saldoDuguje: 305_000_00 + 21_000_00, saldoPotrazuje: 326_000_00 });
    const balances = await selectRows<{ konto: string; komId: number; duguje: string; potrazuje: string; lines: number }>(
      t.database.db,
      sql`select konto, kom_id as "komId", duguje, potrazuje, lines from gl_balance where konto in ('204', '604', '470') order by konto`,
    );
    expect(balances.map((b) => [b.konto, b.komId, Number(b.duguje), Number(b.potrazuje), b.lines])).toEqual([
      ['204', K, 0, 0, 2],
      ['470', 0, 0, 0, 2],
      ['604', 0, 0, 0, 2],
    ]);
    const journal = await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30');
    expect(journal.data.map((l: { broj: number; konto: string; duguje: number; potrazuje: number; docOznaka: string }) => `${l.broj} ${l.docOznaka} ${l.konto} ${l.duguje}/${l.potrazuje}`)).toEqual([
      '4 NK-3/2024 204 9072000/0',
      '4 NK-3/2024 604 0/7560000',
      '4 NK-3/2024 470 0/1512000',
      '5 NK-3/2024 204 -9072000/0',
      '5 NK-3/2024 604 0/-7560000',
      '5 NK-3/2024 470 0/-1512000',
    ]);
    expect(journal.total).toEqual({ duguje: 0, potrazuje: 0 });
    const year = await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31');
    expect([year.pagination.itemsCount, year.total]).toEqual([16, { duguje: 446_000_00, potrazuje: 446_000_00 }]);
  });

  it('the account card: a running balance from the opening balance, each line with its document; per client', async () => {
    await books();
    const card = await d.get('/v1/rpt-gl/kartica?periodId=2&dateFrom=2024-03-01&dateTo=2024-12-31&konto=241');
    expect(card.opening).toEqual({ duguje: 200_000_00, potrazuje: 0 });
    expect(card.data.map((l: { datum: string; docOznaka: string; vDoc: string; potrazuje: number; saldo: number }) => [l.datum, l.vDoc, l.docOznaka, l.potrazuje, l.saldo])).toEqual([
      ['2024-03-31', 'nal', 'NK-2/2024', 60_000_00, 140_000_00],
    ]);
    const rent = (await d.get('/v1/doc-nal?periodId=2&vSubDoc=nal&status=locked')).data.find((r: { oznaka: string }) => r.oznaka === 'NK-1/2024');
    expect(rent).toMatchObject({ opis: 'Zakup za mart', duguje: 60_000_00, potrazuje: 60_000_00 });
    expect((await d.get(`/v1/doc-nal/${rent.id}/items`)).data.map((i: { konto: string; kontoNaziv: string; intNaziv: string }) => [i.konto, i.kontoNaziv, i.intNaziv])).toEqual([
      ['533', 'Troškovi zakupnina', ''],
      ['270', 'PDV u primljenim fakturama po opštoj stopi (osim plaćenih avansa)', ''],
      ['435', 'Dobavljači u zemlji', 'Dobavljač D'],
    ]);
    const supplier = await d.get(`/v1/rpt-gl/kartica?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&konto=435&komId=${D}`);
    expect(supplier.data.map((l: { docOznaka: string; komNaziv: string; saldo: number }) => [l.docOznaka, l.komNaziv, l.saldo])).toEqual([
      ['PS-1/2024', 'Dobavljač D', -120_000_00],
      ['NK-1/2024', 'Dobavljač D', -180_000_00],
      ['NK-2/2024', 'Dobavljač D', -120_000_00],
    ]);
    // the client is joined by the company and id: a line naming another company's client shows no name
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga firma d.o.o.', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [dRow] = await t.database.db.select().from(komMain).where(eq(komMain.id, D));
    const { id: _id, ...copy } = dRow!;
    const [foreign] = await t.database.db.insert(komMain).values({ ...copy, companyId: other!.id, intNaziv: 'Tuđi klijent' }).returning();
    await t.database.db.execute(sql`update gl_journal_line set kom_id = ${foreign!.id} where company_id = 1 and kom_id = ${D} and datum = '2024-03-31'`);
    const mixed = await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-03-31&dateTo=2024-03-31');
    expect(mixed.data.map((l: { konto: string; komNaziv: string }) => [l.konto, l.komNaziv])).toEqual([['435', ''], ['241', '']]);
    const mixedCard = await d.get(`/v1/rpt-gl/kartica?periodId=2&dateFrom=2024-03-31&dateTo=2024-03-31&konto=435&komId=${foreign!.id}`);
    expect(mixedCard.data.map((l: { komNaziv: string }) => l.komNaziv)).toEqual(['']);
    expect(['241', '249', '1329', '99', '9'].map(nextPrefix)).toEqual(['242', '25', '133', null, null]);
    // a class's card takes every account under it
    const klasa = await d.get('/v1/rpt-gl/kartica?periodId=2&dateFrom=2024-01-01&dateTo=2024-03-31&konto=13');
    expect([klasa.total, klasa.data.at(-1).saldo]).toEqual([{ duguje: 126_000_00, potrazuje: 21_000_00 }, 105_000_00]);
  });

  it('refuses each bad line or entry with its field, writing nothing', async () => {
    const id = await d.create('doc-nal', { vSubDoc: 'nal', rbroj: 7, datum: '2024-05-31', opis: 'Amortizacija' });
    const line = async (body: Line) => {
      const res = await d.call('POST', `/v1/doc-nal/${id}/items`, { docId: id, ...body });
      return `${res.statusCode} ${JSON.stringify(res.json().errors)}`;
    };
    expect(await line({ konto: '5401', duguje: 1_00 })).toBe('422 {"konto":"error.konto.not-found"}');
    expect(await line({ konto: '132', duguje: 1_00 })).toBe('422 {"konto":"error.konto.not-postable"}');
    expect(await line({ konto: '54', duguje: 1_00 })).toBe('422 {"konto":"error.konto.invalid"}');
    expect(await line({ konto: '204', duguje: 1_00 })).toBe('422 {"komId":"error.komId.required-on-account"}');
    expect(await line({ konto: '540', komId: K, duguje: 1_00 })).toBe('422 {"komId":"error.komId.not-on-account"}');
    expect(await line({ konto: '204', komId: 999_999, duguje: 1_00 })).toBe('422 {"komId":"error.komId.not-found"}');
    expect(await line({ konto: '540', duguje: 1_00, potrazuje: 1_00 })).toBe('422 {"duguje":"error.duguje.one-side"}');
    expect(await line({ konto: '540' })).toBe('422 {"duguje":"error.duguje.one-side"}');
    expect((await d.get(`/v1/doc-nal/${id}/items`)).data).toEqual([]);

    // an entry whose debit is not its credit is not locked, and posts nothing
    await d.item('doc-nal', id, { konto: '540', duguje: 12_500_00 });
    await d.item('doc-nal', id, { konto: '029', potrazuje: 12_000_00 });
    const before = await written();
    const lock = await d.call('POST', `/v1/doc-nal/${id}/lock`);
    expect([lock.statusCode, lock.json()]).toEqual([422, { message: 'error.journal.not-balanced', errors: { lines: 'error.journal.not-balanced' }, params: { duguje: 12_500_00, potrazuje: 12_000_00 } }]);
    expect(await d.read('doc-nal', id)).toMatchObject({ status: 'draft', duguje: 12_500_00, potrazuje: 12_000_00 });
    expect(await written()).toBe(before);

    // the writer itself: an unknown account, a synthetic one, a missing client, all at once; a closed period
    const ctx = { companyId: 1, periodId: 2, vDoc: 'test', docId: 1, docOznaka: 'T-1', docOpis: '', datum: '2024-05-31' };
    const attempt = (lines: Parameters<typeof postJournal>[2], c = ctx) =>
      t.database.db.transaction((tx) => postJournal(tx, c, lines)).then(
        () => 'posted',
        (e: { statusCode: number; errors: unknown }) => `${e.statusCode} ${JSON.stringify(e.errors)}`,
      );
    expect(
      await attempt([
        { konto: '9999', duguje: 100, potrazuje: 0 },
        { konto: '134', duguje: 100, potrazuje: 0 },
        { konto: '435', duguje: 0, potrazuje: 200 },
      ]),
    ).toBe('422 {"lines.0.konto":"error.konto.not-found","lines.1.konto":"error.konto.not-postable","lines.2.komId":"error.komId.required-on-account"}');
    expect(await attempt([
        { konto: '540', duguje: 100, potrazuje: 0 },
        { konto: '029', duguje: 0, potrazuje: 99 },
      ])).toBe('422 {"lines":"error.journal.not-balanced"}');
    await t.database.db.update(periods).set({ status: 'closed' }).where(eq(periods.id, 2));
    expect(await attempt([
        { konto: '540', duguje: 100, potrazuje: 0 },
        { konto: '029', duguje: 0, potrazuje: 100 },
      ])).toBe('422 {"datum":"error.period.closed"}');
    expect(await written()).toBe(before);
  });
});
