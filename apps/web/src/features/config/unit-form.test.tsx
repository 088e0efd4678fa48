import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../test/render';
import { UnitForm } from './unit-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sefUnits = [
  { code: 'H87', name: 'komad', nameCyr: 'комад', nameEn: 'piece' },
  { code: 'DZN', name: 'tuce', nameCyr: 'туце', nameEn: 'dozen' },
];

describe('the unit form', () => {
  it('picks the SEF unit from SEF’s list and saves it with the unit', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/v1/sef/units', () => HttpResponse.json({ data: sefUnits })),
      http.put('/v1/unit-main/8', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    let done = 0;
    await renderApp(<UnitForm unit={{ id: 8, code: 'tuce', name: 'tuce', sefCode: 'H87' }} onDone={() => (done += 1)} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('unit-sef-code'));
    await user.click(await screen.findByRole('option', { name: 'DZN – tuce', hidden: true }));
    await user.click(screen.getByTestId('unit-save'));
    await screen.findByText('Jedinica mere je sačuvana.');
    expect(sent).toEqual([{ code: 'tuce', name: 'tuce', sefCode: 'DZN' }]);
    expect(done).toBe(1);
  });

  it('a 422 error.sefCode.not-found is said on the SEF unit field, and the form stays open', async () => {
    server.use(
      http.get('/v1/sef/units', () => HttpResponse.json({ data: sefUnits })),
      http.post('/v1/unit-main', () => HttpResponse.json({ errors: { sefCode: 'error.sefCode.not-found' } }, { status: 422 })),
    );
    let done = 0;
    await renderApp(<UnitForm unit={null} onDone={() => (done += 1)} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('unit-code'), 'x');
    await user.type(screen.getByTestId('unit-name'), 'nešto');
    await user.click(screen.getByTestId('unit-save'));
    expect(await screen.findByText('Izaberite jedinicu sa spiska SEF-a.')).toBeTruthy();
    expect(done).toBe(0);
  });
});
