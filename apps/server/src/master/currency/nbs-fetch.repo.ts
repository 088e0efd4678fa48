import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NbsFetchStatus } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { companies, currencies, exchangeRates, nbsFetchDays } from '../../platform/db/schema';
import type { NbsList } from './nbs-list';

export type FetchDayRow = typeof nbsFetchDays.$inferSelect;

/** The stored fetch states of these days. */
export const fetchDaysOf = (db: Reader, days: string[]) => (days.length ? db.select().from(nbsFetchDays).where(inArray(nbsFetchDays.datum, days)) : Promise.resolve([]));

/** A fetch attempt of `datum` recorded: its state, the failure's kind, the next attempt; attempts counted. */
export async function recordAttempt(tx: Tx, datum: string, status: NbsFetchStatus, error: string | null, nextAttemptAt: Date | null, at: Date) {
  await tx
    .insert(nbsFetchDays)
    .values({ datum, status, attempts: 1, error, lastAttemptAt: at, nextAttemptAt })
    .onConflictDoUpdate({
      target: nbsFetchDays.datum,
      set: { status, error, nextAttemptAt, lastAttemptAt: at, attempts: sql`${nbsFetchDays.attempts} + 1` },
    });
}

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters at five a row. */
const BATCH = 2000;

/**
 * The fetched list written for every company, as `nbs-service` rates: a rate already stored (typed
 * in, imported, or fetched before) is never replaced, so a second fetch of the day changes nothing.
 * Codes not on our currency list are left out. Answers the rates written.
 */
export async function writeForEveryCompany(tx: Tx, list: NbsList): Promise<number> {
  const codes = list.rates.map((r) => r.valuta);
  if (!codes.length) return 0;
  const known = new Set((await tx.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, codes))).map((c) => c.code));
  const rates = list.rates.filter((r) => known.has(r.valuta));
  const ids = (await tx.select({ id: companies.id }).from(companies)).map((c) => c.id);
  const rows = ids.flatMap((companyId) => rates.map((r) => ({ companyId, valuta: r.valuta, datum: list.datum, kurs: r.kurs, izvor: 'nbs-service' as const })));
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await tx.insert(exchangeRates).values(rows.slice(i, i + BATCH)).onConflictDoNothing().returning({ valuta: exchangeRates.valuta });
    written += done.length;
  }
  return written;
}

/** The last `limit` days NBS was asked for (or only `datum`), newest first, with the rates of this company each wrote. */
export async function fetchStateOf(db: Reader, companyId: number, limit: number, datum?: string) {
  const days = await db
    .select()
    .from(nbsFetchDays)
    .where(datum ? eq(nbsFetchDays.datum, datum) : undefined)
    .orderBy(desc(nbsFetchDays.datum))
    .limit(limit);
  if (!days.length) return [];
  const counts = await db
    .select({ datum: exchangeRates.datum, n: sql<number>`count(*)::int` })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.izvor, 'nbs-service'), inArray(exchangeRates.datum, days.map((d) => d.datum))))
    .groupBy(exchangeRates.datum);
  const written = new Map(counts.map((c) => [c.datum, c.n]));
  return days.map((d) => ({ ...d, written: written.get(d.datum) ?? 0 }));
}
