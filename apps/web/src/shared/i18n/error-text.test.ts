import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { LoginError } from '../auth/sign-in';
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
});
