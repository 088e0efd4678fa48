import { eq } from 'drizzle-orm';
import { model97Valid } from '@knjige/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { finishedXmlJob } from '../../../test/xml-jobs';
import { sessions } from '../../../test/sessions';
import { all, at, attrAt, parseXml, paras, srbdtProblems, textAt, xsdErrors } from '../../../test/ubl';
import { expectNoFatal, schematronReport } from '../../../test/schematron';
import { chunkForm, chunksOfBytes, pdfBytes } from '../../../test/files';
import { pdfText } from '../../../test/pdf';
import { xmlJobStatus, XML_JOB_STALE_MS } from './xml-jobs';
import { xmlJobs } from './xml.tables';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let K: number;
let A: number;
let B: number;
let X: number;
let S: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K } = await goodsSetup(d));
  A = await d.article('roba', 'XA', 2000);
  B = await d.article('roba', 'XB', 1000);
  X = await d.article('roba', 'XE', 0);
  S = await d.article('usluga', 'XS', 2000);
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  for (const artId of [A, B, X]) await d.item('doc-psr', psr, { artId, kolicina: 100_000, nabCena: 1000, prodCena: 2000 });
  await d.lock('doc-psr', psr);
});

const sale = (vSubDoc: string, rbroj: number, magId: number | null, komId: number, extra: Record<string, unknown> = {}) => ({
  vSubDoc,
  rbroj,
  datum: '2024-03-15',
  magId,
  komId,
  datumDospeca: '2024-04-14',
  datumIsporuke: '2024-03-14',
  datumPrometa: '2024-03-14',
  ...extra,
});

/** A locked goods invoice to Market Jug: A 10 × 100.00 (20 %), B 2 × 55.00 less 10 % (10 %), X 3 × 10.00 exempt. */
async function goodsInvoice(extra: Record<string, unknown> = {}) {
  const id = await d.create('doc-prod', sale('vp', 1, VP, K, extra));
  await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
  await d.item('doc-prod', id, { artId: B, kolicina: 2_000, prodCena: 5_500, rabat: 10_000 });
  await d.item('doc-prod', id, { artId: X, kolicina: 3_000, prodCena: 1_000 });
  await d.lock('doc-prod', id);
  return id;
}

/** Generate, poll until the job is done, and its final status. */
async function generate(vDoc: string, docId: number, headers = auth) {
  const res = await t.app.inject({ method: 'POST', url: `/v1/xml/${vDoc}/${docId}`, headers });
  expect(res.statusCode, res.body).toBe(201);
  return finishedXmlJob(d, res.json().uuid);
}

