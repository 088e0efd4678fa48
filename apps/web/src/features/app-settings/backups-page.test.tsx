import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BackupsPage } from './backups-page';
import { renderWithProviders } from '../../shared/ui/test-utils';

const NAME = 'knjige-20261123T020000-000Z.kbk';
const asked: string[] = [];
const server = setupServer(
  http.get('/v1/backups', () =>
    HttpResponse.json({ data: [{ name: NAME, bytes: 2_500_000, createdAt: '2026-11-23T02:00:00.000Z', source: 'pglite', schemaVersion: '0015_audit' }], dir: '/srv/knjige/backups', keep: 14, time: '02:00' }),
  ),
  http.get('/v1/backups/:name', ({ params }) => {
    asked.push(String(params.name));
    return new HttpResponse('KBK backup bytes', { headers: { 'content-type': 'application/octet-stream' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('BackupsPage', () => {
  it('downloads a listed backup file under its own name, and says how a backup is restored', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderWithProviders(<BackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Preuzmi ${NAME}` }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(asked).toEqual([NAME]);
    expect(saved).toEqual([NAME]);
    expect(await created.mock.calls[0]![0].text()).toBe('KBK backup bytes');
    expect(screen.getByTestId('backups-restore-hint').textContent).toContain('npm run restore -- DATOTEKA');
    clicked.mockRestore();
  });

  it('a refused download is a toast, and no file', async () => {
    server.use(http.get('/v1/backups/:name', () => HttpResponse.json({ message: 'error.not-found' }, { status: 404 })));
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    await renderWithProviders(<BackupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Preuzmi ${NAME}` }));
    expect(await screen.findByTestId('toast-error')).toBeTruthy();
    expect(created).not.toHaveBeenCalled();
  });
});
