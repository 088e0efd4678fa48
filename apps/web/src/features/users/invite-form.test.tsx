import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Role } from '@knjige/contract';
import { sessionStore } from '../../shared/auth/session-store';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { renderApp } from '../../test/render';
import { InviteForm } from './invite-form';
import { canManage, grantableRoles } from './role-options';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

function signInAs(role: Role) {
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role }) });
}

async function openRoles(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('invite-role'));
  // Mantine keeps the dropdown hidden from the accessibility tree while it animates in.
  const options = await screen.findAllByRole('option', { hidden: true });
  return options.map((option) => option.textContent);
}

describe('invite form', () => {
  it('offers an admin the roles up to admin, never super', async () => {
    signInAs('admin');
    await renderApp(<InviteForm onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();
    expect(await openRoles(user)).toEqual(['Administrator', 'Korisnik']);
  });

  it('offers a super user every role', async () => {
    signInAs('super');
    await renderApp(<InviteForm onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();
    expect(await openRoles(user)).toEqual(['Super administrator', 'Administrator', 'Korisnik']);
  });

  it('sends the invitation and shows the server’s e-mail error on the field', async () => {
    signInAs('admin');
    const sent: unknown[] = [];
    server.use(
      http.post('/v1/users', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'error.validation', errors: { email: 'error.email.member' } }, { status: 422 });
      }),
    );
    let done = 0;
    await renderApp(<InviteForm onDone={() => (done += 1)} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-pošta/ }), 'marko@demo.rs');
    await user.type(screen.getByRole('textbox', { name: /^Ime/ }), 'Marko');
    await user.click(screen.getByTestId('invite-send'));
    expect(await screen.findByText('Korisnik sa ovom adresom je već član firme.')).toBeTruthy();
    expect(sent).toEqual([{ email: 'marko@demo.rs', firstName: 'Marko', lastName: '', role: 'user' }]);
    expect(done).toBe(0);
    // the field with the error has the focus
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /E-pošta/ })));
  });

  it('checks the address before sending', async () => {
    signInAs('admin');
    await renderApp(<InviteForm onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /E-pošta/ }), 'marko@demo');
    await user.click(screen.getByTestId('invite-send'));
    expect(await screen.findByText('E-pošta nije ispravna.')).toBeTruthy();
  });
});

describe('who may do what to a member', () => {
  it('lets nobody touch themself, and only a super user touch a super user', () => {
    expect(grantableRoles('user')).toEqual([]);
    expect(canManage({ role: 'admin', userId: 2 }, { id: 2, role: 'admin' })).toBe(false);
    expect(canManage({ role: 'admin', userId: 2 }, { id: 1, role: 'super' })).toBe(false);
    expect(canManage({ role: 'admin', userId: 2 }, { id: 3, role: 'user' })).toBe(true);
    expect(canManage({ role: 'super', userId: 1 }, { id: 4, role: 'super' })).toBe(true);
    expect(canManage({ role: 'user', userId: 3 }, { id: 4, role: 'user' })).toBe(false);
  });
});
