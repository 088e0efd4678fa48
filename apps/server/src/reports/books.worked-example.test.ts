import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, sheetValues } from '../../test/documents';
import { workedExampleSetup, workedExampleSteps, type WorkedExample } from '../../test/worked-examples';

/**
 * The books' worked example (test/worked-examples.ts), entirely through the API, then the books of
 * February.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let w: WorkedExample;
let VP: number;
let MP: number;
let K: number;
let D: number;
let goodsIn: () => Promise<void>;
let sales: () => Promise<number>;
let money: () => Promise<void>;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  w = await workedExampleSetup(d);
  ({ VP, MP, K, D } = w);
  ({ goodsIn, sales, money } = workedExampleSteps(d, w));
});

const get = d.get;
const feb = 'periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29';
const balance = async (komId: number) => (await get('/v1/rpt-kom/stanje?periodId=2&datum=2024-03-21&perPage=200')).data.find((r: { id: number }) => r.id === komId);
const rates = (total: { rates: { stopa: number; osnovica: number; pdvIznos: number }[] }) => total.rates.map((r) => [r.stopa, r.osnovica, r.pdvIznos]);
const bookLines = async (book: 'kir' | 'kur') =>
  (await get(`/v1/rpt-fin/${book}?${feb}&perPage=50`)).data.map((r: { docOznaka: string; datum: string; osnovica: number; pdvIznos: number }) => [r.docOznaka, r.datum, r.osnovica, r.pdvIznos]);
type KepuLine = { datum: string; docOznaka: string; zaduzenje: number; razduzenje: number; saldo: number };
const tradeBook = async (magId: number) => ({
  total: (await get(`/v1/rpt-fin/kepu-vp-total?${feb}&magId=${magId}`)).data,
  lines: (await get(`/v1/rpt-fin/kepu-vp?${feb}&magId=${magId}&perPage=50`)).data.map((r: KepuLine) => [r.datum, r.docOznaka, r.zaduzenje, r.razduzenje, r.saldo]),
});
/** The warehouse's stock at sale value (retail: with VAT), every article of the stock report. */
const stockAtSaleValue = async (magId: number) =>
  ((await get(`/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=kepuCena&magId=${magId}&perPage=200`)).data as { vrednost: number }[]).reduce((sum, r) => sum + r.vrednost, 0);

