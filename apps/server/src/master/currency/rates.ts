import { RATE_DAYS_AHEAD } from '@knjige/contract';
import { addDays, belgradeToday, HOME_CURRENCY } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { currenciesWithCode, latestRateBetween } from './rate-on.repo';

/** How far back a list may be to serve a date: a weekend and holidays have no list of their own (docs/decisions.md#foreign-currency). */
export const RATE_LOOKBACK_DAYS = 7;

/** The latest date a rate may have: a week after today (Belgrade), as the NBS publishes no list further ahead. */
export const latestRateDate = () => addDays(belgradeToday(), RATE_DAYS_AHEAD);

/** The middle rate (millionths of a dinar per unit) that serves `datum`: the latest list on or before it within the lookback; null when none. */
export async function rateOn(tx: Reader, companyId: number, valuta: string, datum: string): Promise<number | null> {
  if (valuta === HOME_CURRENCY) return 1_000_000;
  return latestRateBetween(tx, companyId, valuta, addDays(datum, -RATE_LOOKBACK_DAYS), datum);
}

/** The field errors of a document's currency: an unknown code, or no rate for its date (422 `error.kurs.missing` naming the date and currency). */
export async function checkCurrency(tx: Reader, companyId: number, valuta: string, datum: string, field = 'valuta'): Promise<Record<string, string>> {
  if (valuta === HOME_CURRENCY) return {};
  const known = await currenciesWithCode(tx, valuta);
  if (!known) return { [field]: 'error.valuta.not-found' };
  return (await rateOn(tx, companyId, valuta, datum)) === null ? { kurs: 'error.kurs.missing' } : {};
}

/** The rate a document takes, or 422 naming the date and currency so that the screen can offer to enter it. */
export async function requireRate(tx: Reader, companyId: number, valuta: string, datum: string): Promise<number> {
  const kurs = await rateOn(tx, companyId, valuta, datum);
  if (kurs === null) throw new AppError(422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum, valuta });
  return kurs;
}

/** A rate a locked or reversed document took: its currency, the figure and the date it was taken for. */
export interface BookedRate {
  valuta: string;
  kurs: number;
  datum: string;
}

/**
 * Whether a locked or reversed document took this rate: a document in `valuta` at exactly `kurs`
 * whose rate date lies within the lookback after `datum` (the days this list may serve). A rate
 * typed on the document itself counts when it is the same figure; a later list of the same figure
 * does not free this one.
 */
export function rateTaken(booked: BookedRate[], rate: BookedRate): boolean {
  const last = addDays(rate.datum, RATE_LOOKBACK_DAYS);
  return booked.some((b) => b.valuta === rate.valuta && b.kurs === rate.kurs && b.datum >= rate.datum && b.datum <= last);
}
