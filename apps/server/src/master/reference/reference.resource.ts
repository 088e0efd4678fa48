import { asc } from 'drizzle-orm';
import { adminRoles, artPdv as artPdvRow, artPdvInput, vatRateCategory, magMain as magMainRow, magMainInput, period, periodInput, unitMain, unitMainInput } from '@knjige/contract';
import { crudResource } from '../../platform/crud';
import type { Reader, Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { artPdv, magMain, periods, units } from '../../platform/db/schema';
import { masterPorts } from '../ports';
import { checkExemption } from './vat-exemptions';
import { chartAccount } from '../chart/chart.repo';
import { articlesOfUnit, articlesWithVatRate, clearDefault, sefUnitsWithCode } from './reference.repo';

const writeRoles = [...adminRoles];

/** Keeps one default row per company: setting a new default clears the others. */
function oneDefault(table: typeof artPdv | typeof magMain) {
  return async (tx: Tx, companyId: number, input: { isDefault?: boolean }, id: number | null) => {
    if (input.isDefault) await clearDefault(tx, table, companyId, id);
  };
}

export const periodsResource = crudResource({
  path: '/periods',
  table: periods,
  row: period,
  input: periodInput,
  search: [periods.title],
  orderBy: [asc(periods.startDate), asc(periods.id)],
  unique: { periods_company_title_uq: 'title' },
  // Dates that would leave a locked document of the period outside it are refused.
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.startDate === input.startDate && stored.endDate === input.endDate) return;
    const { before, after } = await masterPorts().bookedOutside(tx, companyId, id, input.startDate, input.endDate);
    if (before) throw conflict('error.startDate.in-use');
    if (after) throw conflict('error.endDate.in-use');
  },
  writeRoles,
});

export const artPdvResource = crudResource({
  path: '/art-pdv',
  table: artPdv,
  row: artPdvRow,
  input: artPdvInput,
  search: [artPdv.opis],
  orderBy: [asc(artPdv.id)],
  beforeWrite: oneDefault(artPdv),
  // S is a positive rate, every other category 0 %; an exemption code belongs to one category (PDV-RS-24-… is Z)
  checkReferences: async (tx, _companyId, input) => {
    const { kategorija } = vatRateCategory(input);
    if ((kategorija === 'S') !== input.stopa > 0) return { kategorija: 'error.kategorija.rate-mismatch' };
    return kategorija === 'S' && input.izuzece ? { izuzece: 'error.izuzece.category-mismatch' } : checkExemption(tx, kategorija, input.izuzece ?? null);
  },
  toValues: (input) => ({ ...vatRateCategory(input), izuzece: input.izuzece ?? null }),
  inUse: async (tx, _companyId, id) => {
    const count = await articlesWithVatRate(tx, id);
    return count > 0 ? { message: 'error.art-pdv.in-use', params: { count } } : null;
  },
  // A rate in law changes by a new rate; the percentage the books used stays. Description and flags may change.
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.stopa !== input.stopa && (await masterPorts().vatRateBooked(tx, companyId, id))) throw conflict('error.stopa.in-use');
  },
  writeRoles,
});

/**
 * A warehouse's own account for its goods: a postable account of the company's chart under the
 * account its kind's stock figure posts to by the default schemes, 1340 for a retail shop, 1320
 * for every other warehouse (valued at cost).
 */
async function warehouseAccountError(tx: Reader, companyId: number, konto: string, vPromet: string): Promise<string | null> {
  const account = await chartAccount(tx, companyId, konto);
  if (!account) return 'error.konto.not-found';
  if (!account.postable) return 'error.konto.not-postable';
  return konto.startsWith(vPromet === 'mp' ? '1340' : '1320') ? null : 'error.konto.not-warehouse';
}

export const magMainResource = crudResource({
  path: '/mag-main',
  table: magMain,
  row: magMainRow,
  input: magMainInput,
  search: [magMain.magNaziv, magMain.sifra, magMain.mesto],
  orderBy: [asc(magMain.sifra), asc(magMain.id)],
  unique: { mag_main_company_sifra_uq: 'sifra' },
  checkReferences: async (tx, companyId, input): Promise<Record<string, string>> => {
    const error = input.konto ? await warehouseAccountError(tx, companyId, input.konto, input.vPromet) : null;
    return error ? { konto: error } : {};
  },
  beforeWrite: oneDefault(magMain),
  // Wholesale and retail value stock differently: a warehouse with stock or ledger rows keeps its type.
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.vPromet !== input.vPromet && (await masterPorts().warehouseBooked(tx, companyId, id))) throw conflict('error.vPromet.in-use');
  },
  writeRoles,
});

/** Units of measure: articles name them by code, so a code in use neither changes nor goes; the SEF unit may change. */
export const unitsResource = crudResource({
  path: '/unit-main',
  table: units,
  row: unitMain,
  input: unitMainInput,
  search: [units.code, units.name],
  orderBy: [asc(units.id)],
  unique: { units_company_code_uq: 'code' },
  checkReferences: async (tx, _companyId, input): Promise<Record<string, string>> => {
    const known = await sefUnitsWithCode(tx, input.sefCode);
    return known ? {} : { sefCode: 'error.sefCode.not-found' };
  },
  inUse: async (tx, companyId, id) => {
    const count = await articlesOfUnit(tx, companyId, id);
    return count > 0 ? { message: 'error.unit.in-use', params: { count } } : null;
  },
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.code !== input.code && (await articlesOfUnit(tx, companyId, id)) > 0) throw conflict('error.code.in-use');
  },
  writeRoles,
});