describe("the books' worked example: the goods-in, sales and money examples together, then February's books", () => {
  it('reproduces the VAT return, KIR, KUR and both trade books, and a storno adds zero to each', async () => {
    await goodsIn();
    const ir = await sales();
    await money();

    // The shared clients: K carries the sales and the money example; D the incoming and the expense invoice.
    expect(await balance(K)).toMatchObject({ duguje: 500_00 + 988_50 + 1_200_00 + 96_00, uplata: 400_00, potrazuje: 50_00, stanje: 2_334_50 });
    expect(await balance(D)).toMatchObject({ potrazuje: 300_00 + 1_296_00 + 1_310_00, isplata: 1_000_00, stanje: -1_906_00 });
    // D's payment of 1,000.00 closes the opening credit of 300.00, then 700.00 of the older of its two invoices:
    // the incoming invoice here (the money example alone had only the expense invoice to close).
    const dItems = (await get(`/v1/rpt-kom/ios/${D}?periodId=2&datum=2024-03-21`)).data.items;
    expect(dItems.map((i: { docOznaka: string; iznos: number; zatvoreno: number; otvoreno: number }) => [i.docOznaka, i.iznos, i.zatvoreno, i.otvoreno])).toEqual([
      ['UR-VP-1/2024', 1_296_00, 700_00, 596_00],
      ['ZRN-1/2024', 1_310_00, 0, 1_310_00],
    ]);
    // K's opening item of 500.00 is closed to 50.00 by the payment and the credit note, as in the money example.
    const kItems = (await get(`/v1/rpt-kom/ios/${K}?periodId=2&datum=2024-03-21`)).data.items;
    expect(kItems[0]).toMatchObject({ docOznaka: 'PSK-FIRMA-1/2024', iznos: 500_00, zatvoreno: 450_00, otvoreno: 50_00 });
    // K's turnover from 2024-02-01 (money step 6, with the sales example's documents between).
    const turnover = await get(`/v1/rpt-kom/${K}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31`);
    expect(turnover.header).toMatchObject({ opening: 500_00, closing: 2_334_50 });
    expect(turnover.data.map((r: { docOznaka: string; saldo: number }) => [r.docOznaka, r.saldo])).toEqual([
      ['IR-VP-1/2024', 1_488_50],
      ['IR-USLUGA-1/2024', 2_688_50],
      ['RM-FAK-MP-1/2024', 2_784_50],
      ['KO-1/2024', 2_734_50],
      ['TRN-IZVOD-1/2024', 2_334_50],
    ]);

    // The VAT return for February.
    const vatReturn = (await get(`/v1/rpt-fin/pdv-total?${feb}`)).data;
    expect(vatReturn).toMatchObject({ osn3: 1_940_00, pdv3: 388_00, osn4: 135_00, pdv4: 13_50, osn5: 2_075_00, pdv5: 401_50, osn8: 2_180_00, pdv8: 426_00, pdv9: 426_00 });
    // row 10 negative: more input VAT than output, a credit
    expect(vatReturn.pdv10).toBe(-24_50);
    // The filed form (the export) holds the same rows; the screen labels a negative row 10 as a credit.
    const columns = [
      { key: 'red', label: 'Red', type: 'int' },
      { key: 'osnovica', label: 'Osnovica', type: 'money' },
      { key: 'pdv', label: 'PDV', type: 'money' },
    ];
    const rowLabels = Array.from({ length: 10 }, (_, i) => `Red ${i + 1}`);
    const form = await d.call('GET', `/v1/rpt-fin/pdv-total/export?${feb}&columns=${encodeURIComponent(JSON.stringify(columns))}&rowLabels=${encodeURIComponent(JSON.stringify(rowLabels))}`);
    expect(form.statusCode, form.body.slice(0, 200)).toBe(200);
    expect(await sheetValues(form)).toEqual([
      ['Red', 'Osnovica', 'PDV'],
      [1, 0],
      [2, 0],
      [3, 1940, 388],
      [4, 135, 13.5],
      [5, 2075, 401.5],
      [6, 0, 0],
      [7, 0, 0],
      [8, 2180, 426],
      [9, 2180, 426],
      [10, undefined, -24.5],
    ]);

    // KIR: the sales invoices, the register's receipts of each day; the retail invoice and the credit note post no VAT.
    expect(await bookLines('kir')).toEqual([
      ['IR-VP-1/2024', '2024-02-10', 835_00, 153_50],
      ['IR-USLUGA-1/2024', '2024-02-12', 1_000_00, 200_00],
      ['FIS-1/2024', '2024-02-15', 160_00, 32_00],
      ['FIS-2/2024', '2024-02-16', 80_00, 16_00],
    ]);
    const kir = (await get(`/v1/rpt-fin/kir-total?${feb}`)).data;
    expect(rates(kir)).toEqual([
      [2000, 1_940_00, 388_00],
      [1000, 135_00, 13_50],
    ]);
    expect(kir.total).toMatchObject({ osnovica: 2_075_00, pdvIznos: 401_50 });
    // KUR: the incoming invoice of the goods-in example and the expense invoice.
    expect(await bookLines('kur')).toEqual([
      ['UR-VP-1/2024', '2024-02-01', 1_080_00, 216_00],
      ['ZRN-1/2024', '2024-02-20', 1_100_00, 210_00],
    ]);
    const kur = (await get(`/v1/rpt-fin/kur-total?${feb}`)).data;
    expect(rates(kur)).toEqual([
      [2000, 2_080_00, 416_00],
      [1000, 100_00, 10_00],
    ]);
    expect(kur.total).toMatchObject({ osnovica: 2_180_00, pdvIznos: 426_00 });

    // The trade book of VP (wholesale, at sale value without VAT). Opening on 2024-02-01: GA 100 × 70.00,
    // A 100 × 70.00, B 50 × 30.00 = 15,500.00; the incoming invoice GA 20 × 70.00 in; the transfer A 20 × 70.00
    // out; the sales invoice A 10 × 70.00 + B 5 × 30.00 out at the warehouse's price (the discount is not stock).
    const vp = await tradeBook(VP);
    expect(vp.total).toMatchObject({ pocetnoStanje: 15_500_00, zaduzenje: 1_400_00, razduzenje: 2_250_00, saldo: 14_650_00 });
    expect(vp.lines).toEqual([
      ['2024-02-01', 'UR-VP-1/2024', 1_400_00, 0, 16_900_00],
      ['2024-02-01', 'INT-1/2024', 0, 1_400_00, 15_500_00],
      ['2024-02-10', 'IR-VP-1/2024', 0, 850_00, 14_650_00],
    ]);
    // GA 120 × 70.00 + A 70 × 70.00 + B 45 × 30.00
    expect(await stockAtSaleValue(VP)).toBe(14_650_00);

    // The trade book of MP (retail, at sale value with VAT): nothing before February; the transfer A 20 × 96.00 in;
    // the receipts A 2 and A 1 × 96.00 out. The takings deposited on 2024-03-01 lie outside February.
    const mp = await tradeBook(MP);
    expect(mp.total).toMatchObject({ pocetnoStanje: 0, zaduzenje: 1_920_00, razduzenje: 288_00, uplIznos: 0, saldo: 1_632_00 });
    expect(mp.lines).toEqual([
      ['2024-02-01', 'INT-1/2024', 1_920_00, 0, 1_920_00],
      ['2024-02-15', 'FIS-1/2024', 0, 192_00, 1_728_00],
      ['2024-02-16', 'FIS-2/2024', 0, 96_00, 1_632_00],
    ]);
    expect(await stockAtSaleValue(MP)).toBe(1_632_00);
    // March: the statement's takings of MP go to the deposit columns only; the statement posts no VAT.
    const march = 'periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31';
    expect((await get(`/v1/rpt-fin/kepu-vp?${march}&magId=${MP}`)).data).toEqual([
      expect.objectContaining({ datum: '2024-03-01', docOznaka: 'TRN-IZVOD-1/2024', zaduzenje: 0, razduzenje: 0, uplIznos: 192_00, saldo: 1_632_00 }),
    ]);
    expect((await get(`/v1/rpt-fin/pdv-total?${march}`)).data).toMatchObject({ osn5: 0, pdv5: 0, osn9: 0, pdv9: 0, pdv10: 0 });

    // Storno of the sales invoice of step 3: the invoice and its reversal together add zero to every book.
    await d.storno('doc-prod', ir);
    // KIR: the reversal on the invoice's day, its line negated.
    expect(await bookLines('kir')).toEqual([
      ['IR-VP-1/2024', '2024-02-10', 835_00, 153_50],
      ['IR-VP-1/2024', '2024-02-10', -835_00, -153_50],
      ['IR-USLUGA-1/2024', '2024-02-12', 1_000_00, 200_00],
      ['FIS-1/2024', '2024-02-15', 160_00, 32_00],
      ['FIS-2/2024', '2024-02-16', 80_00, 16_00],
    ]);
    expect(rates((await get(`/v1/rpt-fin/kir-total?${feb}`)).data)).toEqual([
      [2000, 1_240_00, 248_00],
      [1000, 0, 0],
    ]);
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data).toMatchObject({ osn3: 1_240_00, pdv3: 248_00, osn4: 0, pdv4: 0, osn5: 1_240_00, pdv5: 248_00, osn8: 2_180_00, pdv9: 426_00, pdv10: -178_00 });
    expect(rates((await get(`/v1/rpt-fin/kur-total?${feb}`)).data)).toEqual(rates(kur));
    const vpAfter = await tradeBook(VP);
    // the reversal sits in the column of the invoice, negated: the range's razduženje loses the 850.00
    expect(vpAfter.total).toMatchObject({ pocetnoStanje: 15_500_00, zaduzenje: 1_400_00, razduzenje: 1_400_00, saldo: 15_500_00 });
    expect(vpAfter.lines).toEqual([
      ['2024-02-01', 'UR-VP-1/2024', 1_400_00, 0, 16_900_00],
      ['2024-02-01', 'INT-1/2024', 0, 1_400_00, 15_500_00],
      ['2024-02-10', 'IR-VP-1/2024', 0, 850_00, 14_650_00],
      ['2024-02-10', 'IR-VP-1/2024', 0, -850_00, 15_500_00],
    ]);
    expect(await stockAtSaleValue(VP)).toBe(15_500_00);
    expect((await tradeBook(MP)).total).toEqual(mp.total);
    expect(await balance(K)).toMatchObject({ duguje: 500_00 + 1_200_00 + 96_00, stanje: 1_346_00 });
  });
});
