import type { KomMain } from '@knjige/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { ClientEditForm } from './client-edit-form';

const client: KomMain = {
  id: 4,
  vKom: 'firma',
  sifra: '00004',
  intNaziv: 'Mlin Bačka',
  naziv: 'Mlin Bačka d.o.o.',
  mestoId: null,
  postcode: '',
  mesto: '',
  gln: '',
  adresa: 'Glavna 1',
  telefon: '',
  mobilni: '',
  maticniBroj: '',
  pib: '',
  jmbg: '',
  sifraDelatnosti: '',
  isKupac: true,
  isDobavljac: false,
  jbkjs: '',
  isPdvObveznik: false,
  pdvBroj: '',
  isJP: false,
  web: '',
  email: '',
  drzava: 'RS',
  inoPdvBroj: '',
  rokPlacanjaDana: 0,
};
// The app's config (client types) is not needed: the client's own type is offered.
const server = setupServer(http.get('*', () => HttpResponse.json({ message: 'error.not-found' }, { status: 404 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

describe('the client edit form on the client page', () => {
  it('asks before the page is left with unsaved changes, and the tab close is cancelled', async () => {
    const { router } = await renderWithProviders(<ClientEditForm client={client} focus="details" onDone={() => {}} />, { route: '/klijenti/4' });
    const name = await screen.findByDisplayValue('Mlin Bačka');
    fireEvent.change(name, { target: { value: 'Mlin Bačka Sombor' } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    void router.navigate('/klijenti');
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Odbaciti izmene?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/klijenti/4');
    expect(name).toHaveProperty('value', 'Mlin Bačka Sombor');
  });

  it('leaves at once without changes', async () => {
    const { router } = await renderWithProviders(<ClientEditForm client={client} focus="details" onDone={() => {}} />, { route: '/klijenti/4' });
    await screen.findByDisplayValue('Mlin Bačka');
    await router.navigate('/klijenti');
    expect(router.state.location.pathname).toBe('/klijenti');
    expect(screen.queryByRole('dialog', { name: 'Odbaciti izmene?' })).toBeNull();
  });
});
