import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { LoginError } from '../auth/sign-in';
import { failureText } from '../ui/error-text';
import { errorText, fieldErrorText } from './error-text';
import { i18n } from './i18n';

describe('error texts', () => {
  it('translates message keys and keeps free text', async () => {
    await i18n.changeLanguage('sr-Latn');
    const t = i18n.t;
    expect(errorText(t, new ApiError('/v1/x', 'GET', 404, 'error.not-found'))).toBe('Traženi podatak ne postoji.');
    expect(errorText(t, new LoginError('error.login.invalid', 'credentials', 401))).toBe('Korisničko ime i lozinka nisu ispravni.');
    expect(errorText(t, new ApiError('/v1/x', 'GET', 502, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText(t, new ApiError('/v1/x', 'GET', 409, 'error.some.unknown-key'))).toBe('error.some.unknown-key');
  });

  it('gives a field error its own text, else the generic text of its code', async () => {
    await i18n.changeLanguage('en');
    expect(fieldErrorText(i18n.t, 'error.email.invalid')).toBe('The e-mail address is not valid.');
    expect(fieldErrorText(i18n.t, 'error.someField.required')).toBe('Required.');
    expect(fieldErrorText(i18n.t, undefined)).toBeUndefined();
  });

  it('names what a row in use is used by, from the table the server sends', async () => {
    const inUse = (table: string) => new ApiError('/v1/mag-main/1', 'DELETE', 409, 'error.in-use', undefined, { table });
    await i18n.changeLanguage('sr-Latn');
    expect(errorText(i18n.t, inUse('doc_psr'))).toBe('Ne može se obrisati jer se koristi: početno stanje robe.');
    expect(errorText(i18n.t, inUse('stock_ledger'))).toBe('Ne može se obrisati jer se koristi: promet robe.');
    expect(errorText(i18n.t, inUse('doc_x'))).toBe('Ne može se obrisati jer se koristi: doc_x.');
    // The toast of a failed delete says the same.
    expect(failureText(i18n.t, inUse('kom_main'), 'magacin')).toBe('Ne može se obrisati jer se koristi: klijenti.');
    await i18n.changeLanguage('sr-Cyrl');
    expect(errorText(i18n.t, inUse('doc_ur'))).toBe('Не може се обрисати јер се користи: улазни рачуни.');
    await i18n.changeLanguage('en');
    expect(errorText(i18n.t, inUse('pos_main'))).toBe('Cannot be deleted: it is used by cash registers.');
    expect(errorText(i18n.t, inUse(''))).toBe('Cannot be deleted: it is used by other data.');
  });
});
