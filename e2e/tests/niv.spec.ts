import { expect, test, type Page } from '@playwright/test';
import { choose, demoPassword, signIn, snapshot, tableRows, typeDate } from '../support/app';
import { apiAs, gridLine, lock, newArticle, newDocument, openingStock, saveItem, saveNewDocument, startItem, wholesale, type Article } from '../support/documents';

const article = newArticle();

/** The article's row of the stock report at sale prices, in the wholesale warehouse. */
async function saleValueRow(page: Page, a: Article) {
  await page.goto(`/stanje-zaliha?search=${a.code}`);
  const prices = page.getByTestId('stock-price-type');
  await prices.getByText('Prodajna cena').click();
  await expect(prices.getByRole('radio', { name: 'Prodajna cena' })).toBeChecked();
  const table = page.getByTestId('stock-table');
  await expect(tableRows(table)).toHaveCount(1);
  return tableRows(table).filter({ hasText: wholesale });
}

test('price adjustment: re-pricing 100 on hand from 70,00 to 80,00 adds 1.000,00 to the sale value of the stock', async ({ page }) => {
  await test.step('sign in as the demo admin; 100 in the wholesale warehouse at the sale price 70,00', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    await openingStock(api, await api.createArticle(article));
  });

  await test.step('the stock report at sale prices: 100 worth 7.000,00', async () => {
    const row = await saleValueRow(page, article);
    await expect(row.locator('td')).toHaveText([article.code, article.name, 'kom', wholesale, '100,000', '0,000', '100,000', '70,00', '7.000,00']);
    await expect(page.getByTestId('stock-total-value')).toHaveText('7.000,00');
  });

  await test.step('a price adjustment in the wholesale warehouse: the quantity on hand and its price proposed, 80,00 typed, locked', async () => {
    await newDocument(page, '/nivelacije/vp', 'Nova nivelacija');
    await typeDate(page.getByTestId('doc-field-datum'), '01.03.2024');
    await choose(page, page.getByTestId('doc-field-magId'), `${wholesale} (01)`);
    await saveNewDocument(page, /^NIV-VP-\d+\/2024$/);

    const line = gridLine(page, await startItem(page, article));
    // Tab accepts what the article proposes for the cell the keyboard was in: the quantity on hand
    await page.keyboard.press('Tab');
    await expect(line.getByTestId('grid-kolicina')).toHaveValue('100,000');
    await expect(line.getByTestId('grid-cenaPre')).toHaveValue('70,00');
    await line.getByTestId('grid-cenaPosle').fill('80,00');
    await saveItem(page);
    await expect(line.getByTestId('grid-figure-vrPre')).toHaveText('7.000,00');
    await expect(line.getByTestId('grid-figure-vrPosle')).toHaveText('8.000,00');
    await expect(page.getByTestId('doc-total-vrednostPre')).toHaveText('7.000,00');
    await expect(page.getByTestId('doc-total-vrednostPosle')).toHaveText('8.000,00');
    await snapshot(page, 'documents-niv');
    await lock(page);
  });

  await test.step('the stock report at sale prices: the same 100, now worth 8.000,00', async () => {
    const row = await saleValueRow(page, article);
    await expect(row.locator('td')).toHaveText([article.code, article.name, 'kom', wholesale, '100,000', '0,000', '100,000', '80,00', '8.000,00']);
    await expect(page.getByTestId('stock-total-value')).toHaveText('8.000,00');
  });
});
