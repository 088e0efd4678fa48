import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { SefDocPanel } from './sef-doc-panel';

const sent = { state: 'sent', sefStatus: 'Sent', sefStatusAt: '2026-11-26T09:00:00.000Z', sefComment: null, salesInvoiceId: 77, errorKey: null, errorMessage: null, errorCode: null, attempts: 1, requestId: '11111111-1111-4111-8111-111111111111' };
const posted: string[] = [];
const server = setupServer(
  http.get('/v1/sef/status/prod/4', () => HttpResponse.json({ data: posted.includes('4') ? sent : null })),
  http.post('/v1/sef/send/prod/4', () => {
    posted.push('4');
    return HttpResponse.json({ data: sent });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('SefDocPanel', () => {
  it('sending by hand asks first, saying the invoice cannot be taken back: Escape sends nothing, Enter sends', async () => {
    await renderWithProviders(<SefDocPanel vDoc="prod" docId={4} locked />);
    fireEvent.click(await screen.findByTestId('sef-send'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Poslati račun na SEF?');
    expect(dialog.textContent).toContain('Poslat račun se ne može povući ni izmeniti');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByTestId('sef-send'));
    // the confirm button has the focus: Enter presses it
    const yes = await screen.findByTestId('confirm-yes');
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.click(yes);
    await waitFor(() => expect(posted).toEqual(['4']));
    await waitFor(() => expect(screen.getByTestId('sef-status-badge').textContent).toBe('Poslata'));
  });

  it('while the invoice is being sent (a send answers 202 at once) the line asks again until it is sent', async () => {
    // the server's row: being sent, then sent by the second read after that
    let reads = 0;
    server.use(http.get('/v1/sef/status/prod/7', () => HttpResponse.json({ data: ++reads >= 3 ? { ...sent, attempts: 2 } : { ...sent, state: 'sending', sefStatus: null, sefStatusAt: null, salesInvoiceId: null, attempts: 2 } })));
    await renderWithProviders(<SefDocPanel vDoc="prod" docId={7} locked />);
    expect((await screen.findByTestId('sef-status-badge', {}, { timeout: 5000 })).textContent).toBe('Šalje se');
    expect(screen.queryByTestId('sef-send')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('sef-status-badge').textContent).toBe('Poslata'), { timeout: 8000 });
    expect(reads).toBe(3);
  }, 15_000);
});
