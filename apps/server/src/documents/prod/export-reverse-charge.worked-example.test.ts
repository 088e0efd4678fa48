import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLedger, docProd, exchangeRates, vatBook } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { generatedXml } from '../../../test/xml-jobs';
import { all, at, attrAt, parseXml, paras, srbdtProblems, textAt, xsdErrors } from '../../../test/ubl';
import { expectNoFatal } from '../../../test/schematron';

/**
 * docs/decisions.md#vat-categories-and-exemption-reasons, docs/domain.md#export-and-exempt-supplies, docs/domain.md#reverse-charge, docs/domain.md#foreign-currency: an export invoice in EUR (KIR base only, POPDV 1.1), a domestic
 * reverse-charge sale of construction work (AE, POPDV 3.4, no VAT), and what is refused: AE to a
 * buyer who is not a VAT payer, an exemption code of another category, a currency without a rate.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let K: number;
let A: number;
let W: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K } = await goodsSetup(d));
  A = await d.article('roba', 'MA', 2000);
  W = await d.article('usluga', 'GR', 2000);
  // the NBS middle rate of 3 July 2024: 117.2000 dinars per euro
  await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-07-03', kurs: 117_200_000, izvor: 'manual' });
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 200_000, nabCena: 3_000_00, prodCena: 4_000_00 });
  await d.lock('doc-psr', psr);
});

const invoice = (vSubDoc: string, rbroj: number, datum: string, komId: number, extra: Record<string, unknown> = {}) => ({
  vSubDoc,
  rbroj,
  datum,
  magId: vSubDoc === 'usluga' ? null : VP,
  komId,
  datumPrometa: datum,
  ...extra,
});

async function kirRows(oznaka: string) {
  return t.database.db
    .select({ popdv: vatBook.popdv, stopa: vatBook.stopa, osnovica: vatBook.osnovica, pdvIznos: vatBook.pdvIznos, deductible: vatBook.deductible })
    .from(vatBook)
    .where(and(eq(vatBook.book, 'kir'), eq(vatBook.docOznaka, oznaka)));
}

async function owes(komId: number) {
  const [row] = await t.database.db
    .select({ duguje: sql<number>`coalesce(sum(${clientLedger.duguje}), 0)`.mapWith(Number) })
    .from(clientLedger)
    .where(and(eq(clientLedger.komId, komId), eq(clientLedger.side, 'invoice')));
  return row!.duguje;
}

const invoices = async () => t.database.db.$count(docProd);

/** The e-invoice of a locked document, made by the export job and downloaded. */
const einvoice = (docId: number) => generatedXml(d, 'prod', docId);

