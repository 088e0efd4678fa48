import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../test/render';
import { VatRateForm } from './vat-rate-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a value the books already used', () => {
  it('a 409 error.stopa.in-use is said on the rate field, and the form stays open', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/v1/art-pdv/3', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'error.stopa.in-use' }, { status: 409 });
      }),
    );
    let done = 0;
    await renderApp(<VatRateForm rate={{ id: 3, opis: 'Posebna stopa', stopa: 1000, isDefault: false, pravoOdbitka: true, kategorija: 'S', izuzece: null }} onDone={() => (done += 1)} onCancel={() => undefined} />);
    const user = userEvent.setup();
    const stopa = screen.getByTestId('vat-rate-stopa');
    await user.clear(stopa);
    await user.type(stopa, '12');
    await user.click(screen.getByTestId('vat-rate-save'));
    expect(await screen.findByText(/Stopu koriste proknjiženi dokumenti: procenat se ne može promeniti/)).toBeTruthy();
    expect(sent).toEqual([{ opis: 'Posebna stopa', stopa: 1200, isDefault: false, kategorija: 'S', izuzece: null }]);
    expect(done).toBe(0);
    expect(screen.getByTestId('vat-rate-stopa').getAttribute('aria-invalid')).toBe('true');
  });
});
