import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { generatedXml } from '../../../test/xml-jobs';
import { all, at, parseXml, srbdtProblems, textAt, xsdErrors } from '../../../test/ubl';
import { expectNoFatal } from '../../../test/schematron';

/** SEF (docs/decisions.md#sef-e-invoice-xml, docs/domain.md#the-e-invoice-ubl): the advance invoice as 386, the final invoice as 380 naming it, with the advance as PrepaidAmount. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
});

it('exports the advance as Invoice 386 (432) and the final invoice as 380 with a BillingReference and PrepaidAmount; both valid', async () => {
  const { buyer: K } = await goodsSetup(d);
  const S = await d.article('usluga', 'XAV', 2000);
  const vat20 = await d.vatRate(2000);
  const vat10 = await d.vatRate(1000);
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-20', komId: K, osnov: 'Ugovor 7/2024' });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
  await d.item('doc-avr', avr, { pdvId: vat10, iznos: 1_100_00 });
  await d.lock('doc-avr', avr);

  const advance = await generatedXml(d, 'avr', avr);
  expect(xsdErrors(advance, 'Invoice')).toBe('');
  expect(srbdtProblems(advance)).toEqual([]);
  expectNoFatal(advance);
  const a = parseXml(advance).Invoice;
  expect([textAt(a, 'cbc:InvoiceTypeCode'), textAt(a, 'cac:InvoicePeriod/cbc:DescriptionCode'), textAt(a, 'cbc:DueDate'), textAt(a, 'cbc:ID')]).toEqual(['386', '432', '2024-05-20', 'AVR-1/2024']);
  expect(all(at(a, 'cac:TaxTotal'), 'cac:TaxSubtotal').map((s) => [textAt(s, 'cbc:TaxableAmount'), textAt(s, 'cbc:TaxAmount')])).toEqual([
    ['50000.00', '10000.00'],
    ['1000.00', '100.00'],
  ]);
  expect(['cbc:TaxInclusiveAmount', 'cbc:PrepaidAmount', 'cbc:PayableAmount'].map((n) => textAt(at(a, 'cac:LegalMonetaryTotal'), n))).toEqual(['61100.00', '61100.00', '0.00']);

  const prod = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: 1, datum: '2024-06-10', magId: null, komId: K, avansi: [{ avrId: avr, iznos: 61_100_00 }] });
  await d.item('doc-prod', prod, { artId: S, kolicina: 1_000, prodCena: 150_000_00 });
  await d.lock('doc-prod', prod);
  const final = await generatedXml(d, 'prod', prod);
  expect(xsdErrors(final, 'Invoice')).toBe('');
  expect(srbdtProblems(final)).toEqual([]);
  expectNoFatal(final);
  const f = parseXml(final).Invoice;
  expect(textAt(f, 'cbc:InvoiceTypeCode')).toBe('380');
  expect(all(f, 'cac:BillingReference').map((r) => [textAt(r, 'cac:InvoiceDocumentReference/cbc:ID'), textAt(r, 'cac:InvoiceDocumentReference/cbc:IssueDate')])).toEqual([['AVR-1/2024', '2024-05-20']]);
  // the whole supply's VAT, the advance paid before, the rest payable
  expect(textAt(f, 'cac:TaxTotal/cbc:TaxAmount')).toBe('30000.00');
  expect(['cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:PrepaidAmount', 'cbc:PayableAmount'].map((n) => textAt(at(f, 'cac:LegalMonetaryTotal'), n))).toEqual([
    '150000.00',
    '180000.00',
    '61100.00',
    '118900.00',
  ]);

  // a supplier's advance invoice is theirs to send
  const D = (await d.call('GET', '/v1/kom-main?search=Sever')).json().data[0].id as number;
  const theirs = await d.create('doc-avr', { vSubDoc: 'avr-primljeni', rbroj: 1, datum: '2024-05-21', komId: D, dokBroj: 'AV-1' });
  await d.item('doc-avr', theirs, { pdvId: vat20, iznos: 1_200_00 });
  await d.lock('doc-avr', theirs);
  const refused = await d.call('GET', `/v1/xml/data/avr/${theirs}`);
  expect([refused.statusCode, refused.json().message]).toEqual([409, 'error.xml.incoming']);
});
