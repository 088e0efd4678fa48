import { z } from './zod-config';

/** An ISO 4217 currency code (three capital letters); the server checks it is on the list. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'error.valuta.format');

/** A rate: dinars per one unit of the currency, in millionths (117.2 EUR = 117200000). */
export const exchangeRate = z.number().int().positive().max(1_000_000_000_000);
