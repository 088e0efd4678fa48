import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../test/render';
import { CompaniesCard } from './companies-card';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('my companies', () => {
  it('shows an invitation with its role and accepts it; the invitation is gone once answered', async () => {
    const answered: string[] = [];
    let pending = [{ companyId: 5, naziv: 'Druga firma d.o.o.', role: 'user' }];
    server.use(
      http.get('/v1/users/invitations', () => HttpResponse.json({ data: pending })),
      http.post('/v1/users/invitations/5/accept', () => {
        answered.push('accept');
        pending = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderApp(<CompaniesCard />);
    expect(await screen.findByText('Druga firma d.o.o.')).toBeTruthy();
    expect(screen.getByText(/Pozvani ste sa ulogom/)).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('accept-5'));
    expect(await screen.findByText('Sada ste član firme Druga firma d.o.o.; izaberite je u meniju.')).toBeTruthy();
    expect(answered).toEqual(['accept']);
    await waitFor(() => expect(screen.queryByTestId('invitation-5')).toBeNull());
  });
});
