import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { trosakGrupa as trosakGrupaRow, trosakGrupaInput, trosakMain as trosakMainRow, trosakMainInput, trosakMainListQuery } from '@knjige/contract';
import { crudResource, mustExist } from '../../platform/crud';
import type { Reader } from '../../platform/db/client';
import { trosakGrupa, trosakMain } from '../../platform/db/schema';
import { masterPorts } from '../ports';
import { chartAccount } from '../chart/chart.repo';
import { costGroupsWithId, costItemsOfGroup, deleteCostItemsOfGroup } from './costs.repo';

/**
 * A cost item named by expense invoices is not deleted: 409 naming (up to five of) them. The
 * documents show the cost item's current name, so deleting it would change what they showed.
 */
async function usedByDocuments(tx: Reader, companyId: number, costIds: (column: AnyPgColumn) => SQL) {
  const documents = await masterPorts().documentsNamingCost(tx, companyId, costIds, 5);
  return documents.length ? { message: 'error.trosak.in-use', params: { documents: documents.join(', ') } } : null;
}

/** A cost item's account: one of the company's chart that takes postings. */
async function costAccountError(tx: Reader, companyId: number, konto: string): Promise<string | null> {
  const account = await chartAccount(tx, companyId, konto);
  if (!account) return 'error.konto.not-found';
  return account.postable ? null : 'error.konto.not-postable';
}

export const trosakGrupaResource = crudResource({
  path: '/trosak-grupa',
  table: trosakGrupa,
  row: trosakGrupaRow,
  // Correlated subqueries name their tables explicitly: drizzle leaves single-table columns unqualified.
  select: {
    id: trosakGrupa.id,
    naziv: trosakGrupa.naziv,
    opis: trosakGrupa.opis,
    itemsCount: sql<number>`(select count(*) from trosak_main m where m.grp_id = "trosak_grupa"."id")`.mapWith(Number).as('items_count'),
  },
  input: trosakGrupaInput,
  search: [trosakGrupa.naziv],
  orderBy: [asc(trosakGrupa.naziv), asc(trosakGrupa.id)],
  // Deleting a group deletes its cost items, unless a document names one of them.
  inUse: (tx, companyId, id) =>
    usedByDocuments(tx, companyId, (costColumn) => inArray(costColumn, costItemsOfGroup(tx, id))),
  beforeDelete: async (tx, companyId, id) => {
    await deleteCostItemsOfGroup(tx, companyId, id);
  },
});

export const trosakMainResource = crudResource({
  path: '/trosak-main',
  table: trosakMain,
  row: trosakMainRow,
  select: {
    id: trosakMain.id,
    grpId: trosakMain.grpId,
    naziv: trosakMain.naziv,
    opis: trosakMain.opis,
    konto: trosakMain.konto,
    grpNaziv: sql<string>`(select g.naziv from trosak_grupa g where g.id = "trosak_main"."grp_id")`.as('grp_naziv'),
  },
  input: trosakMainInput,
  query: trosakMainListQuery,
  filters: (q) => (q.grpId ? eq(trosakMain.grpId, q.grpId) : undefined),
  search: [trosakMain.naziv],
  orderBy: [asc(trosakMain.naziv), asc(trosakMain.id)],
  inUse: (tx, companyId, id) => usedByDocuments(tx, companyId, (costColumn) => eq(costColumn, id)),
  checkReferences: async (tx, companyId, input) => {
    const errors = await mustExist(costGroupsWithId(tx, companyId, input.grpId), 'grpId');
    const error = input.konto ? await costAccountError(tx, companyId, input.konto) : null;
    return error ? { ...errors, konto: error } : errors;
  },
});
