import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { ArticlePicker } from './article-picker';

const brasno = { id: 1, vArtikl: 'roba', grpId: 1, intSifra: '1001', artNaziv: 'Brašno T-400 1 kg', barkod: '', meraCode: 'kom', pdvId: 2, mera: 'komad', pdvStopa: 1000, grpNaziv: 'Prehrana', stanje: 0, cena: 0 };

const server = setupServer(
  http.get('/v1/art-main/lookup', ({ request }) => {
    const code = new URL(request.url).searchParams.get('code');
    return code === '1001'
      ? HttpResponse.json({ data: brasno })
      : HttpResponse.json({ message: 'mp-art-main.not.found', params: { code } }, { status: 404 });
  }),
  http.get('/v1/art-main/1', () => HttpResponse.json({ data: brasno })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const codeField = () => screen.getByTestId('item-art-code') as HTMLInputElement;

describe('ArticlePicker', () => {
  it('finds an article by its code on Enter', async () => {
    const onPick = vi.fn();
    await renderWithProviders(<ArticlePicker value={null} onPick={onPick} />);
    fireEvent.change(codeField(), { target: { value: ' 1001 ' } });
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(1));
    expect(codeField().value).toBe('1001');
  });

  it('says in the user language that a code does not exist', async () => {
    const onPick = vi.fn();
    const { i18n } = await renderWithProviders(<ArticlePicker value={null} onPick={onPick} />);
    fireEvent.change(codeField(), { target: { value: '9999' } });
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    expect(await screen.findByText('Artikl sa šifrom [9999] ne postoji')).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    fireEvent.keyDown(codeField(), { key: 'Enter' });
    expect(await screen.findByText('Article with code [9999] does not exist')).toBeTruthy();
  });
});
