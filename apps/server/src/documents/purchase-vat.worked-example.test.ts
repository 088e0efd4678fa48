import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { companies, docJci, docUr, docZrn, exchangeRates, vatBook } from '../platform/db/schema';
import { pdfText } from '../../test/pdf';

/**
 * Import with dependent costs and its customs declaration (docs/domain.md#import) and reverse charge
 * (docs/domain.md#reverse-charge: domestic works, a foreign software subscription), end to end through the API.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let A: number;
let vat20: number;
let cost: number;
/** the foreign supplier, the domestic forwarder (a VAT payer), a domestic builder (a VAT payer), a domestic firm outside VAT, a foreign software house */
let F: number, S: number, G: number, N: number, SW: number;

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  VP = (await goodsSetup(d)).VP;
  F = await client('INO-F', {});
  S = await client('SPED', { isPdvObveznik: true, pib: '100000008' });
  G = await client('GRAD', { isPdvObveznik: true, pib: '100000024' });
  N = await client('NEPDV', {});
  SW = await client('INO-SW', {});
  A = await d.article('roba', 'UVZ', 2000);
  vat20 = await d.vatRate(2000);
  cost = await d.costItem('Usluge', 'Softver');
  // the NBS middle rate of the customs date: EUR 117.2000
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  await t.database.db.insert(exchangeRates).values({ companyId: company!.id, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
});

type BookRow = { book: string; popdv: string; komId: number | null; stopa: number; osnovica: number; pdvIznos: number; deductible: boolean };
/** The VAT-book rows a document's lock (and storno) wrote, in order. */
const bookRows = async (vDoc: string, docId: number): Promise<BookRow[]> =>
  t.database.db
    .select({ book: vatBook.book, popdv: vatBook.popdv, komId: vatBook.komId, stopa: vatBook.stopa, osnovica: vatBook.osnovica, pdvIznos: vatBook.pdvIznos, deductible: vatBook.deductible })
    .from(vatBook)
    .where(and(eq(vatBook.vDoc, vDoc), eq(vatBook.docId, docId)))
    .orderBy(vatBook.id);
const balance = async (komId: number) => (await d.get(`/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200`)).data.find((r: { id: number }) => r.id === komId);
const count = async (table: typeof docUr | typeof docZrn | typeof docJci) => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

/** The import: EUR 10,000.00 (1,000 pcs at EUR 10.00), customs date 10 Mar, with duty, transport and the forwarder's fee. */
async function theImport() {
  const id = await d.create('doc-ur', {
    vSubDoc: 'vp',
    rbroj: 1,
    datum: '2024-03-12',
    magId: VP,
    komId: F,
    dokBroj: 'INV-2024-77',
    dokDatum: '2024-03-05',
    datumPrometa: '2024-03-10',
    valuta: 'EUR',
    troskovi: [
      { vrsta: 'duty', iznos: 58_600_00 },
      { vrsta: 'freight', iznos: 30_000_00 },
      { vrsta: 'forwarding', iznos: 10_000_00, komId: S, dokBroj: 'SP-5', pdvId: vat20 },
    ],
  });
  await d.item('doc-ur', id, { artId: A, kolicina: 1_000_000, fakCena: 10_00, prodCena: 1_500_00 });
  return id;
}

