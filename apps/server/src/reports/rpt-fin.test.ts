import { eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, magMain } from '../platform/db/schema';
import { postVat, type VatPosting } from '../ledgers/books';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup, sheetValues, readWorkbook } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let A: number;
let supplier: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier } = await goodsSetup(d));
  const groups = (await d.call('GET', '/v1/art-grupa')).json().data;
  const vat20 = (await d.call('GET', '/v1/art-pdv')).json().data.find((r: { stopa: number }) => r.stopa === 2000);
  A = (await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'A', artNaziv: 'Artikal A', meraCode: 'kom', pdvId: vat20.id })).json().id;
  buyer = (await d.call('GET', '/v1/kom-main?perPage=50')).json().data.find((k: { id: number }) => k.id !== supplier).id;
});

/** A document's VAT rows written the way a sales or expense family's lock writes them. */
async function vat(vDoc: string, docId: number, docOznaka: string, postings: VatPosting[]) {
  await t.database.db.transaction((tx) => postVat(tx, { companyId: 1, periodId: 2, vDoc, docId, docOznaka, docOpis: '' }, postings));
}
const kir = (datum: string, komId: number | null, stopa: number, osnovica: number, pdvIznos: number, dokBroj = ''): VatPosting => ({ book: 'kir', datum, komId, stopa, osnovica, pdvIznos, dokBroj });

async function incomingInvoice(rbroj: number, datum: string, line: { kolicina: number; fakCena: number; rabat1: number; prodCena: number }) {
  const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj, datum, magId: VP, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: '2024-01-30', dokDpo: datum });
  await d.item('doc-ur', id, { artId: A, ...line });
  await d.lock('doc-ur', id);
  return id;
}

const get = async (url: string) => (await d.call('GET', url)).json();
const feb = 'periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29';

/** The February books of the worked example: goods in (UR 1), sales to the rows of the worked example, an expense invoice. */
async function february() {
  // Opening stock VP 2024-01-01: A 100 at 50.00, sale 70.00; incoming invoice 2024-02-01: base 1,080.00, VAT 216.00.
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 5000, prodCena: 7000 });
  await d.lock('doc-psr', psr);
  const ur = await incomingInvoice(1, '2024-02-01', { kolicina: 20_000, fakCena: 6000, rabat1: 10_000, prodCena: 7000 });
  // Sales: an invoice at both rates, another at 20 %, one reversed, a register's two receipts of a day, one in March.
  await vat('fak', 101, 'FAK-VP-1/2024', [kir('2024-02-05', buyer, 2000, 100_000, 20_000), kir('2024-02-05', buyer, 1000, 13_500, 1_350)]);
  await vat('fak', 102, 'FAK-VP-2/2024', [kir('2024-02-12', buyer, 2000, 50_000, 10_000)]);
  await vat('fak', 103, 'FAK-VP-3/2024', [kir('2024-02-14', buyer, 2000, 30_000, 6_000)]);
  await t.database.db.transaction((tx) => postVat(tx, { companyId: 1, periodId: 2, vDoc: 'fak', docId: 103, docOznaka: 'FAK-VP-3/2024', docOpis: '' }, [
    { ...kir('2024-02-16', buyer, 2000, -30_000, -6_000) },
  ]));
  await vat('fis', 201, 'BI000001', [kir('2024-02-20', null, 2000, 24_000, 4_800, 'PFR-1')]);
  await vat('fis', 202, 'BI000002', [kir('2024-02-20', null, 2000, 20_000, 4_000, 'PFR-1')]);
  await vat('fak', 104, 'FAK-VP-4/2024', [kir('2024-03-01', buyer, 2000, 99_900, 19_980)]);
  // Expense invoice: 1,000.00 at 20 % and 100.00 at 10 % (VAT 210.00), and a non-deductible 50.00 + 10.00.
  await vat('tr', 301, 'TR-1/2024', [
    { book: 'kur', datum: '2024-02-10', komId: supplier, dokBroj: 'E-77', dokDatum: '2024-02-09', stopa: 2000, osnovica: 100_000, pdvIznos: 20_000 },
    { book: 'kur', datum: '2024-02-10', komId: supplier, dokBroj: 'E-77', dokDatum: '2024-02-09', stopa: 1000, osnovica: 10_000, pdvIznos: 1_000 },
  ]);
  await vat('tr', 302, 'TR-2/2024', [
    { book: 'kur', datum: '2024-02-11', komId: supplier, dokBroj: 'E-78', dokDatum: '2024-02-11', stopa: 2000, osnovica: 5_000, pdvIznos: 1_000, deductible: false },
  ]);
  return { ur };
}

