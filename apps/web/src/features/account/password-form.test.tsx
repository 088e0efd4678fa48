import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { base64ToBytes, bytesToBase64 } from '../../shared/auth/crypto';
import { renderApp } from '../../test/render';
import { PasswordForm } from './password-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The server's side: a one-time RSA key per GET /v1/auth/login, and the change call decrypting both blobs. */
async function passwordServer(answer: (plain: { currentPassword: string; newPassword: string }) => Response) {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey)));
  const decrypt = async (blob: string) =>
    JSON.parse(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, base64ToBytes(blob)))) as { nonce: string; password: string };
  const state = { inits: 0, bodies: [] as { nonce: string; current: { nonce: string; password: string }; next: { nonce: string; password: string } }[] };
  server.use(
    http.get('/v1/auth/login', () => {
      state.inits += 1;
      return HttpResponse.json({ data: { nonce: `nonce-${state.inits}`, publicKey, algorithm: 'RSA-OAEP-256', expiresAt: '2099-01-01T00:00:00Z' } });
    }),
    http.post('/v1/users/profile/password', async ({ request }) => {
      const body = (await request.json()) as { nonce: string; currentPassword: string; newPassword: string };
      const current = await decrypt(body.currentPassword);
      const next = await decrypt(body.newPassword);
      state.bodies.push({ nonce: body.nonce, current, next });
      return answer({ currentPassword: current.password, newPassword: next.password });
    }),
  );
  return state;
}

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Trenutna lozinka/), current);
  await user.type(screen.getByLabelText(/^Nova lozinka/), next);
  await user.type(screen.getByLabelText(/Ponovite novu lozinku/), again);
  await user.click(screen.getByTestId('password-save'));
}

describe('password change', () => {
  it('sends both passwords encrypted with one one-time value and shows the server’s current-password error', async () => {
    const state = await passwordServer(() =>
      HttpResponse.json({ message: 'error.validation', errors: { currentPassword: 'error.currentPassword.invalid' } }, { status: 422 }),
    );
    await renderApp(<PasswordForm />);
    await fill('pogresna1', 'novaLozinka1');
    expect(await screen.findByText('Trenutna lozinka nije ispravna.')).toBeTruthy();
    expect(state.bodies).toEqual([
      { nonce: 'nonce-1', current: { nonce: 'nonce-1', password: 'pogresna1' }, next: { nonce: 'nonce-1', password: 'novaLozinka1' } },
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText(/Trenutna lozinka/));
  });

  it('asks for a new one-time value on every attempt and clears the form on success', async () => {
    const state = await passwordServer(({ currentPassword }) =>
      currentPassword === 'demo1234'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ message: 'error.validation', errors: { currentPassword: 'error.currentPassword.invalid' } }, { status: 422 }),
    );
    await renderApp(<PasswordForm />);
    await fill('pogresna1', 'novaLozinka1');
    await screen.findByText('Trenutna lozinka nije ispravna.');
    const user = userEvent.setup();
    const current = screen.getByLabelText(/Trenutna lozinka/) as HTMLInputElement;
    await user.clear(current);
    await user.type(current, 'demo1234');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('Lozinka je promenjena.')).toBeTruthy();
    expect(state.bodies.map((b) => b.nonce)).toEqual(['nonce-1', 'nonce-2']);
    expect(current.value).toBe('');
  });

  it('checks the rule and the repeated password before anything is sent', async () => {
    const state = await passwordServer(() => new HttpResponse(null, { status: 204 }));
    await renderApp(<PasswordForm />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Current password/), 'demo1234');
    await user.type(screen.getByLabelText(/^New password/), 'kratka');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'druga');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(state.inits).toBe(0);
  });
});
