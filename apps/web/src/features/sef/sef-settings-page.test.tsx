import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { SefSettingsPage } from './sef-settings-page';

const KEY = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const put: unknown[] = [];
let settings = { keySet: false, keySetAt: null as string | null, lastOkAt: null as string | null, lastError: null as string | null, lastErrorAt: null as string | null, lastSyncAt: null,
  baseUrl: 'https://demoefaktura.mfin.gov.rs',
  eotp: { keySet: false, keySetAt: null as string | null, lastOkAt: null as string | null, lastError: null as string | null, lastErrorAt: null as string | null, baseUrl: 'https://api.demoeotpremnica.mfin.gov.rs' },
};
const server = setupServer(
  http.get('/v1/sef/settings', () => HttpResponse.json({ data: settings })),
  http.post('/v1/sef/sync', () =>
    HttpResponse.json({ data: { sent: 0, failed: 0, skipped: 0, statusesUpdated: 0, eotp: { sent: 2, failed: 1, skipped: 0, statusesUpdated: 3, receipts: 1 } } }),
  ),
  http.put('/v1/sef/settings', async ({ request }) => {
    const body = (await request.json()) as { apiKey?: string; eotpApiKey?: string };
    put.push(body);
    if (body.eotpApiKey) {
      settings = { ...settings, eotp: { ...settings.eotp, keySet: true, keySetAt: '2026-11-26T07:00:00.000Z', lastError: 'error.eotp.unauthorized', lastErrorAt: '2026-11-26T07:00:01.000Z' } };
      return new HttpResponse(null, { status: 204 });
    }
    settings = { ...settings, keySet: true, keySetAt: '2026-11-26T07:00:00.000Z', lastError: 'error.sef.unauthorized', lastErrorAt: '2026-11-26T07:00:01.000Z' };
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  put.length = 0;
});
afterAll(() => server.close());

describe('SefSettingsPage', () => {
  it('takes a key, never shows it back, and says in the user’s language that SEF refused it', async () => {
    await renderWithProviders(<SefSettingsPage />);
    await waitFor(() => expect(screen.getByTestId('sef-settings-status').textContent).toContain('API ključ nije unet'));
    expect(screen.getByTestId('sef-settings-status').textContent).toContain('demoefaktura.mfin.gov.rs');
    fireEvent.change(screen.getByTestId('sef-settings-api-key'), { target: { value: KEY } });
    fireEvent.click(screen.getByTestId('sef-settings-save'));
    await waitFor(() => expect(put).toEqual([{ apiKey: KEY }]));
    expect((await screen.findByTestId('sef-settings-error')).textContent).toContain('SEF ne prihvata API ključ');
    expect(document.body.textContent).not.toContain(KEY);
    expect((screen.getByTestId('sef-settings-api-key') as HTMLInputElement).value).toBe('');
  });

  it('an empty key is a field error, and nothing is sent', async () => {
    await renderWithProviders(<SefSettingsPage />);
    await screen.findByTestId('sef-settings-status');
    fireEvent.click(screen.getByTestId('sef-settings-save'));
    expect(await screen.findByText('Unesite API ključ.')).toBeTruthy();
    expect(put).toEqual([]);
  });

  it('eOtpremnica’s own key goes in its extra field, never shown back; its refusal says so', async () => {
    await renderWithProviders(<SefSettingsPage />);
    await waitFor(() => expect(screen.getByTestId('eotp-settings').textContent).toContain('api.demoeotpremnica.mfin.gov.rs'));
    fireEvent.change(screen.getByTestId('eotp-settings-api-key'), { target: { value: KEY } });
    fireEvent.click(screen.getByTestId('eotp-settings-save'));
    await waitFor(() => expect(put).toEqual([{ eotpApiKey: KEY }]));
    expect((await screen.findByTestId('eotp-settings-error')).textContent).toContain('eOtpremnica ne prihvata API ključ');
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('eOtpremnica’s figures beside SEF’s: its key, last success, last error, address; and what “sync now” did on each', async () => {
    settings = {
      ...settings,
      keySet: false,
      lastError: null,
      eotp: { ...settings.eotp, keySet: true, keySetAt: '2026-11-26T07:00:00.000Z', lastOkAt: '2026-11-26T08:15:00.000Z', lastError: null, lastErrorAt: null },
    };
    await renderWithProviders(<SefSettingsPage />);
    await waitFor(() => expect(screen.getByTestId('eotp-settings').textContent).toContain('26.11.2026'));
    const card = screen.getByTestId('eotp-settings').textContent ?? '';
    expect(card).toContain('api.demoeotpremnica.mfin.gov.rs');
    expect(screen.queryByTestId('eotp-settings-error')).toBeNull();
    fireEvent.click(screen.getByTestId('sef-settings-sync'));
    expect((await screen.findByTestId('eotp-sync-result')).textContent).toBe('eOtpremnica: poslato 2, odbijeno 1, ne šalje se 0, promena statusa 3, prijemnica 1.');
    expect(screen.getByTestId('sef-sync-result').textContent).toBe('Poslato 0, odbijeno 0, ne šalje se 0, promena statusa 0.');
  });
});
