import { z } from './zod-config';
import { isoDate } from './dates';
import { listQuery } from './paging';

/** An ISO 4217 currency code (three capital letters); the server checks it is on the list. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'error.valuta.format');

/** A rate: dinars per one unit of the currency, in millionths (117.2 EUR = 117200000). */
export const exchangeRate = z.number().int().positive().max(1_000_000_000_000);

/** A currency of the list (ISO 4217): `code`, `numeric` code, names in the three languages. */
export const currency = z.object({
  /** the three-letter code (EUR) */
  code: z.string(),
  /** the three-digit numeric code (978) */
  numeric: z.string(),
  /** the name in Serbian Latin */
  name: z.string(),
  /** the name in Serbian Cyrillic */
  nameCyr: z.string(),
  /** the name in English */
  nameEn: z.string(),
});
export type Currency = z.infer<typeof currency>;

/** Where a rate came from: typed in by hand, imported from an NBS list file, or fetched from the NBS service by the product. */
export const rateSources = ['manual', 'nbs', 'nbs-service'] as const;
export type RateSource = (typeof rateSources)[number];

/** One middle rate: `valuta` on `datum` is `kurs` (millionths of a dinar per one unit); `izvor` typed in or from the NBS list. */
export const exchangeRateRow = z.object({
  /** the currency's code */
  valuta: z.string(),
  /** the day the rate is for */
  datum: z.string(),
  /** dinars per one unit of the currency, millionths */
  kurs: z.number().int(),
  /** where the rate came from: typed in, an NBS list file, or the NBS service */
  izvor: z.enum(rateSources),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;

/** The rates list: of one currency (`valuta`), between `dateFrom` and `dateTo` (both included), newest first. */
export const exchangeRateListQuery = listQuery.extend({
  /** only the rates of this currency */
  valuta: currencyCode.optional(),
  /** the first day, included */
  dateFrom: isoDate.optional(),
  /** the last day, included */
  dateTo: isoDate.optional(),
});

/** The path of one rate: `/exchange-rates/{valuta}/{datum}` (anything else names no rate: 404). */
export const exchangeRateKey = z.object({
  /** the currency's code */
  valuta: currencyCode,
  /** the day the rate is for */
  datum: isoDate,
});

/** A rate typed in by hand: `kurs` in millionths of a dinar per one unit. */
export const exchangeRateInput = z.strictObject({
  /** dinars per one unit of the currency, millionths */
  kurs: exchangeRate,
});

/** What an import of the NBS list did: the dates it held, the rates written, the codes not on our currency list. */
export const exchangeRateImportSummary = z.object({
  /** the answer */
  data: z.object({
    /** the days the file held rates for */
    dates: z.array(z.string()),
    /** how many rates were written */
    written: z.number().int(),
    /** the currency codes left out: not on our currency list */
    skipped: z.array(z.string()),
  }),
});
export type ExchangeRateImportSummary = z.infer<typeof exchangeRateImportSummary>['data'];

/** The rate form of the rates page: the currency and date (the rate's key) and the rate. */
export const exchangeRateForm = z.object({
  /** the currency's code */
  valuta: currencyCode,
  /** the day the rate is for */
  datum: isoDate,
  /** dinars per one unit of the currency, millionths */
  kurs: exchangeRate,
});

/** The states of one day's fetch from the NBS service: the list stored, not published yet (asked again), none for that past day (a holiday), or NBS not reached. */
export const nbsFetchStatuses = ['ok', 'waiting', 'none', 'failed'] as const;
export type NbsFetchStatus = (typeof nbsFetchStatuses)[number];

/** One working day's fetch of the NBS middle-rate list, as the rates page shows it. */
export const nbsFetchDay = z.object({
  /** the list's date (Belgrade) */
  datum: z.string(),
  /** `ok`: stored; `waiting`: NBS has not published that day's list yet; `none`: NBS published none for that past day; `failed`: NBS not reached or its answer refused */
  status: z.enum(nbsFetchStatuses),
  /** attempts made for that day */
  attempts: z.number().int(),
  /** what went wrong the last time (a message key of the `config` catalog), null when it did not */
  error: z.string().nullable(),
  /** when NBS was last asked, ISO timestamp */
  lastAttemptAt: z.string().nullable(),
  /** when it will be asked again, ISO timestamp; null once the list is stored */
  nextAttemptAt: z.string().nullable(),
  /** rates of this company written by that fetch (a rate already stored is never replaced) */
  written: z.number().int(),
});
export type NbsFetchDay = z.infer<typeof nbsFetchDay>;

/** The NBS service's state on the rates page: whether the product fetches by itself, and the last working days' fetches, newest first. */
export const nbsFetchState = z.object({
  /** the answer */
  data: z.object({
    /** the product fetches the list each working day (NBS_FETCH_MINUTES is not 0) */
    enabled: z.boolean(),
    /** the last working days (up to 10), newest first; a day never attempted is not listed */
    days: z.array(nbsFetchDay),
  }),
});
export type NbsFetchState = z.infer<typeof nbsFetchState>['data'];

/** "Fetch now" on the rates page (admins): the list of `datum` (default today, Belgrade) asked of NBS at once. */
export const nbsFetchInput = z.strictObject({
  /** the list's day; left out, today in Belgrade */
  datum: isoDate.optional(),
});
