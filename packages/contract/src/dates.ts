import { z } from './zod-config';

/**
 * Date bounds (docs/decisions.md#dates-the-api-reads): any date the API reads lies in
 * 1900–2099; a period lies in 2000–2099; a document's related dates (the supplier's document date,
 * the tax point, supply and due dates, a correction's period) lie from 10 years before the
 * document's date to 5 years after it; a rate is dated at most a week ahead.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';
export const MIN_PERIOD_DATE = '2000-01-01';
export const RELATED_YEARS_BEFORE = 10;
export const RELATED_YEARS_AFTER = 5;
export const RATE_DAYS_AHEAD = 7;

/** How many answers are being serialized now (zod parses synchronously, so a counter is exact). */
let answeringDepth = 0;

/**
 * Every date the API reads or answers: `YYYY-MM-DD` of a day that exists (30 February, 31 June
 * and 29 February of a common year are `invalid`), in 1900–2099 (`out-of-range`: year 0000 was a
 * 500 at the database). One schema, so a body field and a query filter fail alike, as a field
 * error and never at the database.
 */
export const isoDate = z.iso.date().refine((d) => answeringDepth > 0 || (d >= MIN_DATE && d <= MAX_DATE), 'out-of-range');

/**
 * Serializes an answer with the bounds of what the API reads lifted: a date stored before the
 * bounds held (a year typed as 2205 in an earlier version) is answered as it is, so its list and
 * its document still open and can be corrected; the bounds apply again when it is written back.
 */
export function answering<T>(serialize: () => T): T {
  answeringDepth += 1;
  try {
    return serialize();
  } finally {
    answeringDepth -= 1;
  }
}

/** The document header's dates that relate to its date, and must lie in the window around it. */
export const relatedDateFields = ['dokDatum', 'dokDpo', 'datumPrometa', 'datumIsporuke', 'datumDospeca', 'dueDate', 'periodOd', 'periodDo'] as const;

const shiftYears = (date: string, years: number) => `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;

/** Whether a related date lies from 10 years before the document's date to 5 years after it. */
export const withinRelatedWindow = (datum: string, related: string): boolean =>
  related >= shiftYears(datum, -RELATED_YEARS_BEFORE) && related <= shiftYears(datum, RELATED_YEARS_AFTER);
