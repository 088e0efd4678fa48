import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, choose, demoPassword, signIn, tableRows, typeDate, uniqueSuffix } from '../support/app';
import { lock, newDocument, saveNewDocument } from '../support/documents';

const suffix = uniqueSuffix();
const customer = `Gotovinski kupac ${suffix}`;

test('cash desk: a customer pays 12.000,00 in cash, 9.000,00 is deposited to the bank, the daily cash report closes at 3.000,00', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await test.step('sign in; the customer and his 12.000,00 invoice, through the API', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    async function call<T = { id: number }>(url: string, data?: Record<string, unknown>, method = 'POST'): Promise<T> {
      const res = await page.request.fetch(url, { method, headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (res.status() === 204 ? {} : await res.json()) as T;
    }
    const get = <T>(url: string) => call<{ data: T }>(url, undefined, 'GET').then((r) => r.data);
    const komId = (await call('/v1/kom-main', { vKom: 'firma', sifra: `G${suffix}`, intNaziv: customer, naziv: customer, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 3', isKupac: true })).id;
    const periodId = (await get<{ id: number; title: string }[]>('/v1/periods?perPage=200')).find((p) => p.title === '2024')!.id;
    const vat = (await get<{ id: number; isDefault: boolean }[]>('/v1/art-pdv?perPage=200')).find((p) => p.isDefault)!.id;
    const groups = await get<{ id: number }[]>('/v1/art-grupa?vArtikl=usluga');
    const grpId = groups[0]?.id ?? (await call('/v1/art-grupa', { vArtikl: 'usluga', grpSifra: `U${suffix}`, grpNaziv: `Usluge ${suffix}` })).id;
    const artId = (await call('/v1/art-main', { vArtikl: 'usluga', grpId, intSifra: `GS${suffix}`, artNaziv: `Servis ${suffix}`, meraCode: 'kom', pdvId: vat })).id;
    const rbroj = (await get<{ rbroj: number }>(`/v1/doc-prod/init?periodId=${periodId}&vSubDoc=usluga`)).rbroj;
    const sale = (await call('/v1/doc-prod', { periodId, vSubDoc: 'usluga', rbroj, datum: '2024-06-03', magId: null, komId, datumDospeca: '2024-06-10', datumIsporuke: '2024-06-03', datumPrometa: '2024-06-03' })).id;
    await call(`/v1/doc-prod/${sale}/items`, { artId, kolicina: 1_000, prodCena: 10_000_00 });
    await call(`/v1/doc-prod/${sale}/lock`);
  });

  await test.step('a receipt: the customer pays his invoice in cash, 12.000,00', async () => {
    await newDocument(page, '/blagajna/uplatnica', 'Nova uplatnica');
    await typeDate(page.getByTestId('doc-field-datum'), '05.06.2024');
    // the company's desk is proposed
    await expect(page.getByTestId('doc-field-kasaId')).toHaveValue('Glavna blagajna (RSD, 243)');
    await saveNewDocument(page, /^BLG-U-\d+\/2024$/);
    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    // the form shows only what the kind uses: no partner before it is chosen
    await expect(form.getByTestId('item-field-komId')).toHaveCount(0);
    await choose(page, form.getByTestId('item-field-vrsta'), 'Partner (naplata / plaćanje)');
    await expect(form.getByTestId('item-field-trosakId')).toHaveCount(0);
    await choose(page, form.getByTestId('item-field-komId'), new RegExp(customer), customer);
    await form.getByTestId('item-field-iznos').fill('12000,00');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(1);
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('12.000,00');
    await lock(page);
  });

  await test.step('a payment: 9.000,00 deposited to the bank', async () => {
    await newDocument(page, '/blagajna/isplatnica', 'Nova isplatnica');
    await typeDate(page.getByTestId('doc-field-datum'), '05.06.2024');
    await saveNewDocument(page, /^BLG-I-\d+\/2024$/);
    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    await choose(page, form.getByTestId('item-field-vrsta'), 'Banka (polog / podizanje)');
    await form.getByTestId('item-field-iznos').fill('9000,00');
    await form.getByTestId('item-field-opis').fill(`Polog pazara ${suffix}`);
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('9.000,00');
    await lock(page);
  });

  await test.step('the daily cash report of that day: the receipt and the payment, closing 3.000,00 more than it opened', async () => {
    await page.goto('/blagajnicki-izvestaj');
    await expect(page.getByRole('heading', { level: 1, name: 'Blagajnički izveštaj' })).toBeVisible();
    await typeDate(page.getByTestId('cash-report-date-from'), '05.06.2024');
    await typeDate(page.getByTestId('cash-report-date-to'), '05.06.2024');
    const day = page.getByTestId('cash-report');
    await expect(day.getByRole('row').filter({ hasText: customer })).toContainText('12.000,00');
    await expect(day.getByRole('row').filter({ hasText: `Polog pazara ${suffix}` })).toContainText('9.000,00');
    const opening = await page.getByTestId('cash-report-opening').textContent();
    const closing = await page.getByTestId('cash-report-closing').textContent();
    const paras = (text: string | null) => Math.round(Number((text ?? '').replace(/\./g, '').replace(',', '.')) * 100);
    expect(paras(closing) - paras(opening)).toBe(3_000_00);
    await expect(page.getByTestId('cash-report-print')).toBeEnabled();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/cash-report.png'), fullPage: true, animations: 'disabled' });
  });
});
