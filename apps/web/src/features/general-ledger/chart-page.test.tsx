import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GlAccountRow } from '@knjige/contract';
import { sessionStore } from '../../shared/auth/session-store';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { ChartPage } from './chart-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

const account = (konto: string, naziv: string, extra: Partial<GlAccountRow> = {}): GlAccountRow => ({
  id: null,
  konto,
  parent: konto.length > 1 ? konto.slice(0, -1) : null,
  level: Math.min(konto.length, 4),
  kind: 'balance',
  needsClient: false,
  naziv,
  nazivCyr: naziv,
  nazivEn: naziv,
  own: false,
  postable: konto.length >= 3,
  ...extra,
});
const chart = [
  account('2', 'Kratkoročna potraživanja, plasmani i gotovina', { postable: false }),
  account('24', 'Gotovinski ekvivalenti i gotovina', { postable: false }),
  account('241', 'Tekući (poslovni) računi', { postable: false }),
  account('2410', 'Banka Intesa', { id: 7, own: true }),
  account('243', 'Blagajna'),
];

describe('the chart of accounts page', () => {
  it('shows the tree, searches by code, and adds a company account under the chart', async () => {
    sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role: 'admin' }) });
    const searches: string[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get('/v1/kontni-plan', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        return HttpResponse.json({ data: chart.filter((a) => a.konto.startsWith(search)) });
      }),
      http.post('/v1/kontni-plan', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 8 }, { status: 201 });
      }),
    );
    await renderWithProviders(<ChartPage />);
    const table = await screen.findByTestId('chart-table');
    await within(table).findByText('Banka Intesa');
    expect(within(table).getByText('konto firme')).toBeTruthy();
    expect(within(table).getAllByText('ne knjiži se')).toHaveLength(1);

    const user = userEvent.setup();
    await user.type(screen.getByTestId('chart-search'), '24{Enter}');
    await waitFor(() => expect(searches).toContain('24'));
    await waitFor(() => expect(within(table).queryByText('Kratkoročna potraživanja, plasmani i gotovina')).toBeNull());

    await user.click(screen.getByTestId('chart-add'));
    await user.type(await screen.findByTestId('account-konto'), '2411');
    await user.type(screen.getByTestId('account-naziv'), 'Banka Poštanska');
    await user.click(screen.getByTestId('account-save'));
    await screen.findByText('Konto je sačuvan');
    expect(sent).toEqual([{ konto: '2411', naziv: 'Banka Poštanska', nazivCyr: '', nazivEn: '' }]);
  });
});
