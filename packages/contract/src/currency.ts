import { z } from './zod-config';
import { isoDate } from './dates';
import { listQuery } from './paging';

/** An ISO 4217 currency code (three capital letters); the server checks it is on the list. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'error.valuta.format');

/** A rate: dinars per one unit of the currency, in millionths (117.2 EUR = 117200000). */
export const exchangeRate = z.number().int().positive().max(1_000_000_000_000);

/** A currency of the list (ISO 4217): `code`, `numeric` code, names in the three languages. */
export const currency = z.object({ code: z.string(), numeric: z.string(), name: z.string(), nameCyr: z.string(), nameEn: z.string() });
export type Currency = z.infer<typeof currency>;

export const rateSources = ['manual', 'nbs'] as const;
export type RateSource = (typeof rateSources)[number];

/** One middle rate: `valuta` on `datum` is `kurs` (millionths of a dinar per one unit); `izvor` typed in or from the NBS list. */
export const exchangeRateRow = z.object({ valuta: z.string(), datum: z.string(), kurs: z.number().int(), izvor: z.enum(rateSources) });
export type ExchangeRateRow = z.infer<typeof exchangeRateRow>;

/** The rates list: of one currency (`valuta`), between `dateFrom` and `dateTo` (both included), newest first. */
export const exchangeRateListQuery = listQuery.extend({ valuta: currencyCode.optional(), dateFrom: isoDate.optional(), dateTo: isoDate.optional() });

/** The path of one rate: `/exchange-rates/{valuta}/{datum}` (anything else names no rate: 404). */
export const exchangeRateKey = z.object({ valuta: currencyCode, datum: isoDate });

/** A rate typed in by hand: `kurs` in millionths of a dinar per one unit. */
export const exchangeRateInput = z.strictObject({ kurs: exchangeRate });

/** What an import of the NBS list did: the dates it held, the rates written, the codes not on our currency list. */
export const exchangeRateImportSummary = z.object({
  data: z.object({ dates: z.array(z.string()), written: z.number().int(), skipped: z.array(z.string()) }),
});
export type ExchangeRateImportSummary = z.infer<typeof exchangeRateImportSummary>['data'];

/** The rate form of the rates page: the currency and date (the rate's key) and the rate. */
export const exchangeRateForm = z.object({ valuta: currencyCode, datum: isoDate, kurs: exchangeRate });
