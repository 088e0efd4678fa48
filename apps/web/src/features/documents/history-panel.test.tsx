import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { psrEntry, type HistoryEntry } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import { HistoryPanel } from './history-panel';

const at = (day: number, hour: number, minute: number) => new Date(2024, 2, day, hour, minute).toISOString();
const entries: HistoryEntry[] = [
  { id: 1, action: 'create', at: at(5, 9, 7), userId: 2, userName: 'Ana Adminović', detail: null },
  { id: 2, action: 'item-add', at: at(5, 9, 8), userId: 3, userName: 'Marko Korisnić', detail: null },
  { id: 3, action: 'attach', at: at(6, 10, 0), userId: 3, userName: 'Marko Korisnić', detail: 'racun.pdf' },
  { id: 4, action: 'lock', at: at(6, 14, 30), userId: 2, userName: 'Ana Adminović', detail: null },
  { id: 5, action: 'storno', at: at(7, 8, 0), userId: null, userName: null, detail: null },
];
let calls = 0;
const server = setupServer(
  http.get(`/v1/${psrEntry.resources[0]}/7/history`, () => {
    calls++;
    return HttpResponse.json({ data: entries });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  server.resetHandlers();
  calls = 0;
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const rows = () => screen.getAllByTestId('doc-history-row').map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('HistoryPanel', () => {
  it('reads the history when opened and lists time, user and action, oldest first', async () => {
    await renderWithProviders(<HistoryPanel family="psr" docId={7} />);
    expect(screen.getByTestId('doc-history-toggle').textContent).toBe('Istorija');
    expect(calls).toBe(0);
    fireEvent.click(screen.getByTestId('doc-history-toggle'));
    await screen.findByTestId('doc-history-table', {}, { timeout: 5000 });
    // the panel unfolds: its cells are reachable once the transition has shown them
    await waitFor(() => rows(), { timeout: 5000 });
    expect(calls).toBe(1);
    expect(rows()).toEqual([
      ['05.03.2024 09:07', 'Ana Adminović', 'Kreiran'],
      ['05.03.2024 09:08', 'Marko Korisnić', 'Stavka dodata'],
      ['06.03.2024 10:00', 'Marko Korisnić', 'Prilog dodat: racun.pdf'],
      ['06.03.2024 14:30', 'Ana Adminović', 'Proknjižen'],
      ['07.03.2024 08:00', 'Sistem', 'Storniran'],
    ]);
    // read only: nothing to edit or delete
    expect(within(screen.getByTestId('doc-history')).queryAllByRole('button').map((b) => b.textContent)).toEqual(['Istorija']);
    expect(within(screen.getByTestId('doc-history')).queryAllByRole('textbox')).toEqual([]);
  });

  it('speaks English', async () => {
    await renderWithProviders(<HistoryPanel family="psr" docId={7} />, { language: 'en' });
    expect(screen.getByTestId('doc-history-toggle').textContent).toBe('History');
    fireEvent.click(screen.getByTestId('doc-history-toggle'));
    await screen.findByTestId('doc-history-table', {}, { timeout: 5000 });
    // the panel unfolds: its cells are reachable once the transition has shown them
    await waitFor(() => rows(), { timeout: 5000 });
    expect(rows()[3]).toEqual(['06.03.2024 14:30', 'Ana Adminović', 'Booked']);
    expect(rows()[4]![1]).toBe('System');
  });
});
