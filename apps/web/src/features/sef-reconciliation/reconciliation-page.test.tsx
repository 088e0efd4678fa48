import { screen, waitFor, within } from '@testing-library/react';
import type { SefReconciliation, SefReconLine } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { periodStore } from '../../shared/period/period-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { SefReconciliationPage } from './reconciliation-page';

const line = (over: Partial<SefReconLine>): SefReconLine => ({
  kind: 'sales-missing',
  vDoc: null,
  vSubDoc: null,
  docId: null,
  purchaseId: null,
  label: '',
  date: '2024-03-15',
  partner: 'Market Jug d.o.o.',
  state: null,
  sefStatus: null,
  errorKey: null,
  ageDays: 3,
  sef: null,
  books: null,
  vatRecord: null,
  ...over,
});
const report: SefReconciliation = {
  counts: { 'sales-missing': 1, 'sales-open': 0, 'purchase-unbooked': 0, 'purchase-totals': 1, 'purchase-rejected': 0, 'vat-summary-unsent': 0, 'vat-record-differs': 1, 'vat-individual-missing': 0 },
  lines: [
    line({ vDoc: 'prod', vSubDoc: 'vp', docId: 7, label: 'IR-VP-1/2024' }),
    line({
      kind: 'vat-record-differs',
      label: '03/2024',
      date: '2024-03-31',
      partner: '',
      sefStatus: 'Recorded',
      sef: { base: 30_000_00, vat: 6_000_00, total: 36_000_00 },
      books: { base: 33_000_00, vat: 6_600_00, total: 39_600_00 },
      vatRecord: {
        year: 2024,
        month: 3,
        dateFrom: '2024-03-01',
        dateTo: '2024-03-31',
        kind: 'group',
        key: 'group',
        sent: { base20: 30_000_00, vat20: 6_000_00, base10: 0, vat10: 0 },
        books: { base20: 33_000_00, vat20: 6_600_00, base10: 0, vat10: 0 },
      },
    }),
    line({ kind: 'purchase-totals', vDoc: 'zrn', vSubDoc: 'zrn', docId: 9, purchaseId: 4, label: 'Z-2/24', partner: 'Pekara Zora d.o.o.', sefStatus: 'New', ageDays: 0, sef: { base: 200_000, vat: 40_000, total: 240_000 }, books: { base: 210_000, vat: 42_000, total: 252_000 } }),
  ],
};
const asked: string[] = [];
const server = setupServer(
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', status: 'open' }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/sef/reconciliation', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ data: report });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
  periodStore.set({ id: 2, title: '2024', startDate: '2024-01-01' });
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('books against SEF', () => {
  it('shows the counts per kind, each line linked to its document, SEF’s totals beside the books’', async () => {
    await renderWithProviders(<SefReconciliationPage />, { route: '/sef/uskladjivanje' });
    const table = await screen.findByTestId('sef-recon-table');
    await waitFor(() => expect(within(table).getByText('IR-VP-1/2024')).toBeTruthy());
    expect(within(screen.getByTestId('sef-recon-count-sales-missing')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('sef-recon-count-sales-open')).getByText('0')).toBeTruthy();
    expect(within(table).getByText('IR-VP-1/2024').getAttribute('href')).toBe('/izlazni-racuni/vp/7');
    expect(within(table).getByText('Z-2/24').getAttribute('href')).toContain('/zrn/9');
    expect(table.textContent).toContain('SEF: 2.000,00 + PDV 400,00 = 2.400,00');
    expect(table.textContent).toContain('Knjige: 2.100,00 + PDV 420,00 = 2.520,00');
    expect(table.textContent).toContain('nije slata');
    expect(asked[0]).toBe('?periodId=2');
    // the VAT records in their own section, the record linked to its month's VAT return
    const vat = screen.getByTestId('sef-recon-vat-table');
    expect(table.textContent).not.toContain('03/2024');
    expect(within(screen.getByTestId('sef-recon-count-vat-record-differs')).getByText('1')).toBeTruthy();
    expect(within(vat).getByText('Zbirna evidencija 03/2024').getAttribute('href')).toBe('/fin-rpt/pdv?dateFrom=2024-03-01&dateTo=2024-03-31');
    expect(vat.textContent).toContain('Poslato: 20 %: 30.000,00 + PDV 6.000,00; 10 %: 0,00 + PDV 0,00');
    expect(vat.textContent).toContain('Knjige: 20 %: 33.000,00 + PDV 6.600,00; 10 %: 0,00 + PDV 0,00');
  });
});
