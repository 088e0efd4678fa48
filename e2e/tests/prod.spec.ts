import { expect, test } from '@playwright/test';
import { choose, confirm, demoPassword, signIn, snapshot, tableRows, typeDate, readDownloadedWorkbook } from '../support/app';
import { addItem, apiAs, lock, newArticle, newDocument, openingStock, saveItem, saveNewDocument, wholesale } from '../support/documents';

const article = newArticle();
/** the seeded service */
const service = { code: '9001', name: 'Prevoz robe' };
const buyer = 'Market Jug (111032440)';

test('sales: goods less 10 % and a service to Market Jug, the totals, the stock report, a pro-forma made into an invoice', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('sign in; the article has an opening stock of 100 at 50,00, sale 70,00', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    await openingStock(api, await api.createArticle(article));
  });

  await test.step('a goods invoice: 10 at the warehouse price 70,00 less 10 % → 630,00 + 126,00 VAT', async () => {
    await newDocument(page, '/izlazni-racuni/vp', 'Novi izlazni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '10.02.2024');
    await expect(page.getByTestId('doc-field-magId')).toHaveValue(`${wholesale} (01)`);
    await expect(page.getByTestId('doc-tab-prilozi')).toBeDisabled();
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), buyer, 'Jug');
    await page.getByTestId('doc-tab-isporuka').click();
    await expect(page.getByTestId('doc-field-mestoIsporuke')).toHaveValue('1 – sedište kupca');
    await saveNewDocument(page, /^IR-VP-\d+\/2024$/);

    const line = await addItem(page, article, { kolicina: '10', rabat: '10' });
    // the price comes from the warehouse, the stock on hand is shown
    await expect(line.getByTestId('grid-prodCena')).toHaveValue('70,00');
    await expect(line.getByTestId('grid-info-stanje')).toContainText('100,000');
    await expect(line.getByTestId('grid-figure-iznos')).toHaveText('630,00');
    await snapshot(page, 'documents-prod-item');
    await saveItem(page);
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('630,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('126,00');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('756,00');
    await snapshot(page, 'documents-prod');
    await lock(page);
  });

  await test.step('a services invoice has no warehouse: 1 × 1.000,00 → 1.200,00', async () => {
    await newDocument(page, '/izlazni-racuni/usluga', 'Novi izlazni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '12.02.2024');
    await expect(page.getByTestId('doc-field-magId')).toHaveCount(0);
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), buyer, 'Jug');
    await saveNewDocument(page, /^IR-USLUGA-\d+\/2024$/);
    await addItem(page, service, { kolicina: '1', prodCena: '1000,00' });
    await saveItem(page);
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('1.000,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('200,00');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('1.200,00');
    await lock(page);
  });

  await test.step('the stock report: 90 left in the wholesale warehouse at 50,00', async () => {
    await page.goto(`/stanje-zaliha?search=${article.code}`);
    const row = tableRows(page.getByTestId('stock-table')).filter({ hasText: wholesale });
    await expect(row.locator('td')).toHaveText([article.code, article.name, 'kom', wholesale, '100,000', '10,000', '90,000', '50,00', '4.500,00']);
  });

  await test.step('realised turnover: the line at cost 500,00, margin 130,00', async () => {
    await page.goto('/ostvareni-promet/vp?dateFrom=2024-02-10&dateTo=2024-02-10');
    const row = tableRows(page.getByTestId('prm-table')).filter({ hasText: article.name });
    await expect(row.locator('td').nth(6)).toHaveText('500,00');
    await expect(row.locator('td').nth(7)).toHaveText('130,00');
    await expect(row.locator('td').nth(8)).toHaveText('630,00');
    await snapshot(page, 'reports-prm');
    // the export holds the same line: the article's code and its cost and margin, as numbers
    const download = page.waitForEvent('download');
    await page.getByTestId('prm-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await readDownloadedWorkbook(file);
    const values = workbook.worksheets[0]!.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    const line = values.find((r) => r.includes(article.code))!;
    expect(line.slice(6, 9)).toEqual([500, 130, 630]);
  });

  await test.step('a pro-forma of 3 at 70,00 becomes a draft invoice of 252,00, and links to it', async () => {
    await newDocument(page, '/prn/vp', 'Novi predračun');
    await typeDate(page.getByTestId('doc-field-datum'), '05.02.2024');
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), buyer, 'Jug');
    await page.getByTestId('doc-field-komMemo1').fill('Za nabavnu službu');
    // a pro-forma has no status and no lock
    await page.getByTestId('doc-save').click();
    await expect(page.getByRole('heading', { level: 1, name: /^PRN-VP-\d+\/2024$/ })).toBeVisible();
    await expect(page.getByTestId('doc-status')).toHaveCount(0);
    await expect(page.getByTestId('doc-lock')).toHaveCount(0);
    await addItem(page, article, { kolicina: '3' });
    await saveItem(page);
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('252,00');
    await snapshot(page, 'documents-prn');
    await page.getByTestId('doc-action-make-invoice').click();
    await confirm(page, 'Napraviti račun od predračuna?');
    await expect(page.getByRole('heading', { level: 1, name: /^IR-VP-\d+\/2024$/ })).toBeVisible();
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('252,00');
    await expect(page.getByTestId('doc-link-from-proforma')).toContainText(/PRN-VP-\d+\/2024/);
    await page.goBack();
    await expect(page.getByTestId('doc-action-make-invoice-done')).toContainText(/IR-VP-\d+\/2024/);
  });
});
