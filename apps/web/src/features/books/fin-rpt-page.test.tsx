import { screen, waitFor, within } from '@testing-library/react';
import type { VatReturn } from '@knjige/contract';
import { pppdvFields } from '@knjige/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { FinRptPage } from './fin-rpt-page';

const pppdv = Object.fromEntries(pppdvFields.map((f) => [f, 0])) as VatReturn['pppdv'];
Object.assign(pppdv, { '001': 586_000_00, '003': 690_000_00, '103': 171_440_00, '006': 1_260_600_00, '106': 252_120_00, '110': -224_120_00 });
const answer: VatReturn = {
  osn1: 586_000_00, osn2: 0, osn3: 690_000_00, osn4: 0, osn5: 1_276_000_00, osn6: 1_260_600_00, osn7: 0, osn8: 717_200_00, osn9: 1_977_800_00,
  pdv3: 171_440_00, pdv4: 0, pdv5: 171_440_00, pdv6: 252_120_00, pdv7: 0, pdv8: 143_440_00, pdv9: 395_560_00, pdv10: -224_120_00,
  pppdv,
  popdv: [
    { section: '1', popdv: '1.1', stopa: 0, osnovica: 586_000_00, pdvIznos: 0, pdvOdbitni: 0 },
    { section: '3a', popdv: '3a.2', stopa: 2000, osnovica: 717_200_00, pdvIznos: 143_440_00, pdvOdbitni: 0 },
    { section: '6', popdv: '6.2.1', stopa: 2000, osnovica: 1_260_600_00, pdvIznos: 252_120_00, pdvOdbitni: 252_120_00 },
  ],
};

const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/periods', () => HttpResponse.json({ data: [{ id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', locked: false }], pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 } })),
  http.get('/v1/rpt-fin/pdv-total', () => HttpResponse.json({ data: answer })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const page = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/fin-rpt/:tab" element={<FinRptPage />} />
    </Routes>,
    { route },
  );

describe('/fin-rpt/pdv and /fin-rpt/popdv', () => {
  it('the PPPDV beside the old rows, each source figure a link to its rows by field', async () => {
    await page('/fin-rpt/pdv?dateFrom=2024-04-01&dateTo=2024-04-30');
    await waitFor(() => expect(screen.getByTestId('pppdv-103').textContent).toBe('171.440,00'));
    const f103 = screen.getByTestId('pppdv-103');
    expect(f103.getAttribute('href')).toBe('/fin-rpt/kir?dateFrom=2024-04-01&dateTo=2024-04-30&pppdv=103');
    expect(screen.getByTestId('pppdv-106').getAttribute('href')).toContain('/fin-rpt/kur?');
    // a sum field is a figure, not a link
    expect(screen.getByTestId('pppdv-110').tagName).not.toBe('A');
    expect(screen.getByTestId('pdv-pdv6').textContent).toBe('252.120,00');
  });

  it('the POPDV by part and field, in the screen language, each line a link to its book', async () => {
    await page('/fin-rpt/popdv?dateFrom=2024-04-01&dateTo=2024-04-30');
    const line = await screen.findByTestId('popdv-3a.2-2000');
    expect(line.textContent).toContain('Dobra i usluge, osim iz tačke 3a.1');
    expect(within(line).getAllByRole('link')[0]!.getAttribute('href')).toBe('/fin-rpt/kir?dateFrom=2024-04-01&dateTo=2024-04-30&popdv=3a.2&stopa=2000');
    expect(within(screen.getByTestId('popdv-6.2.1-2000')).getAllByRole('link')[0]!.getAttribute('href')).toContain('/fin-rpt/kur?');
    expect(screen.getByTestId('popdv-form').textContent).toContain('Uvoz dobara stavljenih u slobodan promet');
  });

  it('the whole form: every part and field, zero where no rows, each part’s sums in bold', async () => {
    await page('/fin-rpt/popdv?dateFrom=2024-04-01&dateTo=2024-04-30');
    const empty = await screen.findByTestId('popdv-2.3');
    expect(empty.textContent).toContain('Promet objekata');
    expect(empty.textContent).toContain('0,00');
    expect(within(empty).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('popdv-sum-1.5-all').textContent).toContain('586.000,00');
    expect(screen.getByTestId('popdv-sum-3a-2000').textContent).toContain('143.440,00');
    expect(screen.getByTestId('popdv-sum-6.3-all').textContent).toContain('1.260.600,00');
    expect(screen.getByTestId('popdv-sum-6.4-all').textContent).toMatch(/252\.120,00.*252\.120,00/);
    expect(screen.getByTestId('popdv-sum-8đ-all').textContent).toContain('0,00');
    expect(screen.getByTestId('popdv-11.3')).toBeTruthy();
    expect(screen.getByTestId('popdv-form').textContent).toContain('Promet izvršen van Republike');
  });
});
