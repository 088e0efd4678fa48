import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { accountLedger, docTrn, docTrnItems, komMain, komTracun, tekuciRacuni, trosakMain } from '../../platform/db/schema';

/** The company's default current account (else its first), as `/app-config/tekuci-racun` gives it. */
export async function defaultAccount(tx: Reader, companyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: tekuciRacuni.id })
    .from(tekuciRacuni)
    .where(eq(tekuciRacuni.companyId, companyId))
    .orderBy(desc(tekuciRacuni.isDefault), asc(tekuciRacuni.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The lowest balance the account reaches on or after `datum` in the period, day by day, with every
 * row booked so far (its opening balance included); 0 when it has no rows.
 */
export async function lowestBalanceFrom(tx: Reader, s: { companyId: number; periodId: number; trnId: number; datum: string }): Promise<number> {
  const days = tx
    .select({
      datum: accountLedger.datum,
      saldo: sql<number>`sum(sum(${accountLedger.uplata} - ${accountLedger.isplata})) over (order by ${accountLedger.datum})`.as('saldo'),
    })
    .from(accountLedger)
    .where(and(eq(accountLedger.companyId, s.companyId), eq(accountLedger.periodId, s.periodId), eq(accountLedger.trnId, s.trnId)))
    .groupBy(accountLedger.datum)
    .as('days');
  const [row] = await tx
    .select({ low: sql<number>`coalesce(min(${days.saldo}), 0)`.mapWith(Number) })
    .from(days)
    .where(gte(days.datum, s.datum));
  return row?.low ?? 0;
}

export async function currentAccountExists(tx: Reader, companyId: number, trnId: number): Promise<boolean> {
  const [account] = await tx
    .select({ id: tekuciRacuni.id })
    .from(tekuciRacuni)
    .where(and(eq(tekuciRacuni.id, trnId), eq(tekuciRacuni.companyId, companyId)));
  return account !== undefined;
}

export async function costItemExists(tx: Reader, companyId: number, trosakId: number): Promise<boolean> {
  const [cost] = await tx
    .select({ id: trosakMain.id })
    .from(trosakMain)
    .where(and(eq(trosakMain.id, trosakId), eq(trosakMain.companyId, companyId)));
  return cost !== undefined;
}

/** The company's clients' bank accounts, and its clients' tax numbers (an imported statement line's partner is found by them). */
export async function clientAccounts(tx: Reader, companyId: number) {
  return tx.select({ komId: komTracun.komId, tracun: komTracun.tracun }).from(komTracun).where(eq(komTracun.companyId, companyId));
}

export async function clientTaxNumbers(tx: Reader, companyId: number) {
  return tx.select({ id: komMain.id, pib: komMain.pib }).from(komMain).where(eq(komMain.companyId, companyId));
}

export async function insertStatementLines(tx: Tx, values: (typeof docTrnItems.$inferInsert)[]): Promise<void> {
  await tx.insert(docTrnItems).values(values);
}

export async function setStatementTotals(tx: Tx, docId: number, totals: { uplata: number; isplata: number }): Promise<void> {
  await tx.update(docTrn).set(totals).where(eq(docTrn.id, docId));
}
