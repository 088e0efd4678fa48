import { beforeEach, describe, expect, it } from 'vitest';
import type { XmlData } from '@knjige/contract';
import { buildInvoiceXml } from '../../outputs/xml/ubl-invoice';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { all, parseXml, paras, srbdtProblems, textAt, xsdErrors, type XNode } from '../../../test/ubl';
import { schematronReport } from '../../../test/schematron';

/**
 * The SEF e-invoices of credit and debit notes (docs/decisions.md#sef-e-invoice-xml): a credit note with VAT to a customer is
 * a CreditNote 381 naming each corrected invoice (or the period), a debit note an Invoice 383; each
 * passes the UBL 2.1 XSD and the SRBDT / EN 16931 schematron with 0 fatal asserts.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let S: number;
let vat20: number;
let rbroj = 0;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const g = await goodsSetup(d);
  K = g.buyer;
  D = g.supplier;
  S = await d.article('usluga', 'US', 2000);
  vat20 = await d.vatRate(2000);
  rbroj = 0;
});

async function salesInvoice(datum: string, osnovica: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: osnovica });
  await d.lock('doc-prod', id);
  return id;
}

async function note(resource: 'doc-knod' | 'doc-knz', body: Record<string, unknown>, osnovica: number, lock = true) {
  const id = await d.create(resource, { vSubDoc: resource === 'doc-knod' ? 'knod-duguje' : 'knz-duguje', rbroj: ++rbroj, datum: '2024-04-15', komId: K, osnov: 'Popust', saPdv: true, ...body });
  await d.item(resource, id, { pdvId: vat20, iznos: osnovica });
  if (lock) await d.lock(resource, id);
  return id;
}

const xmlOf = async (vDoc: string, id: number) => buildInvoiceXml((await d.get(`/v1/xml/data/${vDoc}/${id}`)).data as XmlData, []);
const fatal = (xml: string) => schematronReport(xml).fatal;
const references = (doc: XNode | undefined) =>
  all(doc, 'cac:BillingReference').map((r) => [textAt(r, 'cac:InvoiceDocumentReference/cbc:ID'), textAt(r, 'cac:InvoiceDocumentReference/cbc:IssueDate')]);

describe('SEF XML of credit and debit notes', () => {
  it('a credit note naming one invoice, and one naming two: CreditNote 381, a BillingReference each, XSD and schematron clean', async () => {
    const a = await salesInvoice('2024-03-10', 100_000_00);
    const b = await salesInvoice('2024-03-20', 50_000_00);
    const one = await note('doc-knod', { fakture: [{ vDoc: 'prod', docId: a }] }, 10_000_00);
    const two = await note('doc-knod', { fakture: [{ vDoc: 'prod', docId: a }, { vDoc: 'prod', docId: b }] }, 95_000_00);
    for (const [id, refs, payable] of [
      [one, [['IR-USLUGA-1/2024', '2024-03-10']], 12_000_00],
      [two, [['IR-USLUGA-1/2024', '2024-03-10'], ['IR-USLUGA-2/2024', '2024-03-20']], 114_000_00],
    ] as const) {
      const xml = await xmlOf('knod', id);
      expect(xsdErrors(xml, 'CreditNote')).toBe('');
      expect(srbdtProblems(xml)).toEqual([]);
      expect(fatal(xml)).toBe(0);
      const doc = parseXml(xml).CreditNote;
      expect(textAt(doc, 'cbc:CreditNoteTypeCode')).toBe('381');
      expect(textAt(doc, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('3');
      expect(references(doc)).toEqual(refs);
      expect(paras(doc, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(payable);
      expect(paras(doc, 'cac:TaxTotal/cbc:TaxAmount')).toBe(payable / 6);
    }
    // the schematron is no rubber stamp: the same note with its VAT a para off fails
    const original = await xmlOf('knod', one);
    const broken = original.replace('<cbc:TaxAmount currencyID="RSD">2000.00</cbc:TaxAmount>', '<cbc:TaxAmount currencyID="RSD">2000.01</cbc:TaxAmount>');
    expect(broken).not.toBe(original);
    expect(fatal(broken)).toBeGreaterThan(0);
  });

  it("a credit note over a period names the period's dates; a debit note is an Invoice 383 naming the invoice", async () => {
    await salesInvoice('2024-03-10', 100_000_00);
    const rebate = await note('doc-knod', { periodOd: '2024-03-01', periodDo: '2024-03-31' }, 1_000_00);
    const xml = await xmlOf('knod', rebate);
    expect(xsdErrors(xml, 'CreditNote')).toBe('');
    expect(fatal(xml)).toBe(0);
    const doc = parseXml(xml).CreditNote;
    expect([textAt(doc, 'cac:InvoicePeriod/cbc:StartDate'), textAt(doc, 'cac:InvoicePeriod/cbc:EndDate'), textAt(doc, 'cac:InvoicePeriod/cbc:DescriptionCode')]).toEqual([
      '2024-03-01',
      '2024-03-31',
      '3',
    ]);
    expect(references(doc)).toEqual([]);

    const ir = await salesInvoice('2024-03-12', 50_000_00);
    const kz = await note('doc-knz', { osnov: 'Prevoz', fakture: [{ vDoc: 'prod', docId: ir }] }, 5_000_00);
    const debit = await xmlOf('knz', kz);
    expect(xsdErrors(debit, 'Invoice')).toBe('');
    expect(fatal(debit)).toBe(0);
    expect(srbdtProblems(debit)).toEqual([]);
    const inv = parseXml(debit).Invoice;
    expect(textAt(inv, 'cbc:InvoiceTypeCode')).toBe('383');
    expect(references(inv)).toEqual([[(await d.read('doc-prod', ir)).oznaka, '2024-03-12']]);
    expect(paras(inv, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(6_000_00);
  });

  it('a supplier note, a financial note and a draft have nothing to send (409)', async () => {
    const draft = await note('doc-knz', { periodOd: '2024-03-01', periodDo: '2024-03-31' }, 1_00, false);
    const supplier = await d.create('doc-knz', { vSubDoc: 'knz-potrazuje', rbroj: ++rbroj, datum: '2024-04-15', komId: D, osnov: 'X', saPdv: true, periodOd: '2024-03-01', periodDo: '2024-03-31' });
    await d.item('doc-knz', supplier, { pdvId: vat20, iznos: 1_00 });
    await d.lock('doc-knz', supplier);
    const financial = await d.create('doc-knod', { vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-04-15', komId: K, osnov: 'Otpis', iznos: 1_00 });
    await d.lock('doc-knod', financial);
    for (const [vDoc, id, message] of [
      ['knz', draft, 'error.xml.draft'],
      ['knz', supplier, 'error.xml.supplier-note'],
      ['knod', financial, 'error.xml.financial-note'],
    ] as const) {
      const res = await d.call('GET', `/v1/xml/data/${vDoc}/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
    }
  });
});
