import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { zrnConfig } from './families/zrn';
import { HeaderForm, headerValues } from './header-form';
import type { DocRow } from './types';

const page = (data: unknown[]) => ({ data, pagination: { page: 1, perPage: 50, pages: 1, itemsCount: data.length, filteredCount: data.length } });
// A saved draft expense invoice in euros at the rate of its supply date, 117.20.
const draft: DocRow = {
  id: 7, periodId: 2, vSubDoc: 'zrn', rbroj: 1, oznaka: 'ZRN-1/2024', datum: '2024-04-22', status: 'draft', komId: 3, komNaziv: 'Soft Ltd', dokBroj: 'SUB-04',
  dokDatum: '2024-04-22', dokDpo: '2024-04-22', datumPrometa: '2024-03-10', trosakId: 5, trosak: 'Softver', trosakGrupa: 'Usluge',
  valuta: 'EUR', kurs: 117_200_000, inostrani: true, interniObracun: 'foreign', osnovica: 0, pdvIznos: 0, iznos: 0, devOsnovica: 0,
};
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json(page([]))),
  http.get('/v1/kom-main/:id', () => HttpResponse.json({ data: { id: 3, intNaziv: 'Soft Ltd' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an expense invoice in a foreign currency', () => {
  it('sends no rate once the supply date changes, and offers to enter the rate the list lacks for the date', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('/v1/doc-zrn/7', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'error.validation', errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-04-20', valuta: 'EUR' } }, { status: 422 });
      }),
    );
    await renderWithProviders(<HeaderForm config={zrnConfig} doc={draft} initial={headerValues(zrnConfig, draft)} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('doc-tab-dobavljac'));
    expect((screen.getByTestId('doc-field-kurs') as HTMLInputElement).value).toBe('117,200000');
    const supply = screen.getByTestId('doc-field-datumPrometa');
    fireEvent.focus(supply);
    fireEvent.change(supply, { target: { value: '20.04.2024' } });
    fireEvent.blur(supply);
    await waitFor(() => expect((screen.getByTestId('doc-field-kurs') as HTMLInputElement).value).toBe(''));
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ valuta: 'EUR', kurs: null, datumPrometa: '2024-04-20', interniObracun: 'foreign' });
    const link = await screen.findByTestId('doc-rate-enter');
    expect(link.getAttribute('href')).toBe('/config/kursna-lista?valuta=EUR&datum=2024-04-20');
  });
});
