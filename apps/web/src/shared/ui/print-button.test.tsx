import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PrintButton } from './print-button';
import { renderWithProviders } from './test-utils';

const asked: string[] = [];
const server = setupServer(
  http.post('/v1/print/token', async ({ request }) => {
    const { path } = (await request.json()) as { path: string };
    asked.push(path);
    if (path.includes('dateTo=2024-01-01')) return HttpResponse.json({ message: 'error.validation', errors: { path: 'error.print.path' } }, { status: 422 });
    return HttpResponse.json({ data: { token: 't.o.k', url: `${path}&token=t.o.k`, expiresIn: 300 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('PrintButton', () => {
  // jsdom has no tabs: window.open answers null, so the button opens the print's URL itself once it has the token
  it('opens a tab at the click, asks for a token of the print with the filters and the interface language, then opens the print with it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderWithProviders(<PrintButton path="/v1/rpt-fin/print/kir" query={{ periodId: 2, dateFrom: '2024-02-01', dateTo: '2024-02-29', pdvRow: undefined }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Štampa' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(open).toHaveBeenLastCalledWith('/v1/rpt-fin/print/kir?periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29&lang=sr-lat&token=t.o.k', '_blank'));
    expect(asked).toEqual(['/v1/rpt-fin/print/kir?periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29&lang=sr-lat']);
  });

  it('a refused token shows a toast and opens no print', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderWithProviders(<PrintButton path="/v1/rpt-fin/print/kir" query={{ periodId: 2, dateTo: '2024-01-01' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Štampa' }));
    expect(await screen.findByTestId('toast-error')).toBeTruthy();
    expect(open).toHaveBeenCalledOnce();
  });
});
