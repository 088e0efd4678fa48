import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentReference } from '@knjige/domain';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfPages, pdfQr, pdfText } from '../../../test/pdf';
import { renderInvoicePdf } from './invoice-pdf';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let K: number;
let A: number;
let B: number;
let E: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K } = await goodsSetup(d));
  A = await d.article('roba', 'PA', 2000);
  B = await d.article('roba', 'PB', 1000);
  E = await d.article('roba', 'PE', 0);
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  for (const artId of [A, B, E]) await d.item('doc-psr', psr, { artId, kolicina: 1_000_000, nabCena: 10_00, prodCena: 70_00 });
  await d.lock('doc-psr', psr);
});

const sale = (rbroj: number) => ({ vSubDoc: 'vp', rbroj, datum: '2024-02-10', magId: VP, komId: K, datumDospeca: '2024-03-11', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-09' });

/** Sales invoice IR-VP-1/2024: A 10 × 70.00 (20 %), B 5 × 30.00 less 10 % (10 %), E 2 × 50.00 (exempt). */
async function invoice() {
  const id = await d.create('doc-prod', { ...sale(1), brojNarudzbenice: 'NAR-77' });
  await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 70_00 });
  await d.item('doc-prod', id, { artId: B, kolicina: 5_000, prodCena: 30_00, rabat: 10_000 });
  await d.item('doc-prod', id, { artId: E, kolicina: 2_000, prodCena: 50_00 });
  expect(await d.read('doc-prod', id)).toMatchObject({ oznaka: 'IR-VP-1/2024', osnovica: 935_00, pdvIznos: 153_50, iznos: 1_088_50 });
  return id;
}

const printed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};

/** A PDF's text with runs of spaces made one, and one space before a percent sign (pdftotext sometimes drops a no-break space). */
const squeezed = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').replace(/(\d) ?%/g, '$1 %');

