/**
 * Foreign currency (docs/domain.md#foreign-currency): a document in a foreign currency keeps its amounts in
 * that currency and the NBS middle rate of its date; every ledger, book and report is in dinars.
 * Rates are kept per one unit of the currency in millionths (NBS lists 4 decimals per 1 or per 100
 * units: 117.2000 EUR = 117_200_000; 75.4321 per 100 JPY = 754_321).
 */
import { mulDiv } from './money';

export const HOME_CURRENCY = 'RSD';
export const RATE_SCALE = 1_000_000;

/** An amount in hundredths of the currency, in hundredths of a dinar at `kurs` (half away from zero). */
export function toDinars(amount: number, kurs: number): number {
  return mulDiv(amount, kurs, RATE_SCALE);
}

/** A rate as the NBS list prints it (per `unit` units, 4 decimals as ten-thousandths) in millionths per one unit. */
export function rateFromList(perUnitTenThousandths: number, unit: number): number {
  return mulDiv(perUnitTenThousandths, 100, unit);
}
