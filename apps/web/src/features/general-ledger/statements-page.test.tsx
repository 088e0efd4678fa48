import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { statementLineKeys, statementLines } from '@knjige/domain';
import type { Statements } from '@knjige/contract';
import { sessionStore } from '../../shared/auth/session-store';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { StatementsPage } from './statements-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStore.clear();
});
afterAll(() => server.close());

const figures: Partial<Record<(typeof statementLineKeys)[number], number>> = {
  'bs.current-assets': 194_500_00,
  'bs.cash': 194_500_00,
  'bs.equity': 194_500_00,
  'bs.capital': 185_000_00,
  'bs.result-not-closed': 9_500_00,
  'bu.operating-income': 75_600_00,
  'bu.sales-of-goods': 75_600_00,
  'bu.operating-expenses': 66_100_00,
  'bu.cost-of-goods-sold': 66_100_00,
};
const data: Statements = {
  datum: '2024-12-31',
  lines: statementLineKeys.map((key) => ({ key, section: statementLines[key].section, aop: statementLines[key].aop, sum: 'sumOf' in statementLines[key], iznos: figures[key] ?? 0 })),
  assets: 194_500_00,
  equityAndLiabilities: 194_500_00,
  income: 75_600_00,
  expenses: 66_100_00,
  discontinued: 0,
  resultBeforeTax: 9_500_00,
  tax: 0,
  netResult: 9_500_00,
  balanced: true,
};

describe('the statements page', () => {
  it('shows both statements with their totals, and a refused closing names the drafts', async () => {
    sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken({ ...demoClaims, role: 'admin' }) });
    server.use(
      http.get('/v1/rpt-gl/bilans', () => HttpResponse.json({ data })),
      http.post('/v1/gl/closing/:id', () => HttpResponse.json({ message: 'error.gl-closing.drafts', params: { documents: 'NK-8/2024', count: 1 } }, { status: 409 })),
    );
    await renderWithProviders(<StatementsPage />);
    const sheet = await screen.findByTestId('balance-sheet');
    const cash = await within(sheet).findByTestId('statement-bs.cash');
    expect([...cash.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0057', 'Gotovina i gotovinski ekvivalenti', '194.500,00']);
    expect(within(sheet).getByTestId('statement-bs.equity').textContent).toBe('0401Kapital194.500,00');
    expect(within(sheet).getByTestId('statement-bs.result-not-closed').textContent).toBe('Rezultat tekuće godine (nezaključen)9.500,00');
    expect(within(sheet).getByTestId('statement-assets').textContent).toBe('0059Ukupna aktiva194.500,00');
    expect(within(sheet).getByTestId('statement-equity-liabilities').textContent).toContain('194.500,00');
    const income = screen.getByTestId('income-statement');
    expect(within(income).getByTestId('statement-net-result').textContent).toBe('1055Neto rezultat9.500,00');
    expect(within(income).getByTestId('statement-bu.operating-expenses').textContent).toBe('1013Poslovni rashodi66.100,00');
    expect(within(income).getByTestId('statement-expenses').textContent).toBe('1044Ukupni rashodi66.100,00');
    expect(within(income).getByText('Nabavna vrednost prodate robe')).toBeTruthy();

    await userEvent.click(screen.getByTestId('statements-closing'));
    await userEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByText(/NK-8\/2024/)).toBeTruthy());
  });
});
