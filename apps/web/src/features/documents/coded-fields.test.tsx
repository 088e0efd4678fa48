import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { prodConfig } from './families/prod';
import { HeaderForm, headerValues } from './header-form';

const init = { periodId: 2, vSubDoc: 'usluga', rbroj: 4, datum: '2024-02-10', datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10', vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1' };
const empty = { data: [], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 0, filteredCount: 0 } };
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json(empty)),
  http.get('/v1/mag-main/combo', () => HttpResponse.json(empty)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (name: string) => screen.getByTestId(`doc-field-${name}`) as HTMLInputElement;
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('a sales invoice’s coded fields are choices with the spec’s labels', () => {
  it('VAT point, payment type and delivery place offer only their codes', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);

    expect(field('periodObracuna').value).toBe('3 – datum izdavanja');
    expect(field('periodObracuna').readOnly).toBe(true);
    fireEvent.click(field('periodObracuna'));
    expect(optionTexts()).toEqual(['3 – datum izdavanja', '35 – datum prometa', '432 – datum plaćanja']);
    fireEvent.click(screen.getByRole('option', { name: '35 – datum prometa' }));
    expect(field('periodObracuna').value).toBe('35 – datum prometa');

    expect(field('vrstaPlacanja').value).toBe('30 – tekući račun (prenos)');
    fireEvent.click(field('vrstaPlacanja'));
    expect(optionTexts()).toEqual(['10 – gotovina', '30 – tekući račun (prenos)']);

    fireEvent.click(screen.getByTestId('doc-tab-isporuka'));
    expect(field('mestoIsporuke').value).toBe('1 – sedište kupca');
    fireEvent.click(field('mestoIsporuke'));
    expect(optionTexts()).toEqual(['1 – sedište kupca', '2 – poslovna jedinica']);
  });
});
