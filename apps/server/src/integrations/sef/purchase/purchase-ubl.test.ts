import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envelope } from '@knjige/simulators/sef';
import { embeddedPdf, readPurchaseUbl, scaled, UblError } from './purchase-ubl';
import { parseXml, XmlParseError } from './xml-tree';
import { decideBy, deadlineOf } from './purchase-dates';

const invoice = fs.readFileSync('/work/shared/sef-examples/sef-invoice-380.xml', 'utf8');
const creditNote = fs.readFileSync('/work/shared/sef-examples/sef-creditnote-381.xml', 'utf8');
const wrapped = (ubl: string) => envelope(ubl, { salesInvoiceId: 1, purchaseInvoiceId: 2, documentId: 'g', creationDate: '2026-11-20', sendingDate: '2026-11-21' });

describe('reading a supplier’s UBL', () => {
  it('amounts to the para and quantities to the thousandth, exactly, half away from zero', () => {
    expect(scaled('16210.00', 100)).toBe(1_621_000);
    expect(scaled('0.1', 100)).toBe(10);
    expect(scaled('2.005', 100)).toBe(201);
    expect(scaled('-2.005', 100)).toBe(-201);
    expect(scaled('1.5', 1000)).toBe(1500);
    expect(scaled('12', 1000)).toBe(12_000);
    expect(() => scaled('1e3', 100)).toThrow(UblError);
  });

  it('an invoice inside SEF’s envelope: header, supplier, totals, VAT by rate, lines, the day SEF sent it', () => {
    const ubl = readPurchaseUbl(wrapped(invoice));
    expect(ubl).toMatchObject({
      documentType: 'Invoice',
      number: 'F-2024-0001',
      issueDate: '2024-03-15',
      dueDate: '2024-04-14',
      currency: 'RSD',
      base: 1_410_000,
      vat: 211_000,
      total: 1_621_000,
      sendingDate: '2026-11-21',
      supplier: { pib: '100000008', mb: '10000009', name: 'Primer Prodavac d.o.o.' },
    });
    expect(ubl.lines.map((l) => [l.lineNo, l.quantity, l.price, l.net, l.vatRate])).toEqual([
      ['1', 10_000, 100_000, 1_000_000, 2000],
      ['2', 2_000, 55_000, 110_000, 1000],
      ['3', 1_000, 300_000, 300_000, 0],
    ]);
    expect(ubl.lines.reduce((s, l) => s + l.net, 0)).toBe(ubl.base);
    expect(ubl.taxSubtotals.reduce((s, t) => s + t.vat, 0)).toBe(ubl.vat);
  });

  it('a credit note reads as one, with its credited lines and the invoices it refers to', () => {
    const ubl = readPurchaseUbl(creditNote);
    expect(ubl.documentType).toBe('CreditNote');
    expect(ubl).toMatchObject({ number: 'KO-2024-0001', references: ['F-2024-0001'], note: 'Knjižno odobrenje (povrat robe) po fakturi F-2024-0001.', base: 1_410_000, vat: 211_000, vatRsd: null });
    expect(readPurchaseUbl(invoice).references).toEqual([]);
    expect(ubl.lines.length).toBeGreaterThan(0);
    expect(ubl.lines.every((l) => l.quantity > 0)).toBe(true);
  });

  it('an invoice in EUR: the supply date for the rate, and its VAT in dinars from the TaxTotal in TaxCurrencyCode RSD', () => {
    const eur = invoice
      .replace('<cbc:DocumentCurrencyCode>RSD</cbc:DocumentCurrencyCode>', '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>RSD</cbc:TaxCurrencyCode>')
      .replace(/currencyID="RSD"/g, 'currencyID="EUR"')
      .replace('</cac:TaxTotal>', '</cac:TaxTotal><cac:TaxTotal><cbc:TaxAmount currencyID="RSD">247292.00</cbc:TaxAmount></cac:TaxTotal>');
    // the supply date is the delivery's (the example's 14 March), the issue date the invoice's
    expect(readPurchaseUbl(eur)).toMatchObject({ currency: 'EUR', vat: 211_000, vatRsd: 24_729_200, supplyDate: '2024-03-14', issueDate: '2024-03-15' });
    expect(readPurchaseUbl(invoice)).toMatchObject({ currency: 'RSD', vatRsd: null, supplyDate: '2024-03-14' });
    // without a delivery date or tax point: the issue date
    expect(readPurchaseUbl(invoice.replace(/<cac:Delivery>[\s\S]*?<\/cac:Delivery>/, '')).supplyDate).toBe('2024-03-15');
  });

  it('the embedded PDF, in the bare UBL or in the envelope', () => {
    const pdf = embeddedPdf(wrapped(invoice));
    expect(pdf?.filename).toBe('specifikacija-F-2024-0001.pdf');
    expect(pdf?.bytes.toString()).toBe('%PDF-1.4\n%%EOF\n');
    expect(embeddedPdf(creditNote)).toBeNull();
    expect(embeddedPdf('<a>')).toBeNull();
  });

  it('what is not well-formed or not an invoice is refused with a message', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(new XmlParseError('</a> closes <b>'));
    expect(() => parseXml('<a>')).toThrow(new XmlParseError('<a> is not closed'));
    expect(() => parseXml('<a/><b/>')).toThrow(XmlParseError);
    expect(() => parseXml('garbage')).toThrow(XmlParseError);
    expect(() => parseXml('<a>&nbsp;</a>')).toThrow(new XmlParseError('unknown entity &nbsp;'));
    expect(() => readPurchaseUbl('<Order><ID>1</ID></Order>')).toThrow(new UblError('not a UBL invoice: <Order>'));
    expect(() => readPurchaseUbl(invoice.replace('<cbc:ID>F-2024-0001</cbc:ID>', ''))).toThrow(UblError);
    expect(parseXml('<x:a xmlns:x="u" k="&amp;1"><![CDATA[<b>]]>&#65;</x:a>')).toMatchObject({ name: 'a', attrs: { k: '&1' }, text: '<b>A' });
  });
});

describe('the deadline to accept or reject', () => {
  it('15 days from delivery, 20 once renotified, none once decided or withdrawn', () => {
    expect(decideBy('2026-11-20', 'New')).toBe('2026-12-05');
    expect(decideBy('2026-11-20', 'ReNotified')).toBe('2026-12-10');
    expect(decideBy('2026-11-20', 'Approved')).toBeNull();
    expect(deadlineOf('2026-11-20', 'Seen', '2026-12-05')).toEqual({ decideBy: '2026-12-05', daysLeft: 0 });
    expect(deadlineOf('2026-11-20', 'New', '2026-12-07')).toEqual({ decideBy: '2026-12-05', daysLeft: -2 });
    expect(deadlineOf('2026-11-20', 'Storno', '2026-11-21')).toEqual({ decideBy: null, daysLeft: null });
  });
});
