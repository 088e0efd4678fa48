import { and, asc, eq } from 'drizzle-orm';
import { HOME_CURRENCY } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { blagajne, cashBook } from '../../platform/db/schema';
import { chartAccounts } from '../chart/chart.repo';

/** The chart's account of a desk in a currency: 243 (blagajna) for dinars, 246 (devizna blagajna) else. */
export const deskAccountOf = (valuta: string): string => (valuta === HOME_CURRENCY ? '243' : '246');

/** A new desk's account: its currency's account, or the first analytic under it where the company has opened some (2430). */
export async function defaultDeskAccount(tx: Reader, companyId: number, valuta: string): Promise<string> {
  const base = deskAccountOf(valuta);
  const [first] = await chartAccounts(tx, companyId, { search: base, postable: '1' });
  return first?.konto ?? base;
}

/** A desk of the company, by id (null: none, or another company's). */
export async function findDesk(tx: Reader, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(blagajne)
    .where(and(eq(blagajne.id, id), eq(blagajne.companyId, companyId)));
  return row ?? null;
}

/** The company's first desk in dinars (what a new cash order proposes). */
export async function firstDesk(tx: Reader, companyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: blagajne.id })
    .from(blagajne)
    .where(and(eq(blagajne.companyId, companyId), eq(blagajne.valuta, HOME_CURRENCY)))
    .orderBy(asc(blagajne.id))
    .limit(1);
  return row?.id ?? null;
}

/** How many cash-book rows the desk has. */
export function deskBookRows(tx: Reader, companyId: number, kasaId: number): Promise<number> {
  return tx.$count(cashBook, and(eq(cashBook.companyId, companyId), eq(cashBook.kasaId, kasaId)));
}
