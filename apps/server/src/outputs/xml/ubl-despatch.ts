import { create } from 'xmlbuilder2';
import type { XmlData } from '@knjige/contract';
import { despatchNumber } from '@knjige/domain';
import { buyerHasVatId, CAC, CBC, party, postalAddress, quantity, text } from './ubl-common';

/**
 * The customization and profile ids of the Serbian electronic dispatch note (eOtpremnica), from the
 * ministry's 2025.12 examples (docs/domain.md#eotpremnica): a dispatch note only, without a receipt
 * advice asked for by the profile (the buyer may still send one).
 */
export const DESPATCH_CUSTOMIZATION_ID = 'urn:fdc:mfin.gov.rs:logistics:trns:despatch_advice:1:2025.12';
export const DESPATCH_PROFILE_ID = 'urn:fdc:peppol.eu:logistics:bis:despatch_advice_only:1';

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
  text(root, 'ProfileID', DESPATCH_PROFILE_ID);
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
