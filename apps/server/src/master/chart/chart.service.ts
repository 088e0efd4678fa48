import { and, eq } from 'drizzle-orm';
import { toCyrillic } from '@knjige/domain';
import type { GlAccountInput, GlAccountUpdate } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { glCompanyAccount } from '../../platform/db/schema';
import { conflict, invalid, notFound } from '../../platform/errors';
import { accountInUse, chartAccount, parentAccount } from './chart.repo';
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
    const [row] = await tx
      .insert(glCompanyAccount)
      .values({ companyId, konto: input.konto, parent: parent.konto, kind: parent.kind, needsClient: parent.needsClient, ...namesOf(input) })
      .returning({ id: glCompanyAccount.id });
    if (parent.postable) await masterPorts().analyticAdded(tx, companyId, userId, parent.konto, input.konto);
    return row!.id;
  });
}

const own = (companyId: number, id: number) => and(eq(glCompanyAccount.id, id), eq(glCompanyAccount.companyId, companyId));

/** New names of a company account; its code stays (postings name it). */
export async function updateAccount(db: Db, companyId: number, id: number, input: GlAccountUpdate): Promise<void> {
  const updated = await db.update(glCompanyAccount).set(namesOf(input)).where(own(companyId, id)).returning({ id: glCompanyAccount.id });
  if (!updated.length) throw notFound();
}

/** A company account goes unless postings, draft entries, a warehouse or analytics under it name it (409). */
export async function deleteAccount(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ konto: glCompanyAccount.konto }).from(glCompanyAccount).where(own(companyId, id)).for('update');
    if (!row) throw notFound();
    const use = await accountInUse(tx, companyId, row.konto);
    if (use) throw conflict(`error.konto.in-use-${use}`, { konto: row.konto });
    await tx.delete(glCompanyAccount).where(own(companyId, id));
  });
}
