import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MagMain } from '@knjige/contract';
import { renderApp } from '../../test/render';
import { WarehouseForm } from './warehouse-form';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // the description's autosize textarea listens for fonts, which jsdom does not have
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const glavni: MagMain = { id: 5, sifra: '01', magNaziv: 'Glavni', kepuMesto: '', vPromet: 'vp', mesto: '', opis: '', isDefault: true, konto: null };

describe('the warehouse form', () => {
  it('sends the warehouse’s own goods account with the warehouse', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
      http.put('/v1/mag-main/5', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderApp(<WarehouseForm warehouse={glavni} onDone={() => undefined} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('warehouse-konto'), '13201');
    await user.click(screen.getByTestId('warehouse-save'));
    await screen.findByText('Magacin je sačuvan.');
    expect(sent).toEqual([{ sifra: '01', magNaziv: 'Glavni', vPromet: 'vp', kepuMesto: '', mesto: '', opis: '', isDefault: true, konto: '13201' }]);
  });

  it('says a 422 on the account under its field, and the form stays open', async () => {
    server.use(
      http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
      http.put('/v1/mag-main/5', () => HttpResponse.json({ errors: { konto: 'error.konto.not-warehouse' } }, { status: 422 })),
    );
    let done = 0;
    await renderApp(<WarehouseForm warehouse={glavni} onDone={() => (done += 1)} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('warehouse-konto'), '13401');
    await user.click(screen.getByTestId('warehouse-save'));
    expect(await screen.findByText('Konto veleprodajnog magacina počinje sa 1320, maloprodajnog sa 1340.')).toBeTruthy();
    expect(done).toBe(0);
  });
});
