import { describe, expect, it } from 'vitest';
import { despatchFileName, exportFileName, sefCategoryOf } from './sef';

describe('SEF rules', () => {
  it('names a file from the document number: whitespace removed, slashes to dashes', () => {
    expect(exportFileName('IR-VP-12/2024')).toBe('IR-VP-12-2024.xml');
    expect(exportFileName(' RM FAK-MP 3/2024\t')).toBe('RMFAK-MP3-2024.xml');
    expect(despatchFileName({ brojOtpremnice: '', oznaka: 'IR-VP-1/2024' })).toBe('IR-VP-1-2024-otpremnica.xml');
    expect(despatchFileName({ brojOtpremnice: 'OTP 7/24', oznaka: 'IR-VP-1/2024' })).toBe('OTP7-24-otpremnica.xml');
  });

  it('derives the VAT category from the rate, the right to deduct and the seller', () => {
    expect(sefCategoryOf({ stopa: 2000, pravoOdbitka: true }, true)).toBe('S');
    expect(sefCategoryOf({ stopa: 0, pravoOdbitka: true }, true)).toBe('Z');
    expect(sefCategoryOf({ stopa: 0, pravoOdbitka: false }, true)).toBe('E');
    expect(sefCategoryOf({ stopa: 2000, pravoOdbitka: true }, false)).toBe('O');
  });
});
