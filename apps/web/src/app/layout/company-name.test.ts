import { describe, expect, it } from 'vitest';
import { companyNameFor } from './company-name';

describe('company name in the top bar', () => {
  const user = { companyName: 'Demo Trgovina d.o.o.', companyNameCyr: 'Демо Трговина д.о.о.' };

  it('shows the Cyrillic name only in sr-Cyrl', () => {
    expect(companyNameFor(user, 'sr-Cyrl')).toBe('Демо Трговина д.о.о.');
    expect(companyNameFor(user, 'sr-Latn')).toBe('Demo Trgovina d.o.o.');
    expect(companyNameFor(user, 'en')).toBe('Demo Trgovina d.o.o.');
  });

  it('falls back to the Latin name when there is no Cyrillic one', () => {
    expect(companyNameFor({ companyName: 'Demo Trgovina d.o.o.', companyNameCyr: '' }, 'sr-Cyrl')).toBe('Demo Trgovina d.o.o.');
    expect(companyNameFor({ companyName: 'Demo Trgovina d.o.o.' }, 'sr-Cyrl')).toBe('Demo Trgovina d.o.o.');
    expect(companyNameFor(null, 'sr-Cyrl')).toBe('');
  });
});
