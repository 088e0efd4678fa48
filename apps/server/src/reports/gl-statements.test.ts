import { writeFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, sheetValues } from '../../test/documents';
import { postVat, type VatPosting } from '../ledgers/books';

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

type Line = { konto: string; komId?: number | null; duguje?: number; potrazuje?: number };

/** A manual journal entry with its lines; locked unless asked. */
async function entry(vSubDoc: 'nal' | 'ps', rbroj: number, datum: string, opis: string, lines: Line[], lock = true) {
  const id = await d.create('doc-nal', { vSubDoc, rbroj, datum, opis });
  for (const l of lines) await d.item('doc-nal', id, l);
  if (lock) await d.lock('doc-nal', id);
  return id;
}

/** A draft entry's lines as `konto[:client] D|P amount` in para. */
async function linesOf(id: number) {
  const items = (await d.get(`/v1/doc-nal/${id}/items?perPage=100`)).data as { konto: string; komId: number | null; duguje: number; potrazuje: number }[];
  return items.map((i) => `${i.konto}${i.komId ? `:${i.komId === K ? 'K' : 'D'}` : ''} ${i.duguje ? `D ${i.duguje}` : `P ${i.potrazuje}`}`);
}

/**
 * A small trader's 2024 by hand (amounts in para): opening, rent, its payment, a sale and its cost
 * of goods, a bank fee, interest received, the income tax. Profit before tax 8,100.00, net 6,885.00.
 */
async function year() {
  await entry('ps', 1, '2024-01-01', 'Početno stanje', [
    { konto: '241', duguje: 200_000_00 },
    { konto: '1320', duguje: 126_000_00 },
    { konto: '1329', potrazuje: 21_000_00 },
    { konto: '435', komId: D, potrazuje: 120_000_00 },
    { konto: '301', potrazuje: 185_000_00 },
  ]);
  await entry('nal', 1, '2024-03-15', 'Zakup', [
    { konto: '533', duguje: 5_000_00 },
    { konto: '270', duguje: 1_000_00 },
    { konto: '435', komId: D, potrazuje: 6_000_00 },
  ]);
  await entry('nal', 2, '2024-03-31', 'Plaćen zakup', [
    { konto: '435', komId: D, duguje: 6_000_00 },
    { konto: '241', potrazuje: 6_000_00 },
  ]);
  await entry('nal', 3, '2024-04-10', 'Prodaja', [
    { konto: '204', komId: K, duguje: 90_720_00 },
    { konto: '604', potrazuje: 75_600_00 },
    { konto: '470', potrazuje: 15_120_00 },
  ]);
  await entry('nal', 4, '2024-04-10', 'Razduženje', [
    { konto: '501', duguje: 63_000_00 },
    { konto: '1329', duguje: 12_600_00 },
    { konto: '1320', potrazuje: 75_600_00 },
  ]);
  await entry('nal', 5, '2024-06-30', 'Provizija banke', [
    { konto: '553', duguje: 1_500_00 },
    { konto: '241', potrazuje: 1_500_00 },
  ]);
  await entry('nal', 6, '2024-09-30', 'Kamata', [
    { konto: '241', duguje: 2_000_00 },
    { konto: '662', potrazuje: 2_000_00 },
  ]);
  await entry('nal', 7, '2024-12-31', 'Porez na dobit', [
    { konto: '721', duguje: 1_215_00 },
    { konto: '481', potrazuje: 1_215_00 },
  ]);
}

const statements = async (periodId = 2) => (await d.get(`/v1/rpt-gl/bilans?periodId=${periodId}`)).data as {
  lines: { key: string; aop: string | null; sum: boolean; iznos: number }[];
  assets: number;
  equityAndLiabilities: number;
  income: number;
  expenses: number;
  discontinued: number;
  resultBeforeTax: number;
  tax: number;
  netResult: number;
  balanced: boolean;
};
const nonZero = (s: { lines: { key: string; iznos: number }[] }) => Object.fromEntries(s.lines.filter((l) => l.iznos !== 0).map((l) => [l.key, l.iznos]));
const trialBalance = async (periodId: number, from: string, to: string) =>
  (await d.get(`/v1/rpt-gl/bruto-bilans?periodId=${periodId}&dateFrom=${from}&dateTo=${to}&level=analytic`)).data as {
    rows: { konto: string; psDuguje: number; psPotrazuje: number; saldoDuguje: number; saldoPotrazuje: number }[];
  };

