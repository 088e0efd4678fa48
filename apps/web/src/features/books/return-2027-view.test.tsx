import { screen, waitFor, within } from '@testing-library/react';
import type { PreparedReturn, VatReturn2027 } from '@knjige/contract';
import { pppdvFields, return2027Fields } from '@knjige/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { periodStore } from '../../shared/period/period-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { FinRptPage } from './fin-rpt-page';

const fields = Object.fromEntries(return2027Fields.map((f) => [f, 0]));
Object.assign(fields, { '003': 50_000_00, '103': 10_000_00, '005': 50_000_00, '105': 10_000_00, '011': -10_000_00, '111': -2_000_00, '110': 8_000_00 });
const form: VatReturn2027 = {
  month: '2027-02',
  fields,
  corrections: [{ field: '111', reason: 'note', vDoc: 'knod', docId: 7, label: 'KO-3/2027', dokBroj: 'KO-3/2027', datum: '2027-02-12', osnovica: -10_000_00, pdvIznos: -2_000_00 }],
  deduction: { notYet: 0, later: 0, lateIn: 0 },
};
const prepared: PreparedReturn = {
  month: '2027-02',
  source: 'computed',
  sefProblem: 'unreachable',
  fields: pppdvFields.map((field) => ({ field, books: field === '103' ? 8_000_00 : 0, prepared: 0, difference: field === '103' ? 8_000_00 : 0 })),
  causes: [{ field: '103', amount: 8_000_00, cause: 'not-sent', vDoc: 'prod', docId: 3, sefId: null, label: 'IR-2/2027 · Kupac', date: '2027-02-10' }],
};

const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 5, title: '2027', startDate: '2027-01-01', endDate: '2027-12-31', locked: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/vat/return-2027', () => HttpResponse.json({ data: form })),
  http.get('/v1/vat/prepared-return', () => HttpResponse.json({ data: prepared })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
  periodStore.set({ id: 5, title: '2027', startDate: '2027-01-01' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/fin-rpt/:tab" element={<FinRptPage />} />
    </Routes>,
    { route: '/fin-rpt/pdv?dateFrom=2027-02-01&dateTo=2027-02-28' },
  );

describe('/fin-rpt/pdv from January 2027', () => {
  it('the 2027 form with the credit note under 111, no POPDV tab; the prepared return in three columns, its cause a link, why SEF’s was not used', async () => {
    page();
    await waitFor(() => expect(screen.getByTestId('r2027-111').textContent).toBe('-2.000,00'));
    expect(screen.queryByTestId('fin-rpt-tab-popdv')).toBeNull();
    const correction = screen.getByTestId('r2027-correction-111');
    expect(within(correction).getByRole('link', { name: 'KO-3/2027' })).toBeTruthy();
    expect(screen.getByTestId('r2027-110').textContent).toBe('8.000,00');
    const row = await screen.findByTestId('prepared-103');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2)).toEqual(['8.000,00', '0,00', '8.000,00']);
    expect(within(screen.getByTestId('prepared-cause-103')).getByRole('link', { name: 'IR-2/2027 · Kupac' })).toBeTruthy();
    expect(screen.getByTestId('prepared-problem-unreachable')).toBeTruthy();
  });

  it('says when there is no prepared return yet', async () => {
    server.use(http.get('/v1/vat/prepared-return', () => HttpResponse.json({ message: 'error.not-implemented' }, { status: 501 })));
    page();
    expect((await screen.findByTestId('prepared-error')).textContent).toMatch(/još nema|no prepared/i);
  });

  it('says when SEF cannot be reached', async () => {
    server.use(http.get('/v1/vat/prepared-return', () => HttpResponse.json({ message: 'error.sef.unavailable' }, { status: 503 })));
    page();
    expect((await screen.findByTestId('prepared-error')).textContent).toMatch(/SEF nije dostupan|SEF is unreachable/);
  });
});
