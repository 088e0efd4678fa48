import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClientBalanceRow } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { ClientBalancesPage } from './balances-page';

const row: ClientBalanceRow = {
  id: 7,
  intNaziv: 'Kupac IOS',
  pib: '101134702',
  duguje: 12_000_00,
  uplata: 13_200_00,
  dugSaldo: -1_200_00,
  potrazuje: 0,
  isplata: 0,
  potSaldo: 0,
  stanje: -1_200_00,
  dospelo: 0,
  nedospelo: -1_200_00,
  d1_30: 0,
  d31_60: 0,
  d61_90: 0,
  d90: 0,
};
const asked: string[] = [];
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', locked: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/rpt-kom/stanje', () => HttpResponse.json({ data: [row], pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/rpt-kom/sum', () => HttpResponse.json({ data: { duguje: 0, uplata: 0, dugSaldo: 0, potrazuje: 0, isplata: 0, potSaldo: 0, stanje: 0, count: 1 } })),
  http.post('/v1/print/token', async ({ request }) => {
    const { path } = (await request.json()) as { path: string };
    asked.push(path);
    return HttpResponse.json({ data: { token: 't', url: `${path}&token=t`, expiresIn: 300 } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('/stanje-klijenata', () => {
  it('each client’s row prints its open-items statement at the page’s date, without opening the client’s turnover', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderWithProviders(
      <Routes>
        <Route path="/stanje-klijenata" element={<ClientBalancesPage />} />
        <Route path="/stanje-klijenata/:komId" element={<p data-testid="turnover-opened" />} />
      </Routes>,
      { route: '/stanje-klijenata?datum=2024-03-31' },
    );
    fireEvent.click(await screen.findByTestId('kom-ios-7'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/^\/v1\/rpt-kom\/print\/ios\/7\?periodId=\d+&datum=2024-03-31&lang=sr-lat$/);
    await waitFor(() => expect(open).toHaveBeenLastCalledWith(`${asked[0]}&token=t`, '_blank'));
    expect(screen.queryByTestId('turnover-opened')).toBeNull();
  });
});
