import { fireEvent, screen } from '@testing-library/react';
import type { VatToAccept } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { ToAcceptPanel } from './to-accept-panel';

const answer = (daysLeft: number, warn: boolean): VatToAccept => ({
  month: '2027-01',
  applies: true,
  deadline: '2027-02-10',
  daysLeft,
  warn,
  vat: 17_000_00,
  rows: [
    { id: 7, sefPurchaseId: 1007, number: 'Z-2/27', supplierName: 'Pekara Zora d.o.o.', supplierPib: '105000007', issueDate: '2027-01-18', vatDate: '2027-01-18', base: 80_000_00, vat: 16_000_00, total: 96_000_00, currency: 'RSD', sefStatus: 'New', decideBy: '2027-02-02', bookedVDoc: 'zrn', bookedDocId: 3 },
    { id: 8, sefPurchaseId: 1008, number: 'Z-3/27', supplierName: 'Pekara Zora d.o.o.', supplierPib: '105000007', issueDate: '2027-01-20', vatDate: '2027-01-20', base: 10_000_00, vat: 1_000_00, total: 11_000_00, currency: 'RSD', sefStatus: 'Seen', decideBy: '2027-02-04', bookedVDoc: null, bookedDocId: null },
  ],
});
let current = answer(5, false);
const asked: string[] = [];
const server = setupServer(
  http.get('/v1/periods', () =>
    HttpResponse.json({
      data: [
        { id: 4, title: '2026', startDate: '2026-01-01', endDate: '2026-12-31', status: 'open' },
        { id: 9, title: '2027', startDate: '2027-01-01', endDate: '2027-12-31', status: 'open' },
      ],
      pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 2, filteredCount: 2 },
    }),
  ),
  http.get('/v1/vat/to-accept', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ data: current });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  asked.length = 0;
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('to accept by the 10th', () => {
  it('on 5 February asks for January in the 2027 period and lists what is still to accept with the days left; a row opens the invoice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-05T09:00:00'));
    current = answer(5, false);
    const opened: number[] = [];
    await renderWithProviders(<ToAcceptPanel onOpen={(id) => opened.push(id)} />);
    const panel = await screen.findByTestId('to-accept');
    expect(asked).toEqual(['?periodId=9&month=2027-01']);
    expect(panel.getAttribute('data-warn')).toBe('0');
    expect(panel.textContent).toContain('Prihvatiti na SEF-u do 10.02.2027 (odbitak PDV za 01.2027)');
    expect(panel.textContent).toContain('Još 5 dana');
    expect(panel.textContent).toContain('17.000,00');
    expect(screen.getAllByTestId('to-accept-row').map((r) => r.textContent)).toEqual([
      'Pekara Zora d.o.o. Z-2/27 · 18.01.2027 · PDV 16.000,00' + '5 dana',
      'Pekara Zora d.o.o. Z-3/27 · 20.01.2027 · PDV 1.000,00' + '5 dana',
    ]);
    fireEvent.click(screen.getAllByTestId('to-accept-row')[1]!);
    expect(opened).toEqual([8]);
  });

  it('warns from the 7th (orange), and on the home page links to the inbox', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-08T09:00:00'));
    current = answer(2, true);
    await renderWithProviders(<ToAcceptPanel />);
    const panel = await screen.findByTestId('to-accept');
    expect(panel.getAttribute('data-warn')).toBe('1');
    expect(panel.getAttribute('style')).toContain('orange');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/sef/ulazne-fakture');
  });

  it('says nothing before 2027', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-05T09:00:00'));
    await renderWithProviders(<ToAcceptPanel />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('to-accept')).toBeNull();
    expect(asked).toEqual([]);
  });
});
