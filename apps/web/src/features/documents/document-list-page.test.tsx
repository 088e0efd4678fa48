import { fireEvent, screen, waitFor } from '@testing-library/react';
import { psrEntry } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { DocumentListPage } from './document-list-page';
import { psrConfig } from './families/psr';
import type { FamilyConfig } from './types';

// The same screens for a family that does not book its documents (as pro-forma invoices) and
// whose partner is a buyer.
const unbooked: FamilyConfig = { ...psrConfig, entry: { ...psrEntry, lifecycle: false, partner: 'buyer' } };

// The family's resource as the registry names it.
const resource = `/v1/${psrEntry.resources[0]}`;
const row = { id: 5, periodId: 2, vSubDoc: 'vp', rbroj: 5, oznaka: 'PSR-VP-5/2024', datum: '2024-03-01', status: 'draft', magNaziv: 'Veleprodajni magacin', nabVrednost: 500_000, prodVrednost: 700_000 };
const requests: URL[] = [];
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: { 'v-promet': 'vp|mp' } })),
  http.get(resource, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [row], pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } });
  }),
  http.get(`${resource}/totals`, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: { draft: 1, locked: 0, storno: 0 } });
  }),
  http.get('/v1/kom-main/combo', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [], pagination: { page: 1, perPage: 50, pages: 0, itemsCount: 0, filteredCount: 0 } });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const listRequests = () => requests.filter((url) => url.pathname === resource);

describe('DocumentListPage', () => {
  it('shows the status tabs of a family with a lifecycle and lists its drafts', async () => {
    await renderWithProviders(<DocumentListPage config={psrConfig} />);
    expect(await screen.findByText('PSR-VP-5/2024', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('doc-status-tabs')).toBeTruthy();
    expect(listRequests()[0]!.searchParams.get('status')).toBe('draft');
    expect(screen.queryByTestId('doc-partner-filter')).toBeNull();
  });

  it('lists every document of a family without a lifecycle, with no status tabs, and filters by buyer', async () => {
    await renderWithProviders(<DocumentListPage config={unbooked} />);
    expect(await screen.findByText('PSR-VP-5/2024', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('doc-status-tabs')).toBeNull();
    expect(listRequests()[0]!.searchParams.has('status')).toBe(false);
    expect(requests.some((url) => url.pathname.endsWith('/totals'))).toBe(false);

    const partner = screen.getByTestId('doc-partner-filter');
    expect(screen.getByLabelText('Kupac')).toBe(partner);
    expect(partner.getAttribute('placeholder')).toBe('Svi kupci');
    fireEvent.click(partner);
    await waitFor(() => expect(requests.some((url) => url.pathname === '/v1/kom-main/combo')).toBe(true));
    const combo = requests.find((url) => url.pathname === '/v1/kom-main/combo')!;
    expect(combo.searchParams.get('isKupac')).toBe('1');
    expect(combo.searchParams.has('isDobavljac')).toBe(false);
  });
});