describe('the VAT books', () => {
  it('the VAT return of February: rows 3, 4, 5, 8, 9 and 10 to the para', async () => {
    await february();
    const { pppdv, popdv, ...rows } = (await get(`/v1/rpt-fin/pdv-total?${feb}`)).data;
    expect(rows).toEqual({
      osn1: 0, osn2: 0, osn3: 194_000, osn4: 13_500, osn5: 207_500,
      osn6: 0, osn7: 0, osn8: 218_000, osn9: 218_000,
      pdv3: 38_800, pdv4: 1_350, pdv5: 40_150, pdv6: 0, pdv7: 0, pdv8: 42_600, pdv9: 42_600,
      pdv10: -2_450,
    });
    // the PPPDV beside them: 008 counts every purchase's base, 108 only deductible VAT
    expect(pppdv).toMatchObject({ '003': 194_000, '103': 38_800, '004': 13_500, '104': 1_350, '008': 223_000, '108': 42_600, '110': -2_450 });
    expect(popdv.map((l: { popdv: string; stopa: number }) => `${l.popdv}@${l.stopa}`)).toEqual(['3.2@2000', '3.2@1000', '8a.2@2000', '8a.2@1000']);
    // Row 5 and row 9 are the KIR total and the deductible KUR total of the range.
    const kirTotal = (await get(`/v1/rpt-fin/kir-total?${feb}`)).data;
    expect(kirTotal.total).toEqual({ osnovica: 207_500, pdvIznos: 40_150, pdvIznosPdv: 40_150, pdvIznosNoPdv: 0, iznos: 247_650 });
    expect(kirTotal.rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos])).toEqual([[2000, 194_000, 38_800], [1000, 13_500, 1_350]]);
    const kurTotal = (await get(`/v1/rpt-fin/kur-total?${feb}`)).data;
    expect(kurTotal.total).toEqual({ osnovica: 223_000, pdvIznos: 43_600, pdvIznosPdv: 42_600, pdvIznosNoPdv: 1_000, iznos: 266_600 });
    expect((await get(`/v1/rpt-fin/kur?${feb}`)).pagination).toMatchObject({ itemsCount: 3, filteredCount: 3 });
  });

  it('KIR: a line per document, a register one line per day, a reversal as the negation, paged', async () => {
    await february();
    const page = await get(`/v1/rpt-fin/kir?${feb}&perPage=3`);
    expect(page.pagination).toMatchObject({ filteredCount: 5, itemsCount: 5, pages: 2 });
    const all = (await get(`/v1/rpt-fin/kir?${feb}`)).data;
    expect(all.map((r: Record<string, unknown>) => [r.docOznaka, r.datum, r.osnovica, r.pdvIznos, r.iznos])).toEqual([
      ['FAK-VP-1/2024', '2024-02-05', 113_500, 21_350, 134_850],
      ['FAK-VP-2/2024', '2024-02-12', 50_000, 10_000, 60_000],
      ['FAK-VP-3/2024', '2024-02-14', 30_000, 6_000, 36_000],
      ['FAK-VP-3/2024', '2024-02-16', -30_000, -6_000, -36_000],
      ['BI000001 – BI000002', '2024-02-20', 44_000, 8_800, 52_800],
    ]);
    expect(all[0]).toMatchObject({ naziv: expect.any(String), pib: expect.any(String) });
    expect(all[0].naziv).not.toBe('');
    // The VAT return's row 4 links to the KIR rows it sums.
    const row4 = (await get(`/v1/rpt-fin/kir?${feb}&pdvRow=4`)).data;
    expect(row4.map((r: { docOznaka: string; osnovica: number }) => [r.docOznaka, r.osnovica])).toEqual([['FAK-VP-1/2024', 13_500]]);
  });

  it('KUR: the locked incoming invoice with its supplier document, deductible and non-deductible VAT', async () => {
    await february();
    const rows = (await get(`/v1/rpt-fin/kur?${feb}`)).data;
    expect(rows.map((r: Record<string, unknown>) => [r.docOznaka, r.dokBroj, r.dokDatum, r.naziv, r.iznosNoPdv, r.pdvIznosPdv, r.pdvIznosNoPdv, r.iznos])).toEqual([
      ['UR-VP-1/2024', 'F-1', '2024-01-30', 'Veletrgovina Sever d.o.o.', 108_000, 21_600, 0, 129_600],
      ['TR-1/2024', 'E-77', '2024-02-09', 'Veletrgovina Sever d.o.o.', 110_000, 21_000, 0, 131_000],
      ['TR-2/2024', 'E-78', '2024-02-11', 'Veletrgovina Sever d.o.o.', 5_000, 0, 1_000, 6_000],
    ]);
    const row8 = (await get(`/v1/rpt-fin/kur?${feb}&pdvRow=8`)).data;
    expect(row8.map((r: { docOznaka: string }) => r.docOznaka)).toEqual(['UR-VP-1/2024', 'TR-1/2024']);
  });

  it('a reversed incoming invoice adds zero to KUR and to the return', async () => {
    await february();
    const before = (await get(`/v1/rpt-fin/pdv-total?${feb}`)).data;
    const ur2 = await incomingInvoice(2, '2024-02-20', { kolicina: 1_000, fakCena: 1000, rabat1: 0, prodCena: 7000 });
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data.pdv8).toBe(before.pdv8 + 200);
    await d.storno('doc-ur', ur2);
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data).toEqual(before);
  });

  it('bad ranges are field errors; another company\'s warehouse is 404', async () => {
    const bad = async (url: string) => {
      const res = await d.call('GET', url);
      return [res.statusCode, res.json().errors];
    };
    expect(await bad('/v1/rpt-fin/kir?periodId=2&dateFrom=2024-03-01&dateTo=2024-02-01')).toEqual([422, { dateTo: 'error.dateTo.before-from' }]);
    expect(await bad('/v1/rpt-fin/pdv-total?periodId=2&dateFrom=2023-12-01&dateTo=2024-01-31')).toEqual([422, { dateFrom: 'error.dateFrom.outside-period' }]);
    expect(await bad('/v1/rpt-fin/kur-total?periodId=2&dateFrom=2024-02-30&dateTo=2024-03-01')).toEqual([422, { dateFrom: expect.any(String) }]);
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [theirs] = await t.database.db.insert(magMain).values({ companyId: other!.id, sifra: '01', magNaziv: 'Tuđi', vPromet: 'vp' }).returning();
    expect((await d.call('GET', `/v1/rpt-fin/kepu-vp?${feb}&magId=${theirs!.id}`)).statusCode).toBe(404);
    expect((await d.call('GET', `/v1/rpt-fin/kepu-vp-total?${feb}&magId=${theirs!.id}`)).statusCode).toBe(404);
    expect(await t.database.db.$count(magMain, ne(magMain.companyId, 1))).toBe(1);
    expect(await t.database.db.$count(magMain, eq(magMain.id, theirs!.id))).toBe(1);
  });
});

