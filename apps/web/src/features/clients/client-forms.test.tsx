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

/** The required details of a new client: code, name, postcode, place and address. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>, d: { sifra: string; naziv: string; postcode: string; mesto: string; adresa: string }) {
  await fill(user, screen.getByRole('textbox', { name: 'Šifra' }), d.sifra);
  await fill(user, screen.getByRole('textbox', { name: 'Naziv' }), d.naziv);
  await fill(user, screen.getByRole('textbox', { name: 'Poštanski broj' }), d.postcode);
  await fill(user, screen.getByRole('textbox', { name: 'Mesto' }), d.mesto);
  await fill(user, screen.getByRole('textbox', { name: 'Adresa' }), d.adresa);
}

/** A server that answers a new client's POST with `id` and keeps the body it got. */
function acceptClient(id: number): { body: unknown } {
  const posted: { body: unknown } = { body: null };
  server.use(
    http.post('/v1/kom-main', async ({ request }) => {
      posted.body = await request.json();
      return HttpResponse.json({ id }, { status: 201 });
    }),
  );
  return posted;
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
    const posted = acceptClient(41);
    await renderApp(<ClientCreateForm defaultType="kupac" types={['firma', 'kupac']} onCreated={onCreated} onCancel={() => {}} />);

    await fillDetails(user, { sifra: 'K-7', naziv: 'Petar Petrović', postcode: '11000', mesto: 'Beograd', adresa: 'Knez Mihailova 1' });
    // A valid PIB is not a valid JMBG.
    await fill(user, taxFields().getByLabelText('JMBG'), '101134702');
    await user.click(screen.getByTestId('client-save'));

    expect(await screen.findByText('Neispravan JMBG (datum ili kontrolna cifra).')).toBeTruthy();
    expect(document.activeElement).toBe(taxFields().getByLabelText('JMBG'));
    expect(posted.body).toBeNull();

    await user.clear(taxFields().getByLabelText('JMBG'));
    await fill(user, taxFields().getByLabelText('JMBG'), '0101900350008');
    await user.click(screen.getByTestId('client-save'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(41));
    // The full name followed the short one; a private person has no firm-only data.
    expect(posted.body).toMatchObject({ vKom: 'kupac', sifra: 'K-7', intNaziv: 'Petar Petrović', naziv: 'Petar Petrović', pib: '0101900350008', isPdvObveznik: false, jbkjs: '' });
  }, SLOW);
});

describe('client form: a client abroad', () => {
  it('refuses a foreign VAT number as a PIB in Serbia; abroad takes it, shows the foreign fields and sends the country and the payment term', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const posted = acceptClient(42);
    await renderApp(<ClientCreateForm defaultType="firma" types={['firma', 'kupac']} onCreated={onCreated} onCancel={() => {}} />);

    await fillDetails(user, { sifra: 'INO-1', naziv: 'Wiener Handel', postcode: '1010', mesto: 'Wien', adresa: 'Ring 1' });
    await fill(user, screen.getByTestId('client-rokPlacanjaDana'), '30');
    await fill(user, taxFields().getByLabelText('PIB'), 'ATU12345678');
    await user.click(screen.getByTestId('client-save'));
    // Serbia is the default: the PIB is checked, nothing is sent
    expect(await screen.findByText('Neispravan PIB (kontrolna cifra).')).toBeTruthy();
    expect(posted.body).toBeNull();

    // Austria, chosen by typing its name: the Serbian-only fields go, the VAT number abroad comes
    await user.clear(screen.getByTestId('client-drzava'));
    await user.paste('Austrij');
    await user.click(await screen.findByRole('option', { name: 'Austrija', hidden: true }));
    expect(screen.getByTestId('client-tax-fields').getAttribute('data-country')).toBe('AT');
    expect(taxFields().queryByLabelText('JBKJS')).toBeNull();
    expect(taxFields().queryByLabelText('Obveznik PDV-a')).toBeNull();
    expect(taxFields().getByLabelText('Poreski broj')).toBeTruthy();
    expect(taxFields().getByLabelText('Registarski broj')).toBeTruthy();
    // an EU VAT number begins with its country's prefix
    await fill(user, taxFields().getByLabelText('PDV broj u inostranstvu (VAT ID)'), 'DE123456789');
    await user.click(screen.getByTestId('client-save'));
    expect(await screen.findByText(/PDV broj klijenta iz EU počinje oznakom zemlje/)).toBeTruthy();
    expect(posted.body).toBeNull();
    await user.clear(taxFields().getByLabelText('PDV broj u inostranstvu (VAT ID)'));
    await fill(user, taxFields().getByLabelText('PDV broj u inostranstvu (VAT ID)'), 'ATU12345678');
    await user.click(screen.getByTestId('client-save'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(42));
    expect(posted.body).toMatchObject({ drzava: 'AT', pib: 'ATU12345678', inoPdvBroj: 'ATU12345678', rokPlacanjaDana: 30, jbkjs: '', isPdvObveznik: false });
    // the country list is long: twice the others' time on a loaded machine
  }, 2 * SLOW);
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
