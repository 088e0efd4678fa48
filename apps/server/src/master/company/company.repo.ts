import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { HOME_CURRENCY, normalizeAccount, normalizeBic, normalizeIban } from '@knjige/domain';
import { adminRoles, deviznaRacun, deviznaRacunInput, docNapomena, docNapomenaInput, listQuery, posMain as posMainRow, posMainInput, tekuciRacun, tekuciRacunInput, z, type companyConfigInput } from '@knjige/contract';
import { crudResource, mustExist } from '../../platform/crud';
import type { Db, Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { companies, currencies, devizniRacuni, docNapomene, komMain, magMain, posMain, tekuciRacuni, xmlJobs } from '../../platform/db/schema';

export const writeRoles = [...adminRoles];

const docNapomeneQuery = listQuery.extend({ vDoc: z.string().max(20).optional(), vSubDoc: z.string().max(20).optional() });

/** The company's row (undefined when it is gone). */
export async function findCompany(tx: Tx, companyId: number) {
  const [c] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return c;
}

/**
 * Writes the company data (the /config form). The seller's tax id an e-invoice carried to SEF
 * stays (a new tax id is a new company): 409 `error.pib.in-use`.
 */
export async function updateCompany(db: Db, companyId: number, input: z.output<typeof companyConfigInput>) {
  const { address, contact, tracun, ...rest } = input;
  await db.transaction(async (tx) => {
    const [stored] = await tx.select({ pib: companies.pib }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (stored && stored.pib !== rest.pib && (await tx.$count(xmlJobs, and(eq(xmlJobs.companyId, companyId), eq(xmlJobs.status, 'succeeded')))) > 0) {
      throw conflict('error.pib.in-use');
    }
    await tx
      .update(companies)
      .set({
        ...rest,
        tracun: tracun ? (normalizeAccount(tracun) ?? tracun) : '',
        postcode: address.postcode, city: address.city, street: address.street,
        contactName: contact.name, phone: contact.phone, email: contact.email,
      })
      .where(eq(companies.id, companyId));
  });
}

/** The company's default current account, else its first one (undefined when it has none). */
export async function defaultTekuciRacun(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ id: tekuciRacuni.id, naziv: tekuciRacuni.naziv, banka: tekuciRacuni.banka, tracun: tekuciRacuni.tracun, isDefault: tekuciRacuni.isDefault })
    .from(tekuciRacuni)
    .where(eq(tekuciRacuni.companyId, companyId))
    .orderBy(sql`${tekuciRacuni.isDefault} desc`, asc(tekuciRacuni.id))
    .limit(1);
  return row;
}

export const docNapomeneResource = crudResource({
  path: '/doc-napomene',
  table: docNapomene,
  row: docNapomena,
  input: docNapomenaInput,
  query: docNapomeneQuery,
  filters: (q) => and(q.vDoc ? eq(docNapomene.vDoc, q.vDoc) : undefined, q.vSubDoc ? eq(docNapomene.vSubDoc, q.vSubDoc) : undefined),
  search: [docNapomene.naziv, docNapomene.napomena],
  orderBy: [asc(docNapomene.vDoc), asc(docNapomene.naziv), asc(docNapomene.id)],
  checkReferences: async (tx, companyId, input) =>
    input.komId === null ? {} : mustExist(tx.$count(komMain, and(eq(komMain.id, input.komId), eq(komMain.companyId, companyId))), 'komId'),
  writeRoles,
});

export const tekuciRacuniResource = crudResource({
  path: '/tekuci-racuni',
  table: tekuciRacuni,
  row: tekuciRacun,
  input: tekuciRacunInput,
  search: [tekuciRacuni.naziv, tekuciRacuni.banka, tekuciRacuni.tracun],
  orderBy: [asc(tekuciRacuni.id)],
  toValues: (input) => ({ tracun: normalizeAccount(input.tracun) ?? input.tracun }),
  beforeWrite: async (tx, companyId, input, id) => {
    if (!input.isDefault) return;
    await tx
      .update(tekuciRacuni)
      .set({ isDefault: false })
      .where(and(eq(tekuciRacuni.companyId, companyId), id === null ? undefined : ne(tekuciRacuni.id, id)));
  },
  writeRoles,
});

/** The company's foreign-currency accounts (admins write them, as the other company settings). */
export const devizniRacuniResource = crudResource({
  path: '/devizni-racuni',
  table: devizniRacuni,
  row: deviznaRacun,
  input: deviznaRacunInput,
  search: [devizniRacuni.valuta, devizniRacuni.iban, devizniRacuni.banka],
  orderBy: [asc(devizniRacuni.valuta)],
  unique: { devizni_racuni_company_valuta_uq: 'valuta' },
  toValues: (input) => ({ iban: normalizeIban(input.iban) ?? input.iban, bic: normalizeBic(input.bic) }),
  // a currency of the list, not the dinar (the dinar account is the company's own)
  checkReferences: async (tx, _companyId, input) => {
    if (input.valuta === HOME_CURRENCY) return { valuta: 'error.valuta.home-account' };
    return mustExist(tx.$count(currencies, eq(currencies.code, input.valuta)), 'valuta');
  },
  writeRoles,
});

/** The company's account in a currency (undefined when it has none). */
export async function foreignAccountOf(tx: Tx, companyId: number, valuta: string) {
  const [row] = await tx
    .select({ valuta: devizniRacuni.valuta, iban: devizniRacuni.iban, bic: devizniRacuni.bic, banka: devizniRacuni.banka })
    .from(devizniRacuni)
    .where(and(eq(devizniRacuni.companyId, companyId), eq(devizniRacuni.valuta, valuta)));
  return row;
}

export const posMainResource = crudResource({
  path: '/pos-main',
  table: posMain,
  row: posMainRow,
  select: {
    id: posMain.id,
    naziv: posMain.naziv,
    ibfm: posMain.ibfm,
    magId: posMain.magId,
    magNaziv: sql<string>`(select m.mag_naziv from mag_main m where m.id = "pos_main"."mag_id")`.as('mag_naziv'),
  },
  input: posMainInput,
  search: [posMain.naziv, posMain.ibfm],
  orderBy: [asc(posMain.naziv), asc(posMain.id)],
  unique: { pos_main_company_ibfm_uq: 'ibfm' },
  // A register sells from a retail warehouse of the same company.
  checkReferences: (tx, companyId, input) =>
    mustExist(tx.$count(magMain, and(eq(magMain.id, input.magId), eq(magMain.companyId, companyId), eq(magMain.vPromet, 'mp'))), 'magId'),
  writeRoles,
});
