import { beforeEach, describe, expect, it } from 'vitest';
import { documentReference } from '@knjige/domain';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup, sheetValues } from '../../test/documents';

/** The money side's worked example, steps 1–7, end to end through the API: every family and report of the money side together. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let T1: number;
let MP: number;
let zakup: number;
let bankFees: number;
let vat20: number;
let vat10: number;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ MP } = await goodsSetup(d));
  K = await client('WK', 'Kupac K', { isKupac: true });
  D = await client('WD', 'Dobavljač D', { isDobavljac: true });
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  zakup = await d.costItem('Opšti troškovi', 'Zakup');
  bankFees = await d.costItem('Finansijski troškovi', 'Bankarske usluge');
  vat20 = await d.vatRate(2000);
  vat10 = await d.vatRate(1000);
});

const get = d.get;
const balance = async (komId: number) => (await get('/v1/rpt-kom/stanje?periodId=2&datum=2024-03-21&perPage=200')).data.find((r: { id: number }) => r.id === komId);
const ios = async (komId: number, datum = '2024-03-21') => (await get(`/v1/rpt-kom/ios/${komId}?periodId=2&datum=${datum}`)).data;
const items = async (komId: number) => (await ios(komId)).items.map((i: { docOznaka: string; iznos: number; zatvoreno: number; otvoreno: number }) => [i.docOznaka, i.iznos, i.zatvoreno, i.otvoreno]);
const account = async (trnId: number) => (await get('/v1/rpt-trn/stanje?periodId=2')).data.find((r: { id: number }) => r.id === trnId);

/** Step 1: opening client balances on 2024-01-01. */
async function openingBalances() {
  const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
  await d.item('doc-psk', psk, { komId: K, duguje: 500_00, dueDate: '2024-01-31' });
  await d.item('doc-psk', psk, { komId: D, potrazuje: 300_00 });
  await d.lock('doc-psk', psk);
  expect(await d.read('doc-psk', psk)).toMatchObject({ duguje: 500_00, potrazuje: 300_00, status: 'locked' });
}

/** Step 4: the bank statement on T1, locked. */
async function bankStatement(lines: Record<string, unknown>[]) {
  const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-03-01', trnId: T1 });
  for (const body of lines) await d.item('doc-trn', id, body);
  await d.lock('doc-trn', id);
  return id;
}

