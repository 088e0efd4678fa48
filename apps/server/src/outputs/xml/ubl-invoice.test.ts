import { describe, expect, it } from 'vitest';
import type { XmlData } from '@knjige/contract';
import { all, at, attrAt, parseXml, paras, sefExample, srbdtProblems, textAt, xsdErrors } from '../../../test/ubl';
import { expectNoFatal, schematronReport } from '../../../test/schematron';
import { buildInvoiceXml } from './ubl-invoice';
import { buildDespatchXml } from './ubl-despatch';
import { money, percent, quantity } from './ubl-common';

/** A small valid PDF, made here: one empty page. */
function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const tax = (kategorija: XmlData['items'][number]['tax']['kategorija'], stopa = 0, osnovOslobodjenja = '', razlog = '') => ({ kategorija, stopa, osnovOslobodjenja, razlog });

/** Every category the builder writes, a payment already made and the delivery-date period code. */
function sample(): XmlData {
  const items: XmlData['items'] = [
    { rbr: 1, intSifra: 'A-1', artNaziv: 'Roba & <oprema>', unitCode: 'H87', kolicina: 10_000, cena: 10_000, rabatIznos: 0, osnovica: 100_000, tax: tax('S', 2000) },
    { rbr: 2, intSifra: 'B-2', artNaziv: 'Hleb', unitCode: 'KGM', kolicina: 2_500, cena: 4_400, rabatIznos: 1_000, osnovica: 10_000, tax: tax('S', 1000) },
    { rbr: 3, intSifra: '', artNaziv: 'Građevinski radovi', unitCode: 'HUR', kolicina: 8_000, cena: 5_000, rabatIznos: 0, osnovica: 40_000, tax: tax('AE', 0, 'PDV-RS-10-2-1', 'Obrnuto obračunavanje') },
    { rbr: 4, intSifra: 'E-4', artNaziv: 'Zakup stana', unitCode: 'MON', kolicina: 1_000, cena: 30_000, rabatIznos: 0, osnovica: 30_000, tax: tax('E', 0, 'PDV-RS-25-2-3', '') },
    { rbr: 5, intSifra: 'Z-5', artNaziv: 'Izvoz', unitCode: 'H87', kolicina: 1_000, cena: 5_055, rabatIznos: 0, osnovica: 5_055, tax: tax('Z', 0, '', 'Oslobođeno sa pravom na odbitak') },
  ];
  return {
    document: {
      vDoc: 'prod', id: 1, oznaka: 'IR-VP-7/2024', status: 'locked', kind: 'invoice', broj: 'IR-VP-7/2024', datum: '2024-03-15', datumIzdavanja: '2024-03-15',
      datumDospeca: '2024-04-14', datumPrometa: '2024-03-14', datumIsporuke: '2024-03-14', brojOtpremnice: '', periodObracuna: '35', xmlUpload: 'multi',
      brojNarudzbenice: '', brojUgovora: '', napomena: '', pozivNaBroj: '5820240001', tracun: '160000000001234595',
      osnovica: 185_055, pdvIznos: 21_000, iznos: 206_055, placeno: 6_055, zaUplatu: 200_000, credited: null,
    },
    seller: { naziv: 'Primer Prodavac d.o.o.', pib: '100000008', maticniBroj: '10000009', adresa: 'Knez Mihailova 1', postcode: '11000', mesto: 'Beograd', email: '', tracun: '160000000001234595', isPdv: true },
    buyer: { naziv: 'Primer Kupac', pib: '111032440', maticniBroj: '17400169', adresa: '', postcode: '18000', mesto: 'Niš', email: 'kupac@example.rs', jbkjs: '', isPerson: false, drzava: 'RS', inoPdvBroj: '' },
    branch: null,
    items,
    pdvReport: [
      { tax: tax('S', 2000), osnovica: 100_000, pdvIznos: 20_000 },
      { tax: tax('S', 1000), osnovica: 10_000, pdvIznos: 1_000 },
      { tax: items[2]!.tax, osnovica: 40_000, pdvIznos: 0 },
      { tax: items[3]!.tax, osnovica: 30_000, pdvIznos: 0 },
      { tax: items[4]!.tax, osnovica: 5_055, pdvIznos: 0 },
    ],
    attachments: [],
  };
}

const example = sefExample;

