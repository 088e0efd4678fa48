import type { AppConfig } from '../platform/config';
import type { Db, Tx } from '../platform/db/client';
import { generatePassword, hashPassword } from '../platform/auth/password';
import {
  anyCompany,
  insertAppConfig,
  insertArticleGroups,
  insertArticles,
  insertClients,
  insertCompanyRow,
  insertCurrentAccount,
  insertDesk,
  insertMember,
  insertPeriods,
  insertPlaces,
  insertRegister,
  insertUnits,
  insertVatRates,
  insertWarehouses,
} from './seed.repo';
import type { Role } from '@knjige/contract';
import { bookDemoMonth } from './demo-month';
import { belgradeToday, belgradeYear } from '@knjige/domain';

export interface SeedResult {
  seeded: boolean;
  credentials: { email: string; role: Role }[];
  password?: string;
  passwordGenerated: boolean;
}

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
  const [vat20, vat10, vat0] = await insertVatRates(tx, [
    { companyId, opis: 'Opšta stopa 20%', stopa: 2000, isDefault: true },
    { companyId, opis: 'Posebna stopa 10%', stopa: 1000 },
    { companyId, opis: 'Oslobođeno 0%', stopa: 0, kategorija: 'Z' },
  ]);
  await insertUnits(tx, defaultUnits.map(([code, name, sefCode]) => ({ companyId, code, name, sefCode })));
  await insertAppConfig(tx, Object.entries(defaultAppConfig).map(([key, value]) => ({ companyId, key, value })));
  await insertPlaces(tx, serbianPlaces.map(([postcode, naziv, opstina]) => ({ companyId, postcode, naziv, opstina: opstina ?? naziv, drzava: 'Srbija' })));
  // one dinar cash desk on the chart's 243 (decisions.md "Cash desk")
  await insertDesk(tx, { companyId, naziv: 'Glavna blagajna', valuta: 'RSD', konto: '243' });
  return { vat20: vat20!, vat10: vat10!, vat0: vat0! };
}

/** Whether the database has a company yet (a first start seeds one). */
export async function hasCompany(db: Db): Promise<boolean> {
  return anyCompany(db);
}

/** What a first run seeds: the configuration's choices; `demoMonth` books the demo's first month (off unless asked). */
export type SeedOptions = Pick<AppConfig, 'seed' | 'demoPassword' | 'adminEmail' | 'adminPassword'> & Partial<Pick<AppConfig, 'demoMonth'>>;

/**
 * First-run data; never runs on a database that has a company, never overwrites. `today` (Belgrade)
 * places the demo's first month.
 */
export async function seed(db: Db, config: SeedOptions, today = belgradeToday()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (await anyCompany(tx)) return { seeded: false, credentials: [], passwordGenerated: false };
    return config.seed === 'none' ? seedEmpty(tx, config) : seedDemo(tx, config, today);
  });
}

