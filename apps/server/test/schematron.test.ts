import { describe, expect, it } from 'vitest';
import { expectNoFatal, readSvrl, schematronReport, schematronToXslt } from './schematron';
import { sefExample } from './ubl';

const invoice = () => sefExample('sef-invoice-380.xml');
const ids = (xml: string) => schematronReport(xml).failed.map((f) => `${f.flag} ${f.id}`);

describe('the SRBDT / EN 16931 schematron validator', () => {
  it('loads the vendored rules: the CEN model bound to UBL and the Serbian CIUS', () => {
    const { patterns, rules, asserts, skipped } = schematronToXslt();
    // UBL-model (is-a model), UBL-srbdt, and the abstract Serbian VAT-category pattern for R, OE, SS and N
    expect({ patterns, rules, asserts }).toEqual({ patterns: 6, rules: 119, asserts: 268 });
    expect(skipped).toEqual(['EN16931-syntax.sch', 'EN16931-UBL-syntax.sch', 'EN16931-UBL-codes.sch']);
  });

  it('passes the published SEF invoice and credit note with 0 fatal', () => {
    for (const name of ['sef-invoice-380.xml', 'sef-creditnote-381.xml']) {
      const report = expectNoFatal(sefExample(name));
      expect(report.warnings).toBe(0);
    }
  });

  it('catches a wrong VAT amount in a breakdown: BR-CO-14, BR-CO-17 and BR-S-09, each fatal', () => {
    const wrong = invoice().replace('<cbc:TaxAmount currencyID="RSD">110.00</cbc:TaxAmount>', '<cbc:TaxAmount currencyID="RSD">111.00</cbc:TaxAmount>');
    const report = schematronReport(wrong);
    expect(report.fatal).toBe(3);
    expect(report.failed.map((f) => [f.id, f.flag, f.location])).toEqual([
      ['BR-CO-14', 'fatal', '/ubl:Invoice[1]/cac:TaxTotal[1]'],
      ['BR-CO-17', 'fatal', '/ubl:Invoice[1]/cac:TaxTotal[1]/cac:TaxSubtotal[2]'],
      ['BR-S-09', 'fatal', '/ubl:Invoice[1]/cac:TaxTotal[1]/cac:TaxSubtotal[2]/cac:TaxCategory[1]'],
    ]);
  });

  it('catches a wrong VAT total of the document: BR-CO-14 and BR-CO-15', () => {
    const wrong = invoice().replace('<cbc:TaxAmount currencyID="RSD">2110.00</cbc:TaxAmount>', '<cbc:TaxAmount currencyID="RSD">2111.00</cbc:TaxAmount>');
    expect(ids(wrong)).toEqual(['fatal BR-CO-15', 'fatal BR-CO-14']);
  });

  it('catches a Z (zero-rated) breakdown that carries an exemption reason: BR-Z-10', () => {
    // the example's E line and breakdown turned into Z, keeping the E exemption code and text
    const zWithReason = invoice().replaceAll('<cbc:ID>E</cbc:ID>', '<cbc:ID>Z</cbc:ID>');
    const report = schematronReport(zWithReason);
    expect(report.fatal).toBe(1);
    expect(report.failed[0]).toMatchObject({ id: 'BR-Z-10', flag: 'fatal', location: '/ubl:Invoice[1]/cac:TaxTotal[1]/cac:TaxSubtotal[3]/cac:TaxCategory[1]' });
  });

  it('catches an E breakdown without its exemption (BR-E-10) and the Serbian rules (RS-R-*)', () => {
    const noExemption = invoice().replace(/<cbc:TaxExemptionReasonCode>.*?<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>.*?<\/cbc:TaxExemptionReason>/s, '');
    expect(ids(noExemption)).toEqual(['fatal BR-E-10']);
    const noPeriodCode = invoice().replace(/<cac:InvoicePeriod>.*?<\/cac:InvoicePeriod>/s, '');
    expect(ids(noPeriodCode)).toEqual(['fatal RS-R-005']);
    const taxPointDate = invoice().replace('<cbc:DocumentCurrencyCode>', '<cbc:TaxPointDate>2024-01-01</cbc:TaxPointDate><cbc:DocumentCurrencyCode>');
    expect(ids(taxPointDate)).toEqual(['fatal BR-CO-03', 'fatal RS-R-004']);
  });

  it('counts from the report structure, however the report is laid out', () => {
    // each attribute on its own line, a warning, an unflagged assert and a passing rule between them
    const report = `<?xml version="1.0"?>
<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
  <svrl:fired-rule
      context="/ubl:Invoice"/>
  <svrl:failed-assert
      id="BR-CO-15"
      flag="fatal"
      location="/ubl:Invoice[1]">
    <svrl:text>[BR-CO-15]-Invoice total amount with VAT …</svrl:text>
  </svrl:failed-assert>
  <svrl:failed-assert id="BR-51" flag="warning" location="/ubl:Invoice[1]"><svrl:text>card</svrl:text></svrl:failed-assert>
  <svrl:failed-assert id="X-1"
      location="/ubl:Invoice[1]"><svrl:text>no flag</svrl:text></svrl:failed-assert>
</svrl:schematron-output>`;
    expect(readSvrl(report)).toEqual({
      fatal: 2,
      warnings: 1,
      firedRules: 1,
      failed: [
        { id: 'BR-CO-15', flag: 'fatal', text: '[BR-CO-15]-Invoice total amount with VAT …', location: '/ubl:Invoice[1]' },
        { id: 'BR-51', flag: 'warning', text: 'card', location: '/ubl:Invoice[1]' },
        { id: 'X-1', flag: 'fatal', text: 'no flag', location: '/ubl:Invoice[1]' },
      ],
    });
  });

  it('a document that is no invoice fires no rule, and expectNoFatal refuses it', () => {
    expect(schematronReport('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>').firedRules).toBe(0);
    expect(() => expectNoFatal('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>')).toThrow(/no schematron rule fired/);
  });
});
