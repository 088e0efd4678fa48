import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normalizeIban } from './iban';

describe('IBAN and BIC of a foreign-currency account', () => {
  it('accepts IBANs whose check is 1 (mod 97), spaces and case aside', () => {
    for (const iban of ['RS35260005601001611379', 'RS35 2600 0560 1001 6113 79', 'rs35160000000001234595', 'DE89370400440532013000', 'GB82WEST12345698765432', 'AT611904300234573201']) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong check, a wrong shape, an unknown country, a Serbian account that fails its own check', () => {
    expect(isValidIban('RS35260005601001611378')).toBe(false); // last digit changed
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('GB82WEST1234569876543')).toBe(false); // a digit dropped
    expect(isValidIban('RS3526000560100161137')).toBe(false); // 21 characters
    expect(isValidIban('ZZ12345678901234567')).toBe(false);
    expect(isValidIban('160-12345-95')).toBe(false);
    expect(isValidIban('')).toBe(false);
    // RS + check digits that fit, over an account whose own control digits do not (…96 instead of …95)
    const body = '160000000001234596';
    const digits = (98 - Number(BigInt([...`${body}RS00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('')) % 97n)).toString().padStart(2, '0');
    expect(isValidIban(`RS${digits}${body}`)).toBe(false);
  });

  it('prints in groups of four and stores without spaces', () => {
    expect(normalizeIban('rs35 2600 0560 1001 6113 79')).toBe('RS35260005601001611379');
    expect(formatIban('RS35260005601001611379')).toBe('RS35 2600 0560 1001 6113 79');
  });

  it('BIC: bank, country, location and an optional branch', () => {
    for (const bic of ['DBDBRSBG', 'AIKBRS22', 'DEUTDEFF500', 'rzbs rs bg']) expect(isValidBic(bic), bic).toBe(true);
    for (const bic of ['DBDBRSB', 'DBDBXXBG', '1BDBRSBG', 'DEUTDEFF50', 'DEUTDEFF5000', '']) expect(isValidBic(bic), bic).toBe(false);
  });
});
