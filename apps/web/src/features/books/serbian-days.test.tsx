import { waitFor } from '@testing-library/react';
import type { VatReturn } from '@knjige/contract';
import { pppdvFields } from '@knjige/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { periodStore } from '../../shared/period/period-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { FinRptPage } from './fin-rpt-page';

/**
 * The web's "today" is the day in Belgrade whatever the browser's (here the test process's, UTC)
 * time zone: at 23:30 UTC on 31 December it is already 1 January in Belgrade.
 */
const zeros = Object.fromEntries(pppdvFields.map((f) => [f, 0])) as VatReturn['pppdv'];
const emptyReturn = { ...Object.fromEntries(['osn1', 'osn2', 'osn3', 'osn4', 'osn5', 'osn6', 'osn7', 'osn8', 'osn9', 'pdv3', 'pdv4', 'pdv5', 'pdv6', 'pdv7', 'pdv8', 'pdv9', 'pdv10'].map((k) => [k, 0])), pppdv: zeros, popdv: [] };
const page = { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 };

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 4, title: '2026', startDate: '2026-01-01', endDate: '2026-12-31', status: 'open' }], pagination: page })),
  http.get('/v1/rpt-fin/pdv-total', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: emptyReturn });
  }),
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

describe('the VAT return’s default month', () => {
  it('at 23:30 UTC on 31 December the VAT return proposes December, the month just over in Belgrade', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') });
    renderWithProviders(
      <Routes>
        <Route path="/fin-rpt/:tab" element={<FinRptPage />} />
      </Routes>,
      { route: '/fin-rpt/pdv' },
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect([asked[0]!.get('dateFrom'), asked[0]!.get('dateTo')]).toEqual(['2026-12-01', '2026-12-31']);
  });
});
