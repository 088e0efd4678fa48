import { create } from 'xmlbuilder2';
import type { XmlData } from '@knjige/contract';
import type { EmbeddedPdf } from './embedded-pdfs';
import { amount, buyerHasVatId, CAC, CBC, CURRENCY, party, percent, quantity, text, type XMLBuilder } from './ubl-common';

/** docs/domain.md#the-e-invoice-ubl: the SRBDT profile of EN 16931 (without the SRBDT extension, which the product does not write). */
export const SEF_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.rs:srbdt:2022';

const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'credit-note': 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;

/** The document's totals by EN 16931 arithmetic over what the XML carries. */
export function invoiceTotals(data: Pick<XmlData, 'items' | 'pdvReport' | 'document'>) {
  const lineExtension = data.items.reduce((s, i) => s + i.osnovica, 0);
  const tax = data.pdvReport.reduce((s, r) => s + r.pdvIznos, 0);
  const taxInclusive = lineExtension + tax;
  return { lineExtension, taxExclusive: lineExtension, tax, taxInclusive, prepaid: data.document.placeno, payable: taxInclusive - data.document.placeno };
}

/**
 * `cac:TaxCategory` / `cac:ClassifiedTaxCategory`: the category, its percent, and the exemption of a
 * category that takes one. EN 16931: O (not subject to VAT) carries no rate (BR-O-05..07); S and Z
 * carry no exemption reason (BR-S-10, BR-Z-10).
 */
function taxCategory(parent: XMLBuilder, element: string, tax: XmlData['pdvReport'][number]['tax'], withExemption: boolean): void {
  const node = parent.ele(element);
  text(node, 'ID', tax.kategorija);
  if (tax.kategorija !== 'O') text(node, 'Percent', percent(tax.kategorija === 'S' ? tax.stopa : 0));
  if (withExemption && tax.kategorija !== 'S' && tax.kategorija !== 'Z') {
    if (tax.osnovOslobodjenja) text(node, 'TaxExemptionReasonCode', tax.osnovOslobodjenja);
    if (tax.razlog) text(node, 'TaxExemptionReason', tax.razlog);
  }
  text(node.ele('cac:TaxScheme'), 'ID', 'VAT');
}

/**
 * The SEF e-invoice of a document: a UBL 2.1 Invoice (380), or the CreditNote (381) of its storno,
 * in the element order of the XSD and by the rules of docs/domain.md#the-e-invoice-ubl. `files` are embedded as
 * AdditionalDocumentReference (the invoice's PDF, the dispatch note's, the document's attachments).
 */
