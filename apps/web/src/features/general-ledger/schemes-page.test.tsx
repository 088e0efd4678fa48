import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GlAccountRow, SchemeDetail, SchemeRowView, SchemeView } from '@knjige/contract';
import { sessionStore } from '../../shared/auth/session-store';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { SchemesPage } from './schemes-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

const account = (konto: string, naziv: string, needsClient = false): GlAccountRow => ({
  id: null,
  konto,
  parent: konto.slice(0, -1),
  level: Math.min(konto.length, 4),
  kind: 'balance',
  needsClient,
  naziv,
  nazivCyr: naziv,
  nazivEn: naziv,
  own: konto.length > 3,
  postable: true,
});
const accounts = [account('204', 'Kupci u zemlji', true), account('470', 'PDV po izdatim računima'), account('6040', 'Prihodi od prodaje robe – veleprodaja')];
const row = (figure: string, konto: string, side: 'duguje' | 'potrazuje', withClient = false): SchemeRowView => ({ subType: '', figure, konto, side, withClient });
const prodRows = [row('client', '204', 'duguje', true), row('base.out', '604', 'potrazuje'), row('vat.out.2000', '470', 'potrazuje')];
const figures = ['base.out', 'client', 'vat.out.#', 'vat.out.2000'];
const scheme = (family: string, extra: Partial<SchemeView> = {}): SchemeView => ({ family, own: false, version: 1, subTypes: ['vp', 'mp'], rows: prodRows, figures, ...extra });
const detail = (extra: Partial<SchemeDetail> = {}): SchemeDetail => ({
  ...scheme('prod'),
  history: [{ version: 1, own: false, reset: false, subType: '', createdAt: '2026-11-01T10:00:00.000Z', user: null, current: true, rows: prodRows }],
  ...extra,
});

function signIn() {
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role: 'admin' }) });
}

describe('the posting schemes page', () => {
  it('shows each family’s rows, saves a changed account as a new version after a confirmation, and says a 422 under its field', async () => {
    signIn();
    const sent: unknown[] = [];
    server.use(
      http.get('/v1/gl/schemes', () => HttpResponse.json({ data: [scheme('prod'), scheme('zrn', { own: true, version: 3, subTypes: ['zrn'] })] })),
      http.get('/v1/gl/schemes/prod', () => HttpResponse.json({ data: detail() })),
      http.get('/v1/kontni-plan', ({ request }) => {
        expect(new URL(request.url).searchParams.get('postable')).toBe('1');
        return HttpResponse.json({ data: accounts });
      }),
      http.put('/v1/gl/schemes/prod', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ message: 'error.validation', errors: { 'rows.1.konto': 'error.konto.not-postable' } }, { status: 422 })
          : HttpResponse.json({ version: 2 });
      }),
    );
    await renderWithProviders(<SchemesPage />);
    const families = await screen.findByTestId('scheme-families');
    expect(within(families).getByText('Šema firme, verzija 3')).toBeTruthy();
    const rows = await screen.findByTestId('scheme-rows');
    await waitFor(() => expect(within(rows).getAllByRole('row')).toHaveLength(4));
    expect((screen.getByTestId('scheme-konto-1') as HTMLInputElement).value).toBe('604');
    expect((screen.getByTestId('scheme-figure-2') as HTMLInputElement).value).toBe('vat.out.2000 · izlazni PDV, svaka stopa 20 %');
    expect(screen.getByTestId('scheme-history').textContent).toContain('podrazumevana');
    expect(screen.queryByTestId('scheme-reset')).toBeNull();

    const user = userEvent.setup();
    const konto = screen.getByTestId('scheme-konto-1');
    await user.click(konto);
    // every select keeps its options in the page: pick from the one this field opened
    const listbox = await waitFor(() => document.getElementById(konto.getAttribute('aria-controls') ?? '')!);
    await user.click(within(listbox).getByRole('option', { name: '6040 Prihodi od prodaje robe – veleprodaja', hidden: true }));
    await user.click(screen.getByTestId('scheme-save'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await screen.findByText('Na ovaj konto se ne knjiži: izaberite analitički konto ispod njega');

    await user.click(screen.getByTestId('scheme-save'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await screen.findByText('Šema je sačuvana kao verzija 2');
    const body = { subType: '', rows: [row('client', '204', 'duguje', true), row('base.out', '6040', 'potrazuje'), row('vat.out.2000', '470', 'potrazuje')].map(({ subType: _s, ...r }) => r) };
    expect(sent).toEqual([body, body]);
  });

  it('puts a company scheme back on the defaults after a confirmation', async () => {
    signIn();
    let resets = 0;
    server.use(
      http.get('/v1/gl/schemes', () => HttpResponse.json({ data: [scheme('prod', { own: true, version: 2 })] })),
      http.get('/v1/gl/schemes/prod', () => HttpResponse.json({ data: detail({ own: true, version: 2 }) })),
      http.get('/v1/kontni-plan', () => HttpResponse.json({ data: accounts })),
      http.delete('/v1/gl/schemes/prod', () => {
        resets += 1;
        return HttpResponse.json({ version: 3 });
      }),
    );
    await renderWithProviders(<SchemesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('scheme-reset'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await screen.findByText('Vraćena je podrazumevana šema');
    expect(resets).toBe(1);
  });

  it('shows a sub-type without rows of its own as following the common rows, read-only for a user', async () => {
    sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role: 'user' }) });
    const asked: string[] = [];
    server.use(
      http.get('/v1/gl/schemes', () => HttpResponse.json({ data: [scheme('prod')] })),
      http.get('/v1/gl/schemes/prod', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('subType') ?? '');
        return HttpResponse.json({ data: detail() });
      }),
      http.get('/v1/kontni-plan', () => HttpResponse.json({ data: accounts })),
    );
    await renderWithProviders(<SchemesPage />);
    await screen.findByTestId('scheme-rows');
    expect(screen.queryByTestId('scheme-save')).toBeNull();
    expect((screen.getByTestId('scheme-konto-0') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('scheme-inherited')).toBeNull();
    await userEvent.setup().click(screen.getByText('Maloprodaja'));
    await screen.findByTestId('scheme-inherited');
    await waitFor(() => expect(asked).toEqual(['', 'mp']));
  });

  it('says when the schemes cannot be read', async () => {
    signIn();
    server.use(http.get('/v1/gl/schemes', () => HttpResponse.json({ message: 'error.internal' }, { status: 500 })));
    await renderWithProviders(<SchemesPage />);
    expect(await screen.findByTestId('schemes-error', {}, { timeout: 5000 })).toBeTruthy();
  });
});
