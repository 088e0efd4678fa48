import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './export-button';
import { renderWithProviders } from './test-utils';

const asked: URL[] = [];
const server = setupServer(
  http.get('/v1/rpt-fin/kir/export', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    if (url.searchParams.get('dateTo') === '2024-01-01') return HttpResponse.json({ message: 'error.validation', errors: { dateTo: 'error.dateTo.before-from' } }, { status: 422 });
    return new HttpResponse('xlsx', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('ExportButton', () => {
  it('asks for the export with the screen filters, its columns and the totals label in the language, and saves the file', async () => {
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithProviders(
      <ExportButton
        path="/v1/rpt-fin/kir"
        filters={{ periodId: 2, dateFrom: '2024-02-01', dateTo: '2024-02-29', pdvRow: undefined }}
        columns={[{ key: 'osnovica', label: 'Osnovica', type: 'money', total: 'sum' }]}
        fileName="KIR: februar"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Izvoz' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const q = asked[0]!.searchParams;
    expect([q.get('periodId'), q.get('dateFrom'), q.get('dateTo'), q.has('pdvRow'), q.get('totalLabel'), q.get('fileName')]).toEqual(['2', '2024-02-01', '2024-02-29', false, 'Ukupno', 'KIR- februar']);
    expect(JSON.parse(q.get('columns')!)).toEqual([{ key: 'osnovica', label: 'Osnovica', type: 'money', total: 'sum' }]);
    expect(created).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });

  it('a refused export is a toast, and no file', async () => {
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    await renderWithProviders(<ExportButton path="/v1/rpt-fin/kir" filters={{ periodId: 2, dateFrom: '2024-02-01', dateTo: '2024-01-01' }} columns={[{ key: 'osnovica', label: 'O', type: 'money' }]} fileName="kir" />);
    fireEvent.click(screen.getByRole('button', { name: 'Izvoz' }));
    expect(await screen.findByTestId('toast-error')).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });
});
