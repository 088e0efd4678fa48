import { describe, expect, it } from 'vitest';
import { companyNameFor, initialsOf } from './company-name';

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

  it('shortens to the initials of the words that are not a legal form', () => {
    expect(initialsOf('Demo Trgovina d.o.o.')).toBe('DT');
    expect(initialsOf('Демо Трговина д.о.о.')).toBe('ДТ');
    expect(initialsOf('"Sever" Prom Novi Sad DOO')).toBe('SPN');
    expect(initialsOf('d.o.o.')).toBe('D');
  });
});