describe('the XML checks the tests rely on', () => {
  it('pass the published SEF examples and catch a broken one', () => {
    for (const [name, kind] of [['sef-invoice-380.xml', 'Invoice'], ['sef-creditnote-381.xml', 'CreditNote']] as const) {
      expect(xsdErrors(example(name), kind)).toBe('');
      expect(srbdtProblems(example(name))).toEqual([]);
      expectNoFatal(example(name));
    }
    const wrongVat = example('sef-invoice-380.xml').replace('<cbc:TaxAmount currencyID="RSD">110.00</cbc:TaxAmount>', '<cbc:TaxAmount currencyID="RSD">111.00</cbc:TaxAmount>');
    expect(srbdtProblems(wrongVat)).toEqual(['S:10: VAT 11100 = taxable 110000 × rate, rounded', 'TaxTotal = Σ TaxSubtotal', 'TaxInclusive = TaxExclusive + VAT']);
    const noExemption = example('sef-invoice-380.xml').replace(/<cbc:TaxExemptionReasonCode>.*?<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>.*?<\/cbc:TaxExemptionReason>/s, '');
    expect(srbdtProblems(noExemption)).toEqual(['E: an exemption code or text']);
    const outOfOrder = example('sef-invoice-380.xml').replace('<cbc:DocumentCurrencyCode>RSD</cbc:DocumentCurrencyCode>', '').replace('<cbc:InvoiceTypeCode>', '<cbc:DocumentCurrencyCode>RSD</cbc:DocumentCurrencyCode><cbc:InvoiceTypeCode>');
    expect(xsdErrors(outOfOrder, 'Invoice')).toMatch(/InvoiceTypeCode.*not expected|fails to validate/);
  });
});

