import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { pdfPagePng, pdfText } from '../../../test/pdf';
import { documents, goodsSetup } from '../../../test/documents';
import { sessions } from '../../../test/sessions';

/**
 * The cash desk (docs/decisions.md#cash-desk-blagajna): opening 0.00; a customer pays his 12,000.00 invoice in cash; fuel is
 * paid in cash, 2,400.00 (an expense invoice of 2,000.00 + 400.00 VAT, paid from the desk); 9,000.00
 * is deposited to the bank. The desk closes at 600.00, account 243 holds 600.00, the trial balance
 * balances, and the storno of each order moves everything back.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let rbroj = 0;
let desk: number;
let customer: number;
let station: number;

async function partner(sifra: string, pib: string, isKupac: boolean) {
  const res = await d.call('POST', '/v1/kom-main', {
    vKom: 'firma',
    sifra,
    intNaziv: `Partner ${sifra}`,
    naziv: `Partner ${sifra} d.o.o.`,
    postcode: '11000',
    mesto: 'Beograd',
    adresa: 'Knez Mihailova 1',
    pib,
    isKupac,
    isDobavljac: !isKupac,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  desk = ((await d.get('/v1/blagajne')).data as { id: number; naziv: string; konto: string }[])[0]!.id;
  customer = await partner('BLG1', '101134702', true);
  station = await partner('BLG2', '100000008', false);
});

/** Our services invoice to the customer: 10,000.00 + 20 % VAT = 12,000.00. */
async function customerInvoice(lock = true) {
  const artId = await d.article('usluga', `BLG-S${++rbroj}`, 2000);
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj, datum: '2024-03-01', magId: null, komId: customer, datumDospeca: '2024-03-31', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01' });
  await d.item('doc-prod', id, { artId, kolicina: 1_000, prodCena: 10_000_00 });
  if (lock) await d.lock('doc-prod', id);
  return id;
}

/** The fuel bill: 2,000.00 + 20 % VAT on the cost item fuel (account 513). */
async function fuelInvoice() {
  const grpId = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Vozila' })).json().id as number;
  const trosakId = (await d.call('POST', '/v1/trosak-main', { grpId, naziv: 'Gorivo', konto: '513' })).json().id as number;
  const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: ++rbroj, datum: '2024-03-11', komId: station, dokBroj: 'NIS-77', trosakId });
  await d.item('doc-zrn', id, { pdvId: await d.vatRate(2000), iznos: 2_000_00 });
  await d.lock('doc-zrn', id);
  return id;
}

/** A cash order of the desk with its lines, not locked. */
async function order(vSubDoc: 'uplatnica' | 'isplatnica', datum: string, lines: Record<string, unknown>[], kasaId = desk) {
  const id = await d.create('doc-blg', { vSubDoc, rbroj: ++rbroj, datum, kasaId });
  for (const line of lines) await d.item('doc-blg', id, line);
  return id;
}

const ios = async (komId: number) => (await d.get(`/v1/rpt-kom/ios/${komId}?periodId=2&datum=2024-03-31`)).data as { otvorenoDuguje: number; otvorenoPotrazuje: number; saldo: number };
const journalOf = async (docOznaka: string) =>
  ((await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&perPage=200')).data as { docOznaka: string; konto: string; komId: number | null; duguje: number; potrazuje: number }[])
    .filter((l) => l.docOznaka === docOznaka)
    .map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]);
