/** What the simulator reads from a UBL document: enough to list it and answer like SEF (not a validator). */
export interface UblFacts {
  kind: 'Invoice' | 'CreditNote';
  number: string;
  issueDate: string | null;
  dueDate: string | null;
  typeCode: string | null;
  payable: number | null;
  taxExclusive: number | null;
  vat: number | null;
  supplier: PartyFacts;
  buyer: PartyFacts;
}

export interface PartyFacts {
  name: string | null;
  /** PIB: the EndpointID (scheme 9948). */
  vatNumber: string | null;
  /** Matični broj: PartyLegalEntity/CompanyID. */
  registrationNumber: string | null;
}

const first = (xml: string, element: string): string | null => {
  const match = new RegExp(`<(?:\\w+:)?${element}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${element}>`).exec(xml);
  return match ? unescape(match[1]!.trim()) : null;
};

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

const block = (xml: string, element: string): string => new RegExp(`<(?:\\w+:)?${element}>([\\s\\S]*?)</(?:\\w+:)?${element}>`).exec(xml)?.[1] ?? '';

const num = (s: string | null): number | null => (s === null || !Number.isFinite(Number(s)) ? null : Number(s));

function party(xml: string): PartyFacts {
  const legal = block(xml, 'PartyLegalEntity');
  return { name: first(legal, 'RegistrationName') ?? first(xml, 'Name'), vatNumber: first(xml, 'EndpointID'), registrationNumber: first(legal, 'CompanyID') };
}

/** The facts of a UBL Invoice or CreditNote; null when the text is not one. */
export function readUbl(xml: string): UblFacts | null {
  const root = /<(?:\w+:)?(Invoice|CreditNote)[\s>]/.exec(xml.replace(/<\?xml[^>]*\?>/, ''));
  if (!root) return null;
  // The number is the document's own cbc:ID, not one inside the extensions or a reference.
  const head = xml.replace(/<(?:\w+:)?UBLExtensions>[\s\S]*?<\/(?:\w+:)?UBLExtensions>/, '');
  const number = first(head, 'ID');
  if (!number) return null;
  const totals = block(xml, 'LegalMonetaryTotal');
  const taxTotal = block(xml, 'TaxTotal');
  return {
    kind: root[1] === 'CreditNote' ? 'CreditNote' : 'Invoice',
    number,
    issueDate: first(head, 'IssueDate'),
    dueDate: first(head, 'DueDate'),
    typeCode: first(head, 'InvoiceTypeCode') ?? first(head, 'CreditNoteTypeCode'),
    payable: num(first(totals, 'PayableAmount')),
    taxExclusive: num(first(totals, 'TaxExclusiveAmount')),
    vat: num(first(taxTotal, 'TaxAmount')),
    supplier: party(block(xml, 'AccountingSupplierParty')),
    buyer: party(block(xml, 'AccountingCustomerParty')),
  };
}

/** SEF's envelope around a purchase invoice's UBL (docs/domain.md#purchase-invoices-on-sef). */
export function envelope(ubl: string, header: { salesInvoiceId: number; purchaseInvoiceId: number; documentId: string; creationDate: string; sendingDate: string }): string {
  const body = ubl.replace(/<\?xml[^>]*\?>\s*/, '');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<env:DocumentEnvelope xmlns:env="urn:eFaktura:MinFinrs:envelop:schema">',
    '<env:DocumentHeader>',
    `<env:SalesInvoiceId>${header.salesInvoiceId}</env:SalesInvoiceId>`,
    `<env:PurchaseInvoiceId>${header.purchaseInvoiceId}</env:PurchaseInvoiceId>`,
    `<env:DocumentId>${header.documentId}</env:DocumentId>`,
    `<env:CreationDate>${header.creationDate}</env:CreationDate>`,
    `<env:SendingDate>${header.sendingDate}</env:SendingDate>`,
    '</env:DocumentHeader>',
    `<env:DocumentBody>${body}</env:DocumentBody>`,
    '</env:DocumentEnvelope>',
  ].join('\n');
}
