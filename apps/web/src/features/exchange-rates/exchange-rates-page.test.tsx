import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { ExchangeRatesPage } from './exchange-rates-page';

const sample = readFileSync(resolve(__dirname, '../../../../server/test/fixtures/nbs/kursna-lista-2024-07-01-03.xml'));
const currencies = [
  { code: 'RSD', numeric: '941', name: 'Srpski dinar', nameCyr: 'Српски динар', nameEn: 'Serbian dinar' },
  { code: 'EUR', numeric: '978', name: 'Evro', nameCyr: 'Евро', nameEn: 'Euro' },
  { code: 'JPY', numeric: '392', name: 'Japanski jen', nameCyr: 'Јапански јен', nameEn: 'Japanese yen' },
];
const rows = [{ valuta: 'JPY', datum: '2024-07-03', kurs: 674_555, izvor: 'nbs' }];
const sent: { url: string; body: unknown }[] = [];
const nbsDays = [
  { datum: '2024-07-03', status: 'failed', attempts: 3, error: 'unreachable', lastAttemptAt: '2024-07-03T07:04:00Z', nextAttemptAt: '2024-07-03T07:08:00Z', written: 0 },
  { datum: '2024-07-02', status: 'ok', attempts: 1, error: null, lastAttemptAt: '2024-07-02T07:00:00Z', nextAttemptAt: null, written: 2 },
];

const server = setupServer(
  http.get('/v1/periods', () => HttpResponse.json({ data: [], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 0, filteredCount: 0 } })),
  http.get('/v1/currencies', () => HttpResponse.json({ data: currencies })),
  http.get('/v1/exchange-rates/nbs', () => HttpResponse.json({ data: { enabled: true, days: nbsDays } })),
  http.post('/v1/exchange-rates/nbs/fetch', async ({ request }) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ data: { ...nbsDays[0], status: 'ok', error: null, nextAttemptAt: null, attempts: 4, written: 2 } });
  }),
  http.get('/v1/exchange-rates', () => HttpResponse.json({ data: rows, pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.put('/v1/exchange-rates/:valuta/:datum', async ({ request }) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.json() });
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

describe('the rates page', () => {
  it('shows the NBS service: the last list fetched, a day it could not reach NBS with the next attempt, and fetch now', async () => {
    await renderWithProviders(<ExchangeRatesPage />, { route: '/config/kursna-lista' });
    const box = await screen.findByTestId('rates-nbs', {}, { timeout: 5000 });
    expect(box.textContent).toContain('automatski svakog radnog dana');
    expect(box.textContent).toContain('Lista za 02.07.2024 je preuzeta (2 kursa upisana).');
    const failed = await screen.findByTestId('rates-nbs-failed');
    expect(failed.textContent).toContain('Lista za 03.07.2024 nije preuzeta: NBS servis nije dostupan.');
    await userEvent.click(screen.getByTestId('rates-nbs-fetch'));
    expect((await screen.findByTestId('rates-nbs-done')).textContent).toBe('Lista za 03.07.2024 je preuzeta (2 kursa upisana).');
    expect(sent).toEqual([{ url: '/v1/exchange-rates/nbs/fetch', body: {} }]);
  });

  it('lists a per-100 currency per one unit', async () => {
    await renderWithProviders(<ExchangeRatesPage />, { route: '/config/kursna-lista' });
    expect(await screen.findByText('0,674555', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Kursna lista NBS')).toBeTruthy();
    expect(screen.getByText('03.07.2024')).toBeTruthy();
  });

  it('a link with ?valuta&datum opens the form on that rate; the rate typed is sent in millionths', async () => {
    await renderWithProviders(<ExchangeRatesPage />, { route: '/config/kursna-lista?valuta=EUR&datum=2024-07-03' });
    const kurs = await screen.findByTestId('rate-kurs', {}, { timeout: 5000 });
    expect((screen.getByTestId('rate-datum') as HTMLInputElement).value).toBe('03.07.2024');
    const user = userEvent.setup();
    await user.type(kurs, '117,35');
    await user.click(screen.getByTestId('rate-save'));
    await screen.findByText('Kurs je sačuvan.');
    expect(sent).toEqual([{ url: '/v1/exchange-rates/EUR/2024-07-03', body: { kurs: 117_350_000 } }]);
  });

  it('imports the NBS sample file and says what it wrote; a refused file says why', async () => {
    let uploaded = '';
    server.use(
      http.post('/v1/exchange-rates/import', async ({ request }) => {
        uploaded = await request.text();
        return HttpResponse.json({ data: { dates: ['2024-07-01', '2024-07-02', '2024-07-03'], written: 18, skipped: ['ATS'] } });
      }),
    );
    await renderWithProviders(<ExchangeRatesPage />, { route: '/config/kursna-lista' });
    const user = userEvent.setup();
    await screen.findByTestId('rates-import-file', {}, { timeout: 5000 });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File([sample], 'kursna-lista.xml', { type: 'text/xml' }));
    await user.click(screen.getByTestId('rates-import'));
    const done = await screen.findByTestId('rates-import-done');
    expect(done.textContent).toContain('Upisano je 18 kurseva za: 01.07.2024, 02.07.2024, 03.07.2024.');
    expect(done.textContent).toContain('preskočene: ATS');
    // jsdom's File reaches the test server's FormData as a part without its bytes: the part is what can be checked here
    expect(uploaded).toMatch(/name="file".*\r\nContent-Type: text\/xml/);

    server.use(
      http.post('/v1/exchange-rates/import', () =>
        HttpResponse.json({ message: 'error.validation', errors: { file: 'error.kursna-lista.date' }, params: { list: 2, value: '31.06.2024' } }, { status: 422 }),
      ),
    );
    await user.click(screen.getByTestId('rates-import'));
    await waitFor(() => expect(screen.getByTestId('rates-import-error').textContent).toBe('Lista 2: datum „31.06.2024“ nije ispravan.'));
  });

  it('a plain user reads the list: no form, no import, no add, a row opens nothing', async () => {
    sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role: 'user' }) });
    try {
      await renderWithProviders(<ExchangeRatesPage />, { route: '/config/kursna-lista?valuta=EUR&datum=2024-07-03' });
      const cell = await screen.findByText('0,674555', {}, { timeout: 5000 });
      await userEvent.setup().click(cell);
      expect(screen.queryByTestId('rate-kurs')).toBeNull();
      expect(screen.queryByTestId('rates-add')).toBeNull();
      expect(screen.queryByTestId('rates-import-file')).toBeNull();
    } finally {
      sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
    }
  });
});
