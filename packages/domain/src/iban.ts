/**
 * International account numbers of the company's foreign-currency accounts: the IBAN (ISO 13616)
 * and the bank's BIC / SWIFT code (ISO 9362), checked as a bank's form checks them.
 */
import { isCountryCode } from './countries';
import { isValidAccount } from './identifiers';

/** Kosovo's IBAN and BIC code (a user-assigned code, not among ISO 3166's). */
const extraCountries = new Set(['XK']);
const isCountry = (code: string) => isCountryCode(code) || extraCountries.has(code);

/** An IBAN as stored: upper case, without spaces; null when it is not one in shape. */
export function normalizeIban(value: string): string | null {
  const v = value.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v) ? v : null;
}

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end, letters as 10–35. */
function ibanRemainder(iban: string): number {
  let rest = 0;
  for (const c of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/**
 * A valid IBAN: a country code, two check digits, the domestic account (11–30 letters and digits),
 * and the check (mod 97 = 1). A Serbian IBAN is `RS` + 2 + the 18-digit account, which must pass
 * its own check (docs/domain.md#identifier-checks): RS35 2600 0560 1001 6113 79.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!iban || !isCountry(iban.slice(0, 2)) || ibanRemainder(iban) !== 1) return false;
  if (iban.startsWith('RS')) return iban.length === 22 && isValidAccount(iban.slice(4));
  return true;
}

/** The IBAN as printed: groups of four (RS35 2600 0560 1001 6113 79). */
export const formatIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** A BIC as stored: upper case, without spaces. */
export const normalizeBic = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** A valid BIC (SWIFT code): bank (4 letters), country (ISO 3166), location (2), branch (3, optional): DBDBRSBG, AIKBRS22, DEUTDEFF500. */
export function isValidBic(value: string): boolean {
  const bic = normalizeBic(value);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && isCountry(bic.slice(4, 6));
}
