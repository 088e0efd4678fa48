import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, HOME_CURRENCY } from '@knjige/domain';
import type { RateSource } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { currencies, exchangeRates } from '../../platform/db/schema';
import { masterPorts } from '../ports';
import { conflict, invalid, notFound } from '../../platform/errors';
import { offsetOf, pageInfo } from '../../platform/paging';
import type { NbsList } from './nbs-list';
import { latestRateDate, RATE_LOOKBACK_DAYS, rateTaken } from './rates';

export interface RateListQuery {
  page: number;
  perPage: number;
  valuta?: string;
  dateFrom?: string;
  dateTo?: string;
}

export const listCurrencies = (db: Reader) =>
  db
    .select({ code: currencies.code, numeric: currencies.numeric, name: currencies.name, nameCyr: currencies.nameCyr, nameEn: currencies.nameEn })
    .from(currencies)
    .orderBy(asc(currencies.sort), asc(currencies.code));

/** The company's rates, newest date first, within a date the NBS list's order. */
export async function listRates(db: Reader, companyId: number, q: RateListQuery) {
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
async function checkForeign(tx: Reader, valuta: string) {
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

/** The stored rate of a day, its row locked for the change (null when there is none). */
async function storedRate(tx: Tx, companyId: number, valuta: string, datum: string): Promise<number | null> {
  const [row] = await tx
    .select({ kurs: exchangeRates.kurs })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.valuta, valuta), eq(exchangeRates.datum, datum)))
    .for('update');
  return row?.kurs ?? null;
}

/** 409 `error.kurs.in-use` (naming the currency and date) when a locked document took one of these stored rates. */
async function refuseBooked(tx: Reader, companyId: number, stored: { valuta: string; datum: string; kurs: number }[]) {
  if (!stored.length) return;
  const dates = stored.map((r) => r.datum).sort();
  const booked = await masterPorts().bookedRates(tx, companyId, dates[0]!, addDays(dates.at(-1)!, RATE_LOOKBACK_DAYS));
  const taken = stored.find((rate) => rateTaken(booked, rate));
  if (taken) throw conflict('error.kurs.in-use', { valuta: taken.valuta, datum: taken.datum });
}

/** A rate typed in by hand: written, or the stored one of that date replaced (409 when a locked document took it). */
export async function putRate(tx: Tx, companyId: number, valuta: string, datum: string, kurs: number) {
  await checkForeign(tx, valuta);
  if (datum > latestRateDate()) throw invalid({ datum: 'error.datum.too-far-ahead' });
  const stored = await storedRate(tx, companyId, valuta, datum);
  if (stored !== null && stored !== kurs) await refuseBooked(tx, companyId, [{ valuta, datum, kurs: stored }]);
  await upsert(tx, [{ companyId, valuta, datum, kurs, izvor: 'manual' }]);
}

/** A rate deleted (404 when there is none, 409 when a locked document took it). */
export async function deleteRate(tx: Tx, companyId: number, valuta: string, datum: string) {
  const stored = await storedRate(tx, companyId, valuta, datum);
  if (stored === null) throw notFound();
  await refuseBooked(tx, companyId, [{ valuta, datum, kurs: stored }]);
  await tx.delete(exchangeRates).where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.valuta, valuta), eq(exchangeRates.datum, datum)));
}

/** 409 when the import would change a stored rate that a locked document took (nothing is written). */
async function refuseChanges(tx: Tx, companyId: number, rows: { valuta: string; datum: string; kurs: number }[]) {
  if (!rows.length) return;
  const dates = rows.map((r) => r.datum).sort();
  const incoming = new Map(rows.map((r) => [`${r.valuta}/${r.datum}`, r.kurs]));
  const stored = await tx
    .select({ valuta: exchangeRates.valuta, datum: exchangeRates.datum, kurs: exchangeRates.kurs })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), gte(exchangeRates.datum, dates[0]!), lte(exchangeRates.datum, dates.at(-1)!)))
    .orderBy(asc(exchangeRates.datum), asc(exchangeRates.valuta))
    .for('update');
  const changed = stored.filter((row) => {
    const kurs = incoming.get(`${row.valuta}/${row.datum}`);
    return kurs !== undefined && kurs !== row.kurs;
  });
  await refuseBooked(tx, companyId, changed);
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
  await refuseChanges(tx, companyId, rows);
  for (let i = 0; i < rows.length; i += BATCH) await upsert(tx, rows.slice(i, i + BATCH));
  return { dates: lists.map((l) => l.datum).sort(), written: rows.length, skipped: codes.filter((c) => !known.has(c)).sort() };
}
