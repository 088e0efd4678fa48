import { screen } from '@testing-library/react';
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
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const shown = () =>
  ['vNalog', 'komId', 'magId', 'trosakId', 'uplata', 'isplata', 'poziv', 'opis'].filter((name) => screen.queryByTestId(`item-field-${name}`) !== null);

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
});