describe('sales invoice print', () => {
  it('shows what VAT law asks of an invoice, the totals per rate, the amount in words and the IPS QR', async () => {
    const id = await invoice();
    await d.lock('doc-prod', id);
    const pdf = await printed(`/v1/doc-prod/racun-otpremnica/print/${id}`);
    const text = squeezed(await pdfText(pdf));
    const reference = documentReference('IR-VP-1/2024');
    for (const expected of [
      'RAČUN-OTPREMNICA',
      'IR-VP-1/2024',
      'Demo Trgovina d.o.o.',
      'PIB: 101134702',
      'Matični broj: 07204990',
      'Market Jug d.o.o.',
      'Obrenovićeva 20',
      'PIB: 111032440',
      'Matični broj: 17400169',
      'Mesto izdavanja Beograd',
      'Datum izdavanja 10.02.2024',
      'Datum prometa 09.02.2024',
      'Datum dospeća 11.03.2024',
      'Broj narudžbenice NAR-77',
      // lines: quantity, unit, price, discount, rate, amount
      'Artikal PA kom 10,000 70,00 20 % 700,00',
      'Artikal PB kom 5,000 30,00 10 % 10 % 135,00',
      'Artikal PE kom 2,000 50,00 0 % 100,00',
      // VAT per rate and the totals
      '20 % 700,00 140,00 840,00',
      '10 % 135,00 13,50 148,50',
      '0 % 100,00 0,00 100,00',
      'Ukupno 935,00 153,50 1.088,50',
      'Ukupno za plaćanje 1.088,50',
      'Slovima: hiljadu osamdeset osam dinara i 50/100',
      'Tekući račun 160-12345-95 (Banca Intesa)',
      `Poziv na broj 97 ${reference}`,
      'PDV nije obračunat: Oslobođeno 0 %',
      'Robu izdao',
      'Robu primio',
      'strana 1 od 1',
    ]) {
      expect(text).toContain(expected);
    }
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/invoice.png`, await pdfPagePng(pdf));
    expect(await pdfQr(pdf)).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nKnez Mihailova 10\n11000 Beograd|I:RSD1088,50|SF:221|S:Račun IR-VP-1/2024|RO:97${reference}`,
    );
  });

  it('prints in Cyrillic and in English with the language’s numbers and dates', async () => {
    const id = await invoice();
    const cyr = squeezed(await pdfText(await printed(`/v1/doc-prod/racun/print/${id}?lang=sr-cyr`)));
    expect(cyr).toContain('РАЧУН');
    expect(cyr).toContain('Датум издавања 10.02.2024');
    expect(cyr).toContain('Словима: хиљаду осамдесет осам динара и 50/100');
    expect(cyr).toContain('Укупно 935,00 153,50 1.088,50');
    expect(cyr).toContain('страна 1 од 1');
    expect(cyr).toContain('Платите скенирањем ИПС QR');
    const en = squeezed(await pdfText(await printed(`/v1/doc-prod/racun/print/${id}?lang=en`)));
    expect(en).toContain('INVOICE');
    expect(en).toContain('Date of issue 10 Feb 2024');
    expect(en).toContain('Total 935.00 153.50 1,088.50');
    expect(en).toContain('Artikal PA kom 10.000 70.00 20 % 700.00');
    expect(en).toContain('page 1 of 1');
  });

  it('a dispatch note alone shows quantities, no prices and no QR', async () => {
    const id = await invoice();
    const pdf = await printed(`/v1/doc-prod/otpremnica/print/${id}`);
    const text = squeezed(await pdfText(pdf));
    expect(text).toContain('OTPREMNICA');
    expect(text).toContain('Artikal PB kom 5,000');
    expect(text).not.toContain('135,00');
    expect(text).not.toContain('Slovima');
    expect(await pdfQr(pdf)).toBeNull();
  });

  it('a reversed invoice prints its storno variant with negated amounts and no QR; before the storno that variant is a conflict', async () => {
    const id = await invoice();
    await d.lock('doc-prod', id);
    const early = await t.app.inject({ method: 'GET', url: `/v1/doc-prod/storno-racun-otpremnica/print/${id}`, headers: auth });
    expect([early.statusCode, early.json().message]).toEqual([409, 'error.print.not-storno']);
    await d.storno('doc-prod', id);
    const pdf = await printed(`/v1/doc-prod/storno-racun-otpremnica/print/${id}`);
    const text = squeezed(await pdfText(pdf));
    expect(text).toContain('STORNO RAČUN-OTPREMNICA');
    expect(text).toContain('Ukupno -935,00 -153,50 -1.088,50');
    expect(text).toContain('Slovima: minus hiljadu osamdeset osam dinara i 50/100');
    expect(await pdfQr(pdf)).toBeNull();
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/doc-prod/kalkulacija/print/${id}`, headers: auth });
    expect(unknown.statusCode).toBe(404);
  });

  it('a long invoice flows over pages: the table header on each page, page N of M, the totals on the last page', async () => {
    const id = await d.create('doc-prod', sale(2));
    for (let i = 0; i < 120; i++) await d.item('doc-prod', id, { artId: i % 2 ? A : B, kolicina: 1_000, prodCena: 10_00 });
    // 60 × 10.00 at 20 % and 60 × 10.00 at 10 %: 1,200.00 + 120.00 + 60.00
    const pdf = await renderInvoicePdf(t.database.db, 1, 'doc-prod', id, 'racun', 'sr-lat');
    if (process.env.PRINT_LOOK) for (const p of [1, 4]) fs.writeFileSync(`${process.env.PRINT_LOOK}/long-${p}.png`, await pdfPagePng(pdf, p));
    const pages = await pdfPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const texts = (await pdfText(pdf)).split('\f').filter((p) => p.trim() !== '').map(squeezed);
    texts.forEach((page, i) => {
      // every page with lines starts them under the table's header
      if (page.includes('Artikal P')) expect(page).toContain('R.br. Šifra Naziv dobara / usluga JM Količina');
      expect(page).toContain(`strana ${i + 1} od ${pages}`);
      expect(page).toContain('RAČUN IR-VP-2/2024');
    });
    expect(texts.filter((page) => page.includes('Artikal P')).length).toBeGreaterThanOrEqual(3);
    expect(texts.at(-1)).toContain('Ukupno 1.200,00 180,00 1.380,00');
    expect(texts.at(-1)).toContain('Slovima: hiljadu trista osamdeset dinara i 00/100');
    for (const page of texts.slice(0, -1)) expect(page).not.toContain('Slovima');
  });
});

describe('pro-forma and retail invoice prints', () => {
  it('a pro-forma carries its totals, the amount in words and a QR that pays it', async () => {
    const id = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: K, vaznost: '15 dana' });
    await d.item('doc-prn', id, { artId: A, kolicina: 3_000, prodCena: 70_00 });
    const res = await t.app.inject({ method: 'GET', url: `/v1/doc-prn/predracun/print/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const text = squeezed(await pdfText(res.rawPayload));
    expect(text).toContain('PREDRAČUN');
    expect(text).toContain('Važi do 15 dana');
    expect(text).toContain('Ukupno za plaćanje 252,00');
    expect(text).toContain('Slovima: dvesta pedeset dva dinara i 00/100');
    const reference = documentReference('PRN-VP-1/2024');
    expect(await pdfQr(res.rawPayload)).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nKnez Mihailova 10\n11000 Beograd|I:RSD252,00|SF:221|S:Predračun PRN-VP-1/2024|RO:97${reference}`,
    );
  });

  it('a retail invoice lists its receipts’ lines with VAT inside the price and its QR pays the wire-transfer part', async () => {
    const MP = (await goodsSetup(d)).MP;
    const psr = await d.create('doc-psr', { vSubDoc: 'mp', rbroj: 1, datum: '2024-01-01', magId: MP });
    await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 50_00, prodCena: 96_00 });
    await d.lock('doc-psr', psr);
    const pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
    const receipt = async (rbroj: number, fisPlacanje: number, kolicina: number) => {
      const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj, datum: '2024-02-15', posId: pos, fisPlacanje, fisRbroj: `AB12CD34-AB12CD34-${rbroj}` });
      await d.item('doc-fis', id, { artId: A, kolicina, prodCena: 96_00 });
      await d.lock('doc-fis', id);
      return id;
    };
    // 2 × 96.00 by card, 1 × 96.00 by wire transfer
    const card = await receipt(1, 3, 2_000);
    const wire = await receipt(2, 4, 1_000);
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj: 1, datum: '2024-02-16', komId: K, datumDospeca: '2024-03-17' });
    for (const fisId of [card, wire]) expect((await d.call('POST', `/v1/doc-fak/${fak}/items`, { docId: fak, fisId })).statusCode).toBe(201);
    const { oznaka } = await d.read('doc-fak', fak);
    const res = await t.app.inject({ method: 'GET', url: `/v1/doc-fak/${fak}/print/racun`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const text = squeezed(await pdfText(res.rawPayload));
    expect(text).toContain('RAČUN (MALOPRODAJA)');
    expect(text).toContain('Artikal PA kom 2,000 96,00 20 % 192,00');
    expect(text).toContain('20 % 240,00 48,00 288,00');
    expect(text).toContain('Ukupno 288,00');
    expect(text).toContain('Za uplatu 96,00');
    expect(text).toContain('Slovima: devedeset šest dinara i 00/100');
    expect(await pdfQr(res.rawPayload)).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nKnez Mihailova 10\n11000 Beograd|I:RSD96,00|SF:221|S:Račun ${oznaka}|RO:97${documentReference(oznaka)}`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/v1/doc-fak/${fak}/print/otpremnica`, headers: auth })).statusCode).toBe(404);
  });
});

/** The KIR rates of February 2024 (only the invoice under test posts there): rate, base, VAT. */
const kirRates = async () =>
  (await d.get('/v1/rpt-fin/kir-total?periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29')).data.rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos]);

describe('retail invoice prints with lines of their own', () => {
  const ownInvoice = async (vSubDoc: 'fak-usl' | 'fak-got', lines: Array<[string, number, number]>) => {
    const fak = await d.create('doc-fak', { vSubDoc, rbroj: 1, datum: '2024-02-16', komId: K, datumDospeca: '2024-03-17' });
    for (const [opis, stopa, iznos] of lines) await d.item('doc-fak', fak, { opis, pdvId: await d.vatRate(stopa), iznos });
    await d.lock('doc-fak', fak);
    const res = await t.app.inject({ method: 'GET', url: `/v1/doc-fak/${fak}/print/racun`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return { fak, pdf: res.rawPayload, text: squeezed(await pdfText(res.rawPayload)) };
  };

  it('a services invoice prints its lines, VAT per rate as KIR books it, and a QR that pays all of it', async () => {
    // 20 %: 1,200.00 + 333.34 = 1,533.34 with VAT inside 255.56 (1,533.34 × 20 / 120 = 255.557); 10 %: 110.00 with 10.00
    const { fak, pdf, text } = await ownInvoice('fak-usl', [
      ['Montaža', 2000, 1_200_00],
      ['Podešavanje', 2000, 333_34],
      ['Dostava', 1000, 110_00],
    ]);
    expect(await d.read('doc-fak', fak)).toMatchObject({ oznaka: 'RM-FAK-USL-1/2024', iznos: 1_643_34, zaUplatu: 1_643_34 });
    expect(await kirRates()).toEqual([
      [2000, 1_277_78, 255_56],
      [1000, 100_00, 10_00],
    ]);
    for (const expected of [
      'RAČUN (MALOPRODAJA)',
      '1 Montaža 1,000 1.200,00 20 % 1.200,00',
      '2 Podešavanje 1,000 333,34 20 % 333,34',
      '3 Dostava 1,000 110,00 10 % 110,00',
      '20 % 1.277,78 255,56 1.533,34',
      '10 % 100,00 10,00 110,00',
      'Ukupno 1.377,78 265,56 1.643,34',
      'Ukupno za plaćanje 1.643,34',
      'Slovima: hiljadu šeststo četrdeset tri dinara i 34/100',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Fiskalni računi');
    expect(text).not.toContain('Plaćeno gotovinom');
    expect(await pdfQr(pdf)).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nKnez Mihailova 10\n11000 Beograd|I:RSD1643,34|SF:221|S:Račun RM-FAK-USL-1/2024|RO:97${documentReference('RM-FAK-USL-1/2024')}`,
    );
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/fak-usl.png`, await pdfPagePng(pdf));
  });

  it('a cash invoice was paid at the counter: it shows the payment, owes nothing and has no QR', async () => {
    const { fak, pdf, text } = await ownInvoice('fak-got', [['Roba za gotovinu', 2000, 96_00]]);
    expect(await d.read('doc-fak', fak)).toMatchObject({ oznaka: 'RM-FAK-GOT-1/2024', iznos: 96_00, zaUplatu: 0 });
    expect(await kirRates()).toEqual([[2000, 80_00, 16_00]]);
    for (const expected of ['1 Roba za gotovinu 1,000 96,00 20 % 96,00', '20 % 80,00 16,00 96,00', 'Ukupno 96,00', 'Plaćeno gotovinom 96,00', 'Za uplatu 0,00', 'Slovima: devedeset šest dinara i 00/100']) {
      expect(text).toContain(expected);
    }
    expect(await pdfQr(pdf)).toBeNull();
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/fak-got.png`, await pdfPagePng(pdf));
  });
});