describe('export, exempt and reverse-charge sales, and sales in a foreign currency', () => {
  it('an export invoice of EUR 5,000 shipped 3 Jul 2024 at 117.20: 586,000.00 in KIR as base only with POPDV 1.1; the buyer owes 586,000.00', async () => {
    const id = await d.create('doc-prod', invoice('vp', 1, '2024-07-03', K, { valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' }));
    // 100 pieces at EUR 50.00: the line typed in euros, its dinars at the rate of the supply date
    await d.item('doc-prod', id, { artId: A, kolicina: 100_000, prodCena: 50_00 });
    const doc = await d.read('doc-prod', id);
    expect(doc).toMatchObject({ valuta: 'EUR', kurs: 117_200_000, kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
    expect(doc).toMatchObject({ osnovicaValuta: 5_000_00, pdvIznosValuta: 0, iznosValuta: 5_000_00, osnovica: 586_000_00, pdvIznos: 0, iznos: 586_000_00, zaUplatu: 586_000_00 });
    const [line] = (await d.get(`/v1/doc-prod/${id}/items`)).data;
    // the article's rate is 20 %; the export puts the line at 0 % with category Z and the invoice's code
    expect(line).toMatchObject({ prodCena: 50_00, iznosValuta: 5_000_00, iznos: 586_000_00, pdvStopa: 0, kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
    await d.lock('doc-prod', id);
    expect(await kirRows('IR-VP-1/2024')).toEqual([{ popdv: '1.1', stopa: 0, osnovica: 586_000_00, pdvIznos: 0, deductible: true }]);
    expect(await owes(K)).toBe(586_000_00);

    // the e-invoice's data: amounts in euros, the VAT in dinars beside, Z with its code (the XML writes no reason for Z)
    const xml = (await d.get(`/v1/xml/data/prod/${id}`)).data;
    expect(xml.document).toMatchObject({ valuta: 'EUR', osnovica: 5_000_00, pdvIznos: 0, iznos: 5_000_00, pdvIznosRsd: 0 });
    expect(xml.pdvReport).toEqual([{ tax: { kategorija: 'Z', stopa: 0, osnovOslobodjenja: 'PDV-RS-24-1-2', razlog: 'Oslobođeno PDV-a po članu 24. stav 1. tačka 2) Zakona o PDV' }, osnovica: 5_000_00, pdvIznos: 0 }]);

    // the XML itself: UBL 2.1 XSD and the SRBDT schematron with 0 fatal, counted over the report's structure
    const file = await einvoice(id);
    expect(xsdErrors(file, 'Invoice')).toBe('');
    expect(srbdtProblems(file)).toEqual([]);
    expect(expectNoFatal(file).fatal).toBe(0);
    const ubl = parseXml(file).Invoice;
    expect([textAt(ubl, 'cbc:DocumentCurrencyCode'), textAt(ubl, 'cbc:TaxCurrencyCode'), paras(ubl, 'cac:LegalMonetaryTotal/cbc:PayableAmount')]).toEqual(['EUR', 'RSD', 5_000_00]);
    expect(all(ubl, 'cac:TaxTotal').map((tt) => attrAt(tt, 'cbc:TaxAmount', 'currencyID'))).toEqual(['EUR', 'RSD']);
    expect(textAt(all(ubl, 'cac:InvoiceLine')[0], 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('Z');
    expect(file).not.toContain('TaxExemptionReason');
  });

  it('a contracted rate typed on the invoice is kept, and a draft whose rate changes restates its lines in dinars', async () => {
    const id = await d.create('doc-prod', invoice('vp', 1, '2024-07-03', K, { valuta: 'EUR', kurs: 118_000_000, kategorija: 'Z', izuzece: 'PDV-RS-24-1-3' }));
    await d.item('doc-prod', id, { artId: A, kolicina: 3_000, prodCena: 33_33 });
    // 3 × 33.33 = EUR 99.99 × 118.00 = 11,798.82
    expect(await d.read('doc-prod', id)).toMatchObject({ kurs: 118_000_000, osnovicaValuta: 99_99, osnovica: 11_798_82 });
    const res = await d.call('PUT', `/v1/doc-prod/${id}`, { periodId: 2, napomena: '', ...invoice('vp', 1, '2024-07-03', K, { valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-3' }) });
    expect(res.statusCode, res.body).toBe(204);
    // back to the NBS rate: 99.99 × 117.20 = 11,718.83 (one rounding per line)
    expect(await d.read('doc-prod', id)).toMatchObject({ kurs: 117_200_000, osnovica: 11_718_83, pdvIznos: 0, iznos: 11_718_83 });
    expect((await d.get(`/v1/doc-prod/${id}/items`)).data[0]).toMatchObject({ iznosValuta: 99_99, iznos: 11_718_83 });
  });

  it('a domestic reverse-charge sale of construction work, 600,000.00 to a VAT payer: KIR 3.4 base 600,000.00, VAT 0; the buyer owes 600,000.00', async () => {
    const id = await d.create('doc-prod', invoice('usluga', 1, '2024-07-10', K, { kategorija: 'AE', izuzece: 'PDV-RS-10-2-3' }));
    await d.item('doc-prod', id, { artId: W, kolicina: 1_000, prodCena: 600_000_00 });
    expect(await d.read('doc-prod', id)).toMatchObject({ valuta: 'RSD', kurs: 1_000_000, osnovica: 600_000_00, pdvIznos: 0, iznos: 600_000_00 });
    await d.lock('doc-prod', id);
    expect(await kirRows('IR-USLUGA-1/2024')).toEqual([{ popdv: '3.4', stopa: 0, osnovica: 600_000_00, pdvIznos: 0, deductible: true }]);
    expect(await owes(K)).toBe(600_000_00);
    // its e-invoice: AE with its code and the reason in words, on the line and the breakdown; 0 fatal
    const file = await einvoice(id);
    expect(xsdErrors(file, 'Invoice')).toBe('');
    expect(srbdtProblems(file)).toEqual([]);
    expect(expectNoFatal(file).fatal).toBe(0);
    const category = at(parseXml(file).Invoice, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
    expect([textAt(category, 'cbc:ID'), textAt(category, 'cbc:TaxExemptionReasonCode'), textAt(category, 'cbc:TaxExemptionReason')]).toEqual([
      'AE',
      'PDV-RS-10-2-3',
      'Obrnuto obračunavanje: PDV obračunava primalac po članu 10. stav 2. tačka 3) Zakona o PDV',
    ]);
  });

  it('an invoice without a treatment taxes each line by its article: the 20 % line in 3.2, an exempt rate (E, its code) in 2.4', async () => {
    const rate = await d.call('POST', '/v1/art-pdv', { opis: 'Oslobođeno bez prava na odbitak', stopa: 0, kategorija: 'E', izuzece: 'PDV-RS-25-2-3a' });
    expect(rate.statusCode, rate.body).toBe(201);
    const stored = (await d.get('/v1/art-pdv')).data.find((r: { id: number }) => r.id === rate.json().id);
    // the flag follows the category: E keeps no right to deduct
    expect(stored).toMatchObject({ kategorija: 'E', izuzece: 'PDV-RS-25-2-3a', pravoOdbitka: false });
    const grpId = (await d.get('/v1/art-grupa?vArtikl=roba')).data[0].id;
    const art = await d.call('POST', '/v1/art-main', { vArtikl: 'roba', grpId, intSifra: 'EX', artNaziv: 'Polovna roba', meraCode: 'kom', pdvId: rate.json().id });
    expect(art.statusCode, art.body).toBe(201);
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-01', magId: VP });
    await d.item('doc-psr', psr, { artId: art.json().id, kolicina: 10_000, nabCena: 100_00, prodCena: 200_00 });
    await d.lock('doc-psr', psr);

    const id = await d.create('doc-prod', invoice('vp', 1, '2024-07-10', K));
    await d.item('doc-prod', id, { artId: A, kolicina: 2_000, prodCena: 1_000_00 });
    await d.item('doc-prod', id, { artId: art.json().id, kolicina: 1_000, prodCena: 500_00 });
    expect(await d.read('doc-prod', id)).toMatchObject({ osnovica: 2_500_00, pdvIznos: 400_00, iznos: 2_900_00 });
    await d.lock('doc-prod', id);
    expect(await kirRows('IR-VP-1/2024')).toEqual([
      { popdv: '3.2', stopa: 2000, osnovica: 2_000_00, pdvIznos: 400_00, deductible: true },
      { popdv: '2.4', stopa: 0, osnovica: 500_00, pdvIznos: 0, deductible: false },
    ]);
  });

  it('refuses AE to a buyer who is not a VAT payer, an exemption code of another category, a treatment without its code and a currency without a rate, writing nothing', async () => {
    const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'NP', intNaziv: 'Paušalac', naziv: 'Zanat Paušalac', postcode: '11000', mesto: 'Beograd', adresa: 'Zanatska 3', pib: '100000008', maticniBroj: '10000009', isKupac: true, isPdvObveznik: false });
    expect(res.statusCode, res.body).toBe(201);
    const before = await invoices();
    const refused = async (body: Record<string, unknown>) => {
      const r = await d.call('POST', '/v1/doc-prod', { periodId: 2, napomena: '', ...body });
      expect(r.statusCode, r.body).toBe(422);
      return r.json();
    };
    expect((await refused(invoice('usluga', 1, '2024-07-10', res.json().id, { kategorija: 'AE', izuzece: 'PDV-RS-10-2-3' }))).errors).toEqual({ kategorija: 'error.kategorija.buyer-not-vat-payer' });
    expect((await refused(invoice('vp', 1, '2024-07-03', K, { kategorija: 'Z', izuzece: 'PDV-RS-10-2-3' }))).errors).toEqual({ izuzece: 'error.izuzece.category-mismatch' });
    expect((await refused(invoice('vp', 1, '2024-07-03', K, { kategorija: 'E' }))).errors).toEqual({ izuzece: 'error.izuzece.required' });
    // no EUR list on or within 7 days before 20 Aug: the error names the date and currency
    expect(await refused(invoice('vp', 1, '2024-08-20', K, { valuta: 'EUR' }))).toMatchObject({ errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-08-20', valuta: 'EUR' } });
    expect((await refused(invoice('vp', 1, '2024-07-03', K, { valuta: 'XYZ' }))).errors).toEqual({ valuta: 'error.valuta.not-found' });
    expect((await refused(invoice('vp', 1, '2024-07-03', K, { valuta: 'EUR', avansi: [{ avrId: 1, iznos: 100_00 }] }))).errors).toMatchObject({ avansi: 'error.avansi.foreign-currency' });
    expect(await invoices()).toBe(before);
    expect(await t.database.db.$count(vatBook)).toBe(0);

    // a VAT rate whose code is of another category, or whose category does not fit its percentage
    const before2 = (await d.get('/v1/art-pdv')).data.length;
    const rate = await d.call('POST', '/v1/art-pdv', { opis: 'Izvoz', stopa: 0, kategorija: 'Z', izuzece: 'PDV-RS-25-2-3a' });
    expect([rate.statusCode, rate.json().errors]).toEqual([422, { izuzece: 'error.izuzece.category-mismatch' }]);
    const positive = await d.call('POST', '/v1/art-pdv', { opis: 'Pogrešno', stopa: 2000, kategorija: 'E', izuzece: 'PDV-RS-25-2-3a' });
    expect([positive.statusCode, positive.json().errors]).toEqual([422, { kategorija: 'error.kategorija.rate-mismatch' }]);
    expect((await d.get('/v1/art-pdv')).data.length).toBe(before2);
  });

  it('lists the official exemption reasons with the law article and the reason in three languages', async () => {
    const list = (await d.get('/v1/vat-exemptions')).data as { kod: string; kategorija: string; clan: string; stav: string; tacka: string; razlog: string; razlogCyr: string; razlogEn: string }[];
    expect(list.find((e) => e.kod === 'PDV-RS-24-1-2')).toMatchObject({
      kategorija: 'Z',
      clan: '24',
      stav: '1',
      tacka: '2',
      razlog: 'Oslobođeno PDV-a po članu 24. stav 1. tačka 2) Zakona o PDV',
      razlogCyr: 'Ослобођено ПДВ-а по члану 24. став 1. тачка 2) Закона о ПДВ',
      razlogEn: 'Exempt from VAT under Article 24(1)(2) of the VAT Law',
    });
    expect(new Set(list.map((e) => e.kategorija))).toEqual(new Set(['AE', 'O', 'OE', 'E', 'Z', 'SS', 'R', 'N']));
    expect(list.filter((e) => e.kategorija === 'AE').map((e) => e.kod)).toContain('PDV-RS-10-2-3');
  });
});
