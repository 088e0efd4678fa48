import { fireEvent, screen, waitFor } from '@testing-library/react';
import { psrEntry, z } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { fakConfig } from './families/fak';
import { psrConfig } from './families/psr';
import { defineConfig } from './families/define-config';
import { ItemForm } from './item-form';
import type { DocRow } from './types';

// A made-up family whose lines are a client's debit and credit, not articles (as opening client
// balances will be); it borrows a real family's addresses so the form knows where to save.
const balanceLine = z.strictObject({
  docId: z.number().int().optional(),
  komId: z.number({ error: 'required' }).int().positive('required'),
  duguje: z.number().int().min(0).default(0),
  potrazuje: z.number().int().min(0).default(0),
});
const balanceItem = z.object({ id: z.number().int(), docId: z.number().int(), komId: z.number().int(), komNaziv: z.string(), duguje: z.number().int(), potrazuje: z.number().int() });
const balanceConfig = defineConfig(
  { ...psrEntry, lineKind: 'client-balance', partner: 'buyer' },
  { headerInput: z.strictObject({ datum: z.string() }), header: z.object({ id: z.number() }), itemInput: balanceLine, item: balanceItem },
  {
    tabs: [],
    listColumns: [],
    totals: [],
    itemColumns: [{ key: 'komNaziv' }, { key: 'duguje', kind: 'money' }, { key: 'potrazuje', kind: 'money' }],
    itemLabel: 'komNaziv',
    itemFields: [
      { name: 'komId', kind: 'client', partner: 'buyer', required: true },
      { name: 'duguje', kind: 'money' },
      { name: 'potrazuje', kind: 'money' },
    ],
  },
);

const doc: DocRow = { id: 1, periodId: 1, vSubDoc: 'vp', rbroj: 1, oznaka: 'PKL-1/2024', datum: '2024-01-01', status: 'draft' };
const marketJug = { id: 7, intNaziv: 'Market Jug', pib: '111032440' };

const comboQueries: URLSearchParams[] = [];
const saved: unknown[] = [];
const server = setupServer(
  http.get('/v1/kom-main/combo', ({ request }) => {
    comboQueries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [marketJug], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 1, filteredCount: 1 } });
  }),
  http.get('/v1/art-pdv', () => HttpResponse.json({ data: [{ id: 1, opis: 'Opšta stopa', stopa: 2000, isDefault: true, pravoOdbitka: true }], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/doc-fak/fiskals', () => HttpResponse.json({ data: [], pagination: { page: 1, perPage: 20, pages: 0, itemsCount: 0, filteredCount: 0 } })),
  http.post(`/v1/${psrEntry.resources[0]}/1/items`, async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json({ id: 11 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  comboQueries.length = 0;
  saved.length = 0;
});
afterAll(() => server.close());

describe('ItemForm', () => {
  it('renders a line that is not an article with only its own fields, and saves them', async () => {
    await renderWithProviders(<ItemForm config={balanceConfig} doc={doc} item={null} />);
    expect(screen.queryByTestId('item-art-code')).toBeNull();
    expect(screen.queryByTestId('item-field-kolicina')).toBeNull();
    expect(screen.getByTestId('item-field-potrazuje')).toBeTruthy();
    // The client is named by the partner kind: a buyer here.
    expect(screen.getByLabelText(/^Kupac/)).toBe(screen.getByTestId('item-field-komId'));

    fireEvent.click(screen.getByTestId('item-field-komId'));
    fireEvent.click(await screen.findByText('Market Jug (111032440)'));
    // The buyers, as the field's partner kind says.
    expect(comboQueries[0]?.get('isKupac')).toBe('1');
    expect(comboQueries[0]?.has('isDobavljac')).toBe(false);
    fireEvent.change(screen.getByTestId('item-field-duguje'), { target: { value: '1234,5' } });

    fireEvent.click(screen.getByTestId('item-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    // 1.234,50 in hundredths; the credit left empty is 0, as the server keeps it.
    expect(saved[0]).toEqual({ docId: 1, komId: 7, duguje: 123_450, potrazuje: 0 });
  });

  it('asks for the client before anything is sent', async () => {
    await renderWithProviders(<ItemForm config={balanceConfig} doc={doc} item={null} />);
    fireEvent.click(screen.getByTestId('item-save'));
    await waitFor(() => expect(screen.getByTestId('item-field-komId').getAttribute('aria-invalid')).toBe('true'));
    expect(saved).toHaveLength(0);
  });

  it('gives an article line the article picker and a quantity of 1', async () => {
    await renderWithProviders(<ItemForm config={psrConfig} doc={doc} item={null} />);
    expect(screen.getByTestId('item-art-code')).toBeTruthy();
    expect((screen.getByTestId('item-field-kolicina') as HTMLInputElement).value).toBe('1,000');
  });

  it("takes a line's kind from the document's sub-type: a services retail invoice has its own lines, a retail one links receipts", async () => {
    const retail = { ...doc, vSubDoc: 'fak-mp', oznaka: 'RM-FAK-MP-1/2024' };
    const { unmount } = await renderWithProviders(<ItemForm config={fakConfig} doc={{ ...retail, vSubDoc: 'fak-usl', oznaka: 'RM-FAK-USL-1/2024' }} item={null} />);
    expect(screen.getByTestId('item-field-opis')).toBeTruthy();
    expect(screen.getByTestId('item-field-pdvId')).toBeTruthy();
    expect(screen.getByTestId('item-field-iznos')).toBeTruthy();
    expect(screen.queryByTestId('item-field-fisId')).toBeNull();
    unmount();
    await renderWithProviders(<ItemForm config={fakConfig} doc={retail} item={null} />);
    expect(screen.getByTestId('item-field-fisId')).toBeTruthy();
    expect(screen.queryByTestId('item-field-iznos')).toBeNull();
    expect(screen.queryByTestId('item-art-code')).toBeNull();
  });
});