describe('balance sheet and income statement', () => {
  it('puts the year in the positions of the forms: assets = equity and liabilities, result = income − expenses', async () => {
    await year();
    const s = await statements();
    expect(nonZero(s)).toEqual({
      'bs.current-assets': 328_220_00, // 0030
      'bs.inventories': 42_000_00, // 0031: 1320 50,400 less 1329 8,400
      'bs.trade-receivables': 90_720_00, // 0038
      'bs.receivables-home': 90_720_00, // 0039: 204
      'bs.other-receivables': 1_000_00, // 0044: VAT receivable 270
      'bs.cash': 194_500_00, // 0057
      'bs.equity': 191_885_00, // 0401
      'bs.capital': 185_000_00, // 0402
      'bs.result-not-closed': 6_885_00,
      'bs.short-term-liabilities': 136_335_00, // 0431
      'bs.trade-payables': 120_000_00, // 0442
      'bs.payables-home': 120_000_00, // 0445: 435
      'bs.other-short-term': 16_335_00, // 0449
      'bs.vat-and-taxes': 15_120_00, // 0451
      'bs.income-tax': 1_215_00, // 0452
      'bu.operating-income': 75_600_00, // 1001
      'bu.sales-of-goods': 75_600_00, // 1002
      'bu.sales-of-goods-home': 75_600_00, // 1003: 604
      'bu.financial-income': 2_000_00, // 1027
      'bu.operating-expenses': 69_500_00, // 1013
      'bu.cost-of-goods-sold': 63_000_00, // 1014
      'bu.services': 5_000_00, // 1022
      'bu.non-production': 1_500_00, // 1024
      'bu.tax': 1_215_00, // 1051
    });
    expect(s.lines.filter((l) => l.iznos !== 0 && l.sum).map((l) => l.aop)).toEqual(['0030', '0038', '0401', '0431', '0442', '0449', '1001', '1002', '1013']);
    expect([s.assets, s.equityAndLiabilities, s.balanced]).toEqual([328_220_00, 328_220_00, true]);
    expect([s.income, s.expenses, s.discontinued, s.resultBeforeTax, s.tax, s.netResult]).toEqual([77_600_00, 69_500_00, 0, 8_100_00, 1_215_00, 6_885_00]);

    const pdf = await d.call('GET', '/v1/rpt-gl/print/bilans?periodId=2');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    if (process.env.PRINT_OUT) writeFileSync(process.env.PRINT_OUT, pdf.rawPayload);
    const xlsx = await d.call('GET', `/v1/rpt-gl/bilans/export?periodId=2&fileName=Bilans&columns=${encodeURIComponent(JSON.stringify([{ key: 'aop', label: 'AOP', type: 'text' }, { key: 'naziv', label: 'Pozicija', type: 'text' }, { key: 'iznos', label: 'Iznos', type: 'money' }]))}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await sheetValues(xlsx);
    expect(sheet[0]).toEqual(['AOP', 'Pozicija', 'Iznos']);
    expect(sheet.find((r) => r[0] === '0057')).toEqual(['0057', 'Gotovina i gotovinski ekvivalenti', 194_500]);
    expect(sheet.find((r) => r[1] === 'Rezultat tekuće godine (nezaključen)')?.slice(1)).toEqual(['Rezultat tekuće godine (nezaključen)', 6_885]);
  });
});

describe('year-end closing and the next year opening', () => {
  it('refuses while drafts remain, closes 5 and 6 through 710/720/724 to 341, and opens 2025 with the closing balances', async () => {
    await year();
    const draft = await entry('nal', 8, '2024-12-31', 'Nedovršen', [{ konto: '241', duguje: 1_00 }], false);
    const refused = await d.call('POST', '/v1/gl/closing/2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error.gl-closing.drafts', params: { documents: 'NK-8/2024', count: 1 } });
    expect((await d.call('DELETE', `/v1/doc-nal/${draft}`)).statusCode).toBe(204);
    // the opening of 2025 waits for the closing
    expect((await d.call('POST', '/v1/gl/opening/2')).json()).toMatchObject({ message: 'error.gl-opening.not-closed' });

    const res = await d.call('POST', '/v1/gl/closing/2');
    expect(res.statusCode, res.body).toBe(201);
    const closing = res.json() as { id: number; oznaka: string; datum: string; duguje: number; potrazuje: number };
    expect(closing).toMatchObject({ datum: '2024-12-31', duguje: 100_685_00, potrazuje: 100_685_00 });
    expect(await linesOf(closing.id)).toEqual([
      '501 P 6300000',
      '533 P 500000',
      '553 P 150000',
      '604 D 7560000',
      '662 D 200000',
      '710 P 810000',
      '710 D 810000',
      '720 P 810000',
      '721 P 121500',
      '720 D 121500',
      '720 D 688500',
      '724 P 688500',
      '724 D 688500',
      '341 P 688500',
    ]);
    await d.lock('doc-nal', closing.id);

    // classes 5, 6 and 7 are zero; the result sits on 341
    const tb = await trialBalance(2, '2024-01-01', '2024-12-31');
    const balanceOf = (konto: string) => tb.rows.filter((r) => r.konto === konto).map((r) => r.saldoDuguje - r.saldoPotrazuje)[0] ?? 0;
    for (const konto of ['501', '533', '553', '604', '662', '710', '720', '721', '724']) expect(balanceOf(konto), konto).toBe(0);
    expect(balanceOf('341')).toBe(-6_885_00);
    const after = await statements();
    expect(nonZero(after)['bs.result-not-closed']).toBeUndefined();
    expect(nonZero(after)['bs.retained-earnings']).toBe(6_885_00);
    expect([after.assets, after.equityAndLiabilities, after.balanced]).toEqual([328_220_00, 328_220_00, true]);
    // the income statement still shows the year, not the closing
    expect([after.income, after.expenses, after.netResult]).toEqual([77_600_00, 69_500_00, 6_885_00]);

    const open = await d.call('POST', '/v1/gl/opening/2');
    expect(open.statusCode, open.body).toBe(201);
    const ps = open.json() as { id: number; oznaka: string; datum: string; vSubDoc: string; duguje: number };
    expect(ps).toMatchObject({ vSubDoc: 'ps', datum: '2025-01-01', oznaka: 'PS-1/2025', duguje: 673_240_00 });
    expect(await linesOf(ps.id)).toEqual([
      '1320 D 5040000',
      '1329 P 840000',
      '204:K D 9072000',
      '241 D 19450000',
      '270 D 100000',
      '301 P 18500000',
      '341 P 688500',
      '435:D P 12000000',
      '470 P 1512000',
      '481 P 121500',
      '700 P 33662000',
      '700 D 33662000',
    ]);
    await d.lock('doc-nal', ps.id);
    // 2025's opening balances equal 2024's closing balances, account by account
    const closed = (await trialBalance(2, '2024-01-01', '2024-12-31')).rows.filter((r) => /^[0-4]/.test(r.konto)).map((r) => `${r.konto} ${r.saldoDuguje - r.saldoPotrazuje}`);
    const opened = (await trialBalance(3, '2025-01-01', '2025-12-31')).rows.filter((r) => /^[0-4]/.test(r.konto)).map((r) => `${r.konto} ${r.psDuguje - r.psPotrazuje}`);
    expect(opened).toEqual(closed);
  });
});

describe('year-end closing of a loss', () => {
  it('carries a loss through 720 and 724 to 351, and refuses members who are not admins', async () => {
    await entry('nal', 1, '2024-02-01', 'Zakup', [
      { konto: '533', duguje: 30_000_00 },
      { konto: '241', potrazuje: 30_000_00 },
    ]);
    await entry('nal', 2, '2024-02-02', 'Prodaja', [
      { konto: '241', duguje: 10_000_00 },
      { konto: '614', potrazuje: 10_000_00 },
    ]);
    const user = await authHeader(t.database, 'user@demo.rs');
    expect((await t.app.inject({ method: 'POST', url: '/v1/gl/closing/2', headers: user })).statusCode).toBe(403);
    const res = await d.call('POST', '/v1/gl/closing/2');
    expect(res.statusCode, res.body).toBe(201);
    expect(await linesOf(res.json().id)).toEqual(['533 P 3000000', '614 D 1000000', '710 D 2000000', '710 P 2000000', '720 D 2000000', '720 P 2000000', '724 D 2000000', '724 P 2000000', '351 D 2000000']);
    const s = await statements();
    expect([s.income, s.expenses, s.netResult, s.assets, s.balanced]).toEqual([10_000_00, 30_000_00, -20_000_00, -20_000_00, true]);
    // the closed period refuses a proposal
    expect((await d.call('POST', '/v1/gl/closing/1')).statusCode).toBe(409);
  });
});

describe('VAT settlement', () => {
  /** VAT-book rows of a month as a document's lock writes them. */
  async function books(docId: number, rows: VatPosting[]) {
    await t.database.db.transaction((tx) => postVat(tx, { companyId: 1, periodId: 2, vDoc: 'nal', docId, docOznaka: `T-${docId}`, docOpis: '' }, rows));
  }

  it('debits output VAT, credits deductible input VAT (import VAT on 274, reverse charge on 276) and puts the difference on 479, or on 279 when input is larger', async () => {
    const row = (book: 'kir' | 'kur', datum: string, stopa: number, osnovica: number, pdvIznos: number, extra: Partial<VatPosting> = {}): VatPosting => ({ book, datum, komId: null, stopa, osnovica, pdvIznos, ...extra });
    await books(9001, [
      row('kir', '2024-05-10', 2000, 200_000_00, 40_000_00),
      row('kir', '2024-05-12', 1000, 100_000_00, 10_000_00),
      row('kir', '2024-05-20', 2000, 10_000_00, 2_000_00, { avans: true }),
    ]);
    await books(9002, [
      row('kur', '2024-05-11', 2000, 150_000_00, 30_000_00),
      row('kur', '2024-05-13', 1000, 30_000_00, 3_000_00),
      row('kur', '2024-05-14', 2000, 25_000_00, 5_000_00, { deductible: false }),
      // import VAT from a customs declaration (6.2.1) on 274; a foreign supplier's service (8g.1 in, 3a.2 out) on 276 / 470
      row('kur', '2024-05-15', 2000, 10_000_00, 2_000_00, { popdv: '6.2.1' }),
      row('kur', '2024-05-16', 2000, 1_000_00, 200_00, { popdv: '8g.1' }),
      row('kir', '2024-05-16', 2000, 0, 200_00, { popdv: '3a.2' }),
      row('kir', '2024-06-02', 2000, 5_000_00, 1_000_00),
      row('kur', '2024-06-03', 2000, 20_000_00, 4_000_00),
    ]);
    const may = await d.call('POST', '/v1/gl/vat-settlement', { periodId: 2, month: '2024-05' });
    expect(may.statusCode, may.body).toBe(201);
    expect(may.json()).toMatchObject({ datum: '2024-05-31', duguje: 52_200_00, potrazuje: 52_200_00 });
    expect(await linesOf(may.json().id)).toEqual(['470 D 4020000', '471 D 1000000', '472 D 200000', '270 P 3000000', '271 P 300000', '274 P 200000', '276 P 20000', '479 P 1700000']);

    const june = await d.call('POST', '/v1/gl/vat-settlement', { periodId: 2, month: '2024-06' });
    expect(await linesOf(june.json().id)).toEqual(['470 D 100000', '270 P 400000', '279 D 300000']);

    expect((await d.call('POST', '/v1/gl/vat-settlement', { periodId: 2, month: '2024-07' })).json()).toMatchObject({ message: 'error.vat-settlement.nothing' });
    expect((await d.call('POST', '/v1/gl/vat-settlement', { periodId: 2, month: '2025-01' })).statusCode).toBe(422);
  });
});
