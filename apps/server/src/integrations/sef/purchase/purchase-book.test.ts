import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import { companies, docKnod, docZrn, exchangeRates, vatBook } from '../../../platform/db/schema';
import { sefPurchaseInvoice } from './purchase.tables';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'd6a4f5e7-8192-4dae-bfc0-3b4c5d6e7f80';
/** The seeded supplier Veletrgovina Sever (PIB 100000008). */
let SEVER: number;
let trosakId: number;

/** The shared docs' SEF invoice of Sever: F-2024-0001, 14,100.00 + VAT 2,110.00 (20 %, 10 %, exempt). */
const example380 = fs.readFileSync('/work/shared/sef-examples/sef-invoice-380.xml', 'utf8');
/** Sever's credit note KO-2024-0001 of the whole of F-2024-0001: 10,000.00 at 20 %, 1,100.00 at 10 %, 3,000.00 exempt; VAT 2,110.00. */
const example381 = fs.readFileSync('/work/shared/sef-examples/sef-creditnote-381.xml', 'utf8');

const zora = { name: 'Pekara Zora d.o.o.', pib: '105000007', mb: '20500000' };
const money = (para: number) => (para / 100).toFixed(2);

/**
 * A domestic supplier's invoice in EUR as SEF carries it: lines at 20 % and 10 % in EUR, supplied on
 * `delivery`, and the VAT again in dinars (TaxCurrencyCode RSD) as `vatRsd`.
 */
