import type { AppConfig } from '../platform/config';
import type { Db, Tx } from '../platform/db/client';
import { generatePassword, hashPassword } from '../platform/auth/password';
import {
  anyCompany,
  insertArticleGroups,
  insertArticles,
  insertClients,
  insertCompanyRow,
  insertCurrentAccount,
  insertMember,
  insertPeriods,
  insertRegister,
  insertWarehouses,
} from './seed.repo';
import type { Role } from '@knjige/contract';
import { bookDemoMonth } from './demo-month';
import { seedCompanyReference } from '../master/tenancy/company-reference.repo';
import { wireFloors } from '../wiring';
import { belgradeToday, belgradeYear } from '@knjige/domain';

export interface SeedResult {
  seeded: boolean;
  credentials: { email: string; role: Role }[];
  password?: string;
  passwordGenerated: boolean;
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
  // the demo month locks documents: their outboxes and the agency's figures are reached through the floors' ports
  wireFloors();
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
