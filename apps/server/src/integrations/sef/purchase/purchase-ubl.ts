import { taxDateOf, typeCodeOf, type SefDocFigures } from '@knjige/domain';
import { child, children, parseXml, textAt, XmlParseError, type XmlElement } from './xml-tree';

/** What the inbox keeps of a supplier's UBL invoice, amounts in para, quantities in thousandths. */
export interface PurchaseUbl {
  documentType: 'Invoice' | 'CreditNote' | 'DebitNote' | 'Prepayment';
  number: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  /** the day of supply the rate is taken for: the delivery date, else the tax point, else the issue date */
  supplyDate: string | null;
  /** a foreign-currency invoice's VAT in dinars (the TaxTotal in `TaxCurrencyCode` RSD), null when it carries none */
  vatRsd: number | null;
  /** the document's first note (a credit note's reason) */
  note: string;
  /** the invoices a credit note refers to (`BillingReference/InvoiceDocumentReference/ID`), in order */
  references: string[];
  /** the issue days those references give (`InvoiceDocumentReference/IssueDate`) */
  referenceDates: string[];
  /** the VAT point: the delivery day under period code 35, else the issue day (null without an issue day) */
  taxDate: string | null;
  /** the first day of the period a note corrects (`InvoicePeriod/StartDate`) */
  periodStart: string | null;
  supplier: UblParty;
  /** without VAT (TaxExclusiveAmount) */
  base: number;
  vat: number;
  /** with VAT (TaxInclusiveAmount) */
  total: number;
  taxSubtotals: UblTaxSubtotal[];
  lines: UblLine[];
  /** SEF's envelope: the day SEF sent it to us */
  sendingDate: string | null;
}

export interface UblParty {
  name: string;
  pib: string;
  mb: string;
  address: string;
  city: string;
  postcode: string;
}

export interface UblTaxSubtotal {
  /** S, AE, E, O, Z, SS, R, N */
  category: string;
  /** hundredths of a percent */
  rate: number;
  base: number;
  vat: number;
}

export interface UblLine {
  lineNo: string;
  name: string;
  sellerId: string | null;
  gtin: string | null;
  quantity: number;
  unitCode: string;
  /** net price per unit, para */
  price: number;
  /** the line's net amount, para */
  net: number;
  vatCategory: string;
  vatRate: number;
}

export interface UblPdf {
  filename: string;
  bytes: Buffer;
}

export class UblError extends Error {}

/** A decimal text as an integer of `scale` (100: para, 1000: thousandths), exact, half away from zero. */
export function scaled(text: string | null, scale: 100 | 1000): number {
  if (text === null || text === '') return 0;
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) throw new UblError(`not a number: ${text}`);
  const digits = scale === 100 ? 2 : 3;
  const frac = (m[3] ?? '').padEnd(digits + 1, '0');
  let value = Number(m[2] || '0') * scale + Number(frac.slice(0, digits));
  if (Number(frac[digits]) >= 5) value += 1;
  return m[1] ? -value : value;
}

const rateOf = (text: string | null) => scaled(text, 100);

/** The UBL document inside SEF's envelope, or the document itself. */
function documentOf(root: XmlElement): { doc: XmlElement; envelope: XmlElement | null } {
  if (root.name !== 'DocumentEnvelope') return { doc: root, envelope: null };
  const doc = child(root, 'DocumentBody')?.children[0];
  if (!doc) throw new UblError('the envelope has no document');
  return { doc, envelope: root };
}

function party(el: XmlElement | undefined): UblParty {
  const p = child(el, 'Party');
  const taxId = textAt(p, 'PartyTaxScheme', 'CompanyID') ?? '';
  const address = child(p, 'PostalAddress');
  return {
    name: textAt(p, 'PartyLegalEntity', 'RegistrationName') ?? textAt(p, 'PartyName', 'Name') ?? '',
    pib: taxId.replace(/^RS/i, '') || textAt(p, 'EndpointID') || '',
    mb: textAt(p, 'PartyLegalEntity', 'CompanyID') ?? '',
    address: textAt(address, 'StreetName') ?? '',
    city: textAt(address, 'CityName') ?? '',
    postcode: textAt(address, 'PostalZone') ?? '',
  };
}

function typeOf(doc: XmlElement): PurchaseUbl['documentType'] {
  if (doc.name === 'CreditNote') return 'CreditNote';
  const code = textAt(doc, 'InvoiceTypeCode');
  return code === '386' ? 'Prepayment' : code === '383' ? 'DebitNote' : 'Invoice';
}

function line(el: XmlElement): UblLine {
  const item = child(el, 'Item');
  const qty = child(el, 'InvoicedQuantity') ?? child(el, 'CreditedQuantity');
  const quantity = scaled(qty?.text.trim() ?? '0', 1000);
  const net = scaled(textAt(el, 'LineExtensionAmount'), 100);
  const baseQty = scaled(textAt(el, 'Price', 'BaseQuantity') || '1', 1000) || 1000;
  const priceText = textAt(el, 'Price', 'PriceAmount');
  const price = priceText !== null ? Math.round((scaled(priceText, 100) * 1000) / baseQty) : quantity ? Math.round((net * 1000) / quantity) : 0;
  const tax = child(item, 'ClassifiedTaxCategory');
  return {
    lineNo: textAt(el, 'ID') ?? '',
    name: textAt(item, 'Name') ?? '',
    sellerId: textAt(item, 'SellersItemIdentification', 'ID') || null,
    gtin: textAt(item, 'StandardItemIdentification', 'ID') || null,
    quantity,
    unitCode: qty?.attrs.unitCode ?? '',
    price,
    net,
    vatCategory: textAt(tax, 'ID') ?? '',
    vatRate: rateOf(textAt(tax, 'Percent')),
  };
}

