import { fireEvent, screen, waitFor } from '@testing-library/react';
import { prodEntry, type XmlData } from '@knjige/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/auth/session-store';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { demoClaims, fakeIdToken } from '../../test/auth-server';
import type { FamilyRef } from '../../shared/documents/types';
import { XmlExportPage } from './xml-export-page';

const UUID = '3f0c2a8e-5b1d-4c7e-9a2b-1c3d4e5f6a7b';
// the sales invoice as the document screens hand it over
const prod: FamilyRef = { family: 'prod', entry: prodEntry };
const doc = { id: 7, periodId: 2, vSubDoc: 'vp', rbroj: 1, oznaka: 'IR-VP-1/2024', datum: '2024-03-15', status: 'locked', magId: 1 };
const tax = { kategorija: 'S' as const, stopa: 2000, osnovOslobodjenja: '', razlog: '' };
const party = { naziv: 'Market Jug d.o.o.', pib: '111032440', maticniBroj: '17400169', adresa: 'Obrenovićeva 20', postcode: '18000', mesto: 'Niš', email: '' };
const data = (items: XmlData['items']): XmlData => ({
  document: {
    vDoc: 'prod', id: 7, oznaka: 'IR-VP-1/2024', status: 'locked', kind: 'invoice', broj: 'IR-VP-1/2024', datum: '2024-03-15', datumIzdavanja: '2024-03-15', datumDospeca: '2024-04-14',
    datumPrometa: '2024-03-15', datumIsporuke: '2024-03-15', brojOtpremnice: '', periodObracuna: '3', xmlUpload: 'single', brojNarudzbenice: '', brojUgovora: '', napomena: '',
    pozivNaBroj: '49IRVP12024', tracun: '160000000001234595', osnovica: 21_000, pdvIznos: 4_200, iznos: 25_200, placeno: 0, zaUplatu: 25_200, credited: null,
  },
  seller: { ...party, naziv: 'Demo Trgovina d.o.o.', tracun: '160000000001234595', isPdv: true },
  buyer,
  branch: { naziv: 'Veleprodajni magacin', mesto: 'Beograd' },
  items,
  pdvReport: items.length ? [{ tax, osnovica: 21_000, pdvIznos: 4_200 }] : [],
  attachments: [],
});
const line = { rbr: 1, intSifra: 'A1', artNaziv: 'Keks', unitCode: 'H87', kolicina: 3_000, cena: 7_000, rabatIznos: 0, osnovica: 21_000, tax };

let polls = 0;
let finalStatus: 'succeeded' | 'failed' = 'succeeded';
let items: XmlData['items'] = [line];
let buyer: XmlData['buyer'] = { ...party, jbkjs: '', isPerson: false, drzava: 'RS', inoPdvBroj: '' };
const server = setupServer(
  http.get('/v1/app-config/version', () => HttpResponse.json({ data: { version: 1 } })),
  http.get('/v1/app-config/object', () => HttpResponse.json({ data: {} })),
  http.get('/v1/doc-prod/7', () => HttpResponse.json({ data: doc })),
  http.get('/v1/xml/data/prod/7', () => HttpResponse.json({ data: data(items) })),
  http.post('/v1/xml/prod/7', () => HttpResponse.json({ uuid: UUID }, { status: 201 })),
  http.get(`/v1/xml/status/${UUID}`, () => {
    polls += 1;
    const status = polls < 2 ? 'in-progress' : finalStatus;
    const message = status === 'failed' ? 'error.xml.public-sector-reference' : null;
    return HttpResponse.json({ data: { uuid: UUID, status, kind: 'invoice', fileName: 'IR-VP-1-2024.xml', message } });
  }),
  http.get(`/v1/xml/${UUID}`, () => new HttpResponse('<Invoice/>', { headers: { 'content-type': 'application/xml' } })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  sessionStore.set({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
});
afterEach(() => {
  server.resetHandlers();
  polls = 0;
  finalStatus = 'succeeded';
  items = [line];
  buyer = { ...party, jbkjs: '', isPerson: false, drzava: 'RS', inoPdvBroj: '' };
});
afterAll(() => {
  server.close();
  sessionStore.clear();
});

const page = () =>
  renderWithProviders(
    <Routes>
      <Route path="/izlazni-racuni/:sub/:docId/xml" element={<XmlExportPage config={prod} />} />
    </Routes>,
    { route: '/izlazni-racuni/vp/7/xml' },
  );

describe('XML export page', () => {
  it("shows the data, polls the job, puts Download in Generate's place and saves the file under the document number", async () => {
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await page();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Izvoz e-fakture (XML)');
    expect(screen.getByTestId('xml-kind').textContent).toBe('Vrsta dokumenta: Izlazni račun (ir)');
    expect((await screen.findByTestId('xml-payable')).textContent).toContain('252,00');
    fireEvent.click(screen.getByTestId('xml-generate'));
    const download = await screen.findByTestId('xml-download', {}, { timeout: 3000 });
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('xml-generate')).toBeNull();
    fireEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['IR-VP-1-2024.xml']));
    clicked.mockRestore();
  });

  it('a failed job shows its reason in a preformatted box and keeps Generate', async () => {
    finalStatus = 'failed';
    await page();
    await screen.findByTestId('xml-data');
    fireEvent.click(screen.getByTestId('xml-generate'));
    const failure = await screen.findByTestId('xml-failure', {}, { timeout: 3000 });
    expect(failure.tagName).toBe('PRE');
    expect(failure.textContent).toBe('Kupac iz javnog sektora (JBKJS) traži broj narudžbenice ili ugovora.');
    expect(screen.queryByTestId('xml-download')).toBeNull();
  });

  it('a buyer abroad: its country and VAT number shown, the page says it is not on SEF, and Generate is disabled', async () => {
    buyer = { ...party, naziv: 'Wiener Handel GmbH', pib: '', maticniBroj: '', jbkjs: '', isPerson: false, drzava: 'AT', inoPdvBroj: 'ATU12345678' };
    await page();
    await screen.findByTestId('xml-data');
    expect(screen.getByTestId('xml-buyer-abroad').textContent).toBe('Kupac je iz inostranstva i nije na SEF-u: e-faktura za njega se ne pravi.');
    expect(screen.getByText('Austrija · PDV broj u inostranstvu (VAT ID): ATU12345678')).toBeTruthy();
    expect((screen.getByTestId('xml-generate') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Generate is disabled for a document without items', async () => {
    items = [];
    await page();
    await screen.findByTestId('xml-data');
    expect((screen.getByTestId('xml-generate') as HTMLButtonElement).disabled).toBe(true);
  });
});
