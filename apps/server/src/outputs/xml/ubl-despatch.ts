import { create } from 'xmlbuilder2';
import type { XmlData } from '@knjige/contract';
import { despatchNumber } from '@knjige/domain';
import { buyerHasVatId, CAC, CBC, party, postalAddress, quantity, text } from './ubl-common';

/**
 * The customization id of the Serbian electronic dispatch note (e-otpremnica). The rulebook's
 * profile id is not published in our references (SERBIA.md §7); this one names the UBL 2.1
 * document and the ministry's namespace as SEF's invoices do, and is the only place to change when
 * the profile is published.
 */
export const DESPATCH_CUSTOMIZATION_ID = 'urn:fdc:mfin.gov.rs:eotpremnica:2026';

const NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2';

/**
 * The electronic dispatch note of a goods invoice as UBL 2.1 DespatchAdvice: despatch and delivery
 * parties identified as on the invoice, the delivery address (the buyer's) and date, each line's
 * article, quantity and unit, and a reference to the invoice.
 */
export function buildDespatchXml(data: XmlData): string {
  const { document: d, buyer, seller } = data;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE, 'DespatchAdvice', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
  text(root, 'UBLVersionID', '2.1');
  text(root, 'CustomizationID', DESPATCH_CUSTOMIZATION_ID);
  text(root, 'ID', despatchNumber(d));
  text(root, 'IssueDate', d.datum);
  text(root, 'DespatchAdviceTypeCode', '351');
  if (d.napomena) text(root, 'Note', d.napomena);
  text(root, 'LineCountNumeric', String(data.items.length));
  if (d.brojNarudzbenice) text(root.ele('cac:OrderReference'), 'ID', d.brojNarudzbenice);
  const invoice = root.ele('cac:AdditionalDocumentReference');
  text(invoice, 'ID', d.oznaka);
  text(invoice, 'IssueDate', d.datum);
  text(invoice, 'DocumentTypeCode', '380');
  party(root.ele('cac:DespatchSupplierParty'), seller, { vatId: seller.isPdv });
  party(root.ele('cac:DeliveryCustomerParty'), buyer, { vatId: buyerHasVatId(buyer) });

  const shipment = root.ele('cac:Shipment');
  text(shipment, 'ID', despatchNumber(d));
  const delivery = shipment.ele('cac:Delivery');
  text(delivery, 'ActualDeliveryDate', d.datumIsporuke);
  postalAddress(delivery, 'cac:DeliveryAddress', buyer);
  const despatch = delivery.ele('cac:Despatch');
  text(despatch, 'ActualDespatchDate', d.datum);
  postalAddress(despatch, 'cac:DespatchAddress', seller);

  for (const item of data.items) {
    const line = root.ele('cac:DespatchLine');
    text(line, 'ID', String(item.rbr));
    text(line, 'DeliveredQuantity', quantity(item.kolicina), { unitCode: item.unitCode });
    text(line.ele('cac:OrderLineReference'), 'LineID', String(item.rbr));
    const article = line.ele('cac:Item');
    text(article, 'Name', item.artNaziv);
    if (item.intSifra) text(article.ele('cac:SellersItemIdentification'), 'ID', item.intSifra);
  }
  return root.end({ prettyPrint: false });
}
