import { expect, test } from '@playwright/test';
import { choose, columnCells, demoPassword, signIn, snapshot, tableRows } from '../support/app';
import { apiAs, incomingInvoice, newArticle, openingStock, retail, transfer, wholesale } from '../support/documents';

const article = newArticle();
const rows = tableRows;

test('stock report and movement card: 100 in, 20 bought, 30 moved to the shop', async ({ page }) => {
  await test.step('sign in as the demo admin; opening stock, an incoming invoice and a transfer, locked', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    await openingStock(api, artId);
    await incomingInvoice(api, artId);
    await transfer(api, artId);
  });

  await test.step('the stock report by average purchase price: 90 in the wholesale warehouse worth 4.560,00', async () => {
    await page.goto('/stanje-zaliha');
    await expect(page.getByTestId('stock-price-type').getByRole('radio', { name: 'Prosečna nabavna cena' })).toBeChecked();
    await page.getByTestId('stock-search').fill(article.code);
    await expect(page).toHaveURL(new RegExp(`search=${article.code}`));
    const table = page.getByTestId('stock-table');
    await expect(rows(table)).toHaveCount(2);
    await expect(rows(table).filter({ hasText: wholesale }).locator('td')).toHaveText([
      article.code, article.name, 'kom', wholesale, '120,000', '30,000', '90,000', '50,67', '4.560,00',
    ]);
    await expect(rows(table).filter({ hasText: retail }).locator('td')).toHaveText([
      article.code, article.name, 'kom', retail, '30,000', '0,000', '30,000', '50,67', '1.520,00',
    ]);
    await expect(page.getByTestId('stock-total-value')).toHaveText('6.080,00');

    await choose(page, page.getByTestId('stock-warehouse'), wholesale);
    await expect(rows(table)).toHaveCount(1);
    await expect(page.getByTestId('stock-total-value')).toHaveText('4.560,00');
    await snapshot(page, 'documents-stock');
  });

  await test.step('the movement card in the wholesale warehouse: 100 → 120 → 90', async () => {
    await page.goto(`/stanje-zaliha?search=${article.code}`);
    const table = page.getByTestId('stock-table');
    await expect(rows(table)).toHaveCount(2);
    await rows(table).filter({ hasText: wholesale }).getByRole('link', { name: article.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${article.code} – ${article.name}`);
    await expect(page.getByTestId('movement-header')).toContainText(wholesale);
    await expect(page.getByTestId('movement-stanje')).toHaveText('90,000');
    const movements = page.getByTestId('movement-table');
    await expect(columnCells(movements, 2)).toHaveText([/^PSR-/, /^UR-/, /^INT-/]);
    await expect(columnCells(movements, 4)).toHaveText(['100,000', '20,000', '']);
    await expect(columnCells(movements, 5)).toHaveText(['', '', '30,000']);
    await expect(columnCells(movements, 6)).toHaveText(['100,000', '120,000', '90,000']);
    await snapshot(page, 'documents-movement');
  });
});
