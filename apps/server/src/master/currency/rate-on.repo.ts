import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { currencies, exchangeRates } from '../../platform/db/schema';

/** The company's latest middle rate of a currency dated from `from` to `to` (null: none). */
export async function latestRateBetween(tx: Reader, companyId: number, valuta: string, from: string, to: string): Promise<number | null> {
  const [row] = await tx
    .select({ kurs: exchangeRates.kurs })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), eq(exchangeRates.valuta, valuta), lte(exchangeRates.datum, to), gte(exchangeRates.datum, from)))
    .orderBy(desc(exchangeRates.datum))
    .limit(1);
  return row?.kurs ?? null;
}

/** 1 when the currency is on the list, else 0. */
export function currenciesWithCode(tx: Reader, code: string): Promise<number> {
  return tx.$count(currencies, eq(currencies.code, code));
}
