import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SefPurchaseDetail, SefPurchaseRow } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { periodStore } from '../../shared/period/period-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { SefDueSoon } from './due-soon';
import { SefPurchasesPage } from './purchases-page';

const row = (id: number, over: Partial<SefPurchaseRow>): SefPurchaseRow => ({
  id,
  sefPurchaseId: 1000 + id,
  documentType: 'Invoice',
  number: `Z-${id}/26`,
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  supplierPib: '105000007',
  supplierName: 'Pekara Zora d.o.o.',
  base: 1_500_000,
  vat: 300_000,
  total: 1_800_000,
  currency: 'RSD',
  sefStatus: 'New',
  sefStatusAt: null,
  sefComment: null,
  sentDate: '2026-11-20',
  decideBy: '2026-12-05',
  daysLeft: 15,
  parseError: null,
  hasPdf: false,
  bookedVDoc: null,
  bookedDocId: null,
  decisionPending: null,
  decisionError: null,
  decisionErrorMessage: null,
  ...over,
});
const soon = row(1, { daysLeft: 2 });
const later = row(2, {});
const note = row(3, { documentType: 'CreditNote', number: 'KO-7/26' });
const detail: SefPurchaseDetail = { ...soon, supplier: null, komId: null, lines: [], taxSubtotals: [] };
const booked: unknown[] = [];
const asked: string[] = [];
const server = setupServer(
  http.get('/v1/sef/purchase-invoices', ({ request }) => {
    asked.push(new URL(request.url).search);
    const due = new URL(request.url).searchParams.get('deadlineWithin');
    const data = due ? [soon] : [soon, later];
    return HttpResponse.json({ data, pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 2, filteredCount: data.length } });
  }),
  http.get('/v1/sef/purchase-invoices/1', () => HttpResponse.json({ data: detail })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2026', startDate: '2026-01-01', endDate: '2026-12-31', closed: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/sef/purchase-invoices/3', () => HttpResponse.json({ data: { ...note, supplier: null, komId: 5, lines: [], taxSubtotals: [] } })),
  http.post('/v1/sef/purchase-invoices/3/book', async ({ request }) => {
    booked.push(await request.json());
    return HttpResponse.json(
      {
        data: {
          vDoc: 'knod',
          docId: 11,
          komId: 5,
          supplierCreated: false,
          warnings: ['warning.sef-purchase.reference-unmatched'],
          references: [
            { number: 'Z-1/26', vDoc: 'zrn', docId: 9, oznaka: 'ZRN-9/2026', problem: null },
            { number: 'Z-8/26', vDoc: null, docId: null, oznaka: '', problem: 'not-found' },
          ],
          currency: null,
          kurs: null,
        },
      },
      { status: 201 },
    );
  }),
  http.post('/v1/sef/purchase-invoices/1/reject', () =>
    HttpResponse.json({ message: 'error.sef-purchase.refused', params: { message: 'Invoice in status Cancelled cannot be accepted or rejected.' } }, { status: 409 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('purchase invoices from SEF', () => {
  it('lists the inbox with the deadline close to its end in red; SEF’s refusal of a rejection is shown with its message', async () => {
    await renderWithProviders(<SefPurchasesPage />, { route: '/sef/ulazne-fakture' });
    const table = await screen.findByTestId('sef-table');
    await waitFor(() => expect(within(table).getAllByTestId('sef-deadline')).toHaveLength(2));
    const [first, second] = within(table).getAllByTestId('sef-deadline');
    expect(first!.textContent).toBe('još 2 dana');
    expect(second!.textContent).toBe('još 15 dana');
    expect(first!.getAttribute('style')).toContain('red');
    expect(second!.getAttribute('style')).not.toContain('red');
    expect(within(table).getAllByText('18.000,00')).toHaveLength(2);

    fireEvent.click(within(table).getByText('Z-1/26'));
    fireEvent.change(await screen.findByTestId('sef-comment'), { target: { value: 'Roba nije stigla' } });
    fireEvent.click(screen.getByTestId('sef-reject'));
    // the rejection is confirmed first, saying what will happen and why
    expect(await screen.findByText('Faktura Z-1/26 dobavljača Pekara Zora d.o.o. biće odbijena na SEF-u, uz razlog: „Roba nije stigla”. Odluka se posle ne može promeniti.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-yes'));
    const toast = await screen.findByTestId('toast-error');
    expect(toast.textContent).toContain('Invoice in status Cancelled cannot be accepted or rejected.');
  });

  it('an acceptance SEF does not answer at once: 202, the invoice says it waits for SEF, then shows SEF’s answer', async () => {
    // before the decision; asked once after it, still pending; then SEF's answer
    let phase: 'open' | 'sent' | 'answered' = 'open';
    server.use(
      http.post('/v1/sef/purchase-invoices/1/accept', () => {
        phase = 'sent';
        return HttpResponse.json({ data: { ...soon, decisionPending: 'accept' } }, { status: 202 });
      }),
      http.get('/v1/sef/purchase-invoices/1', () => {
        const answer = phase === 'open' ? detail : phase === 'sent' ? { ...detail, decisionPending: 'accept' } : { ...detail, sefStatus: 'Approved', decideBy: null, daysLeft: null };
        if (phase === 'sent') phase = 'answered';
        return HttpResponse.json({ data: answer });
      }),
    );
    await renderWithProviders(<SefPurchasesPage />, { route: '/sef/ulazne-fakture' });
    fireEvent.click(await within(await screen.findByTestId('sef-table')).findByText('Z-1/26'));
    fireEvent.click(await screen.findByTestId('sef-accept'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Odluka je poslata SEF-u; status će se prikazati kad SEF odgovori.');
    expect((await screen.findByTestId('sef-decision-pending')).textContent).toBe('Prihvatanje je poslato SEF-u; čeka se njegov odgovor.');
    // asked again while pending: SEF's answer, nothing left to decide
    await waitFor(() => expect(screen.queryByTestId('sef-decision-pending')).toBeNull(), { timeout: 4000 });
    expect(screen.queryByTestId('sef-accept')).toBeNull();
  });

  it('an invoice booked as a draft links to the draft by its number', async () => {
    server.use(
      http.get('/v1/sef/purchase-invoices/2', () => HttpResponse.json({ data: { ...later, sefStatus: 'Approved', bookedVDoc: 'ur', bookedDocId: 12, supplier: null, komId: 5, lines: [], taxSubtotals: [] } })),
      http.get('/v1/doc-ur/12', () => HttpResponse.json({ data: { id: 12, periodId: 2, vSubDoc: 'vp', rbroj: 12, oznaka: 'UR-VP-12/2026', datum: '2026-11-20', status: 'draft' } })),
    );
    // the draft is read as the signed-in user, in the period
    sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
    periodStore.set({ id: 2, title: '2026', startDate: '2026-01-01' });
    await renderWithProviders(<SefPurchasesPage />, { route: '/sef/ulazne-fakture' });
    fireEvent.click(await within(await screen.findByTestId('sef-table')).findByText('Z-2/26'));
    const link = await screen.findByTestId('sef-booked-link');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['UR-VP-12/2026', '/ulazni-racuni/vp/12']);
    expect(screen.getByTestId('sef-booked-draft').textContent).toBe('Od nje je napravljen nacrt ulaznog računa: UR-VP-12/2026');
    sessionStore.clear();
  });

  it('a supplier’s credit note is booked as a received credit note; the drawer says which referenced number was not found', async () => {
    server.use(http.get('/v1/sef/purchase-invoices', () => HttpResponse.json({ data: [note], pagination: { page: 1, perPage: 20, pages: 1, itemsCount: 1, filteredCount: 1 } })));
    await renderWithProviders(<SefPurchasesPage />, { route: '/sef/ulazne-fakture' });
    const table = await screen.findByTestId('sef-table');
    fireEvent.click(await within(table).findByText('KO-7/26'));
    fireEvent.click(await screen.findByTestId('sef-book'));
    const references = await screen.findByTestId('sef-references');
    expect(booked).toEqual([{ as: 'knod' }]);
    expect(references.textContent).toContain('Z-1/26: naveden na odobrenju (ZRN-9/2026)');
    expect(references.textContent).toContain('Z-8/26: nijedan proknjiženi račun ovog dobavljača nema ovaj broj');
  });

  it('the home page’s item names the invoices within 3 days of their deadline', async () => {
    await renderWithProviders(<SefDueSoon />);
    const item = await screen.findByTestId('sef-due-soon');
    expect(item.textContent).toContain('Z-1/26');
    expect(item.textContent).not.toContain('Z-2/26');
    expect(asked.every((q) => new URLSearchParams(q).get('deadlineWithin') === '3')).toBe(true);
  });
});
