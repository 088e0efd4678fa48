import { expect, test } from '@playwright/test';
import { choose, demoPassword, signIn, snapshot, typeDate, uniqueSuffix } from '../support/app';
import { addItem, apiAs, lock, newArticle, newDocument, saveItem, saveNewDocument, wholesale } from '../support/documents';

const article = newArticle();

test('incoming invoice: 20 at 60,00 less 10 % from Veletrgovina Sever, the purchase calculation, locked', async ({ page }) => {
  await test.step('sign in as the demo admin; the article exists', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    await (await apiAs(page)).createArticle(article);
  });

  await test.step('an incoming invoice from Veletrgovina Sever: 20 at 60,00 less 10 %, sale 70,00', async () => {
    await newDocument(page, '/ulazni-racuni/vp', 'Novi ulazni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '01.02.2024');
    await choose(page, page.getByTestId('doc-field-magId'), `${wholesale} (01)`);
    await page.getByTestId('doc-tab-dobavljac').click();
    await choose(page, page.getByTestId('doc-field-komId'), 'Veletrgovina Sever (100000008)', 'Sever');
    await page.getByTestId('doc-field-dokBroj').fill(`F-${uniqueSuffix()}`);
    await typeDate(page.getByTestId('doc-field-dokDatum'), '01.02.2024');
    await typeDate(page.getByTestId('doc-field-dokDpo'), '01.03.2024');
    await saveNewDocument(page, /^UR-VP-\d+\/2024$/);

    const line = await addItem(page, article, { kolicina: '20', fakCena: '60,00', rabat1: '10', prodCena: '70,00' });
    // The purchase calculation as it is typed: 60,00 less 10 % is 54,00 a piece, the margin to 70,00 29,63 %.
    await expect(line.getByTestId('grid-figure-nabCena')).toHaveText('54,00');
    await expect(line.getByTestId('grid-figure-nabVr')).toHaveText('1.080,00');
    await expect(line.getByTestId('grid-figure-ruc')).toHaveText('29,63 %');
    await expect(page.getByTestId('grid-rate-2000').locator('td')).toHaveText(['20 %', '1.080,00', '216,00', '1.296,00']);
    await snapshot(page, 'documents-ur-item');
    await saveItem(page);

    await expect(page.getByTestId('doc-total-fakVrednost')).toHaveText('1.200,00');
    await expect(page.getByTestId('doc-total-rabatVrednost')).toHaveText('120,00');
    await expect(page.getByTestId('doc-total-nabVrednost')).toHaveText('1.080,00');
    await expect(page.getByTestId('doc-total-nabPdv')).toHaveText('216,00');
    await expect(page.getByTestId('doc-total-nabIznos')).toHaveText('1.296,00');
    await expect(page.getByTestId('doc-total-prodVrednost')).toHaveText('1.400,00');
    await snapshot(page, 'documents-ur');
    await lock(page);
  });

  await test.step('its history: created, a line added and booked, by the demo admin', async () => {
    await page.getByTestId('doc-history-toggle').click();
    const rows = page.getByTestId('doc-history-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Ana Adminović');
    await expect(rows.nth(0)).toContainText('Kreiran');
    await expect(rows.nth(1)).toContainText('Stavka dodata');
    await expect(rows.nth(2)).toContainText('Proknjižen');
    await expect(rows.nth(2)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });
});
