import type { Tx } from '../../platform/db/client';
import { appConfig, artPdv, blagajne, komMesto, units } from '../../platform/db/schema';

/** The configuration map of `app-config/object`: pipe-separated lists, the first the default. */
export const defaultAppConfig: Record<string, string> = {
  'v-artikl': 'roba|usluga|repro|gp|os',
  'v-promet': 'vp|mp|usluga',
  'v-kom': 'firma|kupac',
  'default-v-promet': 'vp',
};

/** A new company's units: code, name, and the SEF unit (UN/ECE Rec. 20) its e-invoices carry. */
const defaultUnits: [string, string, string][] = [
  ['kom', 'komad', 'H87'],
  ['kg', 'kilogram', 'KGM'],
  ['l', 'litar', 'LTR'],
  ['m', 'metar', 'MTR'],
  ['m2', 'kvadratni metar', 'MTK'],
  ['h', 'sat', 'HUR'],
  ['pak', 'pakovanje', 'PK'],
];

/** The main Serbian towns: postcode, name, municipality (when it differs). */
const serbianPlaces: [string, string, string?][] = [
  ['11000', 'Beograd', 'Stari grad'], ['11070', 'Novi Beograd'], ['11080', 'Zemun'], ['21000', 'Novi Sad'],
  ['18000', 'Niš'], ['34000', 'Kragujevac'], ['24000', 'Subotica'], ['23000', 'Zrenjanin'], ['26000', 'Pančevo'],
  ['32000', 'Čačak'], ['36000', 'Kraljevo'], ['36300', 'Novi Pazar'], ['11300', 'Smederevo'], ['16000', 'Leskovac'],
  ['14000', 'Valjevo'], ['37000', 'Kruševac'], ['17500', 'Vranje'], ['15000', 'Šabac'], ['31000', 'Užice'],
  ['25000', 'Sombor'], ['12000', 'Požarevac'], ['18300', 'Pirot'], ['19000', 'Zaječar'], ['23300', 'Kikinda'],
  ['22000', 'Sremska Mitrovica'], ['35000', 'Jagodina'], ['26300', 'Vršac'], ['19210', 'Bor'], ['18400', 'Prokuplje'],
  ['15300', 'Loznica'],
];

/** Reference data every company starts with: VAT rates, units, configuration. */
export async function seedCompanyReference(tx: Tx, companyId: number): Promise<{ vat20: number; vat10: number; vat0: number }> {
  const [vat20, vat10, vat0] = await tx
    .insert(artPdv)
    .values([
      { companyId, opis: 'Opšta stopa 20%', stopa: 2000, isDefault: true },
      { companyId, opis: 'Posebna stopa 10%', stopa: 1000 },
      { companyId, opis: 'Oslobođeno 0%', stopa: 0, kategorija: 'Z' },
    ])
    .returning({ id: artPdv.id });
  await tx.insert(units).values(defaultUnits.map(([code, name, sefCode]) => ({ companyId, code, name, sefCode })));
  await tx.insert(appConfig).values(Object.entries(defaultAppConfig).map(([key, value]) => ({ companyId, key, value })));
  await tx.insert(komMesto).values(serbianPlaces.map(([postcode, naziv, opstina]) => ({ companyId, postcode, naziv, opstina: opstina ?? naziv, drzava: 'Srbija' })));
  // one dinar cash desk on the chart's 243 (docs/decisions.md#cash-desk-blagajna)
  await tx.insert(blagajne).values({ companyId, naziv: 'Glavna blagajna', valuta: 'RSD', konto: '243' });
  return { vat20: vat20!.id, vat10: vat10!.id, vat0: vat0!.id };
}
