import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { prodConfig } from './families/prod';
import { urConfig } from './families/ur';
import { HeaderForm, headerValues } from './header-form';
import type { DocRow } from './types';

const page = (data: unknown[]) => ({ data, pagination: { page: 1, perPage: 200, pages: 1, itemsCount: data.length, filteredCount: data.length } });
const advance = (id: number, rbroj: number, iznos: number, iskorisceno: number, vSubDoc = 'avr-izdati') => ({
  id, periodId: 2, vSubDoc, rbroj, oznaka: `${vSubDoc === "avr-izdati" ? "AVR" : "AVRD"}-${rbroj}/2024`, datum: '2024-03-01', status: 'locked',
  komId: 3, komNaziv: 'Kupac d.o.o.', dokBroj: '', osnov: 'Ugovor 5', trnItemId: null, osnovica: 0, pdvIznos: 0, iznos, iskorisceno,
});
// A saved draft sales invoice to buyer 3 (dated 10.03.2024) without advances.
const draft: DocRow = {
  id: 7, periodId: 2, vSubDoc: 'vp', rbroj: 4, oznaka: 'IR-VP-4/2024', datum: '2024-03-10', status: 'draft', magId: 1, komId: 3,
  datumDospeca: '2024-03-10', datumIsporuke: '2024-03-10', datumPrometa: '2024-03-10', vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1',
  avansi: [], avansIznos: 0, zaUplatu: 0,
};

const listed: URLSearchParams[] = [];
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json(page([]))),
  http.get('/v1/kom-main/:id', () => HttpResponse.json({ data: { id: 3, intNaziv: 'Kupac d.o.o.' } })),
  http.get('/v1/mag-main', () => HttpResponse.json(page([]))),
  http.get('/v1/mag-main/combo', () => HttpResponse.json(page([]))),
  http.get('/v1/doc-avr', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listed.push(query);
    // 1,200.00 of which 200.00 used; 500.00 all used (not offered)
    return HttpResponse.json(page(query.get('vSubDoc') === 'avr-izdati' ? [advance(11, 1, 1_200_00, 200_00), advance(12, 2, 500_00, 500_00)] : []));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  listed.length = 0;
});
afterAll(() => server.close());

describe('the advances of a sales invoice', () => {
  it('offers the buyer’s locked advances with something left, sends the amount typed, and shows the server’s refusal on the section', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/v1/doc-prod/7', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ field: 'error.avansi.exceeds-advance', errors: { avansi: 'error.avansi.exceeds-advance' } }, { status: 422 });
      }),
    );
    await renderWithProviders(<HeaderForm config={prodConfig} doc={draft} initial={headerValues(prodConfig, draft)} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('doc-tab-avansi'));

    // Only the advance with something left (1,000.00 of 1,200.00) is offered.
    await waitFor(() => expect(screen.getByTestId('doc-advance-pick').getAttribute('placeholder')).toBe('Izaberite proknjižen avansni račun'));
    await user.click(screen.getByTestId('doc-advance-pick'));
    // (the other tabs' selects hold their options too)
    const options = (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.textContent?.startsWith('AVR-'));
    expect(options.map((o) => o.textContent)).toEqual(['AVR-1/2024 · 01.03.2024 · 1.000,00']);
    const query = listed.at(-1)!;
    expect(Object.fromEntries(query)).toMatchObject({ periodId: '2', vSubDoc: 'avr-izdati', status: 'locked', komId: '3', dateTo: '2024-03-10' });
    await user.click(options[0]!);

    // It defaults to what is left; a smaller amount is typed.
    const amount = screen.getByTestId('doc-advance-iznos-11') as HTMLInputElement;
    expect(amount.value).toBe('1.000,00');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.blur(amount);
    await user.click(screen.getByTestId('doc-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { avansi: unknown }).avansi).toEqual([{ avrId: 11, iznos: 600_00 }]);
    expect((await screen.findByTestId('doc-field-avansi-error')).textContent).toContain('Više od onoga što je ostalo od avansa');
  });

  it('keeps an amount larger than what is left of an advance and says so, and a removed row is not sent', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/v1/doc-prod/7', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const saved = { ...draft, avansi: [{ avrId: 11, oznaka: 'AVR-1/2024', iznos: 300_00 }] };
    await renderWithProviders(<HeaderForm config={prodConfig} doc={saved} initial={headerValues(prodConfig, saved)} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('doc-tab-avansi'));
    const amount = screen.getByTestId('doc-advance-iznos-11') as HTMLInputElement;
    expect(amount.value).toBe('300,00');
    await waitFor(() => expect(screen.getByTestId('doc-advance-11').textContent).toContain('1.000,00'));
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '2500' } });
    fireEvent.blur(amount);
    // not cut to what is left: kept as typed and said to be too much
    expect(amount.value).toBe('2.500,00');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('doc-advance-11').textContent).toContain('Više od onoga što je ostalo od avansa');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.blur(amount);
    expect(amount.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { avansi: unknown }).avansi).toEqual([{ avrId: 11, iznos: 1_000_00 }]);

    await user.click(screen.getByTestId('doc-advance-remove-11'));
    expect(screen.queryByTestId('doc-advance-11')).toBeNull();
    await user.click(screen.getByTestId('doc-save'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1] as { avansi: unknown }).avansi).toEqual([]);
  });
});

describe('a locked invoice', () => {
  it('shows its advances with their labels and amounts, read-only', async () => {
    const locked = { ...draft, vSubDoc: 'ur', oznaka: 'UR-UR-4/2024', status: 'locked' as const, avansi: [{ avrId: 21, oznaka: 'AVRD-1/2024', iznos: 450_00 }] };
    await renderWithProviders(<HeaderForm config={urConfig} doc={locked} initial={headerValues(urConfig, locked)} />);
    fireEvent.click(screen.getByTestId('doc-tab-avansi'));
    expect(screen.getByTestId('doc-advance-21').textContent).toContain('AVRD-1/2024450,00');
    expect(screen.queryByTestId('doc-advance-pick')).toBeNull();
    expect(screen.queryByTestId('doc-advance-iznos-21')).toBeNull();
    expect(listed).toHaveLength(0);
  });
});