async function seedDemo(tx: Tx, config: Pick<SeedOptions, 'demoPassword' | 'demoMonth'>, today: string): Promise<SeedResult> {
  const password = config.demoPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const companyId = await insertCompanyRow(tx, {
    naziv: 'Demo Trgovina d.o.o.',
    nazivCyr: 'Демо Трговина д.о.о.',
    pib: '101134702',
    maticniBroj: '07204990',
    street: 'Knez Mihailova 10',
    postcode: '11000',
    city: 'Beograd',
    contactName: 'Ana Petrović',
    phone: '011 123 4567',
    email: 'office@demo.rs',
    banka: 'Banca Intesa',
    tracun: '160000000001234595',
  });
  await insertPeriods(
    tx,
    ['2023', '2024', '2025', '2026'].map((year) => ({
      companyId,
      title: year,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      status: year === '2023' ? ('closed' as const) : ('open' as const),
    })),
  );
  const vat = await seedCompanyReference(tx, companyId);
  const [, retail] = await insertWarehouses(tx, [
    { companyId, sifra: '01', magNaziv: 'Veleprodajni magacin', kepuMesto: 'Beograd, Knez Mihailova 10', vPromet: 'vp', mesto: 'Beograd', opis: 'Glavni magacin', isDefault: true },
    { companyId, sifra: '02', magNaziv: 'Maloprodajni objekat', kepuMesto: 'Novi Sad, Zmaj Jovina 5', vPromet: 'mp', mesto: 'Novi Sad', opis: 'Prodavnica' },
  ]);
  await insertRegister(tx, { companyId, naziv: 'Kasa 1', ibfm: 'AB123456', magId: retail! });
  await insertCurrentAccount(tx, { companyId, naziv: 'Glavni račun', banka: 'Banca Intesa', tracun: '160000000001234595', isDefault: true });
  const [food, drinks, chem, services] = await insertArticleGroups(tx, [
    { companyId, vArtikl: 'roba', grpSifra: '100', grpNaziv: 'Prehrana' },
    { companyId, vArtikl: 'roba', grpSifra: '200', grpNaziv: 'Pića' },
    { companyId, vArtikl: 'roba', grpSifra: '300', grpNaziv: 'Kućna hemija' },
    { companyId, vArtikl: 'usluga', grpSifra: '900', grpNaziv: 'Usluge' },
  ]) as [number, number, number, number];
  await insertArticles(tx, [
    { companyId, vArtikl: 'roba', grpId: food, intSifra: '1001', artNaziv: 'Brašno T-400 1 kg', barkod: '8600000000011', meraCode: 'kom', pdvId: vat.vat10 },
    { companyId, vArtikl: 'roba', grpId: food, intSifra: '1002', artNaziv: 'Šećer kristal 1 kg', barkod: '8600000000028', meraCode: 'kom', pdvId: vat.vat20 },
    { companyId, vArtikl: 'roba', grpId: food, intSifra: '1003', artNaziv: 'Ulje suncokretovo 1 l', barkod: '8600000000035', meraCode: 'kom', pdvId: vat.vat20 },
    { companyId, vArtikl: 'roba', grpId: drinks, intSifra: '2001', artNaziv: 'Mineralna voda 1,5 l', barkod: '8600000000042', meraCode: 'kom', pdvId: vat.vat20 },
    { companyId, vArtikl: 'roba', grpId: drinks, intSifra: '2002', artNaziv: 'Sok od jabuke 1 l', barkod: '8600000000059', meraCode: 'kom', pdvId: vat.vat20 },
    { companyId, vArtikl: 'roba', grpId: chem, intSifra: '3001', artNaziv: 'Deterdžent za sudove 500 ml', barkod: '8600000000066', meraCode: 'kom', pdvId: vat.vat20 },
    { companyId, vArtikl: 'roba', grpId: food, intSifra: '1004', artNaziv: 'Kafa mlevena', barkod: '1004', meraCode: 'kg', pdvId: vat.vat20 },
    { companyId, vArtikl: 'usluga', grpId: services, intSifra: '9001', artNaziv: 'Prevoz robe', barkod: '9001', meraCode: 'h', pdvId: vat.vat20 },
  ]);
  await insertClients(tx, [
    { companyId, vKom: 'firma', sifra: '1', intNaziv: 'Veletrgovina Sever', naziv: 'Veletrgovina Sever d.o.o.', postcode: '21000', mesto: 'Novi Sad', adresa: 'Bulevar oslobođenja 1', pib: '100000008', maticniBroj: '10000009', isDobavljac: true, isPdvObveznik: true },
    { companyId, vKom: 'firma', sifra: '2', intNaziv: 'Market Jug', naziv: 'Market Jug d.o.o.', postcode: '18000', mesto: 'Niš', adresa: 'Obrenovićeva 20', pib: '111032440', maticniBroj: '17400169', isKupac: true, isPdvObveznik: true },
    { companyId, vKom: 'kupac', sifra: '3', intNaziv: 'Petar Petrović', naziv: 'Petar Petrović', postcode: '11000', mesto: 'Beograd', adresa: 'Nemanjina 4', jmbg: '0101900350008', isKupac: true },
  ]);
  const people: { email: string; firstName: string; lastName: string; role: Role }[] = [
    { email: 'super@demo.rs', firstName: 'Sava', lastName: 'Superić', role: 'super' },
    { email: 'admin@demo.rs', firstName: 'Ana', lastName: 'Adminović', role: 'admin' },
    { email: 'user@demo.rs', firstName: 'Marko', lastName: 'Korisnić', role: 'user' },
  ];
  const userIds: number[] = [];
  for (const person of people) {
    userIds.push(await insertMember(tx, { email: person.email, firstName: person.firstName, lastName: person.lastName, passwordHash }, { companyId, role: person.role, isDefault: true }));
  }
  // the month is the admin's work, as a bookkeeper's would be
  if (config.demoMonth) await bookDemoMonth(tx, companyId, userIds[1]!, today);
  return {
    seeded: true,
    credentials: people.map(({ email, role }) => ({ email, role })),
    password,
    passwordGenerated: config.demoPassword === null,
  };
}

async function seedEmpty(tx: Tx, config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>): Promise<SeedResult> {
  const email = (config.adminEmail ?? 'admin@localhost.rs').toLowerCase();
  const password = config.adminPassword ?? generatePassword();
  const year = belgradeYear();
  const companyId = await insertCompanyRow(tx, { naziv: 'Nova firma', pib: '', maticniBroj: '' });
  await insertPeriods(tx, [{ companyId, title: String(year), startDate: `${year}-01-01`, endDate: `${year}-12-31` }]);
  await seedCompanyReference(tx, companyId);
  await insertWarehouses(tx, [{ companyId, sifra: '01', magNaziv: 'Magacin', vPromet: 'vp', isDefault: true }]);
  await insertMember(tx, { email, firstName: 'Administrator', lastName: '', passwordHash: await hashPassword(password) }, { companyId, role: 'super', isDefault: true });
  return {
    seeded: true,
    credentials: [{ email, role: 'super' }],
    password: config.adminPassword ? undefined : password,
    passwordGenerated: !config.adminPassword,
  };
}