describe('import with dependent costs and its customs declaration', () => {
  it('costs 1,270,600.00 into stock; no input VAT from the foreign invoice; the forwarder’s 2,000.00 in KUR 8a.2; the JCI’s 252,120.00 in KUR 6.2.1', async () => {
    const ur = await theImport();
    // the rate of the customs date (the list of 8 Mar serves the weekend), EUR 10,000 = 1,172,000.00
    expect(await d.read('doc-ur', ur)).toMatchObject({
      valuta: 'EUR',
      kurs: 117_200_000,
      inostrani: true,
      devVrednost: 10_000_00,
      fakVrednost: 1_172_000_00,
      zavisniTr: 98_600_00,
      nabVrednost: 1_270_600_00,
      nabPdv: 0,
      nabIznos: 1_172_000_00,
      zaUplatu: 1_172_000_00,
      troskovi: [
        { vrsta: 'duty', iznos: 58_600_00, komId: null, pdvStopa: 0, pdvIznos: 0 },
        { vrsta: 'freight', iznos: 30_000_00, komId: null, pdvStopa: 0, pdvIznos: 0 },
        { vrsta: 'forwarding', iznos: 10_000_00, komId: S, dokBroj: 'SP-5', pdvId: vat20, pdvStopa: 2000, pdvIznos: 2_000_00 },
      ],
    });
    expect((await d.get(`/v1/doc-ur/${ur}/items`)).data[0]).toMatchObject({ fakCena: 10_00, devVr: 10_000_00, fakVr: 1_172_000_00, nabVr: 1_172_000_00, nabCena: 1_172_00, nabPdv: 0 });
    await d.lock('doc-ur', ur);

    // cost price 1,172,000 + 58,600 + 30,000 + 10,000 = 1,270,600.00: 1,270.60 a piece
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 1_000_000, vrednost: 1_270_600_00, cena: 1_270_60 });
    // the calculation prints the currency and rate, each line's share of the costs and its cost price with them
    const calc = await d.call('GET', `/v1/doc-ur/kalkulacija/print/${ur}`);
    expect(calc.statusCode).toBe(200);
    const text = (await pdfText(calc.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    expect(text).toContain('Valuta: EUR Kurs: 117,2000 Fakturna cena: 10.000,00 EUR');
    expect(text).toContain('1.172.000,00 98.600,00 1.270,60');
    expect(text).toContain('Zavisni troškovi: 98.600,00 Nabavna vrednost: 1.270.600,00');
    // the customs declarations' list prints
    expect((await d.call('GET', '/v1/doc-jci/print/spisak?periodId=2')).statusCode).toBe(200);
    // no KUR row of the foreign invoice; the forwarder's invoice a domestic purchase
    expect(await bookRows('ur', ur)).toEqual([{ book: 'kur', popdv: '8a.2', komId: S, stopa: 2000, osnovica: 10_000_00, pdvIznos: 2_000_00, deductible: true }]);
    // we owe the foreign supplier the invoice in dinars, the forwarder its fee with VAT
    expect(await balance(F)).toMatchObject({ potrazuje: 1_172_000_00, stanje: -1_172_000_00 });
    expect(await balance(S)).toMatchObject({ potrazuje: 12_000_00, stanje: -12_000_00 });

    // the customs declaration: base 1,172,000 + 58,600 + 30,000 = 1,260,600.00, VAT 20 % paid to customs
    const jci = await d.create('doc-jci', { vSubDoc: 'jci', rbroj: 1, datum: '2024-03-10', urId: ur, dokBroj: 'C-4411' });
    await d.item('doc-jci', jci, { pdvId: vat20, iznos: 1_260_600_00 });
    expect(await d.read('doc-jci', jci)).toMatchObject({ oznaka: 'JCI-1/2024', urOznaka: 'UR-VP-1/2024', urVSubDoc: 'vp', komId: F, komNaziv: 'Firma INO-F', osnovica: 1_260_600_00, pdvIznos: 252_120_00 });
    await d.lock('doc-jci', jci);
    // return row 6 (PPPDV 006 / 106): POPDV 6.2.1, base and the VAT paid to customs, deductible
    expect(await bookRows('jci', jci)).toEqual([{ book: 'kur', popdv: '6.2.1', komId: F, stopa: 2000, osnovica: 1_260_600_00, pdvIznos: 252_120_00, deductible: true }]);
    const kur = (await d.get('/v1/rpt-fin/kur?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31')).data as { docOznaka: string; osnovica: number; pdvIznos: number }[];
    expect(kur.map((r) => [r.docOznaka, r.osnovica, r.pdvIznos])).toEqual([
      ['JCI-1/2024', 1_260_600_00, 252_120_00],
      ['UR-VP-1/2024', 10_000_00, 2_000_00],
    ]);
    // the JCI adds nothing to what anyone is owed
    expect(await balance(F)).toMatchObject({ stanje: -1_172_000_00 });

    // the import waits for its declaration's storno
    const early = await d.call('POST', `/v1/doc-ur/${ur}/storno`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'error.document.has-customs-declarations', params: { documents: 'JCI-1/2024' } });
    // storno negates the declaration's row; the import stays
    await d.storno('doc-jci', jci);
    const rows = await bookRows('jci', jci);
    expect(rows.map((r) => [r.popdv, r.osnovica, r.pdvIznos])).toEqual([
      ['6.2.1', 1_260_600_00, 252_120_00],
      ['6.2.1', -1_260_600_00, -252_120_00],
    ]);
    // then the import may go: its stock, its costs' supplier and its KUR row reversed
    await d.storno('doc-ur', ur);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 0, vrednost: 0 });
    expect(await balance(S)).toMatchObject({ stanje: 0 });
  });

  it('refuses a JCI for a domestic supplier’s invoice, or for an import not yet locked: 422 on urId, nothing written', async () => {
    const domestic = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 2, datum: '2024-03-12', magId: VP, komId: S, dokBroj: 'D-1' });
    await d.item('doc-ur', domestic, { artId: A, kolicina: 1_000, fakCena: 100_00, prodCena: 150_00 });
    await d.lock('doc-ur', domestic);
    const before = await count(docJci);
    const res = await d.call('POST', '/v1/doc-jci', { periodId: 2, vSubDoc: 'jci', rbroj: 1, datum: '2024-03-12', urId: domestic, dokBroj: 'C-1' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ urId: 'error.urId.not-import' });
    const draft = await theImport();
    const early = await d.call('POST', '/v1/doc-jci', { periodId: 2, vSubDoc: 'jci', rbroj: 1, datum: '2024-03-12', urId: draft, dokBroj: 'C-1' });
    expect(early.json().errors).toEqual({ urId: 'error.urId.not-locked' });
    expect(await count(docJci)).toBe(before);
  });

  it('refuses a foreign-currency invoice with no rate for its supply date: 422 on kurs naming the date and currency, nothing written', async () => {
    const before = await count(docUr);
    const res = await d.call('POST', '/v1/doc-ur', { periodId: 2, vSubDoc: 'vp', rbroj: 3, datum: '2024-04-22', magId: VP, komId: F, dokBroj: 'INV-9', datumPrometa: '2024-04-20', valuta: 'EUR' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-04-20', valuta: 'EUR' } });
    expect(await count(docUr)).toBe(before);
    // a contracted rate typed in is kept, with no list needed
    const typed = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 3, datum: '2024-04-22', magId: VP, komId: F, dokBroj: 'INV-9', datumPrometa: '2024-04-20', valuta: 'EUR', kurs: 117_500_000 });
    expect(await d.read('doc-ur', typed)).toMatchObject({ kurs: 117_500_000, inostrani: true });
  });

  it('recomputes the lines’ dinars when the rate changes on a draft', async () => {
    const ur = await theImport();
    const header = await d.read('doc-ur', ur);
    const res = await d.call('PUT', `/v1/doc-ur/${ur}`, { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-12', magId: VP, komId: F, dokBroj: header.dokBroj, dokDatum: '2024-03-05', datumPrometa: '2024-03-10', valuta: 'EUR', kurs: 118_000_000 });
    expect(res.statusCode, res.body).toBe(204);
    // EUR 10,000 at 118.00 = 1,180,000.00; the cost lines were left out, so kept
    expect(await d.read('doc-ur', ur)).toMatchObject({ fakVrednost: 1_180_000_00, zavisniTr: 98_600_00, nabVrednost: 1_278_600_00, nabIznos: 1_180_000_00 });
    expect((await d.get(`/v1/doc-ur/${ur}/items`)).data[0]).toMatchObject({ nabVr: 1_180_000_00, nabCena: 1_180_00 });
  });
});