describe('open-items statement and report prints', () => {
  it('the IOS lists the open invoice, the balance, the IPS QR for it and the slip to sign and return', async () => {
    const id = await invoice();
    await d.lock('doc-prod', id);
    const pdf = await printed(`/v1/rpt-kom/print/ios/${K}?periodId=2&datum=2024-02-29`);
    const text = squeezed(await pdfText(pdf));
    for (const expected of [
      'IZVOD OTVORENIH STAVKI',
      'na dan 29.02.2024',
      'Market Jug d.o.o.',
      `IR-VP-1/2024 10.02.2024 11.03.2024 97 ${documentReference('IR-VP-1/2024')} 1.088,50`,
      'Saldo u našu korist: 1.088,50',
      'Potvrđujemo saglasnost sa iskazanim stanjem.',
      'Osporavamo iskazano stanje',
      'Potpis ovlašćenog lica',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await pdfQr(pdf)).toBe('K:PR|V:01|C:1|R:160000000001234595|N:Demo Trgovina d.o.o.\nKnez Mihailova 10\n11000 Beograd|I:RSD1088,50|SF:221|S:Uplata po IOS na dan 29.02.2024');
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/ios.png`, await pdfPagePng(pdf));
    const other = await t.app.inject({ method: 'GET', url: `/v1/rpt-kom/print/ios/999999?periodId=2`, headers: auth });
    expect(other.statusCode).toBe(404);
  });

  it('KIR, the stock list and the client balances print the report’s rows and totals', async () => {
    const id = await invoice();
    await d.lock('doc-prod', id);
    const kir = squeezed(await pdfText(await printed('/v1/rpt-fin/print/kir?periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29')));
    expect(kir).toContain('KNJIGA IZLAZNIH RAČUNA (KIR)');
    // the total with VAT, the exempt 0 % line, then base and VAT at 20 % and at 10 % in their own columns
    expect(kir).toContain('1 10.02.2024 IR-VP-1/2024 10.02.2024 Market Jug d.o.o. 111032440 1.088,50 100,00 700,00 140,00 135,00 13,50');
    expect(kir).toContain('Ukupno 1.088,50 100,00 700,00 140,00 135,00 13,50');
    // opening stock 1,000 of each at 10.00; sold 10 A, 5 B, 2 E
    const stock = squeezed(await pdfText(await printed(`/v1/rpt-mag/print/stanje?periodId=2&magId=${VP}&priceType=pnCena`)));
    expect(stock).toContain('Artikal PA kom 990,000 10,00 9.900,00');
    expect(stock).toContain('Ukupno 29.830,00');
    const balances = squeezed(await pdfText(await printed('/v1/rpt-kom/print/stanje?periodId=2&datum=2024-02-29')));
    expect(balances).toContain('Market Jug 111032440 1.088,50');
  });
});