describe("the money side's worked example, steps 1–7, through the API", () => {
  it('reproduces every number of the money side and its storno', async () => {
    await openingBalances();

    // 2. The expense invoice from D: 20 % base 1,000.00 and 10 % base 100.00 → 1,310.00, due 2024-03-20.
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-02-20', komId: D, dokBroj: 'R-77', dokDatum: '2024-02-20', dokDpo: '2024-03-20', trosakId: zakup });
    await d.item('doc-zrn', zrn, { pdvId: vat20, iznos: 1_000_00 });
    await d.item('doc-zrn', zrn, { pdvId: vat10, iznos: 100_00 });
    await d.lock('doc-zrn', zrn);
    expect(await d.read('doc-zrn', zrn)).toMatchObject({ oznaka: 'ZRN-1/2024', osnovica: 1_100_00, pdvIznos: 210_00, iznos: 1_310_00 });
    const feb = 'periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29';
    const kur = (await get(`/v1/rpt-fin/kur?${feb}`)).data;
    expect(kur.map((r: Record<string, unknown>) => [r.docOznaka, r.naziv, r.dokBroj, r.osnovica, r.pdvIznos, r.iznos, r.pdvIznosPdv, r.pdvIznosNoPdv])).toEqual([
      ['ZRN-1/2024', 'Dobavljač D', 'R-77', 1_100_00, 210_00, 1_310_00, 210_00, 0],
    ]);
    const kurTotal = (await get(`/v1/rpt-fin/kur-total?${feb}`)).data;
    expect(kurTotal.rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos])).toEqual([
      [2000, 1_000_00, 200_00],
      [1000, 100_00, 10_00],
    ]);
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data).toMatchObject({ osn8: 1_100_00, pdv8: 210_00, pdv9: 210_00, pdv10: -210_00 });

    // 3. The credit note to K: 50.00.
    const knod = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', komId: K, osnov: 'Reklamacija', iznos: 50_00 });
    expect(knod.statusCode, knod.body).toBe(201);
    await d.lock('doc-knod', knod.json().id);

    // 4. The bank statement on T1 2024-03-01.
    const stockBefore = (await get(`/v1/rpt-fin/kepu-vp-total?periodId=2&dateFrom=2024-01-01&dateTo=2024-03-31&magId=${MP}`)).data;
    const trn = await bankStatement([
      { vNalog: 'uplata', komId: K, uplata: 400_00 },
      { vNalog: 'isplata', komId: D, isplata: 1_000_00 },
      { vNalog: 'trosak', trosakId: bankFees, isplata: 20_00 },
      { vNalog: 'pazar', magId: MP, uplata: 192_00 },
      { vNalog: 'ostalo', opis: 'Kamata', uplata: 10_00 },
    ]);
    expect(await d.read('doc-trn', trn)).toMatchObject({ uplata: 602_00, isplata: 1_020_00 });
    expect(await account(T1)).toMatchObject({ uplata: 602_00, isplata: 1_020_00, saldo: -418_00 });

    // 5. The client balances.
    expect(await balance(K)).toMatchObject({ duguje: 500_00, uplata: 400_00, dugSaldo: 100_00, potrazuje: 50_00, isplata: 0, potSaldo: 50_00, stanje: 50_00 });
    expect(await balance(D)).toMatchObject({ duguje: 0, uplata: 0, dugSaldo: 0, potrazuje: 1_610_00, isplata: 1_000_00, potSaldo: 610_00, stanje: -610_00 });
    // K's opening item of 500.00 is closed to 50.00 and 50 days overdue at 2024-03-21.
    const k = await ios(K);
    expect(k.items).toEqual([expect.objectContaining({ docOznaka: 'PSK-FIRMA-1/2024', dueDate: '2024-01-31', iznos: 500_00, zatvoreno: 450_00, otvoreno: 50_00, kasni: 50 })]);
    expect(await balance(K)).toMatchObject({ dospelo: 50_00, d31_60: 50_00 });
    // D: the payment closed the older opening credit, then 700.00 of the expense invoice.
    expect(await items(D)).toEqual([['ZRN-1/2024', 1_310_00, 700_00, 610_00]]);

    // 6. K's turnover from 2024-02-01: opening 500.00, then 450.00, then 50.00.
    const turnover = await get(`/v1/rpt-kom/${K}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31`);
    expect(turnover.header).toMatchObject({ opening: 500_00, closing: 50_00 });
    expect(turnover.data.map((r: { docOznaka: string; saldo: number }) => [r.docOznaka, r.saldo])).toEqual([
      ['KO-1/2024', 450_00],
      ['TRN-IZVOD-1/2024', 50_00],
    ]);

    // The shop's takings deposited show in MP's trade book, in the deposit columns only.
    const kepu = (await get(`/v1/rpt-fin/kepu-vp?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&magId=${MP}`)).data;
    expect(kepu).toEqual([
      expect.objectContaining({ datum: '2024-03-01', docOznaka: 'TRN-IZVOD-1/2024', zaduzenje: 0, razduzenje: 0, uplDatum: '2024-03-01', uplIznos: 192_00, saldo: stockBefore.saldo }),
    ]);
    const stockAfter = (await get(`/v1/rpt-fin/kepu-vp-total?periodId=2&dateFrom=2024-01-01&dateTo=2024-03-31&magId=${MP}`)).data;
    expect(stockAfter).toMatchObject({ saldo: stockBefore.saldo, uplIznos: stockBefore.uplIznos + 192_00, zaduzenje: stockBefore.zaduzenje, razduzenje: stockBefore.razduzenje });

    // 7. Storno of the statement: T1 back to 0.00, K 450.00, D −1,610.00, the closed items open again.
    await d.storno('doc-trn', trn);
    expect(await account(T1)).toMatchObject({ uplata: 0, isplata: 0, saldo: 0 });
    expect(await balance(K)).toMatchObject({ uplata: 0, stanje: 450_00 });
    expect(await balance(D)).toMatchObject({ isplata: 0, stanje: -1_610_00 });
    expect(await items(K)).toEqual([['PSK-FIRMA-1/2024', 500_00, 50_00, 450_00]]);
    expect(await items(D)).toEqual([
      ['PSK-FIRMA-1/2024', 300_00, 0, 300_00],
      ['ZRN-1/2024', 1_310_00, 0, 1_310_00],
    ]);
    // The deposit and its storno add nothing to the trade book's deposits.
    expect((await get(`/v1/rpt-fin/kepu-vp-total?periodId=2&dateFrom=2024-01-01&dateTo=2024-03-31&magId=${MP}`)).data).toMatchObject({ saldo: stockBefore.saldo, uplIznos: stockBefore.uplIznos });
  });

  it("an uplata quoting an invoice's payment reference closes that invoice, not the oldest", async () => {
    await openingBalances();
    const second = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 2, datum: '2024-01-15', opis: 'Dopuna' });
    await d.item('doc-psk', second, { komId: K, duguje: 200_00, dueDate: '2024-02-15' });
    await d.lock('doc-psk', second);
    const reference = documentReference((await d.read('doc-psk', second)).oznaka);
    await bankStatement([{ vNalog: 'uplata', komId: K, uplata: 150_00, poziv: `97 ${reference}` }]);
    expect(await items(K)).toEqual([
      ['PSK-FIRMA-1/2024', 500_00, 0, 500_00],
      ['PSK-FIRMA-2/2024', 200_00, 150_00, 50_00],
    ]);
    // Without a reference the oldest due item is closed first.
    const other = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 2, datum: '2024-03-02', trnId: T1 });
    await d.item('doc-trn', other, { vNalog: 'uplata', komId: K, uplata: 100_00 });
    await d.lock('doc-trn', other);
    expect(await items(K)).toEqual([
      ['PSK-FIRMA-1/2024', 500_00, 100_00, 400_00],
      ['PSK-FIRMA-2/2024', 200_00, 150_00, 50_00],
    ]);
  });

  it('exports client balances, client turnover, current accounts and an account turnover: every row, the totals row', async () => {
    await openingBalances();
    await bankStatement([
      { vNalog: 'uplata', komId: K, uplata: 400_00 },
      { vNalog: 'isplata', komId: D, isplata: 100_00 },
      { vNalog: 'trosak', trosakId: bankFees, isplata: 20_00 },
    ]);
    const read = async (url: string, columns: Record<string, string>[]) => {
      const res = await d.call('GET', `${url}&openingLabel=Početno&columns=${encodeURIComponent(JSON.stringify(columns))}&fileName=izvoz&totalLabel=Ukupno`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-disposition']).toContain('izvoz.xlsx');
      return sheetValues(res);
    };
    const money = (key: string, label: string, total = 'sum') => ({ key, label, type: 'money', total });

    // Client balances with the state filter (non-zero), every page.
    expect(await read('/v1/rpt-kom/stanje/export?periodId=2&stanje=not-0', [{ key: 'intNaziv', label: 'Klijent', type: 'text' }, money('duguje', 'Duguje'), money('uplata', 'Uplata'), money('potrazuje', 'Potražuje'), money('isplata', 'Isplata'), money('stanje', 'Stanje')])).toEqual([
      ['Klijent', 'Duguje', 'Uplata', 'Potražuje', 'Isplata', 'Stanje'],
      ['Dobavljač D', 0, 0, 300, 100, -200],
      ['Kupac K', 500, 400, 0, 0, 100],
      ['Ukupno', 500, 400, 300, 100, -100],
    ]);
    // K's turnover, with the running balance totalled to its last value.
    expect(await read(`/v1/rpt-kom/${K}/promet/export?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31`, [{ key: 'docOznaka', label: 'Dokument', type: 'text' }, { key: 'datum', label: 'Datum', type: 'date' }, money('duguje', 'Duguje'), money('uplata', 'Uplata'), money('saldo', 'Saldo', 'last')])).toEqual([
      ['Dokument', 'Datum', 'Duguje', 'Uplata', 'Saldo'],
      ['Početno', new Date('2024-02-01T00:00:00Z'), undefined, undefined, 500],
      ['TRN-IZVOD-1/2024', new Date('2024-03-01T00:00:00Z'), 0, 400, 100],
      ['Ukupno', undefined, 0, 400, 100],
    ]);
    // The current accounts and T1's turnover.
    const accounts = await read('/v1/rpt-trn/stanje/export?periodId=2', [{ key: 'naziv', label: 'Račun', type: 'text' }, money('uplata', 'Priliv'), money('isplata', 'Odliv'), money('saldo', 'Saldo')]);
    expect(accounts[0]).toEqual(['Račun', 'Priliv', 'Odliv', 'Saldo']);
    expect(accounts.find((r) => r[0] === 'Glavni račun')).toEqual(['Glavni račun', 400, 120, 280]);
    expect(accounts.at(-1)).toEqual(['Ukupno', 400, 120, 280]);
    expect(await read(`/v1/rpt-trn/${T1}/promet/export?periodId=2&dateFrom=2024-03-01`, [{ key: 'docOznaka', label: 'Dokument', type: 'text' }, { key: 'naziv', label: 'Naziv', type: 'text' }, money('uplata', 'Priliv'), money('isplata', 'Odliv'), money('saldo', 'Saldo', 'last')])).toEqual([
      ['Dokument', 'Naziv', 'Priliv', 'Odliv', 'Saldo'],
      ['Početno', undefined, undefined, undefined, 0],
      ['TRN-IZVOD-1/2024', 'Kupac K', 400, 0, 400],
      ['TRN-IZVOD-1/2024', 'Dobavljač D', 0, 100, 300],
      ['TRN-IZVOD-1/2024', 'Bankarske usluge', 0, 20, 280],
      ['Ukupno', undefined, 400, 120, 280],
    ]);
    // Another company's client or account: 404 before any byte of a file.
    expect((await d.call('GET', `/v1/rpt-trn/999999/promet/export?periodId=2&columns=${encodeURIComponent(JSON.stringify([money('saldo', 'Saldo')]))}`)).statusCode).toBe(404);
    expect((await d.call('GET', `/v1/rpt-kom/999999/promet/export?periodId=2&columns=${encodeURIComponent(JSON.stringify([money('saldo', 'Saldo')]))}`)).statusCode).toBe(404);
  });
});
