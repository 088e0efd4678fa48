import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { trnConfig } from './families/trn';
import { ItemForm } from './item-form';
import type { DocRow, ItemRow } from './types';

const doc: DocRow = { id: 1, periodId: 1, vSubDoc: 'izvod', rbroj: 1, oznaka: 'TRN-IZVOD-1/2024', datum: '2024-03-01', status: 'draft' };
const line = (fields: Partial<ItemRow>): ItemRow => ({
  id: 5, docId: 1, vNalog: 'ostalo', komId: null, klijent: '', magId: null, magNaziv: '', trosakId: null, trosak: '',
  opis: '', uplata: 0, isplata: 0, poziv: '', partnerNaziv: '', partnerRacun: '', ...fields,
});
const empty = { data: [], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 0, filteredCount: 0 } };

const server = setupServer(
  http.get('/v1/mag-main', () => HttpResponse.json(empty)),
  http.get('/v1/trosak-main/combo', () => HttpResponse.json(empty)),
  http.get('/v1/trosak-main/:id', () => HttpResponse.json({ data: { id: 3, grpId: 1, naziv: 'Bankarske usluge', opis: '', grpNaziv: 'Finansije' } })),
  http.get('/v1/kom-main/combo', () => HttpResponse.json(empty)),
  http.get('/v1/kom-main/:id', () => HttpResponse.json({ data: { id: 7, intNaziv: 'Kunde GmbH' } })),
  http.get('/v1/currencies', () => HttpResponse.json({ data: [{ code: 'RSD', numeric: '941', name: 'Srpski dinar', nameCyr: '', nameEn: '' }, { code: 'EUR', numeric: '978', name: 'Evro', nameCyr: '', nameEn: '' }] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const shown = () =>
  ['vNalog', 'komId', 'magId', 'trosakId', 'valuta', 'iznosDev', 'kurs', 'uplata', 'isplata', 'poziv', 'opis'].filter((name) => screen.queryByTestId(`item-field-${name}`) !== null);

describe('a payment line shows the fields of its kind', () => {
  it('an expense payment: the cost item and the amount out', async () => {
    await renderWithProviders(<ItemForm config={trnConfig} doc={doc} item={line({ vNalog: 'trosak', trosakId: 3, trosak: 'Bankarske usluge', isplata: 20_00 })} />);
    expect(shown()).toEqual(['vNalog', 'trosakId', 'isplata', 'poziv', 'opis']);
  });

  it('another order: a description and both amounts', async () => {
    await renderWithProviders(<ItemForm config={trnConfig} doc={doc} item={line({ vNalog: 'ostalo', opis: 'Kamata', uplata: 10_00 })} />);
    expect(shown()).toEqual(['vNalog', 'uplata', 'isplata', 'poziv', 'opis']);
  });

  it('a new line: only the kind until it is chosen', async () => {
    await renderWithProviders(<ItemForm config={trnConfig} doc={doc} item={null} />);
    expect(shown()).toEqual(['vNalog', 'poziv', 'opis']);
  });

  it("a customer's payment in dinars: the client, the currency choice and the amount in", async () => {
    await renderWithProviders(<ItemForm config={trnConfig} doc={doc} item={line({ vNalog: 'uplata', komId: 7, klijent: 'Kunde GmbH', uplata: 500_00 })} />);
    expect(shown()).toEqual(['vNalog', 'komId', 'valuta', 'uplata', 'poziv', 'opis']);
  });

  it('a payment in euros: typed as its amount in euros (the dinars follow), a missing rate said with its date', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/v1/doc-trn/1/items/5', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'error.validation', errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-03-01', valuta: 'EUR' } }, { status: 422 });
      }),
    );
    const item = line({ vNalog: 'uplata', komId: 7, klijent: 'Kunde GmbH', valuta: 'EUR', iznosDev: 5_000_00, kurs: null, uplata: 586_750_00 });
    await renderWithProviders(<ItemForm config={trnConfig} doc={doc} item={item} />);
    expect(shown()).toEqual(['vNalog', 'komId', 'valuta', 'iznosDev', 'kurs', 'poziv', 'opis']);
    await userEvent.setup().click(screen.getByTestId('item-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ vNalog: 'uplata', komId: 7, valuta: 'EUR', iznosDev: 5_000_00, kurs: null });
    // the dinars sent with it are the server's to compute (it ignores them on a line in a currency)
    expect(await screen.findByText('Nema kursa EUR za 2024-03-01. Unesite ga u kursnoj listi.')).toBeTruthy();
  });
});