describe('the trade book', () => {
  it('VP and MP in February: opening balance, each document, closing balance equal to the stock at sale value', async () => {
    await february();
    // Transfer VP → MP 2024-02-10: A 30 out of VP at 70.00, into MP at 96.00 with VAT.
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-10', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 30_000, outCena: 5067, inCena: 9600 });
    await d.lock('doc-int', int);
    // A price adjustment in MP 2024-02-15: 96.00 → 102.00 on 30 (+180.00), then reversed on the 16th.
    const niv = await d.create('doc-niv', { vSubDoc: 'mp', rbroj: 1, datum: '2024-02-15', magId: MP });
    await d.item('doc-niv', niv, { artId: A, kolicina: 30_000, cenaPre: 9600, cenaPosle: 10200 });
    await d.lock('doc-niv', niv);
    await d.storno('doc-niv', niv);

    const book = async (magId: number) => ({
      rows: (await get(`/v1/rpt-fin/kepu-vp?${feb}&magId=${magId}`)).data.map((r: Record<string, unknown>) => [r.datum, r.docOznaka, r.zaduzenje, r.razduzenje, r.saldo]),
      total: (await get(`/v1/rpt-fin/kepu-vp-total?${feb}&magId=${magId}`)).data,
    });
    const vp = await book(VP);
    expect(vp.rows).toEqual([
      ['2024-02-01', 'UR-VP-1/2024', 140_000, 0, 840_000],
      ['2024-02-10', 'INT-1/2024', 0, 210_000, 630_000],
    ]);
    expect(vp.total).toEqual({ pocetnoStanje: 700_000, zaduzenje: 140_000, razduzenje: 210_000, uplIznos: 0, saldo: 630_000, count: 2 });
    expect((await d.stock('kepuCena', VP, A)).vrednost).toBe(vp.total.saldo);

    const mp = await book(MP);
    expect(mp.rows[0]).toEqual(['2024-02-10', 'INT-1/2024', 288_000, 0, 288_000]);
    expect(mp.rows.slice(1).map((r: unknown[]) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['2024-02-15', 18_000, 0, 306_000],
      ['2024-02-15', 0, 18_000, 288_000],
    ]);
    expect(mp.total).toMatchObject({ pocetnoStanje: 0, zaduzenje: 306_000, razduzenje: 18_000, saldo: 288_000 });
    expect((await d.stock('kepuCena', MP, A)).vrednost).toBe(mp.total.saldo);

    // From the 11th the opening balance carries the rows before it; page 2 of one row continues the balance.
    const later = await get(`/v1/rpt-fin/kepu-vp-total?periodId=2&dateFrom=2024-02-11&dateTo=2024-02-29&magId=${VP}`);
    expect(later.data).toMatchObject({ pocetnoStanje: 630_000, saldo: 630_000, count: 0 });
    const second = await get(`/v1/rpt-fin/kepu-vp?${feb}&magId=${VP}&perPage=1&page=2`);
    expect(second.data.map((r: { saldo: number }) => r.saldo)).toEqual([630_000]);
    expect(second.pagination).toMatchObject({ pages: 2, filteredCount: 2 });
  });
});