describe('reverse charge on purchases', () => {
  it('domestic works 600,000.00: we compute 120,000.00, in KIR 3a.2 and KUR 8b.2; the builder is owed the base', async () => {
    const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: G, dokBroj: 'GR-12', trosakId: cost, interniObracun: 'domestic' });
    await d.item('doc-zrn', id, { pdvId: vat20, iznos: 600_000_00 });
    expect(await d.read('doc-zrn', id)).toMatchObject({ osnovica: 600_000_00, pdvIznos: 0, iznos: 600_000_00, interniObracun: 'domestic', inostrani: false });
    await d.lock('doc-zrn', id);
    expect(await bookRows('zrn', id)).toEqual([
      { book: 'kir', popdv: '3a.2', komId: G, stopa: 2000, osnovica: 0, pdvIznos: 120_000_00, deductible: true },
      { book: 'kur', popdv: '8b.2', komId: G, stopa: 2000, osnovica: 600_000_00, pdvIznos: 120_000_00, deductible: true },
    ]);
    expect(await balance(G)).toMatchObject({ potrazuje: 600_000_00 });
    // the return: output VAT 120,000.00 with no base from 3a, the same input VAT (net 0)
    expect((await d.get('/v1/rpt-fin/pdv-total?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31')).data).toMatchObject({ osn3: 0, pdv3: 120_000_00, pdv8: 120_000_00, pdv10: 0 });
  });

  it('a foreign software subscription EUR 1,000.00 at 117.20 = 117,200.00: 23,440.00 in KIR 3a.2 and KUR 8g.1; the supplier is owed the base', async () => {
    const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: SW, dokBroj: 'SUB-03', trosakId: cost, valuta: 'EUR', interniObracun: 'foreign' });
    await d.item('doc-zrn', id, { pdvId: vat20, iznos: 1_000_00 });
    expect(await d.read('doc-zrn', id)).toMatchObject({ kurs: 117_200_000, devOsnovica: 1_000_00, osnovica: 117_200_00, pdvIznos: 0, iznos: 117_200_00 });
    expect((await d.get(`/v1/doc-zrn/${id}/items`)).data[0]).toMatchObject({ iznos: 1_000_00, iznosDin: 117_200_00 });
    await d.lock('doc-zrn', id);
    expect(await bookRows('zrn', id)).toEqual([
      { book: 'kir', popdv: '3a.2', komId: SW, stopa: 2000, osnovica: 0, pdvIznos: 23_440_00, deductible: true },
      { book: 'kur', popdv: '8g.1', komId: SW, stopa: 2000, osnovica: 117_200_00, pdvIznos: 23_440_00, deductible: true },
    ]);
    expect(await balance(SW)).toMatchObject({ potrazuje: 117_200_00 });
    // storno negates both rows
    await d.storno('doc-zrn', id);
    expect((await bookRows('zrn', id)).map((r) => r.pdvIznos)).toEqual([23_440_00, 23_440_00, -23_440_00, -23_440_00]);
  });

  it('a foreign invoice without the reverse charge brings no input VAT: the supplier is owed the dinar value', async () => {
    const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: SW, dokBroj: 'SUB-04', trosakId: cost, valuta: 'EUR' });
    await d.item('doc-zrn', id, { pdvId: vat20, iznos: 500_00 });
    await d.lock('doc-zrn', id);
    expect(await bookRows('zrn', id)).toEqual([]);
    expect(await balance(SW)).toMatchObject({ potrazuje: 58_600_00 });
  });

  it('refuses a reverse charge on a supplier who is not a VAT payer, and a foreign one on a dinar invoice: 422, nothing written', async () => {
    const before = await count(docZrn);
    const res = await d.call('POST', '/v1/doc-zrn', { periodId: 2, vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: N, dokBroj: 'N-1', trosakId: cost, interniObracun: 'domestic' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ interniObracun: 'error.interniObracun.not-vat-payer' });
    const ur = await d.call('POST', '/v1/doc-ur', { periodId: 2, vSubDoc: 'vp', rbroj: 9, datum: '2024-03-15', magId: VP, komId: N, dokBroj: 'N-2', interniObracun: 'domestic' });
    expect(ur.json().errors).toEqual({ interniObracun: 'error.interniObracun.not-vat-payer' });
    const foreign = await d.call('POST', '/v1/doc-zrn', { periodId: 2, vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: G, dokBroj: 'G-1', trosakId: cost, interniObracun: 'foreign' });
    expect(foreign.json().errors).toEqual({ interniObracun: 'error.interniObracun.not-foreign' });
    expect(await count(docZrn)).toBe(before);
  });
});