/** Reads an invoice or credit note SEF delivered (its envelope or the bare UBL); throws `UblError` or `XmlParseError`. */
export function readPurchaseUbl(xml: string): PurchaseUbl {
  const { doc, envelope } = documentOf(parseXml(xml));
  if (doc.name !== 'Invoice' && doc.name !== 'CreditNote') throw new UblError(`not a UBL invoice: <${doc.name}>`);
  const number = textAt(doc, 'ID');
  if (!number) throw new UblError('the invoice has no number (cbc:ID)');
  const totals = child(doc, 'LegalMonetaryTotal');
  if (!totals) throw new UblError('the invoice has no LegalMonetaryTotal');
  // the TaxTotal in the document's currency is the one with subtotals (a second one may give VAT in RSD)
  const taxTotal = children(doc, 'TaxTotal').find((t) => children(t, 'TaxSubtotal').length) ?? child(doc, 'TaxTotal');
  const currency = textAt(doc, 'DocumentCurrencyCode') ?? 'RSD';
  // a foreign-currency invoice gives its VAT in dinars again, in a TaxTotal of TaxCurrencyCode (RSD) without subtotals
  const taxCurrency = textAt(doc, 'TaxCurrencyCode');
  const rsdTotal =
    currency !== 'RSD' && taxCurrency === 'RSD' ? children(doc, 'TaxTotal').find((t) => t !== taxTotal && child(t, 'TaxAmount')?.attrs.currencyID === 'RSD') : undefined;
  const issueDate = textAt(doc, 'IssueDate');
  const base = scaled(textAt(totals, 'TaxExclusiveAmount'), 100);
  const vat = scaled(textAt(taxTotal, 'TaxAmount'), 100);
  const lineName = doc.name === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine';
  return {
    documentType: typeOf(doc),
    number,
    issueDate,
    dueDate: textAt(doc, 'DueDate') ?? textAt(doc, 'PaymentMeans', 'PaymentDueDate'),
    currency,
    supplyDate: textAt(doc, 'Delivery', 'ActualDeliveryDate') ?? textAt(doc, 'TaxPointDate') ?? issueDate,
    vatRsd: rsdTotal ? scaled(textAt(rsdTotal, 'TaxAmount'), 100) : null,
    note: textAt(doc, 'Note') ?? '',
    references: children(doc, 'BillingReference').flatMap((r) => {
      const id = textAt(r, 'InvoiceDocumentReference', 'ID');
      return id ? [id] : [];
    }),
    referenceDates: children(doc, 'BillingReference').flatMap((r) => {
      const day = textAt(r, 'InvoiceDocumentReference', 'IssueDate');
      return day ? [day] : [];
    }),
    taxDate:
      issueDate &&
      taxDateOf({ periodCode: textAt(doc, 'InvoicePeriod', 'DescriptionCode'), issueDate, deliveryDate: textAt(doc, 'Delivery', 'ActualDeliveryDate'), creditNote: doc.name === 'CreditNote' }),
    periodStart: textAt(doc, 'InvoicePeriod', 'StartDate'),
    supplier: party(child(doc, 'AccountingSupplierParty')),
    base,
    vat,
    total: textAt(totals, 'TaxInclusiveAmount') !== null ? scaled(textAt(totals, 'TaxInclusiveAmount'), 100) : base + vat,
    taxSubtotals: children(taxTotal, 'TaxSubtotal').map((s) => ({
      category: textAt(s, 'TaxCategory', 'ID') ?? '',
      rate: rateOf(textAt(s, 'TaxCategory', 'Percent')),
      base: scaled(textAt(s, 'TaxableAmount'), 100),
      vat: scaled(textAt(s, 'TaxAmount'), 100),
    })),
    lines: children(doc, lineName).map(line),
    sendingDate: envelope ? (textAt(envelope, 'DocumentHeader', 'SendingDate')?.slice(0, 10) ?? null) : null,
  };
}

/** What the prepared return reads of a purchase invoice (null without a VAT point day). */
export function purchaseFigures(facts: PurchaseUbl): SefDocFigures | null {
  if (!facts.taxDate) return null;
  return {
    number: facts.number,
    typeCode: typeCodeOf(facts.documentType),
    taxDate: facts.taxDate,
    subtotals: facts.taxSubtotals,
    refDates: facts.referenceDates,
    periodStart: facts.periodStart,
    advances: [],
    prepaid: 0,
    currency: facts.currency,
    vatRsd: facts.vatRsd,
  };
}

/** The PDF the invoice carries: an AdditionalDocumentReference's embedded PDF, or SEF's envelope's DocumentPdf. */
export function embeddedPdf(xml: string): UblPdf | null {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (err) {
    if (err instanceof XmlParseError) return null;
    throw err;
  }
  const { doc, envelope } = documentOf(root);
  for (const ref of children(doc, 'AdditionalDocumentReference')) {
    const object = child(ref, 'Attachment', 'EmbeddedDocumentBinaryObject');
    if (object && object.attrs.mimeCode === 'application/pdf' && object.text.trim()) {
      return { filename: object.attrs.filename || `${textAt(ref, 'ID') ?? 'invoice'}.pdf`, bytes: Buffer.from(object.text.trim(), 'base64') };
    }
  }
  const header = child(envelope ?? undefined, 'DocumentHeader', 'DocumentPdf');
  if (header && header.text.trim()) return { filename: 'invoice.pdf', bytes: Buffer.from(header.text.trim(), 'base64') };
  return null;
}