describe('Excel export', () => {
  it('KUR: typed cells, the header as asked, every row of the filter and a totals row', async () => {
    await february();
    const columns = [
      { key: 'docOznaka', label: 'Dokument', type: 'text' },
      { key: 'datum', label: 'Datum', type: 'date' },
      { key: 'osnovica', label: 'Osnovica', type: 'money', total: 'sum' },
      { key: 'pdvIznosPdv', label: 'PDV s pravom', type: 'money', total: 'sum' },
    ];
    const res = await d.call('GET', `/v1/rpt-fin/kur/export?${feb}&columns=${encodeURIComponent(JSON.stringify(columns))}&fileName=kur&totalLabel=Ukupno`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await readWorkbook(res);
    const sheet = wb.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values).toEqual([
      ['Dokument', 'Datum', 'Osnovica', 'PDV s pravom'],
      ['UR-VP-1/2024', new Date('2024-02-01T00:00:00Z'), 1080, 216],
      ['TR-1/2024', new Date('2024-02-10T00:00:00Z'), 1100, 210],
      ['TR-2/2024', new Date('2024-02-11T00:00:00Z'), 50, 0],
      ['Ukupno', undefined, 2230, 426],
    ]);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy');
  });

  it('the trade book, the stock report and a document list: every row of the filter, the balance column totals to its last value', async () => {
    await february();
    const read = async (url: string) => {
      const res = await d.call('GET', url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return sheetValues(res);
    };
    const kepuColumns = [
      { key: 'docOznaka', label: 'Document', type: 'text' },
      { key: 'zaduzenje', label: 'Debit', type: 'money', total: 'sum' },
      { key: 'saldo', label: 'Balance', type: 'money', total: 'last' },
    ];
    expect(await read(`/v1/rpt-fin/kepu-vp/export?${feb}&magId=${VP}&columns=${encodeURIComponent(JSON.stringify(kepuColumns))}&totalLabel=Total`)).toEqual([
      ['Document', 'Debit', 'Balance'],
      ['UR-VP-1/2024', 1400, 8400],
      ['Total', 1400, 8400],
    ]);
    const listColumns = [
      { key: 'oznaka', label: 'Oznaka', type: 'text' },
      { key: 'rbroj', label: 'Broj', type: 'int', total: 'none' },
      { key: 'nabIznos', label: 'Iznos', type: 'money', total: 'sum' },
    ];
    const stockColumns = [
      { key: 'magNaziv', label: 'Magacin', type: 'text' },
      { key: 'stanje', label: 'Stanje', type: 'qty', total: 'sum' },
      { key: 'vrednost', label: 'Vrednost', type: 'money', total: 'sum' },
    ];
    // 120 of A in VP at 70.00 (the opening 100 and the invoice's 20), the stock report's sale value.
    expect(await read(`/v1/rpt-mag/stanje-zaliha/export?periodId=2&priceType=kepuCena&search=Artikal%20A&columns=${encodeURIComponent(JSON.stringify(stockColumns))}&totalLabel=Ukupno`)).toEqual([
      ['Magacin', 'Stanje', 'Vrednost'],
      ['Veleprodajni magacin', 120, 8400],
      ['Ukupno', 120, 8400],
    ]);
    const ur2 = await incomingInvoice(2, '2024-02-20', { kolicina: 1_000, fakCena: 1000, rabat1: 0, prodCena: 7000 });
    expect(ur2).toBeGreaterThan(0);
    expect(await read(`/v1/doc-ur/export?periodId=2&perPage=1&columns=${encodeURIComponent(JSON.stringify(listColumns))}&totalLabel=Ukupno`)).toEqual([
      ['Oznaka', 'Broj', 'Iznos'],
      ['UR-VP-2/2024', 2, 12],
      ['UR-VP-1/2024', 1, 1296],
      ['Ukupno', undefined, 1308],
    ]);
  });

  it('the VAT return: the ten rows of the form with their descriptions, no totals row', async () => {
    await february();
    const columns = [
      { key: 'red', label: 'Red', type: 'int' },
      { key: 'opis', label: 'Opis', type: 'text' },
      { key: 'osnovica', label: 'Osnovica', type: 'money' },
      { key: 'pdv', label: 'PDV', type: 'money' },
    ];
    const labels = Array.from({ length: 10 }, (_, i) => `Red ${i + 1}`);
    const res = await d.call('GET', `/v1/rpt-fin/pdv-total/export?${feb}&columns=${encodeURIComponent(JSON.stringify(columns))}&rowLabels=${encodeURIComponent(JSON.stringify(labels))}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const values = await sheetValues(res);
    expect(values).toEqual([
      ['Red', 'Opis', 'Osnovica', 'PDV'],
      [1, 'Red 1', 0],
      [2, 'Red 2', 0],
      [3, 'Red 3', 1940, 388],
      [4, 'Red 4', 135, 13.5],
      [5, 'Red 5', 2075, 401.5],
      [6, 'Red 6', 0, 0],
      [7, 'Red 7', 0, 0],
      [8, 'Red 8', 2180, 426],
      [9, 'Red 9', 2180, 426],
      [10, 'Red 10', undefined, -24.5],
    ]);
  });

  it('a bad range is a field error before any file is sent', async () => {
    const columns = encodeURIComponent(JSON.stringify([{ key: 'docOznaka', label: 'x', type: 'text' }]));
    const res = await d.call('GET', `/v1/rpt-fin/kir/export?periodId=2&dateFrom=2024-03-01&dateTo=2024-02-01&columns=${columns}`);
    expect(res.statusCode).toBe(422);
  });
});
