import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { knodConfig } from './families/knod';
import { HeaderForm, headerValues } from './header-form';

// A new credit note to a customer whose basis is already typed, the client chosen.
const init = { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-04-15', komId: 5, saPdv: true, osnov: 'Popust po ugovoru 7/2024', poziv: '', fakture: [] };
const page = (data: unknown[]) => ({ data, pagination: { page: 1, perPage: 100, pages: 1, itemsCount: data.length, filteredCount: data.length } });
const lists: string[] = [];
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json(page([]))),
  http.get('/v1/rpt-kom/ios/5', () =>
    HttpResponse.json({
      data: {
        komId: 5, intNaziv: 'Kupac K', pib: '', datum: '2024-04-15', otvorenoDuguje: 0, otvorenoPotrazuje: 0,
        items: [{ id: 41, vDoc: 'prod', docId: 9, docOznaka: 'IR-USLUGA-1/2024', datum: '2024-03-10', dueDate: '2024-03-10', dir: 'receivable', iznos: 120_000_00, zatvoreno: 0, otvoreno: 120_000_00, poziv: '97IRUSLUGA12024' }],
      },
    }),
  ),
  // the client's locked invoices of the customer side: sales and retail
  http.get('/v1/doc-prod', ({ request }) => {
    lists.push(new URL(request.url).search);
    return HttpResponse.json(page([{ id: 9, oznaka: 'IR-USLUGA-1/2024', datum: '2024-03-10' }]));
  }),
  http.get('/v1/doc-fak', () => HttpResponse.json(page([{ id: 9, oznaka: 'RM-FAK-MP-1/2024', datum: '2024-03-12' }]))),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // signed in (data calls run only then; the period is the default one)
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const field = (name: string) => screen.getByTestId(`doc-field-${name}`) as HTMLInputElement;
// Mantine keeps a closed dropdown's options in the page, hidden
const texts = () => screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent ?? '');
const option = (text: string) => screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent === text)!;

describe('a credit note’s header', () => {
  it('keeps the basis typed when an open invoice is picked, and offers the client’s locked invoices of both customer families', async () => {
    await renderWithProviders(<HeaderForm config={knodConfig} doc={null} initial={headerValues(knodConfig, init)} />);
    expect(field('saPdv').checked).toBe(true);
    // with VAT lines the amount is theirs: the field cannot be typed in until the note is made financial
    expect(field('iznos').disabled).toBe(true);
    fireEvent.click(field('saPdv'));
    await waitFor(() => expect(field('iznos').disabled).toBe(false));
    fireEvent.click(field('saPdv'));
    await waitFor(() => expect(field('iznos').disabled).toBe(true));

    // the open-invoice picker fills the reference, not the basis already typed
    await waitFor(() => expect(field('invoice').disabled).toBe(false));
    fireEvent.click(field('invoice'));
    fireEvent.click(option('IR-USLUGA-1/2024 (120.000,00)'));
    expect(field('osnov').value).toBe('Popust po ugovoru 7/2024');
    expect(field('poziv').value).toBe('97IRUSLUGA12024');

    // the invoices picker: a sales and a retail invoice with the same id are two choices
    fireEvent.click(field('fakture'));
    await waitFor(() => expect(texts()).toContain('RM-FAK-MP-1/2024 (12.03.2024)'));
    expect(texts().filter((o) => o.endsWith('2024)') && !o.includes('000'))).toEqual(['IR-USLUGA-1/2024 (10.03.2024)', 'RM-FAK-MP-1/2024 (12.03.2024)']);
    expect(lists[0]).toContain('komId=5');
    expect(lists[0]).toContain('status=locked');
  });
});
