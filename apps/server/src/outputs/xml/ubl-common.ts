import type { create } from 'xmlbuilder2';
import type { XmlData } from '@knjige/contract';

/** A node being written (xmlbuilder2 does not export the type by name from its entry point). */
export type XMLBuilder = ReturnType<typeof create>;

/** UBL 2.1 namespaces of the common components. */
export const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
export const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** The home currency: a document's when it names none, and the one VAT is accounted in (TaxCurrencyCode). */
export const CURRENCY = 'RSD';

/** A party's identifier scheme on SEF: the PIB (a private person's JMBG), EAS code 9948. */
export const SEF_ENDPOINT_SCHEME = '9948';

/** Hundredths as a decimal with two places: 123456 → "1234.56". */
export function money(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths as a decimal without trailing zeros: 10500 → "10.5", 2000 → "2". */
export function quantity(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const fraction = String(abs % 1000).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** A rate in hundredths of a percent as UBL's percent: 2000 → "20", 1050 → "10.5". */
export function percent(stopa: number): string {
  const fraction = String(stopa % 100).padStart(2, '0').replace(/0+$/, '');
  return `${Math.trunc(stopa / 100)}${fraction ? `.${fraction}` : ''}`;
}

/** `<cbc:name>text</cbc:name>`, returning the parent to go on with. */
export function text(parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>): XMLBuilder {
  return parent.ele(`cbc:${name}`, attributes).txt(value).up();
}

/** An amount element in its currency (RSD unless the document is in another). */
export function amount(parent: XMLBuilder, name: string, hundredths: number, currency: string = CURRENCY): XMLBuilder {
  return text(parent, name, money(hundredths), { currencyID: currency });
}

type Party = XmlData['buyer'] | XmlData['seller'];

/**
 * `cac:Party` as SEF reads it (docs/domain.md#the-e-invoice-ubl): the PIB (a private person's JMBG) as EndpointID
 * 9948; a public-sector buyer's JBKJS; name; address with city, postcode and country; the VAT id
 * `RS` + PIB where the party has one; the legal entity with the matični broj; the e-mail.
 */
export function party(parent: XMLBuilder, p: Party, options: { vatId: boolean }): void {
  const node = parent.ele('cac:Party');
  text(node, 'EndpointID', p.pib, { schemeID: SEF_ENDPOINT_SCHEME });
  if ('jbkjs' in p && p.jbkjs) text(node.ele('cac:PartyIdentification'), 'ID', `JBKJS:${p.jbkjs}`);
  text(node.ele('cac:PartyName'), 'Name', p.naziv);
  postalAddress(node, 'cac:PostalAddress', p);
  if (options.vatId) {
    const scheme = node.ele('cac:PartyTaxScheme');
    text(scheme, 'CompanyID', `RS${p.pib}`);
    text(scheme.ele('cac:TaxScheme'), 'ID', 'VAT');
  }
  const legal = node.ele('cac:PartyLegalEntity');
  text(legal, 'RegistrationName', p.naziv);
  if (p.maticniBroj) text(legal, 'CompanyID', p.maticniBroj);
  if (p.email) text(node.ele('cac:Contact'), 'ElectronicMail', p.email);
}

/** An address in Serbia: street, city, postcode. */
export function postalAddress(parent: XMLBuilder, element: string, a: { adresa: string; mesto: string; postcode: string }): void {
  const address = parent.ele(element);
  if (a.adresa) text(address, 'StreetName', a.adresa);
  text(address, 'CityName', a.mesto);
  text(address, 'PostalZone', a.postcode);
  text(address.ele('cac:Country'), 'IdentificationCode', 'RS');
}

/** Whether the buyer carries a VAT id: a firm does, a private person does not. */
export const buyerHasVatId = (buyer: XmlData['buyer']) => !buyer.isPerson;
