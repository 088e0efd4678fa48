import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SefEpp } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { EppPanel } from './epp-panel';

const figures: SefEpp['figures'] = [
  { block: 'TurnoverAsSupplier', line: 'TurnoverExceptForTransferOfTheRight', rate: 20, column: 'Invoice', base: 100_000_00, vat: 20_000_00, deduction: 20_000_00 },
  { block: 'TurnoverAsRecipient', line: 'TurnoverExceptForTransferOfTheRight', rate: 20, column: 'InternalInvoiceVatPayer', base: 600_000_00, vat: 120_000_00, deduction: 120_000_00 },
  { block: 'VatForImport', line: null, rate: 20, column: 'Total', base: 1_260_600_00, vat: 252_120_00, deduction: 252_120_00 },
];
const preview = (vatPeriod: number, sent: SefEpp['sent'], action: SefEpp['action']): SefEpp => ({ year: 2024, vatPeriod, range: vatPeriod > 12 ? 4 : 1, dateFrom: '2024-03-01', dateTo: '2024-03-31', figures, sent, action });
const kept: NonNullable<SefEpp['sent']> = { id: 4, sefId: 7001, sefStatus: 20, parentSefId: null, number: 'EPP-2024-03-v1', version: 1, figures: figures.slice(0, 2), sentAt: '2024-04-05T08:00:00.000Z' };

let asked: { method: string; url: string; body?: unknown }[] = [];
let current: SefEpp = preview(3, null, 'send');
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', locked: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/sef/vat-deduction-records', ({ request }) => {
    asked.push({ method: 'GET', url: new URL(request.url).search });
    return HttpResponse.json({ data: current });
  }),
  http.post('/v1/sef/vat-deduction-records', async ({ request }) => {
    asked.push({ method: 'POST', url: '', body: await request.json() });
    return HttpResponse.json({ message: 'error.sef.epp-unavailable' }, { status: 409 });
  }),
  http.post('/v1/sef/vat-deduction-records/:id/correction', ({ params }) => {
    asked.push({ method: 'POST', url: `${String(params.id)}/correction` });
    current = preview(3, { ...kept, version: 2, number: 'EPP-2024-03-v2', figures }, 'none');
    return HttpResponse.json({ data: current });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  asked = [];
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('the input-VAT record (EPP) on the VAT return page', () => {
  it('shows the month’s figures per block and rate, sends, and shows why SEF did not take it', async () => {
    current = preview(3, null, 'send');
    renderWithProviders(<EppPanel periodId={2} dateFrom="2024-03-01" dateTo="2024-03-31" valid />);
    const ordinary = await screen.findByTestId('sef-epp-TurnoverAsSupplier-TurnoverExceptForTransferOfTheRight-20-Invoice');
    expect(within(ordinary).getByText('100.000,00')).toBeTruthy();
    expect(within(ordinary).getAllByText('20.000,00')).toHaveLength(2);
    expect(screen.getByTestId('sef-epp-VatForImport-all-20-Total').textContent).toContain('252.120,00');
    expect(screen.getByTestId('sef-epp-state').textContent).toContain('nije poslato');
    fireEvent.click(screen.getByTestId('sef-epp-send'));
    await waitFor(() => expect(screen.getByTestId('sef-epp-error').textContent).toContain('ništa nije evidentirano'));
    expect(asked.filter((a) => a.method === 'POST')).toEqual([{ method: 'POST', url: '', body: { periodId: 2, vatPeriod: 3 } }]);
  });

  it('asks a whole quarter as its VAT period, shows SEF’s id and status, and corrects the record', async () => {
    current = preview(13, kept, 'correct');
    renderWithProviders(<EppPanel periodId={2} dateFrom="2024-01-01" dateTo="2024-03-31" valid />);
    await waitFor(() => expect(screen.getByTestId('sef-epp-state').textContent).toContain('7001'));
    expect(asked[0]?.url).toContain('vatPeriod=13');
    expect(screen.getByTestId('sef-epp-state').textContent).toContain('Evidentirano');
    expect(screen.queryByTestId('sef-epp-send')).toBeNull();
    fireEvent.click(screen.getByTestId('sef-epp-correct'));
    await waitFor(() => expect(screen.getByTestId('sef-epp-state').textContent).toContain('EPP-2024-03-v2'));
    expect(asked.filter((a) => a.method === 'POST')).toEqual([{ method: 'POST', url: '4/correction' }]);
  });
});
