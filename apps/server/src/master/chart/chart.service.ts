import { toCyrillic } from '@knjige/domain';
import type { GlAccountInput, GlAccountListQuery, GlAccountUpdate } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { accountInUse, chartAccount, chartAccounts, chartPage, deleteCompanyAccount, insertCompanyAccount, lockCompanyAccount, parentAccount, renameCompanyAccount } from './chart.repo';
import { masterPorts } from '../ports';

/** The names of an account: the Cyrillic transliterated and the English taken from the Latin when left out or empty. */
const namesOf = (input: GlAccountUpdate) => ({ naziv: input.naziv, nazivCyr: input.nazivCyr || toCyrillic(input.naziv), nazivEn: input.nazivEn || input.naziv });

/**
 * A company's own analytic account: a new code (4 to 12 digits) under the longest account of the
 * chart its code starts with, taking that account's kind and client analytics. The first analytic
 * under an account its posting schemes name moves those schemes to it (`analyticAdded` of master/ports.ts, the GL schemes' `moveSchemesToAnalytic`).
 */
export async function createAccount(db: Db, companyId: number, userId: number, input: GlAccountInput): Promise<number> {
  return db.transaction(async (tx) => {
    if (await chartAccount(tx, companyId, input.konto)) throw invalid({ konto: 'error.konto.unique' });
    const parent = await parentAccount(tx, companyId, input.konto);
    if (!parent) throw invalid({ konto: 'error.konto.no-parent' });
    const id = await insertCompanyAccount(tx, { companyId, konto: input.konto, parent: parent.konto, kind: parent.kind, needsClient: parent.needsClient, ...namesOf(input) });
    if (parent.postable) await masterPorts().analyticAdded(tx, companyId, userId, parent.konto, input.konto);
    return id;
  });
}

/** New names of a company account; its code stays (postings name it). */
export async function updateAccount(db: Db, companyId: number, id: number, input: GlAccountUpdate): Promise<void> {
  if (!(await db.transaction((tx) => renameCompanyAccount(tx, companyId, id, namesOf(input))))) throw notFound();
}

/** A company account goes unless postings, draft entries, a warehouse or analytics under it name it (409). */
export async function deleteAccount(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCompanyAccount(tx, companyId, id);
    if (!row) throw notFound();
    const use = await accountInUse(tx, companyId, row.konto);
    if (use) throw conflict(`error.konto.in-use-${use}`, { konto: row.konto });
    await deleteCompanyAccount(tx, companyId, id);
  });
}

/** A page of the company's chart (search, postable filter). */
export function accountPage(db: Db, companyId: number, q: GlAccountListQuery) {
  return chartPage(db, companyId, q);
}

/** The company's chart accounts a search finds, in code order (the Excel export). */
export function accountList(db: Db, companyId: number, q: { search: string; postable?: '0' | '1' | undefined }) {
  return chartAccounts(db, companyId, q);
}
