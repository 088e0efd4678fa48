import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../test/render';
import { ForeignAccountForm } from './foreign-account-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const currencies = [
  { code: 'RSD', numeric: '941', name: 'Srpski dinar', nameCyr: 'Српски динар', nameEn: 'Serbian dinar' },
  { code: 'EUR', numeric: '978', name: 'Evro', nameCyr: 'Евро', nameEn: 'Euro' },
];

describe('the foreign-currency account form', () => {
  it('says under the field that an IBAN with a wrong check digit is not one, and sends nothing; a right one is saved as typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/v1/currencies', () => HttpResponse.json({ data: currencies })),
      http.post('/v1/devizni-racuni', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    let done = 0;
    await renderApp(<ForeignAccountForm account={null} onDone={() => (done += 1)} onCancel={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('foreign-account-valuta'));
    const euro = await screen.findByRole('option', { name: 'EUR – Evro', hidden: true });
    // the dinar is not offered: its account is a current account
    expect(screen.queryByRole('option', { name: 'RSD – Srpski dinar', hidden: true })).toBeNull();
    await user.click(euro);
    await user.type(screen.getByTestId('foreign-account-iban'), 'RS35 2600 0560 1001 6113 78');
    await user.type(screen.getByTestId('foreign-account-bic'), 'DBDBRSBG');
    await user.type(screen.getByTestId('foreign-account-banka'), 'Banca Intesa');
    await user.click(screen.getByTestId('foreign-account-save'));
    expect(await screen.findByText(/Neispravan IBAN/)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByTestId('foreign-account-iban'));
    await user.type(screen.getByTestId('foreign-account-iban'), 'RS35 2600 0560 1001 6113 79');
    await user.click(screen.getByTestId('foreign-account-save'));
    await screen.findByText('Devizni račun je sačuvan.');
    expect(sent).toEqual([{ valuta: 'EUR', iban: 'RS35 2600 0560 1001 6113 79', bic: 'DBDBRSBG', banka: 'Banca Intesa' }]);
    expect(done).toBe(1);
  });
});
