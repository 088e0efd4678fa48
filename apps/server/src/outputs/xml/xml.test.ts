import { eq } from 'drizzle-orm';
import { model97Valid } from '@knjige/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { sessions } from '../../../test/sessions';
import { all, at, attrAt, parseXml, paras, srbdtProblems, textAt, xsdErrors } from '../../../test/ubl';
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
  const { uuid } = res.json();
  for (let i = 0; i < 200; i++) {
    const status = (await d.get(`/v1/xml/status/${uuid}`)).data;
    if (status.status !== 'in-progress') return { uuid, ...status };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the job did not finish');
}

async function download(uuid: string) {
  const res = await d.call('GET', `/v1/xml/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return { xml: res.body, disposition: res.headers['content-disposition'], type: res.headers['content-type'] };
}

describe('SEF e-invoice XML', () => {
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
});