function eurInvoice(number: string, issueDate: string, delivery: string, net20: number, net10: number, vatRsd: number): string {
  const vat20 = Math.round(net20 / 5);
  const vat10 = Math.round(net10 / 10);
  const party = (el: string, p: { name: string; pib: string; mb: string }) =>
    `<cac:${el}><cac:Party><cbc:EndpointID schemeID="9948">${p.pib}</cbc:EndpointID><cac:PostalAddress><cbc:CityName>Beograd</cbc:CityName><cbc:PostalZone>11000</cbc:PostalZone><cac:Country><cbc:IdentificationCode>RS</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>RS${p.pib}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>${p.name}</cbc:RegistrationName><cbc:CompanyID>${p.mb}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:${el}>`;
  const sub = (net: number, vat: number, pct: number) =>
    `<cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">${money(net)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${pct}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>`;
  const line = (id: string, net: number, pct: number) =>
    `<cac:InvoiceLine><cbc:ID>${id}</cbc:ID><cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">${money(net)}</cbc:LineExtensionAmount><cac:Item><cbc:Name>Usluga ${id}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${pct}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">${money(net)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`;
  const net = net20 + net10;
  const vat = vat20 + vat10;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:ID>${number}</cbc:ID><cbc:IssueDate>${issueDate}</cbc:IssueDate><cbc:DueDate>${issueDate}</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>RSD</cbc:TaxCurrencyCode>
${party('AccountingSupplierParty', zora)}${party('AccountingCustomerParty', { name: 'Demo d.o.o.', pib: '101134702', mb: '07204990' })}
<cac:Delivery><cbc:ActualDeliveryDate>${delivery}</cbc:ActualDeliveryDate></cac:Delivery>
<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount>${sub(net20, vat20, 20)}${net10 ? sub(net10, vat10, 10) : ''}</cac:TaxTotal>
<cac:TaxTotal><cbc:TaxAmount currencyID="RSD">${money(vatRsd)}</cbc:TaxAmount></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">${money(net)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">${money(net)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">${money(net + vat)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">${money(net + vat)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${line('1', net20, 20)}${net10 ? line('2', net10, 10) : ''}
</Invoice>`;
}

beforeEach(async () => {
  sim.state.reset();
  sim.traffic.reset();
  auth = await authHeader(t.database, 'admin@demo.rs');
  SEVER = (await goodsSetup(d)).supplier;
  trosakId = await d.costItem('Usluge', 'Održavanje');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
});

/** Delivers the XML to the company on SEF, synchronises, and answers its inbox id. */
async function inbox(xml: string): Promise<number> {
  const sefId = sim.state.deliverPurchase(KEY, xml).purchaseInvoiceId;
  expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
  const rows = (await d.get('/v1/sef/purchase-invoices?perPage=100')).data as { id: number; sefPurchaseId: number }[];
  return rows.find((r) => r.sefPurchaseId === sefId)!.id;
}
const book = (id: number | string, body: Record<string, unknown>) => d.call('POST', `/v1/sef/purchase-invoices/${id}/book`, body);
const kurRows = (vDoc: string, docId: number) =>
  t.database.db
    .select({ osnovica: vatBook.osnovica, pdvIznos: vatBook.pdvIznos })
    .from(vatBook)
    .where(and(eq(vatBook.vDoc, vDoc), eq(vatBook.docId, docId), eq(vatBook.book, 'kur')));
const itemsOf = async (resource: string, id: number) => ((await d.get(`/v1/${resource}/${id}/items`)).data as { pdvStopa: number; iznos: number; iznosDin?: number }[]).map((l) => [l.pdvStopa, l.iznos, ...(l.iznosDin === undefined ? [] : [l.iznosDin])]);

describe('a supplier’s credit note from SEF booked as a received credit note', () => {
  it('a draft knod from the supplier: its base and VAT per rate, naming our locked invoice of the number it refers to; it locks', async () => {
    const invoiceBooked = await book(await inbox(example380), { as: 'zrn', trosakId });
    expect(invoiceBooked.statusCode, invoiceBooked.body).toBe(201);
    const zrn = invoiceBooked.json().data.docId as number;
    await d.lock('doc-zrn', zrn);
    const zrnLabel = (await d.read('doc-zrn', zrn)).oznaka as string;

    const note = await inbox(example381);
    // a credit note is booked as one, an invoice not as one
    const asInvoice = await book(note, { as: 'ur' });
    expect([asInvoice.statusCode, asInvoice.json().errors]).toEqual([422, { as: 'error.sef-purchase.credit-note' }]);

    const res = await book(note, { as: 'knod' });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().data;
    expect(result).toEqual({
      vDoc: 'knod',
      docId: expect.any(Number),
      komId: SEVER,
      supplierCreated: false,
      warnings: [],
      references: [{ number: 'F-2024-0001', vDoc: 'zrn', docId: zrn, oznaka: zrnLabel, problem: null }],
      currency: null,
      kurs: null,
    });
    expect(await d.read('doc-knod', result.docId)).toMatchObject({
      status: 'draft',
      vSubDoc: 'knod-potrazuje',
      datum: '2024-03-15',
      komId: SEVER,
      saPdv: true,
      dokBroj: 'KO-2024-0001',
      osnov: 'Knjižno odobrenje (povrat robe) po fakturi F-2024-0001.',
      osnovica: 1_410_000,
      pdvIznos: 211_000,
      iznos: 1_621_000,
      fakture: [{ vDoc: 'zrn', docId: zrn, oznaka: zrnLabel, broj: 'F-2024-0001', datum: '2024-03-15' }],
    });
    expect(await itemsOf('doc-knod', result.docId)).toEqual([
      [2000, 1_000_000],
      [1000, 110_000],
      [0, 300_000],
    ]);
    // the inbox row says what it was booked as; a second booking is a 409
    const row = (await d.get(`/v1/sef/purchase-invoices/${note}`)).data;
    expect(row).toMatchObject({ bookedVDoc: 'knod', bookedDocId: result.docId });
    const twice = await book(note, { as: 'knod' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'error.sef-purchase.booked']);
    // the draft locks: the invoice's bases are taken back in full, KUR lowered per rate
    await d.lock('doc-knod', result.docId);
    const noteRows = await kurRows('knod', result.docId);
    expect([noteRows.reduce((s, r) => s + r.osnovica, 0), noteRows.reduce((s, r) => s + r.pdvIznos, 0)]).toEqual([-1_410_000, -211_000]);
  });

  it('a note whose invoice is not booked, or that refers to nothing, is booked naming none and says which number was not found; its lock waits for the invoice', async () => {
    const unknown = await inbox(example381.replace('<cbc:ID>F-2024-0001</cbc:ID>', '<cbc:ID>F-2024-0999</cbc:ID>'));
    const res = await book(unknown, { as: 'knod' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ warnings: ['warning.sef-purchase.reference-unmatched'], references: [{ number: 'F-2024-0999', vDoc: null, docId: null, oznaka: '', problem: 'not-found' }] });
    const knod = res.json().data.docId as number;
    expect(await d.read('doc-knod', knod)).toMatchObject({ fakture: [], osnovica: 1_410_000, pdvIznos: 211_000 });
    const lock = await d.call('POST', `/v1/doc-knod/${knod}/lock`);
    expect([lock.statusCode, lock.json().errors]).toEqual([422, { fakture: 'error.fakture.required' }]);
    expect((await d.read('doc-knod', knod)).status).toBe('draft');

    // the invoice booked but still a draft: found, not named (a note names locked invoices)
    const invoiceBooked = await book(await inbox(example380), { as: 'zrn', trosakId });
    const draftZrn = invoiceBooked.json().data.docId as number;
    const again = await book(await inbox(example381.replace('KO-2024-0001', 'KO-2024-0002')), { as: 'knod' });
    expect(again.json().data).toMatchObject({ warnings: ['warning.sef-purchase.reference-unmatched'], references: [{ number: 'F-2024-0001', vDoc: 'zrn', docId: draftZrn, problem: 'not-locked' }] });

    const none = await book(await inbox(example381.replace(/<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/, '')), { as: 'knod' });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data).toMatchObject({ warnings: ['warning.sef-purchase.no-reference'], references: [] });
    expect(await itemsOf('doc-knod', none.json().data.docId)).toEqual([
      [2000, 1_000_000],
      [1000, 110_000],
      [0, 300_000],
    ]);
  });

  it('a cancelled or stornoed note, another company’s or a malformed id, an invoice booked as a note: refused, nothing written', async () => {
    const note = await inbox(example381);
    await t.database.db.update(sefPurchaseInvoice).set({ sefStatus: 'Storno' }).where(eq(sefPurchaseInvoice.id, note));
    const withdrawn = await book(note, { as: 'knod' });
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([409, 'error.sef-purchase.withdrawn']);
    await t.database.db.update(sefPurchaseInvoice).set({ sefStatus: 'Cancelled' }).where(eq(sefPurchaseInvoice.id, note));
    expect((await book(note, { as: 'knod' })).statusCode).toBe(409);

    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga firma', pib: '100000016', maticniBroj: '10000017' }).returning();
    const [theirs] = await t.database.db
      .insert(sefPurchaseInvoice)
      .values({ companyId: other!.id, sefPurchaseId: 999_001, documentType: 'CreditNote', sefStatus: 'New', sentDate: '2024-03-16', ubl: example381 })
      .returning();
    expect((await book(theirs!.id, { as: 'knod' })).statusCode).toBe(404);
    expect((await book(2_000_000_000, { as: 'knod' })).statusCode).toBe(404);
    // a path id that is no number names no row (404); a body that is not a booking is a 422
    expect((await book('abc', { as: 'knod' })).statusCode).toBe(404);
    expect((await book(note, { as: 'note' })).statusCode).toBe(422);
    expect((await book(note, { as: 'knod', periodId: 'x' })).statusCode).toBe(422);

    const invoice = await inbox(example380);
    const asNote = await book(invoice, { as: 'knod' });
    expect([asNote.statusCode, asNote.json().errors]).toEqual([422, { as: 'error.sef-purchase.not-credit-note' }]);
    expect(await t.database.db.$count(docKnod)).toBe(0);
    expect(await t.database.db.$count(docZrn)).toBe(0);
  });
});

describe('a purchase invoice in a foreign currency from SEF', () => {
  /** EUR 1,000.00 at 20 % and EUR 250.00 at 10 %, supplied on 10 March; the NBS list of 8 March serves it: 117.2000. */
  const rsdVat = 23_440_00 + 2_930_00;

  it('a draft expense invoice in EUR at the rate of the supply date: its dinar VAT equals the invoice’s RSD tax total, input VAT kept', async () => {
    await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
    const res = await book(await inbox(eurInvoice('Z-EUR-1', '2024-03-11', '2024-03-10', 1_000_00, 250_00, rsdVat)), { as: 'zrn', trosakId });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().data;
    expect(result).toMatchObject({ vDoc: 'zrn', supplierCreated: true, warnings: [], references: [], currency: 'EUR', kurs: 117_200_000 });
    expect(await d.read('doc-zrn', result.docId)).toMatchObject({
      status: 'draft',
      dokBroj: 'Z-EUR-1',
      dokDatum: '2024-03-11',
      datumPrometa: '2024-03-10',
      valuta: 'EUR',
      kurs: 117_200_000,
      inostrani: false,
      devOsnovica: 1_250_00,
      // 117,200.00 + 29,300.00 in dinars, VAT 23,440.00 + 2,930.00 = the invoice's RSD 26,370.00
      osnovica: 146_500_00,
      pdvIznos: 26_370_00,
      iznos: 172_870_00,
    });
    expect(await itemsOf('doc-zrn', result.docId)).toEqual([
      [2000, 1_000_00, 117_200_00],
      [1000, 250_00, 29_300_00],
    ]);
    // locked, its input VAT goes to KUR in dinars
    await d.lock('doc-zrn', result.docId);
    const rows = await kurRows('zrn', result.docId);
    expect([rows.reduce((s, r) => s + r.osnovica, 0), rows.reduce((s, r) => s + r.pdvIznos, 0)]).toEqual([146_500_00, 26_370_00]);
  });

  it('a draft incoming invoice in EUR: the line’s price in EUR, its purchase value and VAT in dinars at the rate', async () => {
    await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
    const water = await goodsSetup(d).then((s) => s.articleByCode('2001'));
    const res = await book(await inbox(eurInvoice('Z-EUR-4', '2024-03-11', '2024-03-10', 1_000_00, 0, 23_440_00)), { as: 'ur', mappings: [{ lineNo: '1', artId: water }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ vDoc: 'ur', warnings: [], currency: 'EUR', kurs: 117_200_000 });
    expect(await d.read('doc-ur', res.json().data.docId)).toMatchObject({ valuta: 'EUR', kurs: 117_200_000, inostrani: false, datumPrometa: '2024-03-10', devVrednost: 1_000_00, nabVrednost: 117_200_00, nabPdv: 23_440_00, nabIznos: 140_640_00 });
    const [item] = (await d.get(`/v1/doc-ur/${res.json().data.docId}/items`)).data;
    expect(item).toMatchObject({ artId: water, kolicina: 1_000, fakCena: 1_000_00, nabVr: 117_200_00, pdvStopa: 2000 });
  });

  it('an RSD tax total other than the books’ is booked with a warning; no rate for the supply date is a 422 naming it, nothing written', async () => {
    await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
    const off = await book(await inbox(eurInvoice('Z-EUR-2', '2024-03-11', '2024-03-10', 1_000_00, 250_00, rsdVat + 1)), { as: 'zrn', trosakId });
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json().data.warnings).toEqual(['warning.sef-purchase.rsd-vat-differs']);

    const late = await inbox(eurInvoice('Z-EUR-3', '2024-05-21', '2024-05-20', 1_000_00, 0, 23_440_00));
    const missing = await book(late, { as: 'zrn', trosakId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-05-20', valuta: 'EUR' } });
    expect(await t.database.db.$count(docZrn)).toBe(1);
    expect((await d.get(`/v1/sef/purchase-invoices/${late}`)).data.bookedDocId).toBeNull();
    // with the day's rate entered, it books
    await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-05-20', kurs: 117_150_000 });
    const booked = await book(late, { as: 'zrn', trosakId });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await d.read('doc-zrn', booked.json().data.docId)).toMatchObject({ kurs: 117_150_000, osnovica: 117_150_00, pdvIznos: 23_430_00 });
    expect(booked.json().data.warnings).toEqual(['warning.sef-purchase.rsd-vat-differs']);
    expect(await t.database.db.$count(docZrn, and(eq(docZrn.valuta, 'EUR'), eq(docZrn.inostrani, false)))).toBe(2);
  });
});
