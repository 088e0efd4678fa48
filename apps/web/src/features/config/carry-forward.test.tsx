import { fireEvent, screen } from '@testing-library/react';
import type { CarryForwardResult } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { CarryForwardAction } from './carry-forward';

const period = { id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', status: 'open' } as const;
const result: CarryForwardResult = {
  periodId: 3,
  periodTitle: '2025',
  replaced: 3,
  documents: [
    { family: 'psr', id: 41, vSubDoc: 'vp', oznaka: 'PSR-VP-1/2025', magNaziv: 'Veleprodaja', lines: 3 },
    { family: 'psk', id: 42, vSubDoc: 'firma', oznaka: 'PSK-FIRMA-1/2025', lines: 5 },
  ],
};
const calls: string[] = [];
const server = setupServer(
  http.post('/v1/periods/2/carry-forward', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return HttpResponse.json(result, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

describe('carry-forward of a period', () => {
  it('asks first, then names the drafts it made, each a link to its document', async () => {
    await renderWithProviders(<CarryForwardAction period={period} />);
    fireEvent.click(screen.getByTestId('periods-carry-forward-2'));
    expect(await screen.findByText(/iz perioda 2024\?/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    const stock = await screen.findByTestId('carry-forward-doc-41');
    expect(calls).toEqual(['/v1/periods/2/carry-forward']);
    expect(stock.textContent).toBe('PSR-VP-1/2025');
    expect(stock.getAttribute('href')).toBe('/pocetno-stanje-robe/vp/41');
    expect(screen.getByTestId('carry-forward-doc-42').getAttribute('href')).toBe('/pocetno-stanje-klijenata/firma/42');
    expect(screen.getByText('U periodu 2025 napravljena su 2 nacrta. Proverite ih i proknjižite:')).toBeTruthy();
    expect(screen.getByText('Zamenjena su 3 nacrta ranijeg prenosa.')).toBeTruthy();
    expect(screen.getByText(/početno stanje robe, Veleprodaja: 3 artikla/)).toBeTruthy();
    expect(screen.getByText(/početno stanje klijenata: 5 stavki/)).toBeTruthy();
  });
});