async function download(uuid: string) {
  const res = await d.call('GET', `/v1/xml/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return { xml: res.body, disposition: res.headers['content-disposition'], type: res.headers['content-type'] };
}

/** A PDF uploaded through the chunk protocol and attached to a draft document. */
async function attachPdf(vDoc: string, docId: number, bytes: Buffer, name: string) {
  const chunks = chunksOfBytes(bytes);
  const created = await d.call('POST', '/v1/files', { name, mime: 'application/pdf', size: bytes.length, chunksCount: chunks.length });
  expect(created.statusCode, created.body).toBe(201);
  const { uuid } = created.json();
  for (const [chunkIndex, chunk] of chunks.entries()) {
    const form = chunkForm(chunk, { chunkIndex, chunksCount: chunks.length });
    const res = await t.app.inject({ method: 'PUT', url: `/v1/files/${uuid}`, payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const attached = await d.call('POST', '/v1/files/attach', { vDoc, docId, uuid });
  expect(attached.statusCode, attached.body).toBeLessThan(300);
  return uuid as string;
}

describe('SEF e-invoice XML', () => {
  it('embeds the invoice print, the dispatch note print (multi) and the attached PDF, each readable back', async () => {
    const id = await d.create('doc-prod', sale('vp', 1, VP, K, { xmlUpload: 'multi' }));
    await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 10_000 });
    await d.item('doc-prod', id, { artId: B, kolicina: 2_000, prodCena: 5_500, rabat: 10_000 });
    const contract = pdfBytes(300_000, 7);
    const uuid = await attachPdf('prod', id, contract, 'ugovor.pdf');
    await d.lock('doc-prod', id);

    const data = (await d.get(`/v1/xml/data/prod/${id}`)).data;
    expect(data.attachments).toEqual([{ uuid, name: 'ugovor.pdf', mime: 'application/pdf', size: 300_000 }]);
    const job = await generate('prod', id);
    expect(job.status, job.message ?? '').toBe('succeeded');
    const { xml } = await download(job.uuid);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const refs = all(parseXml(xml).Invoice, 'cac:AdditionalDocumentReference');
    expect(refs.map((r) => textAt(r, 'cbc:ID'))).toEqual(['racun-IR-VP-1-2024.pdf', 'otpremnica-IR-VP-1-2024.pdf', 'ugovor.pdf']);
    const embedded = refs.map((r) => Buffer.from(textAt(r, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject') ?? '', 'base64'));
    // 10 × 100.00 + 2 × 55.00 less 10 % = 1,099.00; VAT 200.00 + 9.90 = 209.90; total 1,308.90
    const invoiceText = await pdfText(embedded[0]!);
    expect(invoiceText).toContain('IR-VP-1/2024');
    expect(invoiceText).toContain('1.308,90');
    expect(await pdfText(embedded[1]!)).toContain('IR-VP-1/2024');
    expect(embedded[2]!.equals(contract)).toBe(true);

    // `none` embeds no print, the attachments still
    const plain = await d.create('doc-prod', sale('vp', 2, VP, K, { xmlUpload: 'none' }));
    await d.item('doc-prod', plain, { artId: A, kolicina: 1_000, prodCena: 10_000 });
    await d.lock('doc-prod', plain);
    const plainXml = (await download((await generate('prod', plain)).uuid)).xml;
    expect(all(parseXml(plainXml).Invoice, 'cac:AdditionalDocumentReference')).toEqual([]);
  });

  it('a goods invoice with two rates, a discount and an exempt line: the data page, Generate, the poll, the download; XSD and SRBDT hold', async () => {
    const id = await goodsInvoice({ brojNarudzbenice: 'NAR-7', napomena: 'Hvala na poverenju' });
    expect(await d.read('doc-prod', id)).toMatchObject({ oznaka: 'IR-VP-1/2024', osnovica: 112_900, pdvIznos: 20_990, iznos: 133_890 });

    const data = (await d.get(`/v1/xml/data/prod/${id}`)).data;
    expect(data.document).toMatchObject({ kind: 'invoice', broj: 'IR-VP-1/2024', osnovica: 112_900, pdvIznos: 20_990, iznos: 133_890, zaUplatu: 133_890, tracun: '160000000001234595', credited: null });
    // model 97 over the invoice's label, as the open items match payments
    expect(data.document.pozivNaBroj).toMatch(/^\d{2}IRVP12024$/);
    expect(model97Valid(`97${data.document.pozivNaBroj}`)).toBe(true);
    expect(data.seller).toMatchObject({ pib: '101134702', maticniBroj: '07204990', isPdv: true });
    expect(data.buyer).toMatchObject({ naziv: 'Market Jug d.o.o.', pib: '111032440', maticniBroj: '17400169', mesto: 'Niš', postcode: '18000', isPerson: false, jbkjs: '' });
    expect(data.branch).toMatchObject({ naziv: expect.any(String) });
    expect(data.items.map((i: { unitCode: string; kolicina: number; cena: number; rabatIznos: number; osnovica: number; tax: { kategorija: string; stopa: number } }) => [i.unitCode, i.kolicina, i.cena, i.rabatIznos, i.osnovica, i.tax.kategorija, i.tax.stopa])).toEqual([
      ['H87', 10_000, 10_000, 0, 100_000, 'S', 2000],
      ['H87', 2_000, 5_500, 1_100, 9_900, 'S', 1000],
      ['H87', 3_000, 1_000, 0, 3_000, 'Z', 0],
    ]);
    expect(data.pdvReport).toEqual([
      { tax: { kategorija: 'S', stopa: 2000, osnovOslobodjenja: '', razlog: '' }, osnovica: 100_000, pdvIznos: 20_000 },
      { tax: { kategorija: 'S', stopa: 1000, osnovOslobodjenja: '', razlog: '' }, osnovica: 9_900, pdvIznos: 990 },
      { tax: { kategorija: 'Z', stopa: 0, osnovOslobodjenja: '', razlog: 'Oslobođeno 0%' }, osnovica: 3_000, pdvIznos: 0 },
    ]);
    expect(data.attachments).toEqual([]);

    const job = await generate('prod', id);
    expect(job).toMatchObject({ status: 'succeeded', kind: 'invoice', fileName: 'IR-VP-1-2024.xml', message: null });
    const { xml, disposition, type } = await download(job.uuid);
    expect(disposition).toBe('attachment; filename="IR-VP-1-2024.xml"');
    expect(type).toContain('application/xml');
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    // fatal asserts counted over the SVRL report's structure: none; the same invoice with a reason on
    // its Z breakdown (what SEF refuses, BR-Z-10) is one, so the check can fail
    expect(expectNoFatal(xml).fatal).toBe(0);
    const zWithReason = xml.replace('<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent>', '<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>Oslobođeno 0%</cbc:TaxExemptionReason>');
    expect(zWithReason).not.toBe(xml);
    const broken = schematronReport(zWithReason);
    expect([broken.fatal, broken.failed.map((f) => `${f.flag} ${f.id}`)]).toEqual([1, ['fatal BR-Z-10']]);
    expect(() => expectNoFatal(zWithReason)).toThrow();

    const invoice = parseXml(xml).Invoice;
    expect(textAt(invoice, 'cbc:ID')).toBe('IR-VP-1/2024');
    expect(textAt(invoice, 'cbc:IssueDate')).toBe('2024-03-15');
    expect(textAt(invoice, 'cbc:DueDate')).toBe('2024-04-14');
    expect(textAt(invoice, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('3');
    expect(textAt(invoice, 'cac:OrderReference/cbc:ID')).toBe('NAR-7');
    expect(textAt(invoice, 'cbc:Note')).toBe('Hvala na poverenju');
    expect(textAt(invoice, 'cac:PaymentMeans/cbc:PaymentID')).toBe(`(mod97) ${data.document.pozivNaBroj}`);
    expect(textAt(invoice, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID')).toBe('RS101134702');
    expect(textAt(invoice, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID')).toBe('17400169');
    // the document's own totals, to the para
    const totals = at(invoice, 'cac:LegalMonetaryTotal');
    expect([paras(totals, 'cbc:LineExtensionAmount'), paras(invoice, 'cac:TaxTotal/cbc:TaxAmount'), paras(totals, 'cbc:TaxInclusiveAmount'), paras(totals, 'cbc:PayableAmount')]).toEqual([112_900, 20_990, 133_890, 133_890]);
    const lines = all(invoice, 'cac:InvoiceLine');
    expect(textAt(lines[1], 'cac:AllowanceCharge/cbc:Amount')).toBe('11.00');
    expect(textAt(lines[2], 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('Z');
    expect(attrAt(lines[0], 'cbc:InvoicedQuantity', 'unitCode')).toBe('H87');
  });

  it('a services invoice to a public-sector buyer carries its JBKJS and contract; without an order or contract the job fails with the reason', async () => {
    const res = await d.call('POST', '/v1/kom-main', {
      vKom: 'firma', sifra: 'DZ', intNaziv: 'Dom zdravlja', naziv: 'Dom zdravlja Novi Sad', postcode: '21000', mesto: 'Novi Sad', adresa: 'Bulevar oslobođenja 10',
      maticniBroj: '10000009', pib: '100000008', jbkjs: '12345', isKupac: true, email: 'nabavka@dz.rs',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ds = res.json().id as number;
    const id = await d.create('doc-prod', sale('usluga', 1, null, ds, { brojUgovora: 'UG-12/2024', periodObracuna: '35' }));
    await d.item('doc-prod', id, { artId: S, kolicina: 1_500, prodCena: 80_000 });
    await d.lock('doc-prod', id);
    const job = await generate('prod', id);
    expect(job).toMatchObject({ status: 'succeeded', fileName: 'IR-USLUGA-1-2024.xml' });
    const { xml } = await download(job.uuid);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const invoice = parseXml(xml).Invoice;
    expect(textAt(invoice, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID')).toBe('JBKJS:12345');
    expect(textAt(invoice, 'cac:ContractDocumentReference/cbc:ID')).toBe('UG-12/2024');
    // period code 35: VAT falls due on the delivery date, which the invoice then carries
    expect(textAt(invoice, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('35');
    expect(textAt(invoice, 'cac:Delivery/cbc:ActualDeliveryDate')).toBe('2024-03-14');
    // 1.5 × 800.00 = 1,200.00 + 20 % = 1,440.00
    expect([paras(invoice, 'cac:LegalMonetaryTotal/cbc:LineExtensionAmount'), paras(invoice, 'cac:TaxTotal/cbc:TaxAmount'), paras(invoice, 'cac:LegalMonetaryTotal/cbc:PayableAmount')]).toEqual([120_000, 24_000, 144_000]);
    expect(textAt(all(invoice, 'cac:InvoiceLine')[0], 'cbc:InvoicedQuantity')).toBe('1.5');

    const bare = await d.create('doc-prod', sale('usluga', 2, null, ds));
    await d.item('doc-prod', bare, { artId: S, kolicina: 1_000, prodCena: 10_000 });
    await d.lock('doc-prod', bare);
    const failed = await generate('prod', bare);
    expect(failed).toMatchObject({ status: 'failed', message: 'error.xml.public-sector-reference' });
    const res409 = await d.call('GET', `/v1/xml/${failed.uuid}`);
    expect(res409.statusCode).toBe(409);
    expect(res409.json()).toMatchObject({ message: 'error.xml.failed', params: { reason: 'error.xml.public-sector-reference' } });
  });

  it('a private person is identified by the JMBG, without a VAT id or matični broj', async () => {
    const petar = (await d.call('GET', '/v1/kom-main?search=Petar')).json().data[0].id as number;
    const id = await d.create('doc-prod', sale('vp', 1, VP, petar));
    await d.item('doc-prod', id, { artId: A, kolicina: 1_000, prodCena: 12_345 });
    await d.lock('doc-prod', id);
    const { xml } = await download((await generate('prod', id)).uuid);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const buyer = at(parseXml(xml).Invoice, 'cac:AccountingCustomerParty/cac:Party');
    expect(textAt(buyer, 'cbc:EndpointID')).toBe('0101900350008');
    expect(at(buyer, 'cac:PartyTaxScheme')).toBeUndefined();
    expect(at(buyer, 'cac:PartyLegalEntity/cbc:CompanyID')).toBeUndefined();
    expect(textAt(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Petar Petrović');
    // 123.45 + 20 % = 24.69 VAT
    expect(paras(parseXml(xml).Invoice, 'cac:TaxTotal/cbc:TaxAmount')).toBe(2_469);
  });

  it('the storno of an exported invoice is its credit note (381) naming it; a storno never exported has nothing to send', async () => {
    const id = await goodsInvoice();
    const invoiceJob = await generate('prod', id);
    expect(invoiceJob.status).toBe('succeeded');
    await d.storno('doc-prod', id);
    const job = await generate('prod', id);
    expect(job).toMatchObject({ status: 'succeeded', kind: 'credit-note', fileName: 'STORNO-IR-VP-1-2024.xml' });
    const { xml } = await download(job.uuid);
    expect(xsdErrors(xml, 'CreditNote')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const note = parseXml(xml).CreditNote;
    expect(textAt(note, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(textAt(note, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toBe('IR-VP-1/2024');
    expect(textAt(note, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe('2024-03-15');
    expect(all(note, 'cac:CreditNoteLine').map((l) => textAt(l, 'cbc:CreditedQuantity'))).toEqual(['10', '2', '3']);
    expect(paras(note, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(133_890);
    // the invoice's own job still downloads the invoice
    expect(xsdErrors((await download(invoiceJob.uuid)).xml, 'Invoice')).toBe('');

    const other = await goodsInvoice({ rbroj: 2 });
    await d.storno('doc-prod', other);
    const res = await d.call('POST', `/v1/xml/prod/${other}`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'error.xml.not-exported']);
  });

  it('bad input: a draft 409, a pro-forma 404, another company 404 (document and job), an unknown job 404; nothing is recorded', async () => {
    const draft = await d.create('doc-prod', sale('vp', 1, VP, K));
    await d.item('doc-prod', draft, { artId: A, kolicina: 1_000, prodCena: 1_000 });
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-15', magId: VP, komId: K });
    const locked = await goodsInvoice({ rbroj: 2 });
    const { foreign } = await sessions(t.database);
    const statuses = async (headers: Record<string, string>) => [
      (await t.app.inject({ method: 'POST', url: `/v1/xml/prod/${draft}`, headers })).statusCode,
      (await t.app.inject({ method: 'GET', url: `/v1/xml/data/prod/${draft}`, headers })).statusCode,
      (await t.app.inject({ method: 'POST', url: `/v1/xml/prn/${prn}`, headers })).statusCode,
      (await t.app.inject({ method: 'POST', url: `/v1/xml/doc-prod/${locked}`, headers })).statusCode,
      (await t.app.inject({ method: 'POST', url: `/v1/xml/prod/${locked}`, headers })).statusCode,
      (await t.app.inject({ method: 'GET', url: `/v1/xml/data/prod/${locked}`, headers })).statusCode,
      (await t.app.inject({ method: 'GET', url: `/v1/xml/despatch/prod/${locked}`, headers })).statusCode,
    ];
    expect(await statuses(foreign)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await t.database.db.$count(xmlJobs)).toBe(0);
    const mine = await statuses(auth);
    expect(mine.slice(0, 4)).toEqual([409, 409, 404, 404]);
    expect(await t.database.db.$count(xmlJobs)).toBe(1);
    const draftRes = await d.call('POST', `/v1/xml/prod/${draft}`);
    expect(draftRes.json().message).toBe('error.xml.draft');

    const [job] = await t.database.db.select().from(xmlJobs);
    for (const url of [`/v1/xml/status/${job!.uuid}`, `/v1/xml/${job!.uuid}`]) expect((await t.app.inject({ method: 'GET', url, headers: foreign })).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/xml/status/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // a path parameter that fails its schema names nothing: 404 (docs/decisions.md#ids-text-and-request-shape)
    expect((await d.call('GET', '/v1/xml/status/not-a-uuid')).statusCode).toBe(404);
  });

  it('a job whose server died while it ran is reported failed once it is stale', async () => {
    const id = await goodsInvoice();
    const uuid = '11111111-1111-4111-8111-111111111111';
    await t.database.db.insert(xmlJobs).values({ uuid, companyId: 1, vDoc: 'prod', docId: id, kind: 'invoice', broj: 'IR-VP-1/2024' });
    const [row] = await t.database.db.select().from(xmlJobs).where(eq(xmlJobs.uuid, uuid));
    const started = row!.createdAt.getTime();
    expect((await xmlJobStatus(t.database.db, 1, uuid, started + XML_JOB_STALE_MS)).status).toBe('in-progress');
    expect(await xmlJobStatus(t.database.db, 1, uuid, started + XML_JOB_STALE_MS + 1)).toMatchObject({ status: 'failed', message: 'error.xml.interrupted' });
    expect((await d.get(`/v1/xml/status/${uuid}`)).data).toMatchObject({ status: 'failed', message: 'error.xml.interrupted' });
  });
});

describe('electronic dispatch note', () => {
  it('a locked goods invoice: a DespatchAdvice with the parties, delivery address and date, lines and the invoice reference', async () => {
    const id = await goodsInvoice({ brojOtpremnice: 'OTP-2024-0001', brojNarudzbenice: 'NAR-7' });
    const res = await d.call('GET', `/v1/xml/despatch/prod/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="OTP-2024-0001-otpremnica.xml"');
    expect(xsdErrors(res.body, 'DespatchAdvice')).toBe('');
    const note = parseXml(res.body).DespatchAdvice;
    expect(textAt(note, 'cbc:ID')).toBe('OTP-2024-0001');
    expect(textAt(note, 'cac:AdditionalDocumentReference/cbc:ID')).toBe('IR-VP-1/2024');
    expect(textAt(note, 'cac:AdditionalDocumentReference/cbc:DocumentTypeCode')).toBe('380');
    expect(textAt(note, 'cac:OrderReference/cbc:ID')).toBe('NAR-7');
    expect(textAt(note, 'cac:DespatchSupplierParty/cac:Party/cbc:EndpointID')).toBe('101134702');
    expect(attrAt(note, 'cac:DeliveryCustomerParty/cac:Party/cbc:EndpointID', 'schemeID')).toBe('9948');
    expect(textAt(note, 'cac:DeliveryCustomerParty/cac:Party/cbc:EndpointID')).toBe('111032440');
    expect(textAt(note, 'cac:Shipment/cac:Delivery/cbc:ActualDeliveryDate')).toBe('2024-03-14');
    expect(textAt(note, 'cac:Shipment/cac:Delivery/cac:DeliveryAddress/cbc:CityName')).toBe('Niš');
    expect(textAt(note, 'cbc:LineCountNumeric')).toBe('3');
    expect(all(note, 'cac:DespatchLine').map((l) => [textAt(l, 'cbc:DeliveredQuantity'), attrAt(l, 'cbc:DeliveredQuantity', 'unitCode'), textAt(l, 'cac:Item/cac:SellersItemIdentification/cbc:ID')])).toEqual([
      ['10', 'H87', 'XA'],
      ['2', 'H87', 'XB'],
      ['3', 'H87', 'XE'],
    ]);
  });

  it('services travel with no dispatch note (409), a retail invoice has none (404), a draft none (409)', async () => {
    const usl = await d.create('doc-prod', sale('usluga', 1, null, K));
    await d.item('doc-prod', usl, { artId: S, kolicina: 1_000, prodCena: 10_000 });
    await d.lock('doc-prod', usl);
    const draft = await d.create('doc-prod', sale('vp', 1, VP, K));
    const answers = [
      await d.call('GET', `/v1/xml/despatch/prod/${usl}`),
      await d.call('GET', `/v1/xml/despatch/fak/1`),
      await d.call('GET', `/v1/xml/despatch/prod/${draft}`),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual([
      [409, 'error.xml.no-goods'],
      [404, 'error.not-found'],
      [409, 'error.xml.draft'],
    ]);
  });
});