export function buildInvoiceXml(data: XmlData, files: readonly EmbeddedPdf[]): string {
  const { document: d, buyer, seller } = data;
  const credit = d.kind === 'credit-note';
  // a foreign-currency invoice: every amount in its currency, and the VAT once more in dinars (EN 16931 BT-6, BT-111)
  const currency = d.valuta ?? CURRENCY;
  const foreign = currency !== CURRENCY;
  const money = (parent: XMLBuilder, name: string, hundredths: number) => amount(parent, name, hundredths, currency);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACES[d.kind], credit ? 'CreditNote' : 'Invoice', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });

  text(root, 'CustomizationID', SEF_CUSTOMIZATION_ID);
  text(root, 'ID', d.broj);
  text(root, 'IssueDate', d.datumIzdavanja);
  if (!credit) text(root, 'DueDate', d.datumDospeca);
  text(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : (d.invoiceTypeCode ?? '380'));
  if (d.napomena) text(root, 'Note', d.napomena);
  text(root, 'DocumentCurrencyCode', currency);
  if (foreign) text(root, 'TaxCurrencyCode', CURRENCY);
  // TaxPointDate is forbidden on SEF; the period code says which date VAT falls due on (a credit note: 3)
  const period = root.ele('cac:InvoicePeriod');
  // a note over a period's invoices names the period (credit and debit notes, docs/decisions.md#sef-e-invoice-xml)
  if (d.invoicePeriod) {
    text(period, 'StartDate', d.invoicePeriod.od);
    text(period, 'EndDate', d.invoicePeriod.do);
  }
  text(period, 'DescriptionCode', credit ? '3' : d.periodObracuna);
  if (d.brojNarudzbenice) text(root.ele('cac:OrderReference'), 'ID', d.brojNarudzbenice);
  // the credited invoice of a storno, or each invoice a credit or debit note corrects
  for (const invoice of [...(d.credited ? [d.credited] : []), ...(d.references ?? [])]) {
    const ref = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    text(ref, 'ID', invoice.oznaka);
    text(ref, 'IssueDate', invoice.datum);
  }
  // a final invoice names each advance invoice (386) it deducts; PrepaidAmount carries their gross
  for (const advance of d.advances ?? []) {
    const ref = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    text(ref, 'ID', advance.oznaka);
    text(ref, 'IssueDate', advance.datum);
  }
  if (d.brojUgovora) text(root.ele('cac:ContractDocumentReference'), 'ID', d.brojUgovora);
  for (const file of files) {
    const ref = root.ele('cac:AdditionalDocumentReference');
    text(ref, 'ID', file.fileName);
    text(ref.ele('cac:Attachment'), 'EmbeddedDocumentBinaryObject', file.bytes.toString('base64'), { mimeCode: file.mime, filename: file.fileName });
  }
  party(root.ele('cac:AccountingSupplierParty'), seller, { vatId: seller.isPdv });
  party(root.ele('cac:AccountingCustomerParty'), buyer, { vatId: buyerHasVatId(buyer) });
  if (!credit && d.periodObracuna === '35') text(root.ele('cac:Delivery'), 'ActualDeliveryDate', d.datumPrometa);

  const means = root.ele('cac:PaymentMeans');
  text(means, 'PaymentMeansCode', '30');
  text(means, 'PaymentID', `(mod97) ${d.pozivNaBroj}`);
  text(means.ele('cac:PayeeFinancialAccount'), 'ID', d.tracun);

  const totals = invoiceTotals(data);
  const taxTotal = root.ele('cac:TaxTotal');
  money(taxTotal, 'TaxAmount', totals.tax);
  for (const row of data.pdvReport) {
    const sub = taxTotal.ele('cac:TaxSubtotal');
    money(sub, 'TaxableAmount', row.osnovica);
    money(sub, 'TaxAmount', row.pdvIznos);
    taxCategory(sub, 'cac:TaxCategory', row.tax, true);
  }
  // the VAT in the accounting currency: a TaxTotal of its own, with no breakdown (BR-53)
  if (foreign) amount(root.ele('cac:TaxTotal'), 'TaxAmount', d.pdvIznosRsd ?? 0);
  const legal = root.ele('cac:LegalMonetaryTotal');
  money(legal, 'LineExtensionAmount', totals.lineExtension);
  money(legal, 'TaxExclusiveAmount', totals.taxExclusive);
  money(legal, 'TaxInclusiveAmount', totals.taxInclusive);
  money(legal, 'AllowanceTotalAmount', 0);
  money(legal, 'PrepaidAmount', totals.prepaid);
  money(legal, 'PayableAmount', totals.payable);

  for (const item of data.items) {
    const line = root.ele(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    text(line, 'ID', String(item.rbr));
    text(line, credit ? 'CreditedQuantity' : 'InvoicedQuantity', quantity(item.kolicina), { unitCode: item.unitCode });
    money(line, 'LineExtensionAmount', item.osnovica);
    if (item.rabatIznos !== 0) {
      const discount = line.ele('cac:AllowanceCharge');
      text(discount, 'ChargeIndicator', 'false');
      text(discount, 'AllowanceChargeReasonCode', '95');
      text(discount, 'AllowanceChargeReason', 'Rabat');
      money(discount, 'Amount', item.rabatIznos);
    }
    const article = line.ele('cac:Item');
    text(article, 'Name', item.artNaziv);
    if (item.intSifra) text(article.ele('cac:SellersItemIdentification'), 'ID', item.intSifra);
    taxCategory(article, 'cac:ClassifiedTaxCategory', item.tax, false);
    money(line.ele('cac:Price'), 'PriceAmount', item.cena);
  }
  return root.end({ prettyPrint: false });
}