type Sums = { prometDuguje: number; prometPotrazuje: number; saldoDuguje: number; saldoPotrazuje: number; ukupnoDuguje: number; ukupnoPotrazuje: number };
const trialBalance = async () => (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data as { rows: (Sums & { konto: string })[]; total: Sums };
const balanceOf = async (konto: string) => {
  const row = (await trialBalance()).rows.find((r) => r.konto === konto);
  return row ? row.saldoDuguje - row.saldoPotrazuje : 0;
};
const label = async (id: number) => (await d.read('doc-blg', id)).oznaka as string;

describe('cash desk (blagajna)', () => {
  it('12,000.00 in from a customer, 2,400.00 out for fuel, 9,000.00 to the bank: closing 600.00, 243 = 600.00; storno moves everything back', async () => {
    const invoice = await customerInvoice();
    const fuel = await fuelInvoice();
    expect((await ios(customer)).saldo).toBe(12_000_00);
    expect((await ios(station)).saldo).toBe(-2_400_00);

    const receipt = await order('uplatnica', '2024-03-10', [{ vrsta: 'klijent', komId: customer, iznos: 12_000_00 }]);
    const payment = await order('isplatnica', '2024-03-11', [{ vrsta: 'klijent', komId: station, iznos: 2_400_00, opis: 'Gorivo NIS-77' }]);
    const deposit = await order('isplatnica', '2024-03-12', [{ vrsta: 'banka', iznos: 9_000_00, opis: 'Polog na tekući račun' }]);
    expect((await d.read('doc-blg', receipt)).iznos).toBe(12_000_00);
    for (const id of [receipt, payment, deposit]) await d.lock('doc-blg', id);

    // the customer's invoice is closed by 12,000.00, the station's by 2,400.00
    expect(await ios(customer)).toMatchObject({ otvorenoDuguje: 0, saldo: 0 });
    expect(await ios(station)).toMatchObject({ otvorenoPotrazuje: 0, saldo: 0 });
    // the entries: 243 against the customer's 204, the station's 435 and the transit account 248
    expect(await journalOf(await label(receipt))).toEqual([
      ['243', null, 12_000_00, 0],
      ['204', customer, 0, 12_000_00],
    ]);
    expect(await journalOf(await label(payment))).toEqual([
      ['243', null, 0, 2_400_00],
      ['435', station, 2_400_00, 0],
    ]);
    expect(await journalOf(await label(deposit))).toEqual([
      ['243', null, 0, 9_000_00],
      ['248', null, 9_000_00, 0],
    ]);
    // 243 holds what the desk holds; the fuel's cost is on 513, its VAT on 270; the trial balance balances
    expect(await balanceOf('243')).toBe(600_00);
    expect(await balanceOf('513')).toBe(2_000_00);
    const tb = await trialBalance();
    expect(tb.total.ukupnoDuguje).toBe(tb.total.ukupnoPotrazuje);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);

    // the daily cash report: opening 0.00, each day's receipt or payment, closing 600.00
    const report = (await d.get(`/v1/rpt-blg/izvestaj?kasaId=${desk}&dateFrom=2024-03-01&dateTo=2024-03-31`)).data;
    expect([report.opening, report.uplata, report.isplata, report.closing]).toEqual([0, 12_000_00, 11_400_00, 600_00]);
    expect(report.days.map((day: { datum: string; opening: number; uplata: number; isplata: number; closing: number; rows: { opis: string }[] }) => [day.datum, day.opening, day.uplata, day.isplata, day.closing, day.rows.map((r) => r.opis)])).toEqual([
      ['2024-03-10', 0, 12_000_00, 0, 12_000_00, ['Partner BLG1']],
      ['2024-03-11', 12_000_00, 0, 2_400_00, 9_600_00, ['Partner BLG2 – Gorivo NIS-77']],
      ['2024-03-12', 9_600_00, 0, 9_000_00, 600_00, ['Polog na tekući račun']],
    ]);
    // one day: the day before is the opening
    const day = (await d.get(`/v1/rpt-blg/izvestaj?kasaId=${desk}&dateFrom=2024-03-12&dateTo=2024-03-12`)).data;
    expect([day.opening, day.uplata, day.isplata, day.closing, day.days.length]).toEqual([9_600_00, 0, 9_000_00, 600_00, 1]);
    const print = await d.call('GET', `/v1/rpt-blg/print/izvestaj?kasaId=${desk}&dateFrom=2024-03-10&dateTo=2024-03-12`);
    expect(print.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/cash-report-print.png`, await pdfPagePng(print.rawPayload));
    const text = (await pdfText(print.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    for (const expected of [
      'Blagajnički izveštaj',
      'Blagajna: Glavna blagajna (RSD, konto 243)',
      'Period: 10.03.2024 – 12.03.2024',
      'Dan: 11.03.2024',
      `1 ${await label(payment)} Partner BLG2 – Gorivo NIS-77 0,00 2.400,00`,
      'Prethodno stanje 9.600,00 0,00',
      'Novo stanje 600,00',
      'Ukupno za period 12.000,00 11.400,00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // the GL check: 243 against the cash book; a ledger changed behind the book's back is named
    const verify = async () => (await d.get('/v1/audit/gl-verify?periodId=2&datum=2024-03-31')).data;
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    await t.database.db.execute(sql`update gl_balance_day set duguje = duguje + 7 where konto = '243' and datum = '2024-03-12'`);
    expect((await verify()).checks).toEqual([{ check: 'cash-desk', key: '243', label: 'Glavna blagajna', ledger: 600_07, subLedger: 600_00, difference: 7 }]);
    await t.database.db.execute(sql`update gl_balance_day set duguje = duguje - 7 where konto = '243' and datum = '2024-03-12'`);

    // the bank statement shows the deposit: 241 debited, the transit account 248 closed
    const trnId = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id as number;
    const statement = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: ++rbroj, datum: '2024-03-13', trnId });
    await d.item('doc-trn', statement, { vNalog: 'blagajna', uplata: 9_000_00, opis: 'Polog iz blagajne' });
    await d.lock('doc-trn', statement);
    expect(await journalOf((await d.read('doc-trn', statement)).oznaka as string)).toEqual([
      ['241', null, 9_000_00, 0],
      ['248', null, 0, 9_000_00],
    ]);
    expect([await balanceOf('241'), await balanceOf('248'), await balanceOf('243')]).toEqual([9_000_00, 0, 600_00]);
    await d.storno('doc-trn', statement);

    // storno, the last order first: the desk, 243, 248 and the open items are back where they started
    for (const id of [deposit, payment, receipt]) await d.storno('doc-blg', id);
    expect(await ios(customer)).toMatchObject({ otvorenoDuguje: 12_000_00, saldo: 12_000_00 });
    expect(await ios(station)).toMatchObject({ otvorenoPotrazuje: 2_400_00, saldo: -2_400_00 });
    expect([await balanceOf('243'), await balanceOf('248'), await balanceOf('204'), await balanceOf('435')]).toEqual([0, 0, 12_000_00, -2_400_00]);
    expect(invoice).toBeGreaterThan(0);
    expect(fuel).toBeGreaterThan(0);
  });

  it('a shop’s takings brought in (D 243 / P 243), a cost paid in cash on its cost item’s account (D 531 / P 243), one cost account per order; the report prints in Cyrillic and English', async () => {
    const { MP } = await goodsSetup(d);
    const takings = await order('uplatnica', '2024-04-01', [{ vrsta: 'pazar', magId: MP, iznos: 3_000_00, opis: 'Pazar 31.03.' }]);
    await d.lock('doc-blg', takings);
    const grpId = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Režije' })).json().id as number;
    const post = (await d.call('POST', '/v1/trosak-main', { grpId, naziv: 'Poštanske usluge', konto: '531' })).json().id as number;
    const rent = (await d.call('POST', '/v1/trosak-main', { grpId, naziv: 'Zakup', konto: '533' })).json().id as number;
    const cost = await order('isplatnica', '2024-04-02', [{ vrsta: 'trosak', trosakId: post, iznos: 450_00, opis: 'Marke' }]);
    // a second cost on another account would need a second figure: refused
    const other = await d.call('POST', `/v1/doc-blg/${cost}/items`, { docId: cost, vrsta: 'trosak', trosakId: rent, iznos: 1_00 });
    expect([other.statusCode, other.json().errors]).toEqual([422, { trosakId: 'error.trosakId.other-account' }]);
    await d.lock('doc-blg', cost);
    const april = async (docOznaka: string) =>
      ((await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30&perPage=200')).data as { docOznaka: string; konto: string; duguje: number; potrazuje: number }[])
        .filter((l) => l.docOznaka === docOznaka)
        .map((l) => [l.konto, l.duguje, l.potrazuje]);
    expect(await april(await label(takings))).toEqual([
      ['243', 3_000_00, 0],
      ['243', 0, 3_000_00],
    ]);
    expect(await april(await label(cost))).toEqual([
      ['243', 0, 450_00],
      ['531', 450_00, 0],
    ]);
    const report = (await d.get(`/v1/rpt-blg/izvestaj?kasaId=${desk}&dateFrom=2024-04-01&dateTo=2024-04-02`)).data;
    expect([report.opening, report.uplata, report.isplata, report.closing]).toEqual([0, 3_000_00, 450_00, 2_550_00]);
    for (const [lang, expected] of [
      // the print's own words in the script asked for; what was typed (a cost item's name) as typed
      ['sr-cyr', ['Благајнички извештај', 'Ново стање 2.550,00', 'Poštanske usluge – Marke']],
      ['en', ['Daily cash report', 'Closing balance 2,550.00', 'Total for the period 3,000.00 450.00']],
    ] as const) {
      const print = await d.call('GET', `/v1/rpt-blg/print/izvestaj?kasaId=${desk}&dateFrom=2024-04-01&dateTo=2024-04-02&lang=${lang}`);
      const text = (await pdfText(print.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
      for (const e of expected) expect(text, e).toContain(e);
    }
  });

  it('refuses a payment that takes the desk below zero, an amount past its column, another company\'s desk or client, a draft\'s reference; nothing is written', async () => {
    await customerInvoice();
    const receipt = await order('uplatnica', '2024-03-10', [{ vrsta: 'klijent', komId: customer, iznos: 12_000_00 }]);
    await d.lock('doc-blg', receipt);
    const entries = async () => (await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&perPage=200')).data.length as number;
    const before = await entries();

    // 12,000.00 in the desk: 12,000.01 out is refused, and so is 1.00 out the day before the cash came in
    for (const [datum, iznos] of [['2024-03-15', 12_000_01], ['2024-03-09', 1_00]] as const) {
      const id = await order('isplatnica', datum, [{ vrsta: 'banka', iznos, opis: 'Polog' }]);
      const lock = await d.call('POST', `/v1/doc-blg/${id}/lock`);
      expect([datum, lock.statusCode, lock.json().errors]).toEqual([datum, 422, { iznos: 'error.iznos.cash-below-zero' }]);
      expect((await d.read('doc-blg', id)).status).toBe('draft');
    }
    expect(await entries()).toBe(before);
    expect(await balanceOf('243')).toBe(12_000_00);
    // the whole 12,000.00 out is allowed
    const all = await order('isplatnica', '2024-03-15', [{ vrsta: 'banka', iznos: 12_000_00, opis: 'Polog' }]);
    await d.lock('doc-blg', all);
    expect(await balanceOf('243')).toBe(0);
    // and then the receipt's storno would leave the desk below zero: refused
    const storno = await d.call('POST', `/v1/doc-blg/${receipt}/storno`);
    expect([storno.statusCode, storno.json().message]).toEqual([409, 'error.blg.storno-below-zero']);
    expect((await d.read('doc-blg', receipt)).status).toBe('locked');

    const id = await order('uplatnica', '2024-03-20', []);
    const line = async (body: Record<string, unknown>) => {
      const res = await d.call('POST', `/v1/doc-blg/${id}/items`, { docId: id, ...body });
      return [res.statusCode, res.json().errors];
    };
    // an amount past its column, none, a kind the receipt does not take, a partner not named
    expect(await line({ vrsta: 'banka', opis: 'x', iznos: 10 ** 15 })).toEqual([422, { iznos: 'error.iznos.too-large' }]);
    expect(await line({ vrsta: 'banka', opis: 'x', iznos: 0 })).toEqual([422, { iznos: 'error.iznos.greater-than-0' }]);
    expect(await line({ vrsta: 'trosak', trosakId: 1, iznos: 1_00 })).toMatchObject([422, { vrsta: 'error.vrsta.not-on-this-order' }]);
    expect(await line({ vrsta: 'klijent', iznos: 1_00 })).toEqual([422, { komId: 'error.komId.required' }]);
    // a draft invoice's reference: no open item quotes it
    const draft = await customerInvoice(false);
    const reference = (await d.read('doc-prod', draft)).oznaka as string;
    expect(await line({ vrsta: 'klijent', komId: customer, iznos: 1_00, poziv: reference })).toEqual([422, { poziv: 'error.poziv.not-open' }]);

    // another company's client and desk
    const { foreign } = await sessions(t.database);
    const theirs = async (method: 'POST' | 'GET', url: string, payload?: unknown) => t.app.inject({ method, url, headers: foreign, payload: payload as never });
    const theirDesk = (await theirs('POST', '/v1/blagajne', { naziv: 'Njihova' })).json().id as number;
    expect((await theirs('GET', '/v1/blagajne')).json().data).toEqual([{ id: theirDesk, naziv: 'Njihova', valuta: 'RSD', konto: '243' }]);
    const theirClient = (
      await theirs('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'T1', intNaziv: 'Tuđi', naziv: 'Tuđi d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', pib: '101134702', isKupac: true })
    ).json().id as number;
    expect(await line({ vrsta: 'klijent', komId: theirClient, iznos: 1_00 })).toEqual([422, { komId: 'error.komId.not-found' }]);
    const header = await d.call('POST', '/v1/doc-blg', { periodId: 2, vSubDoc: 'uplatnica', rbroj: 99, datum: '2024-03-20', kasaId: theirDesk });
    expect([header.statusCode, header.json().errors]).toEqual([422, { kasaId: 'error.kasaId.not-found' }]);
    expect((await d.get(`/v1/doc-blg/${id}/items`)).data).toHaveLength(0);
    // their desk's cash book has nothing of ours; ours not theirs
    expect((await d.call('GET', `/v1/blagajne/${theirDesk}`)).statusCode).toBe(404);
  });
});
