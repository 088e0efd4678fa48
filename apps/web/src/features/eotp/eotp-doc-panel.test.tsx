import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { EotpDocPanel } from './eotp-doc-panel';

const status = {
  state: 'sent',
  documentId: 'd-1',
  status: 'Delivered',
  statusAt: '2026-11-26T07:00:00.000Z',
  errorKey: null,
  errorMessage: null,
  errorCode: null,
  attempts: 1,
  requestId: '11111111-1111-4111-8111-111111111111',
  receipt: {
    id: 'r-1',
    status: 'Rejected',
    at: '2026-11-26T08:00:00.000Z',
    lines: [
      { lineId: '1', received: 10_000, rejected: 0, reason: null },
      { lineId: '2', received: 2_000, rejected: 500, reason: 'Oštećena ambalaža' },
    ],
  },
};
const server = setupServer(http.get('/v1/eotp/status/prod/7', () => HttpResponse.json({ data: status })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('EotpDocPanel', () => {
  it('shows the dispatch note’s status and the receipt advice’s quantities per line', async () => {
    await renderWithProviders(<EotpDocPanel vDoc="prod" docId={7} />);
    await waitFor(() => expect(screen.getByTestId('eotp-doc-status').textContent).toBe('Isporučena'));
    const receipt = screen.getByTestId('eotp-receipt').textContent ?? '';
    expect(receipt).toContain('Prijemnica: Odbijena');
    const rows = [...screen.getByTestId('eotp-receipt').querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['1', '10,000', '0,000', ''],
      ['2', '2,000', '0,500', 'Oštećena ambalaža'],
    ]);
  });
});
