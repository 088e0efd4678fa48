import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { periodStore } from '../../shared/period/period-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { ClientBalancesPage } from './balances-page';

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('/v1/rpt-kom/stanje', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [], pagination: { page: 1, perPage: 50, pages: 0, itemsCount: 0, filteredCount: 0 } });
  }),
  http.get('/v1/rpt-kom/sum', () => HttpResponse.json({ data: null })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
  periodStore.set({ id: 4, title: '2026', startDate: '2026-01-01' });
});
afterEach(() => {
  vi.useRealTimers();
  asked.length = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

/** "As of today" is the day in Belgrade whatever the browser's time zone (here the test process's, UTC). */
describe('client balances as of today', () => {
  it.each([
    ['in winter, 23:30 UTC', '2026-02-15T23:30:00Z', '2026-02-16'],
    ['in summer, 22:30 UTC', '2026-07-15T22:30:00Z', '2026-07-16'],
  ])('at 00:30 in Belgrade %s are asked as of the Belgrade day', async (_name, clock, belgrade) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(clock) });
    renderWithProviders(<ClientBalancesPage />, { route: '/stanje-klijenata' });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0]!.get('datum')).toBe(belgrade);
  });
});