describe('UBL invoice builder', () => {
  it('writes S, AE, E and Z with their exemptions (none on Z), a line discount, a prepaid part and the delivery date of period 35; valid by XSD and SRBDT', () => {
    const xml = buildInvoiceXml(sample(), []);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const invoice = parseXml(xml).Invoice;
    const subtotals = all(at(invoice, 'cac:TaxTotal'), 'cac:TaxSubtotal').map((s) => [textAt(s, 'cac:TaxCategory/cbc:ID'), textAt(s, 'cac:TaxCategory/cbc:Percent'), textAt(s, 'cac:TaxCategory/cbc:TaxExemptionReasonCode') ?? '', paras(s, 'cbc:TaxableAmount'), paras(s, 'cbc:TaxAmount')]);
    expect(subtotals).toEqual([
      ['S', '20', '', 100_000, 20_000],
      ['S', '10', '', 10_000, 1_000],
      ['AE', '0', 'PDV-RS-10-2-1', 40_000, 0],
      ['E', '0', 'PDV-RS-25-2-3', 30_000, 0],
      ['Z', '0', '', 5_055, 0],
    ]);
    const totals = at(invoice, 'cac:LegalMonetaryTotal');
    expect(['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PrepaidAmount', 'PayableAmount'].map((n) => paras(totals, `cbc:${n}`))).toEqual([185_055, 185_055, 206_055, 6_055, 200_000]);
    expect(textAt(invoice, 'cac:Delivery/cbc:ActualDeliveryDate')).toBe('2024-03-14');
    expect(textAt(all(at(invoice, 'cac:TaxTotal'), 'cac:TaxSubtotal')[4], 'cac:TaxCategory/cbc:TaxExemptionReason')).toBeUndefined(); // Z: BR-Z-10
    expect(xml).toContain('<cbc:Name>Roba &amp; &lt;oprema&gt;</cbc:Name>');
    expect(textAt(all(invoice, 'cac:InvoiceLine')[1], 'cbc:InvoicedQuantity')).toBe('2.5');
    expect(textAt(all(invoice, 'cac:InvoiceLine')[1], 'cac:AllowanceCharge/cbc:Amount')).toBe('10.00');
    expect(at(invoice, 'cac:AdditionalDocumentReference')).toBeUndefined();
  });

  it('embeds the PDFs it is given, base64 with mime type and file name, before the seller', () => {
    const invoicePdf = tinyPdf();
    const notePdf = Buffer.concat([tinyPdf(), Buffer.from('% dispatch note\n')]);
    const xml = buildInvoiceXml(sample(), [
      { fileName: 'IR-VP-7-2024.pdf', mime: 'application/pdf', bytes: invoicePdf },
      { fileName: 'IR-VP-7-2024-otpremnica.pdf', mime: 'application/pdf', bytes: notePdf },
    ]);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    const invoice = parseXml(xml).Invoice;
    const refs = all(invoice, 'cac:AdditionalDocumentReference');
    expect(refs.map((r) => [textAt(r, 'cbc:ID'), attrAt(r, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject', 'mimeCode'), attrAt(r, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject', 'filename')])).toEqual([
      ['IR-VP-7-2024.pdf', 'application/pdf', 'IR-VP-7-2024.pdf'],
      ['IR-VP-7-2024-otpremnica.pdf', 'application/pdf', 'IR-VP-7-2024-otpremnica.pdf'],
    ]);
    const decoded = refs.map((r) => Buffer.from(textAt(r, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject') ?? '', 'base64'));
    expect(decoded[0]!.equals(invoicePdf) && decoded[1]!.equals(notePdf)).toBe(true);
    expect(decoded[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(xml.indexOf('<cac:AdditionalDocumentReference>')).toBeLessThan(xml.indexOf('<cac:AccountingSupplierParty>'));
  });

  it('a seller outside the VAT system carries no VAT id; its O lines say why', () => {
    const data = sample();
    const o = tax('O', 0, '', 'Obveznik nije u sistemu PDV-a');
    data.seller.isPdv = false;
    data.items = data.items.map((i) => ({ ...i, tax: o }));
    data.pdvReport = [{ tax: o, osnovica: 185_055, pdvIznos: 0 }];
    data.document.placeno = 0;
    const xml = buildInvoiceXml(data, []);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    // One known fatal, and only that one: EN 16931 BR-O-02 forbids the buyer's VAT id on an O invoice,
    // which SRBDT makes mandatory (BT-48, RS-R-019); see docs/decisions.md#sef-e-invoice-xml.
    expect(schematronReport(xml).failed.map((f) => `${f.flag} ${f.id}`)).toEqual(['fatal BR-O-02']);
    expect(all(parseXml(xml).Invoice, 'cac:InvoiceLine').map((l) => at(l, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    const invoice = parseXml(xml).Invoice;
    expect(at(invoice, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme')).toBeUndefined();
    expect(paras(invoice, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe(185_055);
  });

  it('formats amounts, quantities and rates without floating point', () => {
    expect([money(0), money(5), money(-123_456), money(100)]).toEqual(['0.00', '0.05', '-1234.56', '1.00']);
    expect([quantity(10_500), quantity(2_000), quantity(1), quantity(-1_250)]).toEqual(['10.5', '2', '0.001', '-1.25']);
    expect([percent(2000), percent(1050), percent(0)]).toEqual(['20', '10.5', '0']);
  });

  it('a dispatch note from the same data validates as DespatchAdvice', () => {
    expect(xsdErrors(buildDespatchXml(sample()), 'DespatchAdvice')).toBe('');
  });
});

/** An invoice of one line of one category, in `valuta` (the sample's parties and payment). */
function oneCategory(lineTax: XmlData['items'][number]['tax'], valuta = 'RSD', pdvIznosRsd = 0): XmlData {
  const data = sample();
  const line = { rbr: 1, intSifra: 'X-1', artNaziv: 'Mašina', unitCode: 'H87', kolicina: 1_000, cena: 500_000, rabatIznos: 0, osnovica: 500_000, tax: lineTax };
  data.items = [line];
  data.pdvReport = [{ tax: lineTax, osnovica: 500_000, pdvIznos: 0 }];
  data.document = { ...data.document, osnovica: 500_000, pdvIznos: 0, iznos: 500_000, placeno: 0, zaUplatu: 500_000, valuta, pdvIznosRsd };
  return data;
}
const EXPORT = 'Oslobođeno PDV-a po članu 24. stav 1. tačka 2) Zakona o PDV';

describe('VAT categories and the invoice currency in the XML', () => {
  it('an export invoice in EUR: EUR amounts, TaxCurrencyCode RSD with the VAT in RSD, a Z line with no exemption reason (BR-Z-10); XSD and 0 fatal', () => {
    const xml = buildInvoiceXml(oneCategory(tax('Z', 0, 'PDV-RS-24-1-2', EXPORT), 'EUR'), []);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expect(expectNoFatal(xml).fatal).toBe(0);
    const invoice = parseXml(xml).Invoice;
    expect([textAt(invoice, 'cbc:DocumentCurrencyCode'), textAt(invoice, 'cbc:TaxCurrencyCode')]).toEqual(['EUR', 'RSD']);
    const [own, rsd] = all(invoice, 'cac:TaxTotal');
    expect([attrAt(own, 'cbc:TaxAmount', 'currencyID'), paras(own, 'cbc:TaxAmount'), attrAt(rsd, 'cbc:TaxAmount', 'currencyID'), paras(rsd, 'cbc:TaxAmount'), all(rsd, 'cac:TaxSubtotal').length]).toEqual(['EUR', 0, 'RSD', 0, 0]);
    expect([textAt(own, 'cac:TaxSubtotal/cac:TaxCategory/cbc:ID'), paras(own, 'cac:TaxSubtotal/cbc:TaxableAmount'), attrAt(invoice, 'cac:LegalMonetaryTotal/cbc:PayableAmount', 'currencyID'), paras(invoice, 'cac:LegalMonetaryTotal/cbc:PayableAmount')]).toEqual(['Z', 500_000, 'EUR', 500_000]);
    // Z: neither the code nor the text, on the breakdown or the line
    expect(xml).not.toContain('TaxExemptionReason');
    expect(textAt(all(invoice, 'cac:InvoiceLine')[0], 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('Z');
  });

  it('an invoice in EUR with VAT: the RSD TaxTotal carries the dinar VAT; without it the rules fail (BR-53)', () => {
    const data = oneCategory(tax('S', 2000), 'EUR', 11_720_000);
    data.pdvReport = [{ tax: tax('S', 2000), osnovica: 500_000, pdvIznos: 100_000 }];
    const xml = buildInvoiceXml(data, []);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    expect(srbdtProblems(xml)).toEqual([]);
    expectNoFatal(xml);
    expect(all(parseXml(xml).Invoice, 'cac:TaxTotal').map((t) => [attrAt(t, 'cbc:TaxAmount', 'currencyID'), paras(t, 'cbc:TaxAmount')])).toEqual([['EUR', 100_000], ['RSD', 11_720_000]]);
    const noRsdTotal = xml.replace(/<cac:TaxTotal><cbc:TaxAmount currencyID="RSD">[^<]*<\/cbc:TaxAmount><\/cac:TaxTotal>/, '');
    expect(schematronReport(noRsdTotal).failed.map((f) => `${f.flag} ${f.id}`)).toContain('fatal BR-53');
  });

  it('an E line carries its code and text; an AE line its code and text; each with its category on the line and the breakdown; XSD and 0 fatal', () => {
    const e = tax('E', 0, 'PDV-RS-25-2-3a', 'Oslobođeno PDV-a bez prava na odbitak prethodnog poreza po članu 25. stav 2. tačka 3a) Zakona o PDV');
    const ae = tax('AE', 0, 'PDV-RS-10-2-3', 'Obrnuto obračunavanje: PDV obračunava primalac po članu 10. stav 2. tačka 3) Zakona o PDV');
    for (const t of [e, ae]) {
      const xml = buildInvoiceXml(oneCategory(t), []);
      expect(xsdErrors(xml, 'Invoice')).toBe('');
      expect(srbdtProblems(xml)).toEqual([]);
      expect(expectNoFatal(xml).fatal).toBe(0);
      const invoice = parseXml(xml).Invoice;
      const breakdown = at(invoice, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory');
      const onLine = at(all(invoice, 'cac:InvoiceLine')[0], 'cac:Item/cac:ClassifiedTaxCategory');
      expect([textAt(breakdown, 'cbc:ID'), textAt(breakdown, 'cbc:TaxExemptionReasonCode'), textAt(breakdown, 'cbc:TaxExemptionReason'), textAt(onLine, 'cbc:ID')]).toEqual([t.kategorija, t.osnovOslobodjenja, t.razlog, t.kategorija]);
    }
  });

  it('the structural count catches a Z breakdown that carries a reason (BR-Z-10): 1 fatal', () => {
    const xml = buildInvoiceXml(oneCategory(tax('Z', 0, 'PDV-RS-24-1-2', EXPORT), 'EUR'), []);
    const broken = xml.replace('<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent>', `<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>${EXPORT}</cbc:TaxExemptionReason>`);
    expect(broken).not.toBe(xml);
    const report = schematronReport(broken);
    expect(report.fatal).toBe(1);
    expect(report.failed.map((f) => `${f.flag} ${f.id}`)).toEqual(['fatal BR-Z-10']);
    expect(() => expectNoFatal(broken)).toThrow();
  });
});
