import { and, asc, eq, sql } from 'drizzle-orm';
import { HOME_CURRENCY, normalizeAccount, normalizeBic, normalizeIban } from '@knjige/domain';
import { adminRoles, deviznaRacun, deviznaRacunInput, docNapomena, docNapomenaInput, listQuery, posMain as posMainRow, posMainInput, tekuciRacun, tekuciRacunInput, z } from '@knjige/contract';
import { crudResource, mustExist } from '../../platform/crud';
import { devizniRacuni, docNapomene, posMain, tekuciRacuni } from '../../platform/db/schema';
import { clearDefaultCurrentAccount, companyClientsWithId, currenciesWithCode, retailWarehousesWithId } from './company.repo';

export const writeRoles = [...adminRoles];

const docNapomeneQuery = listQuery.extend({ vDoc: z.string().max(20).optional(), vSubDoc: z.string().max(20).optional() });

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
    input.komId === null ? {} : mustExist(companyClientsWithId(tx, companyId, input.komId), 'komId'),
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
    await clearDefaultCurrentAccount(tx, companyId, id);
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
    return mustExist(currenciesWithCode(tx, input.valuta), 'valuta');
  },
  writeRoles,
});

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
    mustExist(retailWarehousesWithId(tx, companyId, input.magId), 'magId'),
  writeRoles,
});
