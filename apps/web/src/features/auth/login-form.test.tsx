import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { sessionStore } from '../../shared/auth/session-store';
import { authHandlers } from '../../test/auth-server';
import { renderApp } from '../../test/render';
import { LoginForm } from './login-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

async function renderForm(options: { password?: string; loginStatus?: number; locale?: 'sr-Latn' | 'en' } = {}) {
  const { handlers, state } = await authHandlers({ password: options.password ?? 'demo1234', loginStatus: options.loginStatus });
  server.use(...handlers);
  let succeeded = 0;
  await renderApp(<LoginForm onSuccess={() => (succeeded += 1)} />, { locale: options.locale });
  return { state, user: userEvent.setup(), succeeded: () => succeeded };
}

const emailInput = () => screen.getByRole('textbox', { name: /E-pošta|E-mail/ });
const passwordInput = () => screen.getByLabelText(/Lozinka|Password/);
const submitButton = () => screen.getByRole('button', { name: /Prijavi se|Log in/ });

describe('login form', () => {
  it('opens with the cursor in the e-mail field', async () => {
    await renderForm();
    expect(document.activeElement).toBe(emailInput());
  });

  it('shows the required errors on an empty submit and clears each as the user types', async () => {
    const { user } = await renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Unesite e-poštu.')).toBeTruthy();
    expect(screen.getByText('Unesite lozinku.')).toBeTruthy();

    await user.type(emailInput(), 'a');
    expect(screen.queryByText('Unesite e-poštu.')).toBeNull();
    expect(screen.getByText('Unesite lozinku.')).toBeTruthy();

    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Unesite lozinku.')).toBeNull();
  });

  it('shows the invalid e-mail text for a malformed address', async () => {
    const { user } = await renderForm();
    await user.type(emailInput(), 'ana@demo');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submitButton());
    expect(await screen.findByText('E-pošta nije ispravna.')).toBeTruthy();
  });

  it('shows the invalid credentials text on a 401, and the exchange sent the encrypted nonce and password', async () => {
    const { user, state, succeeded } = await renderForm({ password: 'demo1234' });
    await user.type(emailInput(), 'admin@demo.rs');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(submitButton());
    expect(await screen.findByText('Korisničko ime i lozinka nisu ispravni.')).toBeTruthy();
    expect(state.loginBody?.email).toBe('admin@demo.rs');
    expect(state.decrypted).toEqual({ nonce: state.loginBody?.nonce, password: 'wrong-password' });
    expect(sessionStore.get()).toBeNull();
    expect(succeeded()).toBe(0);
    // The spent one-time value is fetched again for the next attempt.
    await waitFor(() => expect(state.initCalls).toBeGreaterThanOrEqual(2));
  });

  it('says the same in English', async () => {
    const { user } = await renderForm({ locale: 'en', password: 'demo1234' });
    await user.type(emailInput(), 'admin@demo.rs');
    await user.type(passwordInput(), 'nope');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
  });

  it('shows the locked text on a 429', async () => {
    const { user } = await renderForm({ loginStatus: 429 });
    await user.type(emailInput(), 'admin@demo.rs');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submitButton());
    expect(await screen.findByText(/Prijava je privremeno zaključana/)).toBeTruthy();
  });

  it('signs in: PKCE verifier matches the challenge and the session holds the identity', async () => {
    const { user, state, succeeded } = await renderForm({ password: 'demo1234' });
    await user.type(emailInput(), 'admin@demo.rs');
    await user.type(passwordInput(), 'demo1234');
    const before = Date.now();
    await user.click(submitButton());
    await waitFor(() => expect(succeeded()).toBe(1));
    expect(state.verifierOk).toBe(true);
    const session = sessionStore.get();
    expect(session?.user).toMatchObject({ name: 'Ana Adminović', role: 'admin', companyName: 'Demo Trgovina d.o.o.' });
    // expiry = now + 900 s − 15 s
    expect(session!.expiresAt).toBeGreaterThanOrEqual(before + 885_000);
    expect(session!.expiresAt).toBeLessThanOrEqual(Date.now() + 885_000);
    expect(JSON.parse(localStorage.getItem('session')!)).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });
});
