import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../test/render';
import { AccountForm } from './account-form';
import { ClientCreateForm } from './client-create-form';

/** Form tests click and type through Mantine inputs; a loaded machine needs more than the default 5 s. */
const SLOW = 20_000;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const taxFields = () => within(screen.getByTestId('client-tax-fields'));

/** Pasting a whole value is one change event: much faster than typing it key by key. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('client form: the tax data follows the type', () => {
  it('shows the firm fields, the VAT number only for a VAT payer, and the private-person fields after a type switch', async () => {
    const user = userEvent.setup();
    await renderApp(<ClientCreateForm defaultType="firma" types={['firma', 'kupac']} onCreated={() => {}} onCancel={() => {}} />);

    expect(taxFields().getByLabelText('PIB')).toBeTruthy();
    expect(taxFields().getByLabelText('JBKJS')).toBeTruthy();
    expect(taxFields().getByLabelText('Obveznik PDV-a')).toBeTruthy();
    expect(taxFields().getByLabelText('Javni sektor')).toBeTruthy();
    expect(taxFields().queryByLabelText('PDV broj')).toBeNull();

    await user.click(taxFields().getByLabelText('Obveznik PDV-a'));
    expect(taxFields().getByLabelText('PDV broj')).toBeTruthy();

    await user.click(screen.getByTestId('client-type'));
    await user.click(await screen.findByRole('option', { name: 'Fizičko lice', hidden: true }));

    expect(screen.getByTestId('client-tax-fields').getAttribute('data-type')).toBe('kupac');
    const labels = taxFields()
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('data-testid'));
    expect(labels).toEqual(['client-maticniBroj', 'client-pib', 'client-sifraDelatnosti']);
    expect(taxFields().getByLabelText('JMBG')).toBeTruthy();
    expect(taxFields().queryByLabelText('JBKJS')).toBeNull();
    expect(taxFields().queryByLabelText('Obveznik PDV-a')).toBeNull();
    expect(taxFields().queryByLabelText('PDV broj')).toBeNull();
  }, SLOW);

  it('checks the personal id of a private person as a JMBG before anything is sent', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    let posted: unknown = null;
    server.use(
      http.post('/v1/kom-main', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ id: 41 }, { status: 201 });
      }),
    );
    await renderApp(<ClientCreateForm defaultType="kupac" types={['firma', 'kupac']} onCreated={onCreated} onCancel={() => {}} />);

    await fill(user, screen.getByRole('textbox', { name: 'Šifra' }), 'K-7');
    await fill(user, screen.getByRole('textbox', { name: 'Naziv' }), 'Petar Petrović');
    await fill(user, screen.getByRole('textbox', { name: 'Poštanski broj' }), '11000');
    await fill(user, screen.getByRole('textbox', { name: 'Mesto' }), 'Beograd');
    await fill(user, screen.getByRole('textbox', { name: 'Adresa' }), 'Knez Mihailova 1');
    // A valid PIB is not a valid JMBG.
    await fill(user, taxFields().getByLabelText('JMBG'), '101134702');
    await user.click(screen.getByTestId('client-save'));

    expect(await screen.findByText('Neispravan JMBG (datum ili kontrolna cifra).')).toBeTruthy();
    expect(document.activeElement).toBe(taxFields().getByLabelText('JMBG'));
    expect(posted).toBeNull();

    await user.clear(taxFields().getByLabelText('JMBG'));
    await fill(user, taxFields().getByLabelText('JMBG'), '0101900350008');
    await user.click(screen.getByTestId('client-save'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(41));
    // The full name followed the short one; a private person has no firm-only data.
    expect(posted).toMatchObject({ vKom: 'kupac', sifra: 'K-7', intNaziv: 'Petar Petrović', naziv: 'Petar Petrović', pib: '0101900350008', isPdvObveznik: false, jbkjs: '' });
  }, SLOW);
});

describe('bank account form', () => {
  it('refuses an account number with a wrong control number on the field, then saves a good one', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const bodies: unknown[] = [];
    server.use(
      http.post('/v1/kom-tracun', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 5 }, { status: 201 });
      }),
      http.get('/v1/kom-tracun', () => HttpResponse.json({ data: [], pagination: { page: 1, perPage: 10, pages: 0, itemsCount: 0, filteredCount: 0 } })),
    );
    await renderApp(<AccountForm komId={3} account={null} isFirst onDone={onDone} onCancel={() => {}} />);

    await fill(user, screen.getByTestId('account-tracun'), '160-12345-96');
    await fill(user, screen.getByTestId('account-banka'), 'Banca Intesa');
    await user.click(screen.getByTestId('account-save'));

    expect(await screen.findByText('Neispravan broj tekućeg računa (kontrolni broj).')).toBeTruthy();
    expect(screen.getByTestId('account-tracun').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);

    await user.clear(screen.getByTestId('account-tracun'));
    expect(screen.queryByText('Neispravan broj tekućeg računa (kontrolni broj).')).toBeNull();
    await fill(user, screen.getByTestId('account-tracun'), '160-12345-95');
    await user.click(screen.getByTestId('account-save'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // The first account of a client is its default one.
    expect(bodies).toEqual([{ komId: 3, tracun: '160-12345-95', banka: 'Banca Intesa', isDefault: true }]);
  }, SLOW);

  it('shows a server 422 on its field', async () => {
    const user = userEvent.setup();
    server.use(http.post('/v1/kom-tracun', () => HttpResponse.json({ message: 'error.validation', errors: { komId: 'error.komId.not-found' } }, { status: 422 })));
    await renderApp(<AccountForm komId={999} account={null} isFirst={false} onDone={() => {}} onCancel={() => {}} />, { locale: 'en' });
    await fill(user, screen.getByTestId('account-tracun'), '845000000040484987');
    await fill(user, screen.getByTestId('account-banka'), 'Bank');
    await user.click(screen.getByTestId('account-save'));
    // komId is a field of the form but has no input: its error is shown above the fields.
    expect(await screen.findByText('The client does not exist.')).toBeTruthy();
  }, SLOW);
});
