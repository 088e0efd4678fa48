import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, choose, choosePeriod, confirm, demoPassword, signIn, snapshot, uniqueSuffix } from '../support/app';
import { apiAs, newArticle } from '../support/documents';
import { simUrl, useSefSimulator } from '../support/sef-simulator';

const apiKey = `e2e-edoc-${uniqueSuffix()}`;
const year = '2026';

test.use({ viewport: { width: 1366, height: 900 } });

useSefSimulator();

async function simSales(request: APIRequestContext) {
  const res = await request.get(`${simUrl}/sim/state`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { sales: { Number: string; Status: string }[] }).sales;
}

/** A call of the API as the signed-in user (what the spec sets up for itself). */
async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: Record<string, unknown>): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${await accessToken(page)}` }, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

test('e-documents of 2026: a reverse-charge purchase’s internal invoice made and sent to SEF; a receipt paid by a company card becomes an e-invoice to that company', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  await call(page, 'PUT', '/v1/sef/settings', { apiKey });
  await choosePeriod(page, year);
  const api = await apiAs(page, year);
  const vat20 = await api.defaultVat();

  await test.step('works of 600.000,00 bought under the domestic reverse charge: the internal invoice, VAT 120.000,00, made and sent to SEF', async () => {
    const builder = (await call<{ id: number }>(page, 'POST', '/v1/kom-main', { vKom: 'firma', sifra: `GR-${uniqueSuffix()}`, intNaziv: 'Gradnja Plus', naziv: 'Gradnja Plus d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'Gradilište 1', isDobavljac: true, isPdvObveznik: true, pib: '100000024' })).id;
    const grpId = (await call<{ id: number }>(page, 'POST', '/v1/trosak-grupa', { naziv: `Radovi ${uniqueSuffix()}` })).id;
    const trosakId = (await call<{ id: number }>(page, 'POST', '/v1/trosak-main', { grpId, naziv: 'Građevinski radovi' })).id;
    const zrn = await api.lockedDocument('doc-zrn', { vSubDoc: 'zrn', datum: `${year}-05-15`, datumPrometa: `${year}-05-15`, komId: builder, dokBroj: `GR-${uniqueSuffix()}`, trosakId, interniObracun: 'domestic' }, [{ pdvId: vat20, iznos: 600_000_00 }]);
    await page.goto(`/troskovni-racuni/zrn/${zrn}`);
    const panel = page.getByTestId('internal-invoice-panel');
    await panel.getByTestId('internal-invoice-make').click();
    await confirm(page, 'Interni račun na SEF');
    await expect(panel.getByTestId('internal-invoice-made')).toContainText('osnovica 600.000,00, PDV 120.000,00');
    const broj = ((await panel.getByTestId('internal-invoice-made').textContent()) ?? '').split(' od ')[0]!;
    await expect(panel.getByTestId('sef-status-badge')).toHaveText(/^Poslat/, { timeout: 30_000 });
    expect((await simSales(request)).filter((s) => s.Number === broj).map((s) => s.Status)).toEqual(['Sent']);
    await snapshot(page, 'internal-invoice');
  });

  await test.step('a receipt of 2.400,00 paid by card: the e-invoice to Market Jug, locked and sent to SEF, the PFR number in its note', async () => {
    const artId = await api.createArticle(newArticle());
    await api.lockedDocument('doc-psr', { vSubDoc: 'mp', datum: `${year}-05-01`, magId: api.MP }, [{ artId, kolicina: 10_000, nabCena: 800_00, prodCena: 1_200_00 }]);
    const posId = (await call<{ data: { id: number }[] }>(page, 'GET', '/v1/pos-main')).data[0]!.id;
    const pfr = `AB12CD34-AB12CD34-${Date.now() % 100_000}`;
    const fis = await api.lockedDocument('doc-fis', { vSubDoc: 'fis', datum: `${year}-05-16`, posId, fisPlacanje: 3, fisRbroj: pfr }, [{ artId, kolicina: 2_000, prodCena: 1_200_00 }]);
    await page.goto(`/prodaja-na-kasi/fis/${fis}`);
    const panel = page.getByTestId('card-einvoice-panel');
    await expect(panel).toContainText('E-faktura za karticu firme');
    await choose(page, panel.getByTestId('card-einvoice-buyer'), /Market Jug/, 'Market');
    await snapshot(page, 'card-einvoice-receipt');
    await panel.getByTestId('card-einvoice-make').click();
    await confirm(page, 'E-faktura za karticu firme');
    await expect(page).toHaveURL(/\/racuni-maloprodaje\/fak-mp\/\d+$/);
    const fak = Number(page.url().split('/').pop());
    await expect(page.getByTestId('sef-doc-panel').getByTestId('sef-status-badge')).toHaveText(/^Poslat/, { timeout: 30_000 });
    const invoice = (await call<{ data: { oznaka: string; napomena: string; iznos: number; zaUplatu: number } }>(page, 'GET', `/v1/doc-fak/${fak}`)).data;
    expect(invoice).toMatchObject({ iznos: 2_400_00, zaUplatu: 0 });
    expect(invoice.napomena).toContain(`PFR broj ${pfr}`);
    expect((await simSales(request)).filter((s) => s.Number === invoice.oznaka).map((s) => s.Status)).toEqual(['Sent']);
    await snapshot(page, 'card-einvoice');
    // the receipt is on the e-invoice now: no second one from its page
    await page.goto(`/prodaja-na-kasi/fis/${fis}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('card-einvoice-panel')).toHaveCount(0);
  });
});
