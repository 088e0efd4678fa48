import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { sessionStore } from '../../shared/auth/session-store';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { MissingRateNotice } from './missing-rate';

const signIn = (role: string) => sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role }) });
afterEach(() => sessionStore.clear());

describe('a document refused for a missing rate', () => {
  it('says which rate is missing and links an admin to the rates page with the form on it', async () => {
    signIn('admin');
    const err = new ApiError('/v1/doc-trn/1/items', 'POST', 422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum: '2024-07-03', valuta: 'EUR' });
    await renderWithProviders(<MissingRateNotice error={err} />);
    expect(screen.getByTestId('missing-rate').textContent).toContain('Nema kursa EUR za 03.07.2024.');
    expect(screen.getByTestId('missing-rate-link').getAttribute('href')).toBe('/config/kursna-lista?valuta=EUR&datum=2024-07-03');
  });

  it('tells a plain user to ask an administrator (rates are company settings)', async () => {
    signIn('user');
    const err = new ApiError('/v1/doc-trn/1/items', 'POST', 422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum: '2024-07-03', valuta: 'EUR' });
    await renderWithProviders(<MissingRateNotice error={err} />);
    expect(screen.getByTestId('missing-rate').textContent).toContain('zamolite ga da ga unese');
    expect(screen.queryByTestId('missing-rate-link')).toBeNull();
  });

  it('shows nothing for another error', async () => {
    const err = new ApiError('/v1/doc-trn/1/items', 'POST', 422, 'error.validation', { kurs: 'error.kurs.required' });
    await renderWithProviders(<MissingRateNotice error={err} />);
    expect(screen.queryByTestId('missing-rate')).toBeNull();
  });
});
