import { expect, test } from '@playwright/test';
import { accessToken, choose, demoPassword, signIn, tableRows, typeDate, uniqueSuffix } from '../support/app';
import { lock, newDocument, saveNewDocument } from '../support/documents';

const suffix = uniqueSuffix();
const supplier = `Dobavljač ${suffix}`;

test("a supplier's credit note with VAT: picked invoice, a line of 100,00 at 20 %, locked; KUR shows the negative row", async ({ page }) => {
  test.setTimeout(120_000);
  let invoice = '';
  await test.step('through the API: a supplier and its locked expense invoice of 1.000,00 + 20 %', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const post = async (url: string, data: Record<string, unknown>) => {
      const res = await page.request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const komId = await post('/v1/kom-main', { vKom: 'firma', sifra: `D${suffix}`, intNaziv: supplier, naziv: supplier, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true });
    const grpId = await post('/v1/trosak-grupa', { naziv: `Usluge ${suffix}` });
    const trosakId = await post('/v1/trosak-main', { grpId, naziv: `Održavanje ${suffix}` });
    const rates = ((await (await page.request.get('/v1/art-pdv', { headers })).json()) as { data: { id: number; stopa: number }[] }).data;
    const rbroj = 900 + Math.floor(Math.random() * 9000);
    const zrn = await post('/v1/doc-zrn', { periodId: 2, vSubDoc: 'zrn', rbroj, datum: '2024-03-10', komId, dokBroj: `F-${suffix}`, dokDatum: '2024-03-10', dokDpo: '2024-04-10', trosakId });
    await post(`/v1/doc-zrn/${zrn}/items`, { pdvId: rates.find((r) => r.stopa === 2000)!.id, iznos: 1_000_00 });
    expect((await page.request.post(`/v1/doc-zrn/${zrn}/lock`, { headers })).status()).toBe(204);
    invoice = `ZRN-${rbroj}/2024`;
  });

  await test.step('the credit note: with VAT, the invoice picked from the client’s locked invoices, the basis typed stays', async () => {
    await newDocument(page, '/knjizna-odobrenja/knod-potrazuje', 'Novo knjižno odobrenje');
    await typeDate(page.getByTestId('doc-field-datum'), '15.04.2024');
    await choose(page, page.getByTestId('doc-field-komId'), new RegExp(supplier), supplier);
    await expect(page.getByTestId('doc-field-saPdv')).toBeChecked();
    await page.getByTestId('doc-field-osnov').fill('Popust 10 %');
    await page.getByTestId('doc-field-fakture').click();
    await page.getByRole('option', { name: new RegExp(`^${invoice} \\(10\\.03\\.2024\\)$`) }).click();
    await page.keyboard.press('Escape');
    await saveNewDocument(page, /^KOD-\d+\/2024$/);
    await expect(page.getByTestId('doc-field-osnov')).toHaveValue('Popust 10 %');
  });

  await test.step('a line of 100,00 at 20 %: totals 100,00 / 20,00 / 120,00; locked; KUR shows −100,00 / −20,00', async () => {
    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    await choose(page, form.getByTestId('item-field-pdvId'), 'Opšta stopa 20%');
    await form.getByTestId('item-field-iznos').fill('100,00');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(1);
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('100,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('20,00');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('120,00');
    const label = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await lock(page);
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const kur = (await (await page.request.get('/v1/rpt-fin/kur?periodId=2&dateFrom=2024-04-15&dateTo=2024-04-15&perPage=200', { headers })).json()) as {
      data: { docOznaka: string; osnovica: number; pdvIznos: number }[];
    };
    expect(kur.data.filter((r) => r.docOznaka === label).map((r) => [r.osnovica, r.pdvIznos])).toEqual([[-100_00, -20_00]]);
  });
});
