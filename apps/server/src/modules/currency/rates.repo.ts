import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { HOME_CURRENCY } from '@knjige/domain';
import type { RateSource } from '@knjige/contract';
import type { Db, Tx } from '../../platform/db/client';
import { currencies, exchangeRates } from '../../platform/db/schema';
import { invalid, notFound } from '../../platform/errors';
import { offsetOf, pageInfo } from '../../platform/paging';
import type { NbsList } from './nbs-list';
import { latestRateDate } from './rates';

export interface RateListQuery {
  page: number;
  perPage: number;
  valuta?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const listCurrencies = (db: Db) =>
  db
    .select({ code: currencies.code, numeric: currencies.numeric, name: currencies.name, nameCyr: currencies.nameCyr, nameEn: currencies.nameEn })
    .from(currencies)
    .orderBy(asc(currencies.sort), asc(currencies.code));

/** The company's rates, newest date first, within a date the NBS list's order. */
export async function listRates(db: Db, companyId: number, q: RateListQuery) {
  const own = eq(exchangeRates.companyId, companyId);
  const where = and(
    own,
    q.valuta ? eq(exchangeRates.valuta, q.valuta) : undefined,
    q.dateFrom ? gte(exchangeRates.datum, q.dateFrom) : undefined,
    q.dateTo ? lte(exchangeRates.datum, q.dateTo) : undefined,
  );
  const [data, total, filtered] = await Promise.all([
    db
      .select({ valuta: exchangeRates.valuta, datum: exchangeRates.datum, kurs: exchangeRates.kurs, izvor: exchangeRates.izvor })
      .from(exchangeRates)
      .innerJoin(currencies, eq(currencies.code, exchangeRates.valuta))
      .where(where)
      .orderBy(desc(exchangeRates.datum), asc(currencies.sort))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    db.$count(exchangeRates, own),
    db.$count(exchangeRates, where),
  ]);
  return { data, pagination: pageInfo(q, total, filtered) };
}

/** 422 unless `valuta` is a foreign currency of the list (the dinar has no rate). */
async function checkForeign(tx: Tx, valuta: string) {
  if (valuta === HOME_CURRENCY) throw invalid({ valuta: 'error.valuta.home' });
  if (!(await tx.$count(currencies, eq(currencies.code, valuta)))) throw invalid({ valuta: 'error.valuta.not-found' });
}

async function upsert(tx: Tx, rows: { companyId: number; valuta: string; datum: string; kurs: number; izvor: RateSource }[]) {
  if (!rows.length) return;
  await tx
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.companyId, exchangeRates.valuta, exchangeRates.datum],
      set: { kurs: sql`excluded.kurs`, izvor: sql`excluded.izvor`, updatedAt: sql`now()` },
    });
}

/** A rate typed in by hand: written, or the stored one of that date replaced. */
export async function putRate(tx: Tx, companyId: number, valuta: string, datum: string, kurs: number) {
  await checkForeign(tx, valuta);
  if (datum > latestRateDate()) throw invalid({ datum: 'error.datum.too-far-ahead' });
  await upsert(tx, [{ companyId, valuta, datum, kurs, izvor: 'manual' }]);
}

export async function deleteRate(tx: Tx, companyId: number, valuta: string, datum: string) {
  const gone = await tx
    .delete(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.valuta, valuta), eq(exchangeRates.datum, datum)))
    .returning({ valuta: exchangeRates.valuta });
  if (!gone.length) throw notFound();
}

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters at five a row. */
const BATCH = 1000;

/**
 * The lists of an NBS file written in one transaction; a date imported again is replaced rate by
 * rate. Codes not on our currency list (the NBS still prints the euro's legacy currencies) are
 * skipped and named.
 */
export async function importLists(tx: Tx, companyId: number, lists: NbsList[]) {
  const codes = [...new Set(lists.flatMap((l) => l.rates.map((r) => r.valuta)))];
  const known = new Set(
    (await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map((c) => c.code).filter((c) => c !== HOME_CURRENCY),
  );
  const rows = lists.flatMap((l) => l.rates.filter((r) => known.has(r.valuta)).map((r) => ({ companyId, valuta: r.valuta, datum: l.datum, kurs: r.kurs, izvor: 'nbs' as const })));
  for (let i = 0; i < rows.length; i += BATCH) await upsert(tx, rows.slice(i, i + BATCH));
  return { dates: lists.map((l) => l.datum).sort(), written: rows.length, skipped: codes.filter((c) => !known.has(c)).sort() };
}
