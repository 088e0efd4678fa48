import { asc } from 'drizzle-orm';
import { blagajna, blagajnaInput } from '@knjige/contract';
import { crudResource } from '../../platform/crud';
import { conflict } from '../../platform/errors';
import { blagajne } from '../../platform/db/schema';
import { chartAccount } from '../chart/chart.repo';
import { defaultDeskAccount, deskBookRows } from './cash-desks.repo';

/**
 * Cash desks (`/v1/blagajne`): a name, a currency and an account that takes postings. Once its
 * cash book has rows, its currency and account stay (409 `error.blagajna.valuta-in-use`): the book and
 * the ledger would part.
 */
export const blagajnaResource = crudResource({
  path: '/blagajne',
  table: blagajne,
  row: blagajna,
  input: blagajnaInput,
  search: [blagajne.naziv],
  orderBy: [asc(blagajne.naziv), asc(blagajne.id)],
  checkReferences: async (tx, companyId, input): Promise<Record<string, string>> => {
    if (!input.konto) return {};
    const account = await chartAccount(tx, companyId, input.konto);
    if (!account) return { konto: 'error.konto.not-found' };
    return account.postable ? {} : { konto: 'error.konto.not-postable' };
  },
  // the input's empty account becomes its currency's before it is stored
  beforeWrite: async (tx, companyId, input) => {
    input.konto ??= await defaultDeskAccount(tx, companyId, input.valuta);
  },
  beforeUpdate: async (tx, companyId, id, stored, input) => {
    if (stored.valuta === input.valuta && (input.konto ?? stored.konto) === stored.konto) return;
    const used = await deskBookRows(tx, companyId, id);
    if (used) throw conflict('error.blagajna.valuta-in-use');
  },
});
