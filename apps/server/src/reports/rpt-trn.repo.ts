import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AccountRow, AccountTurnoverRow, Pagination } from '@knjige/contract';
import type { Reader } from '../platform/db/client';
import { exactNumber } from '../platform/exact-number';
import { offsetOf, pageInfo } from '../platform/paging';
import { accountLedger, tekuciRacuni } from '../platform/db/schema';

/**
 * Current accounts (rpt-trn): in, out and balance of each of the company's accounts in a period,
 * and one account's rows with a running balance. They read the current-account ledger only.
 */

const inflow = sql<number>`coalesce(sum(${accountLedger.uplata}), 0)`.mapWith(exactNumber);
const outflow = sql<number>`coalesce(sum(${accountLedger.isplata}), 0)`.mapWith(exactNumber);

/** Every account of the company (one without movements shows zeros), in the order they were entered. */
export async function accountList(db: Reader, companyId: number, periodId: number): Promise<AccountRow[]> {
  const rows = await db
    .select({ id: tekuciRacuni.id, naziv: tekuciRacuni.naziv, banka: tekuciRacuni.banka, tracun: tekuciRacuni.tracun, uplata: inflow, isplata: outflow })
    .from(tekuciRacuni)
    .leftJoin(accountLedger, and(eq(accountLedger.companyId, tekuciRacuni.companyId), eq(accountLedger.periodId, periodId), eq(accountLedger.trnId, tekuciRacuni.id)))
    .where(eq(tekuciRacuni.companyId, companyId))
    .groupBy(tekuciRacuni.id)
    .orderBy(asc(tekuciRacuni.id));
  return rows.map((r) => ({ ...r, saldo: exactNumber(r.uplata - r.isplata) }));
}

export interface TurnoverScope {
  companyId: number;
  periodId: number;
  trnId: number;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const ofAccount = (s: TurnoverScope) => and(eq(accountLedger.companyId, s.companyId), eq(accountLedger.periodId, s.periodId), eq(accountLedger.trnId, s.trnId));

/** The account with its totals in the date range and the balance before it; null for another company's account. */
export async function turnoverHeader(db: Reader, s: TurnoverScope) {
  const [account] = await db
    .select({ id: tekuciRacuni.id, naziv: tekuciRacuni.naziv, banka: tekuciRacuni.banka, tracun: tekuciRacuni.tracun })
    .from(tekuciRacuni)
    .where(and(eq(tekuciRacuni.id, s.trnId), eq(tekuciRacuni.companyId, s.companyId)));
  if (!account) return null;
  const [before] = s.dateFrom
    ? await db.select({ uplata: inflow, isplata: outflow }).from(accountLedger).where(and(ofAccount(s), lt(accountLedger.datum, s.dateFrom)))
    : [{ uplata: 0, isplata: 0 }];
  const [range] = await db.select({ uplata: inflow, isplata: outflow }).from(accountLedger).where(inRange(s));
  const opening = exactNumber(before!.uplata - before!.isplata);
  return { ...account, opening, uplata: range!.uplata, isplata: range!.isplata, saldo: exactNumber(opening + range!.uplata - range!.isplata) };
}

const inRange = (s: TurnoverScope) =>
  and(ofAccount(s), s.dateFrom ? gte(accountLedger.datum, s.dateFrom) : undefined, s.dateTo ? lte(accountLedger.datum, s.dateTo) : undefined);

/** Who or what a row names: its client, its shop or its cost item. */
const rowName = sql<string>`coalesce(
    (select k.int_naziv from kom_main k where k.company_id = ${accountLedger.companyId} and k.id = ${accountLedger.komId}),
    (select m.mag_naziv from mag_main m where m.company_id = ${accountLedger.companyId} and m.id = ${accountLedger.magId}),
    (select c.naziv from trosak_main c where c.company_id = ${accountLedger.companyId} and c.id = ${accountLedger.trosakId}), '')`;

/** A page of the account's rows in the range, each with the balance after it (from the opening balance). */
export async function turnoverPage(db: Reader, s: TurnoverScope, opening: number, page: { page: number; perPage: number }): Promise<{ data: AccountTurnoverRow[]; pagination: Pagination }> {
  const windowed = db
    .select({
      id: accountLedger.id,
      vDoc: accountLedger.vDoc,
      docId: accountLedger.docId,
      docOznaka: accountLedger.docOznaka,
      docOpis: accountLedger.docOpis,
      datum: accountLedger.datum,
      reversal: accountLedger.reversal,
      orderKind: accountLedger.orderKind,
      naziv: rowName.as('naziv'),
      opis: accountLedger.opis,
      uplata: accountLedger.uplata,
      isplata: accountLedger.isplata,
      saldo: sql<number>`${opening}::bigint + sum(${accountLedger.uplata} - ${accountLedger.isplata}) over (order by ${accountLedger.datum}, ${accountLedger.id})`
        .mapWith(exactNumber)
        .as('saldo'),
    })
    .from(accountLedger)
    .where(inRange(s))
    .as('w');
  const [data, total] = await Promise.all([
    db.select().from(windowed).orderBy(asc(windowed.datum), asc(windowed.id)).limit(page.perPage).offset(offsetOf(page)),
    db.$count(accountLedger, inRange(s)),
  ]);
  return { data, pagination: pageInfo(page, total, total) };
}
