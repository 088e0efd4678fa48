import { and, asc, eq } from 'drizzle-orm';
import { blagajna, blagajnaInput } from '@knjige/contract';
import { HOME_CURRENCY } from '@knjige/domain';
import { crudResource } from '../../platform/crud';
import type { Tx } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { blagajne, cashBook } from '../../platform/db/schema';
import { chartAccount, chartAccounts } from '../chart/chart.repo';

/** The chart's account of a desk in a currency: 243 (blagajna) for dinars, 246 (devizna blagajna) else. */
export const deskAccountOf = (valuta: string): string => (valuta === HOME_CURRENCY ? '243' : '246');

/** A new desk's account: its currency's account, or the first analytic under it where the company has opened some (2430). */
async function defaultDeskAccount(tx: Tx, companyId: number, valuta: string): Promise<string> {
  const base = deskAccountOf(valuta);
  const [first] = await chartAccounts(tx, companyId, { search: base, postable: '1' });
  return first?.konto ?? base;
}

/** A desk of the company, by id (null: none, or another company's). */
export async function findDesk(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(blagajne)
    .where(and(eq(blagajne.id, id), eq(blagajne.companyId, companyId)));
  return row ?? null;
}

/** The company's first desk in dinars (what a new cash order proposes). */
export async function firstDesk(tx: Tx, companyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: blagajne.id })
    .from(blagajne)
    .where(and(eq(blagajne.companyId, companyId), eq(blagajne.valuta, HOME_CURRENCY)))
    .orderBy(asc(blagajne.id))
    .limit(1);
  return row?.id ?? null;
}

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
    const used = await tx.$count(cashBook, and(eq(cashBook.companyId, companyId), eq(cashBook.kasaId, id)));
    if (used) throw conflict('error.blagajna.valuta-in-use');
  },
});
