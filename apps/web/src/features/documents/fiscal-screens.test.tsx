import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fisEntry } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { DocumentListPage } from './document-list-page';
import { fisConfig } from './families/fis';
import { FiscalItemsPanel } from './families/fiscal-items-panel';
import type { DocRow } from './types';

const resource = `/v1/${fisEntry.resources[0]}`;
const receipt = { id: 5, periodId: 2, vSubDoc: 'fis', rbroj: 5, oznaka: 'FIS-5/2024', datum: '2024-02-15', status: 'locked', fisBi: 'BI000005', fisPlacanje: 3, iznos: 19_200 };
const line = (id: number) => ({ id, fisId: 5, docOznaka: 'FIS-5/2024', artId: 1, artikl: { artNaziv: `Artikal ${id}`, intSifra: `A${id}`, mera: 'kom', pdvStopa: 2000 }, kolicina: 1_000, prodCena: 9_600, iznos: 9_600 });
const requests: URL[] = [];
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get(resource, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [receipt], pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } });
  }),
  http.get(`${resource}/totals`, () => HttpResponse.json({ data: { draft: 0, locked: 1, storno: 0 } })),
  // Three lines, two a page.
  http.get('/v1/doc-fak/9/fiskal-items', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    const data = page === 1 ? [line(1), line(2)] : [line(3)];
    return HttpResponse.json({ data, pagination: { page, perPage: 2, pages: 2, itemsCount: 3, filteredCount: 3 } });
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

describe('register sale screens', () => {
  it('the receipt list opens on booked receipts and names the payment type', async () => {
    await renderWithProviders(<DocumentListPage config={fisConfig} />);
    expect(await screen.findByText('BI000005', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Kartica')).toBeTruthy();
    expect(requests.find((url) => url.pathname === resource)!.searchParams.get('status')).toBe('locked');
  });

  it("a retail invoice's fiscal items load a page at a time until all are shown", async () => {
    const doc = { id: 9, periodId: 2, vSubDoc: 'fak-mp', rbroj: 1, oznaka: 'RM-FAK-MP-1/2024', datum: '2024-02-16', status: 'locked' } satisfies DocRow;
    await renderWithProviders(<FiscalItemsPanel doc={doc} />);
    expect(await screen.findByText('Artikal 2', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('doc-fiscal-items-count').textContent).toBe('Prikazano 2 od 3');
    fireEvent.click(screen.getByTestId('doc-fiscal-items-more'));
    expect(await screen.findByText('Artikal 3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('doc-fiscal-items-more')).toBeNull());
    expect(screen.getByText('Artikal 1')).toBeTruthy();
    expect(screen.getByTestId('doc-fiscal-items-count').textContent).toBe('Prikazano 3 od 3');
  });
});
