/** A small UBL invoice for the simulator's tests and demos (one line, at 20 % unless told), amounts in para. */
export interface SampleInvoice {
  number: string;
  issueDate?: string;
  dueDate?: string;
  supplier?: { name: string; pib: string; mb: string };
  buyer?: { name: string; pib: string; mb: string };
  /** Net amount in para; VAT `rate` % of it. */
  net?: number;
  /** the VAT rate in percent: 20 (default) or 10 */
  rate?: 20 | 10;
  /** a delivery day: the VAT point code is then 35 (the delivery), else 3 (the issue day) */
  delivery?: string;
  item?: { name: string; sellerId?: string; gtin?: string; quantity?: number; unitCode?: string };
}

const money = (para: number) => (para / 100).toFixed(2);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function party(element: string, p: { name: string; pib: string; mb: string }): string {
  return `<cac:${element}><cac:Party><cbc:EndpointID schemeID="9948">${p.pib}</cbc:EndpointID>
<cac:PostalAddress><cbc:CityName>Beograd</cbc:CityName><cbc:PostalZone>11000</cbc:PostalZone><cac:Country><cbc:IdentificationCode>RS</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
<cac:PartyTaxScheme><cbc:CompanyID>RS${p.pib}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
<cac:PartyLegalEntity><cbc:RegistrationName>${esc(p.name)}</cbc:RegistrationName><cbc:CompanyID>${p.mb}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:${element}>`;
}

export function sampleInvoiceXml(input: SampleInvoice): string {
  const net = input.net ?? 100_000;
  const rate = input.rate ?? 20;
  const vat = Math.round((net * rate) / 100);
  const supplier = input.supplier ?? { name: 'Dobavljač d.o.o.', pib: '101134702', mb: '07204990' };
  const buyer = input.buyer ?? { name: 'Kupac d.o.o.', pib: '111032440', mb: '17400169' };
  const item = input.item ?? { name: 'Roba' };
  const quantity = item.quantity ?? 1;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.rs:srbdt:2022</cbc:CustomizationID>
<cbc:ID>${esc(input.number)}</cbc:ID>
<cbc:IssueDate>${input.issueDate ?? '2026-11-20'}</cbc:IssueDate>
<cbc:DueDate>${input.dueDate ?? '2026-12-20'}</cbc:DueDate>
<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
<cbc:DocumentCurrencyCode>RSD</cbc:DocumentCurrencyCode>
<cac:InvoicePeriod><cbc:DescriptionCode>${input.delivery ? '35' : '3'}</cbc:DescriptionCode></cac:InvoicePeriod>
${party('AccountingSupplierParty', supplier)}
${party('AccountingCustomerParty', buyer)}${input.delivery ? `\n<cac:Delivery><cbc:ActualDeliveryDate>${input.delivery}</cbc:ActualDeliveryDate></cac:Delivery>` : ''}
<cac:TaxTotal><cbc:TaxAmount currencyID="RSD">${money(vat)}</cbc:TaxAmount>
<cac:TaxSubtotal><cbc:TaxableAmount currencyID="RSD">${money(net)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="RSD">${money(vat)}</cbc:TaxAmount>
<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="RSD">${money(net)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="RSD">${money(net)}</cbc:TaxExclusiveAmount>
<cbc:TaxInclusiveAmount currencyID="RSD">${money(net + vat)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="RSD">${money(net + vat)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="${item.unitCode ?? 'H87'}">${quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="RSD">${money(net)}</cbc:LineExtensionAmount>
<cac:Item><cbc:Name>${esc(item.name)}</cbc:Name>${item.sellerId ? `<cac:SellersItemIdentification><cbc:ID>${esc(item.sellerId)}</cbc:ID></cac:SellersItemIdentification>` : ''}${item.gtin ? `<cac:StandardItemIdentification><cbc:ID schemeID="0160">${item.gtin}</cbc:ID></cac:StandardItemIdentification>` : ''}
<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>${rate}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="RSD">${money(Math.round(net / quantity))}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
</Invoice>`;
}
