import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { EotpDocPanel } from './eotp-doc-panel';

const status = {
  state: 'sent',
  documentId: 'd-1',
  status: 'Delivered',
  statusAt: '2026-11-26T07:00:00.000Z',
  errorKey: null,
  errorMessage: null,
  errorCode: null,
  attempts: 1,
  requestId: '11111111-1111-4111-8111-111111111111',
  receipt: {
    id: 'r-1',
    status: 'Rejected',
    at: '2026-11-26T08:00:00.000Z',
    lines: [
      { lineId: '1', received: 10_000, rejected: 0, reason: null },
      { lineId: '2', received: 2_000, rejected: 500, reason: 'Oštećena ambalaža' },
    ],
  },
};
const failed = { ...status, state: 'failed', documentId: null, status: null, statusAt: null, receipt: null, errorKey: 'error.sef.rejected', errorMessage: 'Neispravan zahtev.', errorCode: 'RequestInvalid' };
const sent = { ...status, state: 'sent', documentId: 'd-2', status: 'Sent', statusAt: '2026-11-26T09:00:00.000Z', receipt: null, attempts: 2 };
const posted: string[] = [];
const server = setupServer(
  http.get('/v1/eotp/status/prod/7', () => HttpResponse.json({ data: status })),
  http.get('/v1/eotp/status/prod/8', () => HttpResponse.json({ data: posted.includes('8') ? sent : failed })),
  // 202: taken for sending; the status asked again says where it ended
  http.post('/v1/eotp/send/prod/8', () => {
    posted.push('8');
    return HttpResponse.json({ data: { ...failed, state: 'sending', errorKey: null, errorMessage: null, errorCode: null } }, { status: 202 });
  }),
  http.get('/v1/eotp/status/prod/9', () => HttpResponse.json({ data: null })),
  http.post('/v1/eotp/send/prod/9', () => {
    posted.push('9');
    return HttpResponse.json({ message: 'error.eotp.no-key' }, { status: 409 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('EotpDocPanel', () => {
  it('shows the dispatch note’s status and the receipt advice’s quantities per line', async () => {
    await renderWithProviders(<EotpDocPanel vDoc="prod" docId={7} />);
    await waitFor(() => expect(screen.getByTestId('eotp-doc-status').textContent).toBe('Isporučena'));
    const receipt = screen.getByTestId('eotp-receipt').textContent ?? '';
    expect(receipt).toContain('Prijemnica: Odbijena');
    const rows = [...screen.getByTestId('eotp-receipt').querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['1', '10,000', '0,000', ''],
      ['2', '2,000', '0,500', 'Oštećena ambalaža'],
    ]);
  });

  it('a note eOtpremnica took offers no send', async () => {
    await renderWithProviders(<EotpDocPanel vDoc="prod" docId={7} locked />);
    await screen.findByTestId('eotp-doc-status');
    expect(screen.queryByTestId('eotp-send')).toBeNull();
  });

  it('a failed note: the reason, then “send again” and the status eOtpremnica answered', async () => {
    await renderWithProviders(<EotpDocPanel vDoc="prod" docId={8} locked />);
    expect((await screen.findByTestId('eotp-doc-error')).textContent).toBe('SEF je odbio zahtev: Neispravan zahtev. (RequestInvalid)');
    expect(screen.getByTestId('eotp-doc-status').textContent).toBe('Odbijeno');
    expect(screen.getByTestId('eotp-send').textContent).toBe('Pošalji otpremnicu ponovo');
    fireEvent.click(screen.getByTestId('eotp-send'));
    // nothing is sent before the confirmation, which says what will happen; Escape leaves it unsent
    expect((await screen.findByRole('dialog')).textContent).toContain('Poslata otpremnica se ne može povući ni izmeniti.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByTestId('eotp-send'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(screen.getByTestId('eotp-doc-status').textContent).toBe('Poslata'));
    expect(posted).toEqual(['8']);
    expect(screen.queryByTestId('eotp-doc-error')).toBeNull();
    expect(screen.queryByTestId('eotp-send')).toBeNull();
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Otpremnica se šalje eOtpremnici.');
  });

  it('a note never queued: “send”, and the refusal said in the user’s language; a storno offers no send', async () => {
    const view = await renderWithProviders(<EotpDocPanel vDoc="prod" docId={9} locked />);
    expect((await screen.findByTestId('eotp-send')).textContent).toBe('Pošalji otpremnicu');
    fireEvent.click(screen.getByTestId('eotp-send'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain('Firma nema API ključ za eOtpremnicu.');
    expect(posted).toContain('9');
    view.unmount();
    await renderWithProviders(<EotpDocPanel vDoc="prod" docId={9} />);
    await screen.findByTestId('eotp-doc-panel');
    expect(screen.queryByTestId('eotp-send')).toBeNull();
  });
});
