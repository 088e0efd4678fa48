import { expect, test } from '@playwright/test';
import { choose, demoPassword, signIn, snapshot, tableRows, typeDate } from '../support/app';
import { addItem, apiAs, gridLines, lock, newArticle, newDocument, openingStock, saveItem, saveNewDocument, transfer } from '../support/documents';

const article = newArticle();

/** Rings up a receipt of the article at the shop's price with the payment type chosen by its label; its label. */
async function ringUp(page: import('@playwright/test').Page, date: string, payment: string, kolicina: string): Promise<string> {
  await newDocument(page, '/prodaja-na-kasi/fis', 'Novi fiskalni isečak');
  await typeDate(page.getByTestId('doc-field-datum'), date);
  await expect(page.getByTestId('doc-field-posId')).toHaveValue(/^Kasa 1 \(AB123456\)/);
  await page.getByTestId('doc-field-fisRbroj').fill(`AB12CD34-AB12CD34-${kolicina}`);
  await choose(page, page.getByTestId('doc-field-fisPlacanje'), payment);
  // The parts are set from the total for every type but "other or mixed".
  await expect(page.getByTestId('doc-field-kartica')).toBeDisabled();
  await saveNewDocument(page, /^FIS-\d+\/2024$/);
  const line = await addItem(page, article, { kolicina });
  // The shop's retail price with VAT is filled in.
  await expect(line.getByTestId('grid-prodCena')).toHaveValue('96,00');
  await saveItem(page);
  // the line and the empty one to type the next into
  await expect(gridLines(page)).toHaveCount(2);
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

test('register sales: two receipts rung up at the shop, linked into a retail invoice to a firm', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('sign in; 30 pieces moved into the retail shop at 96,00', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    await openingStock(api, artId);
    await transfer(api, artId);
  });

  let first = '';
  let second = '';
  await test.step('receipt 1 by card: 2 × 96,00 = 192,00, VAT 32,00 inside', async () => {
    first = await ringUp(page, '15.03.2024', 'Kartica', '2');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('192,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('32,00');
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('160,00');
    await expect(page.getByTestId('doc-total-kartica')).toHaveText('192,00');
    await expect(page.getByTestId('doc-total-gotovina')).toHaveText('0,00');
    await expect(page.getByTestId('doc-field-kartica')).toHaveValue('192,00');
    await snapshot(page, 'fis-document');
    await lock(page);
  });

  await test.step('receipt 2 by wire transfer: 1 × 96,00', async () => {
    second = await ringUp(page, '16.03.2024', 'Virman', '1');
    await expect(page.getByTestId('doc-total-virman')).toHaveText('96,00');
    // "Other or mixed" opens the parts for typing; going back to wire sets them again.
    await choose(page, page.getByTestId('doc-field-fisPlacanje'), 'Drugo ili kombinovano');
    await expect(page.getByTestId('doc-field-virman')).toBeEnabled();
    await choose(page, page.getByTestId('doc-field-fisPlacanje'), 'Virman');
    await expect(page.getByTestId('doc-field-virman')).toBeDisabled();
    await expect(page.getByTestId('doc-field-virman')).toHaveValue('96,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('16,00');
    await lock(page);
    await page.goto('/prodaja-na-kasi/fis');
    // The list opens on booked receipts.
    await expect(page.getByTestId('doc-list-table')).toContainText(second);
    await snapshot(page, 'fis-list');
  });

  await test.step('a retail invoice to Market Jug links both receipts: 288,00, of which 96,00 payable', async () => {
    await newDocument(page, '/racuni-maloprodaje/fak-mp', 'Novi račun maloprodaje');
    await typeDate(page.getByTestId('doc-field-datum'), '16.03.2024');
    await page.getByTestId('doc-field-brojNarudzbenice').fill('N-17');
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), /^Market Jug/, 'Market Jug');
    await typeDate(page.getByTestId('doc-field-datumDospeca'), '15.04.2024');
    await saveNewDocument(page, /^RM-FAK-MP-\d+\/2024$/);
    for (const [index, receipt] of [first, second].entries()) {
      await page.getByTestId('doc-item-add').click();
      await choose(page, page.getByTestId('item-field-fisId'), new RegExp(`^${receipt.replace('/', '\\/')} ·`), receipt);
      if (index === 0) await snapshot(page, 'fak-item');
      await page.getByTestId('item-save').click();
      await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(index + 1);
    }
    await expect(page.getByTestId('doc-items-table')).toContainText('Kartica');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('288,00');
    await expect(page.getByTestId('doc-total-zaUplatu')).toHaveText('96,00');
    await page.getByTestId('doc-lines-tab-fiskalne-stavke').click();
    await expect(tableRows(page.getByTestId('doc-fiscal-items'))).toHaveCount(2);
    await expect(page.getByTestId('doc-fiscal-items-count')).toHaveText('Prikazano 2 od 2');
    await snapshot(page, 'fak-fiscal-items');
    await lock(page);
    await page.getByTestId('doc-lines-tab-fiskalni-isecci').click();
    await snapshot(page, 'fak-document');
    await page.goto('/racuni-maloprodaje/fak-mp');
    await expect(page.getByTestId('doc-list-table')).toContainText('Market Jug');
    await expect(page.getByRole('columnheader', { name: 'Kupac' })).toBeVisible();
    await snapshot(page, 'fak-list');
  });
});
