import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { PagedCombo, type ComboPage, type PagedComboSource } from './paged-combo';
import { renderWithProviders } from './test-utils';

interface Client {
  id: number;
  naziv: string;
}
const clients: Client[] = [
  { id: 1, naziv: 'Market Jug' },
  { id: 2, naziv: 'Veletrgovina Sever' },
  { id: 3, naziv: 'Severni vetar' },
];

const server = setupServer(
  http.get('/v1/clients', ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    const data = clients.filter((c) => c.naziv.toLowerCase().includes(search));
    return HttpResponse.json({ data, pagination: { page: 1, pages: 1, perPage: 50, count: data.length, filteredCount: data.length } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const source: PagedComboSource<Client> = {
  queryKey: ['clients-test'],
  fetchPage: (params) => api.get<ComboPage<Client>>('/v1/clients', { ...params }),
  detailKey: (id) => ['clients-test', id],
  fetchOne: (id) => Promise.resolve(clients.find((c) => c.id === id)!),
  getId: (row) => row.id,
  getLabel: (row) => row.naziv,
};

describe('PagedCombo from the keyboard', () => {
  it('is a combobox whose Enter picks the first match of what was typed, even before the server answered', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<PagedCombo source={source} value={null} onChange={onChange} label="Dobavljač" />);
    const input = screen.getByRole('combobox', { name: 'Dobavljač' });
    fireEvent.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The whole list is on screen; the typed text has not been searched yet (500 ms) when Enter comes.
    expect(await screen.findByText('Market Jug')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'sever' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2, clients[1]), { timeout: 3000 });
  }, 15_000);
});
