import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { prodConfig } from './families/prod';
import { zrnConfig } from './families/zrn';
import { HeaderForm, headerValues } from './header-form';

// A new sales invoice as the init answer gives it: every date is the document date (docs/domain.md#states-and-defaults).
const init = { periodId: 2, vSubDoc: 'usluga', rbroj: 4, datum: '2024-02-10', datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10', vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1' };
/** Buyers and their payment terms: 3 pays the same day, 5 within 30 days, 6 within 10. */
const buyer = (id: number, intNaziv: string, rokPlacanjaDana: number) => ({ id, vKom: 'firma', sifra: String(id), intNaziv, naziv: intNaziv, pib: '', inoPdvBroj: '', drzava: 'RS', rokPlacanjaDana });
const buyers = [buyer(3, 'Market Jug', 0), buyer(5, 'Trideset dana', 30), buyer(6, 'Deset dana', 10)];
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json({ data: buyers, pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 3, filteredCount: 3 } })),
  http.get('/v1/kom-main/:id', ({ params }) => HttpResponse.json({ data: buyers.find((b) => b.id === Number(params.id)) })),
  http.get('/v1/mag-main/combo', () => HttpResponse.json({ data: [], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 0, filteredCount: 0 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const typeDate = (name: string, text: string) => {
  const input = screen.getByTestId(`doc-field-${name}`);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};
const shown = (name: string) => (screen.getByTestId(`doc-field-${name}`) as HTMLInputElement).value;

describe('a new sales invoice', () => {
  it('moves its due and delivery dates with its date until one is set by hand', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);
    typeDate('datum', '15.02.2024');
    await waitFor(() => expect(shown('datumDospeca')).toBe('15.02.2024'));
    fireEvent.click(screen.getByTestId('doc-tab-isporuka'));
    expect(shown('datumIsporuke')).toBe('15.02.2024');
    expect(shown('datumPrometa')).toBe('15.02.2024');

    // A delivery day typed by hand stays; the others still follow.
    typeDate('datumIsporuke', '20.02.2024');
    fireEvent.click(screen.getByTestId('doc-tab-podaci'));
    typeDate('datum', '17.02.2024');
    await waitFor(() => expect(shown('datumDospeca')).toBe('17.02.2024'));
    fireEvent.click(screen.getByTestId('doc-tab-isporuka'));
    expect(shown('datumIsporuke')).toBe('20.02.2024');
    expect(shown('datumPrometa')).toBe('17.02.2024');
  });
});

/** Picks a buyer in the partner combo by its name, and goes back to the tab with the due date. */
async function chooseBuyer(name: string) {
  fireEvent.click(screen.getByTestId('doc-tab-kupac'));
  fireEvent.click(screen.getByTestId('doc-field-komId'));
  fireEvent.click(await within(document.body).findByRole('option', { name, hidden: true }));
  fireEvent.click(screen.getByTestId('doc-tab-podaci'));
}

describe('a buyer\'s payment term', () => {
  it('sets the due date when the buyer is chosen, which then follows the date at the term; another buyer moves it; a day set by hand stays', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);
    await chooseBuyer('Trideset dana');
    await waitFor(() => expect(shown('datumDospeca')).toBe('11.03.2024'));
    typeDate('datum', '15.02.2024');
    await waitFor(() => expect(shown('datumDospeca')).toBe('16.03.2024'));
    await chooseBuyer('Deset dana');
    await waitFor(() => expect(shown('datumDospeca')).toBe('25.02.2024'));
    // a due date typed by hand is the user's: neither another buyer nor the date moves it
    typeDate('datumDospeca', '01.03.2024');
    await chooseBuyer('Trideset dana');
    typeDate('datum', '16.02.2024');
    await waitFor(() => expect(shown('datum')).toBe('16.02.2024'));
    expect(shown('datumDospeca')).toBe('01.03.2024');
  }, 40_000);
});

describe('a saved draft', () => {
  // Saved on 31.12. with every date alike, a due date 30 days on: the draft is re-dated to 15.03.
  const draft = { ...init, id: 7, oznaka: 'IR-USLUGA-4/2024', status: 'draft' as const, datum: '2024-12-31', datumDospeca: '2025-01-30', datumIsporuke: '2024-12-31', datumPrometa: '2024-12-31', komId: 3 };

  it('moves the dates that still equal its date with it, and keeps one set to another day', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={draft} initial={headerValues(prodConfig, draft)} />);
    typeDate('datum', '15.03.2024');
    fireEvent.click(screen.getByTestId('doc-tab-isporuka'));
    await waitFor(() => expect(shown('datumIsporuke')).toBe('15.03.2024'));
    expect(shown('datumPrometa')).toBe('15.03.2024');
    fireEvent.click(screen.getByTestId('doc-tab-podaci'));
    expect(shown('datumDospeca')).toBe('30.01.2025');
  });
});

describe('a new expense invoice', () => {
  it('shows the supplier’s supply date on the supplier tab, following the date until set by hand', async () => {
    const zrnInit = { periodId: 2, vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-05', dokDatum: '2024-03-05', dokDpo: '2024-03-05', datumPrometa: '2024-03-05', dokBroj: '' };
    await renderWithProviders(<HeaderForm config={zrnConfig} doc={null} initial={headerValues(zrnConfig, zrnInit)} />);
    typeDate('datum', '06.03.2024');
    fireEvent.click(screen.getByTestId('doc-tab-dobavljac'));
    await waitFor(() => expect(shown('datumPrometa')).toBe('06.03.2024'));
    typeDate('datumPrometa', '28.02.2024');
    fireEvent.click(screen.getByTestId('doc-tab-podaci'));
    typeDate('datum', '07.03.2024');
    fireEvent.click(screen.getByTestId('doc-tab-dobavljac'));
    await waitFor(() => expect(shown('dokDatum')).toBe('07.03.2024'));
    expect(shown('datumPrometa')).toBe('28.02.2024');
  });
});
