import type { ArtMain } from '@knjige/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormModal } from '../../shared/ui/form-modal';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { ArticleForm } from './article-form';

const article: ArtMain = {
  id: 7,
  vArtikl: 'roba',
  grpId: 2,
  intSifra: '1001',
  artNaziv: 'Brašno T-500',
  barkod: '1001',
  meraCode: 'KG',
  pdvId: 1,
  mera: 'kilogram',
  pdvStopa: 1000,
  grpNaziv: 'Namirnice',
};
const sent: unknown[] = [];
const server = setupServer(
  http.get('/v1/units', () => HttpResponse.json({ data: [{ code: 'KG', name: 'kilogram' }] })),
  http.get('/v1/art-pdv', () =>
    HttpResponse.json({
      data: [{ id: 1, opis: 'Posebna stopa', stopa: 1000, isDefault: false, pravoOdbitka: true }],
      pagination: { page: 1, perPage: 200, pages: 1, itemsCount: 1, filteredCount: 1 },
    }),
  ),
  http.get('/v1/art-grupa/2', () => HttpResponse.json({ data: { id: 2, vArtikl: 'roba', grpSifra: '01', grpNaziv: 'Namirnice' } })),
  http.get('/v1/art-grupa/combo', () => HttpResponse.json({ data: [], pagination: { page: 1, perPage: 20, pages: 0, itemsCount: 0, filteredCount: 0 } })),
  http.put('/v1/art-main/7', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: article });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sent.length = 0;
});
afterAll(() => server.close());

/** The article form hosted as the articles page hosts it; `moveOn` moves to another page once saved. */
function ArticleDialog({ moveOn }: { moveOn?: string }) {
  const [opened, setOpened] = useState(true);
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => setOpened(false);
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <FormModal opened={opened} onClose={close} title="Izmena artikla">
        {opened && (
          <ArticleForm
            article={article}
            defaultType="roba"
            types={['roba']}
            onDone={() => {
              if (moveOn) void navigate(moveOn);
              else close();
            }}
            onCancel={close}
          />
        )}
      </FormModal>
    </>
  );
}

const name = () => screen.getByLabelText(/Naziv/);
const esc = () => fireEvent.keyDown(name(), { key: 'Escape' });
const question = () => screen.queryByRole('dialog', { name: 'Odbaciti izmene?' });
const formShown = () => screen.queryByTestId('article-save') !== null;

describe('the article form in its dialog', () => {
  it('closes at once on Esc without changes', async () => {
    await renderWithProviders(<ArticleDialog />, { route: '/artikli' });
    await screen.findByTestId('article-save');
    esc();
    await waitFor(() => expect(formShown()).toBe(false));
    expect(question()).toBeNull();
  });

  it('asks on Esc with changes: "Nastavi unos" keeps the typed name, "Odbaci izmene" closes without saving', async () => {
    await renderWithProviders(<ArticleDialog />, { route: '/artikli' });
    await screen.findByTestId('article-save');
    fireEvent.change(name(), { target: { value: 'Brašno T-400' } });
    esc();
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(name()).toHaveProperty('value', 'Brašno T-400');

    esc();
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Odbaci izmene' }));
    await waitFor(() => expect(formShown()).toBe(false));
    expect(sent).toEqual([]);
  });

  it('a change undone is no change: Esc closes at once', async () => {
    await renderWithProviders(<ArticleDialog />, { route: '/artikli' });
    await screen.findByTestId('article-save');
    fireEvent.change(name(), { target: { value: 'Brašno' } });
    fireEvent.change(name(), { target: { value: 'Brašno T-500' } });
    esc();
    await waitFor(() => expect(formShown()).toBe(false));
    expect(question()).toBeNull();
  });

  it('never asks after a successful save, even when the save moves to another page', async () => {
    await renderWithProviders(<ArticleDialog moveOn="/artikli/7" />, { route: '/artikli' });
    await screen.findByTestId('article-save');
    fireEvent.change(name(), { target: { value: 'Brašno T-400' } });
    fireEvent.click(screen.getByTestId('article-save'));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/artikli/7'));
    expect(question()).toBeNull();
    expect(sent).toEqual([{ vArtikl: 'roba', grpId: 2, intSifra: '1001', artNaziv: 'Brašno T-400', barkod: '1001', meraCode: 'KG', pdvId: 1 }]);
  });
});
