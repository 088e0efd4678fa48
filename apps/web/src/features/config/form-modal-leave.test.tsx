import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { VatRatesPage } from './vat-rates-page';

const rate = { id: 3, opis: 'Opšta stopa', stopa: 2000, isDefault: true, pravoOdbitka: true };
const sent: unknown[] = [];
const server = setupServer(
  http.get('/v1/art-pdv', () => HttpResponse.json({ data: [rate], pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.put('/v1/art-pdv/3', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: rate });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sent.length = 0;
});
afterAll(() => server.close());

const esc = () => fireEvent.keyDown(screen.getByTestId('vat-rate-opis'), { key: 'Escape' });
const question = () => screen.queryByRole('dialog', { name: 'Odbaciti izmene?' });

async function openRate() {
  const result = await renderWithProviders(<VatRatesPage />, { route: '/config/pdv-stope' });
  fireEvent.click(await screen.findByTestId('vat-rates-edit-3'));
  await screen.findByTestId('vat-rate-opis');
  return result;
}

describe('a catalogue dialog (VAT rates) with unsaved changes', () => {
  it('closes at once on Esc when nothing was changed', async () => {
    await openRate();
    esc();
    await waitFor(() => expect(screen.queryByTestId('vat-rate-form')).toBeNull());
    expect(question()).toBeNull();
  });

  it('asks "Odbaciti izmene?" on Esc: "Nastavi unos" keeps what was typed, "Odbaci izmene" closes unsaved', async () => {
    await openRate();
    fireEvent.change(screen.getByTestId('vat-rate-opis'), { target: { value: 'Opšta stopa PDV' } });
    esc();
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByTestId('vat-rate-opis')).toHaveProperty('value', 'Opšta stopa PDV');

    esc();
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Odbaci izmene' }));
    await waitFor(() => expect(screen.queryByTestId('vat-rate-form')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('asks on the dialog’s × too', async () => {
    await openRate();
    fireEvent.change(screen.getByTestId('vat-rate-opis'), { target: { value: 'Izmenjeno' } });
    const form = screen.getByTestId('vat-rate-form');
    const close = form.closest('section')?.querySelector('button.mantine-Modal-close');
    expect(close).toBeTruthy();
    if (close) fireEvent.click(close);
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByTestId('vat-rate-opis')).toHaveProperty('value', 'Izmenjeno');
  });

  it('asks before a route change and cancels closing the tab while the changes are open', async () => {
    const { router } = await openRate();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByTestId('vat-rate-stopa'), { target: { value: '18' } });
    expect(unload()).toBe(true);
    void router.navigate('/config');
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(router.state.location.pathname).toBe('/config/pdv-stope');
  });

  it('never asks after a successful save', async () => {
    await openRate();
    fireEvent.change(screen.getByTestId('vat-rate-opis'), { target: { value: 'Opšta stopa 20%' } });
    fireEvent.click(screen.getByTestId('vat-rate-save'));
    await waitFor(() => expect(screen.queryByTestId('vat-rate-form')).toBeNull());
    expect(question()).toBeNull();
    expect(sent).toEqual([{ opis: 'Opšta stopa 20%', stopa: 2000, isDefault: true, kategorija: 'S', izuzece: null }]);
  });
});
