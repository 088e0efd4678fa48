import { and, asc, eq } from 'drizzle-orm';
import { normalizeAccount } from '@knjige/domain';
import { byClientQuery, komKontakt as komKontaktRow, komKontaktInput, komMain as komMainRow, komMainInput, komMainListQuery, komTracun as komTracunRow, komTracunInput } from '@knjige/contract';
import { crudResource, mustExist } from '../../platform/crud';
import type { Reader } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { masterPorts } from '../ports';
import { komKontakt, komMain, komTracun } from '../../platform/db/schema';
import { clearDefaultClientAccount, clientsWithId, placesWithId } from './clients.repo';

const clientOfCompany = (tx: Reader, companyId: number, komId: number) => mustExist(clientsWithId(tx, companyId, komId), 'komId');

const flagFilter = (column: typeof komMain.isKupac | typeof komMain.isDobavljac, value: number | undefined) =>
  value === undefined ? undefined : eq(column, value === 1);

export const komMainResource = crudResource({
  path: '/kom-main',
  table: komMain,
  row: komMainRow,
  input: komMainInput,
  query: komMainListQuery,
  filters: (q) => and(q.vKom ? eq(komMain.vKom, q.vKom) : undefined, flagFilter(komMain.isKupac, q.isKupac), flagFilter(komMain.isDobavljac, q.isDobavljac)),
  search: [komMain.intNaziv, komMain.naziv, komMain.sifra, komMain.pib, komMain.inoPdvBroj, komMain.mesto],
  orderBy: [asc(komMain.intNaziv), asc(komMain.id)],
  unique: { kom_main_company_sifra_uq: 'sifra' },
  checkReferences: async (tx, companyId, input) =>
    input.mestoId === null ? {} : mustExist(placesWithId(tx, companyId, input.mestoId), 'mestoId'),
  // The tax id an e-invoice carried to SEF stays: a client whose id really changed is a new client.
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.pib !== input.pib && (await masterPorts().clientSentToSef(tx, companyId, id))) throw conflict('error.pib.in-use');
  },
});

export const komKontaktResource = crudResource({
  path: '/kom-kontakt',
  table: komKontakt,
  row: komKontaktRow,
  input: komKontaktInput,
  query: byClientQuery,
  filters: (q) => (q.komId ? eq(komKontakt.komId, q.komId) : undefined),
  search: [komKontakt.ime, komKontakt.email, komKontakt.telefon],
  orderBy: [asc(komKontakt.ime), asc(komKontakt.id)],
  checkReferences: (tx, companyId, input) => clientOfCompany(tx, companyId, input.komId),
});

export const komTracunResource = crudResource({
  path: '/kom-tracun',
  table: komTracun,
  row: komTracunRow,
  input: komTracunInput,
  query: byClientQuery,
  filters: (q) => (q.komId ? eq(komTracun.komId, q.komId) : undefined),
  search: [komTracun.tracun, komTracun.banka],
  orderBy: [asc(komTracun.id)],
  checkReferences: (tx, companyId, input) => clientOfCompany(tx, companyId, input.komId),
  toValues: (input) => ({ tracun: normalizeAccount(input.tracun) ?? input.tracun }),
  // One default account per client.
  beforeWrite: async (tx, _companyId, input, id) => {
    if (!input.isDefault) return;
    await clearDefaultClientAccount(tx, input.komId, id);
  },
});