describe('retail invoice XML', () => {
  it('the receipts it links are its lines at prices net of VAT; what they took other than by wire is prepaid', async () => {
    const { MP } = await goodsSetup(d);
    const pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id as number;
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 20_000, outCena: 1000, inCena: 9600 });
    await d.lock('doc-int', int);
    const receipt = async (rbroj: number, fisPlacanje: number, kolicina: number) => {
      const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj, datum: '2024-02-15', posId: pos, fisPlacanje, fisRbroj: `AB12CD34-AB12CD34-${rbroj}` });
      await d.item('doc-fis', id, { artId: A, kolicina, prodCena: 9600 });
      await d.lock('doc-fis', id);
      return id;
    };
    // by card 2 × 96.00, by wire 1 × 96.00 (prices with VAT)
    const fisIds = [await receipt(1, 3, 2_000), await receipt(2, 4, 1_000)];
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj: 1, datum: '2024-02-16', komId: K, datumDospeca: '2024-03-17', brojUgovora: 'UG-1' });
    for (const fisId of fisIds) expect((await d.call('POST', `/v1/doc-fak/${fak}/items`, { docId: fak, fisId })).statusCode).toBe(201);
    await d.lock('doc-fak', fak);
    expect(await d.read('doc-fak', fak)).toMatchObject({ oznaka: 'RM-FAK-MP-1/2024', iznos: 28_800, zaUplatu: 9_600 });

    const data = (await d.get(`/v1/xml/data/fak/${fak}`)).data;
    expect(data.document).toMatchObject({ osnovica: 24_000, pdvIznos: 4_800, iznos: 28_800, placeno: 19_200, zaUplatu: 9_600, periodObracuna: '3' });
    expect(data.items.map((i: { kolicina: number; cena: number; osnovica: number }) => [i.kolicina, i.cena, i.osnovica])).toEqual([
      [2_000, 8_000, 16_000],
      [1_000, 8_000, 8_000],
    ]);
    const job = await generate('fak', fak);
    expect(job).toMatchObject({ status: 'succeeded', fileName: 'RM-FAK-MP-1-2024.xml' });
    const { xml } = await download(job.uuid);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const totals = at(parseXml(xml).Invoice, 'cac:LegalMonetaryTotal');
    expect(['TaxExclusiveAmount', 'TaxInclusiveAmount', 'PrepaidAmount', 'PayableAmount'].map((n) => paras(totals, `cbc:${n}`))).toEqual([24_000, 28_800, 19_200, 9_600]);
  });

  /** A locked retail invoice of lines of their own (description, rate, amount with VAT), its XML, and the KIR of its month (it alone posts there). */
  async function ownLinesXml(vSubDoc: 'fak-usl' | 'fak-got', lines: Array<[string, number, number]>) {
    const fak = await d.create('doc-fak', { vSubDoc, rbroj: 1, datum: '2024-03-15', komId: K, datumDospeca: '2024-04-14' });
    for (const [opis, stopa, iznos] of lines) await d.item('doc-fak', fak, { opis, pdvId: await d.vatRate(stopa), iznos });
    await d.lock('doc-fak', fak);
    const job = await generate('fak', fak);
    expect(job.status).toBe('succeeded');
    const { xml } = await download(job.uuid);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const invoice = parseXml(xml).Invoice;
    const kir = (await d.get('/v1/rpt-fin/kir-total?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31')).data;
    return {
      doc: await d.read('doc-fak', fak),
      data: (await d.get(`/v1/xml/data/fak/${fak}`)).data,
      invoice,
      lines: all(invoice, 'cac:InvoiceLine').map((l) => [textAt(l, 'cac:Item/cbc:Name'), attrAt(l, 'cbc:InvoicedQuantity', 'unitCode'), textAt(l, 'cbc:InvoicedQuantity'), paras(l, 'cac:Price/cbc:PriceAmount'), paras(l, 'cbc:LineExtensionAmount'), textAt(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')]),
      subtotals: all(at(invoice, 'cac:TaxTotal'), 'cac:TaxSubtotal').map((r) => [textAt(r, 'cac:TaxCategory/cbc:ID'), textAt(r, 'cac:TaxCategory/cbc:Percent'), paras(r, 'cbc:TaxableAmount'), paras(r, 'cbc:TaxAmount')]),
      totals: ['TaxExclusiveAmount', 'TaxInclusiveAmount', 'PrepaidAmount', 'PayableAmount'].map((n) => paras(at(invoice, 'cac:LegalMonetaryTotal'), `cbc:${n}`)),
      kir: kir.rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos]),
    };
  }

  it('a services invoice: its own lines are one piece each, VAT per rate as KIR books it, all of it payable', async () => {
    // 20 %: 1,200.00 + 333.34 = 1,533.34, VAT inside 255.56 (1,277.78 × 20 % = 255.556), shared 200.00 / 55.56
    // (exact 200.0026 / 55.5574: the larger rest takes the para); 10 %: 110.00 with 10.00
    const out = await ownLinesXml('fak-usl', [
      ['Montaža', 2000, 1_200_00],
      ['Podešavanje', 2000, 333_34],
      ['Dostava', 1000, 110_00],
    ]);
    expect(out.doc).toMatchObject({ iznos: 1_643_34, zaUplatu: 1_643_34 });
    expect(out.lines).toEqual([
      ['Montaža', 'H87', '1', 1_000_00, 1_000_00, '20'],
      ['Podešavanje', 'H87', '1', 277_78, 277_78, '20'],
      ['Dostava', 'H87', '1', 100_00, 100_00, '10'],
    ]);
    expect(out.kir).toEqual([
      [2000, 1_277_78, 255_56],
      [1000, 100_00, 10_00],
    ]);
    expect(out.subtotals).toEqual([
      ['S', '20', 1_277_78, 255_56],
      ['S', '10', 100_00, 10_00],
    ]);
    expect(paras(out.invoice, 'cac:TaxTotal/cbc:TaxAmount')).toBe(265_56);
    expect(out.totals).toEqual([1_377_78, 1_643_34, 0, 1_643_34]);
    expect(out.data.document).toMatchObject({ osnovica: 1_377_78, pdvIznos: 265_56, iznos: 1_643_34, placeno: 0, zaUplatu: 1_643_34 });
    expect(textAt(out.invoice, 'cac:PaymentMeans/cbc:PaymentID')).toBe(`(mod97) ${out.data.document.pozivNaBroj}`);
  });

  it('a cash invoice was paid at the counter: all of it is prepaid and nothing is payable', async () => {
    const out = await ownLinesXml('fak-got', [['Roba za gotovinu', 2000, 96_00]]);
    expect(out.doc).toMatchObject({ iznos: 96_00, zaUplatu: 0 });
    expect(out.lines).toEqual([['Roba za gotovinu', 'H87', '1', 80_00, 80_00, '20']]);
    expect(out.kir).toEqual([[2000, 80_00, 16_00]]);
    expect(out.subtotals).toEqual([['S', '20', 80_00, 16_00]]);
    expect(out.totals).toEqual([80_00, 96_00, 96_00, 0]);
    expect(out.data.document).toMatchObject({ iznos: 96_00, placeno: 96_00, zaUplatu: 0 });
  });
});
