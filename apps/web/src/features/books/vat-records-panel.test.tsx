import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SefVatRecords } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { VatRecordsPanel } from './vat-records-panel';

const review: SefVatRecords = {
  year: 2024,
  month: 3,
  records: [
    { kind: 'group', key: 'group', number: '', partner: '', documentType: null, current: { base20: 30_000_00, vat20: 6_000_00, base10: 10_000_00, vat10: 1_000_00 }, sent: null, action: 'send' },
    {
      kind: 'individual',
      key: 'zrn:4',
      number: 'ZRN-1/2024',
      partner: '100000024',
      documentType: 401,
      current: { base20: 600_000_00, vat20: 120_000_00, base10: 0, vat10: 0 },
      sent: { base20: 600_000_00, vat20: 120_000_00, base10: 0, vat10: 0, sefId: 5001, sefStatus: 10, version: 1, calculationNumber: 'PO-2024-03-zrn-4-v1', sentAt: '2024-04-05T08:00:00.000Z' },
      action: 'none',
    },
  ],
};
let asked: unknown[] = [];
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', locked: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/sef/vat-records', () => HttpResponse.json({ data: review })),
  http.post('/v1/sef/vat-records', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({ message: 'error.sef.vat-record-refused', params: { message: 'Zbirna evidencija za poreski period već postoji.' } }, { status: 409 });
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

describe('VAT records on SEF on the VAT return page', () => {
  it('lists the month’s records with their figures and SEF’s id, sends the month, and shows SEF’s refusal', async () => {
    renderWithProviders(<VatRecordsPanel periodId={2} dateFrom="2024-03-01" valid />);
    const group = await screen.findByTestId('sef-vat-group');
    expect(within(group).getByText('30.000,00')).toBeTruthy();
    expect(within(group).getByText('6.000,00')).toBeTruthy();
    expect(within(group).getByText('1.000,00')).toBeTruthy();
    const internal = screen.getByTestId('sef-vat-zrn:4');
    expect(internal.textContent).toContain('ZRN-1/2024');
    expect(internal.textContent).toContain('120.000,00');
    expect(internal.textContent).toContain('5001');
    fireEvent.click(screen.getByTestId('sef-vat-send'));
    await waitFor(() => expect(screen.getByTestId('sef-vat-error').textContent).toContain('Zbirna evidencija za poreski period već postoji.'));
    expect(asked).toEqual([{ periodId: 2, month: 3 }]);
  });
});
