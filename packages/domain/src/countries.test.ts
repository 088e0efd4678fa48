import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryOptions, isAbroad, isValidForeignVatId } from './countries';
import { dueDateAfter } from './payment-term';

describe('countries', () => {
  it('are the 249 ISO 3166-1 codes, Serbia at home; Kosovo (XK) is no ISO code', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).not.toContain('XK');
    expect([isAbroad('RS'), isAbroad('AT'), isAbroad('ME')]).toEqual([false, true, true]);
  });

  it('a spreadsheet names a country by its code or its name in Serbian or English; empty is Serbia', () => {
    expect(['AT', 'at', 'Austrija', 'АУСТРИЈА', 'austria', 'Nemačka', 'nemacka', 'Bosnia and Herzegovina', 'Bosna i Hercegovina', '', 'Srbija'].map(countryCodeOf)).toEqual([
      'AT', 'AT', 'AT', 'AT', 'AT', 'DE', 'DE', 'BA', 'BA', 'RS', 'RS',
    ]);
    expect(countryCodeOf('Narnija')).toBeNull();
  });

  it('the select lists Serbia first, then by name in the language', () => {
    const latin = countryOptions('sr-Latn');
    expect(latin[0]).toEqual({ code: 'RS', name: 'Srbija' });
    expect(latin.slice(1, 3).map((c) => c.name)).toEqual(['Albanija', 'Alžir']);
    expect(countryOptions('en')[1]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('a foreign VAT number: the EU prefix and 2–12 letters or digits without spaces; elsewhere loosely', () => {
    const cases: [string, string, boolean][] = [
      ['AT', 'ATU12345678', true],
      ['AT', 'ATU 12345678', false],
      ['AT', 'DE123456789', false],
      ['AT', 'atu12345678', false],
      ['GR', 'EL123456789', true],
      ['GR', 'GR123456789', false],
      ['GB', 'XI123456789', true],
      ['IE', '1234567T', false],
      ['IE', 'IE1234567T', true],
      ['FR', 'FRX', false],
      ['BA', '4200000000001', true],
      ['CH', 'CHE-123.456.789 MWST', true],
      ['CH', '-12', false],
      ['US', '', true],
    ];
    expect(cases.map(([country, value]) => isValidForeignVatId(country, value))).toEqual(cases.map((c) => c[2]));
  });
});

describe('payment term', () => {
  it('the due date is the term after the date, across months, years and a leap day', () => {
    expect([dueDateAfter('2024-01-31', 0), dueDateAfter('2024-01-31', 30), dueDateAfter('2024-02-15', 15), dueDateAfter('2023-02-15', 15), dueDateAfter('2024-12-20', 15)]).toEqual([
      '2024-01-31', '2024-03-01', '2024-03-01', '2023-03-02', '2025-01-04',
    ]);
  });
});
