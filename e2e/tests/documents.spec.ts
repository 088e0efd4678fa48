import { expect, test, type Page } from '@playwright/test';
import { choose, columnCells, confirm, demoPassword, field, signIn, snapshot, tableRows, typeDate, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix();
// Not a number: the next code the article form proposes (max numeric code + 1) stays as it was.
const article = { code: `E${suffix}`, name: `Keks pšenični ${suffix}` };
const wholesale = 'Veleprodajni magacin';
const retail = 'Maloprodajni objekat';

const rows = tableRows;

/** Opens a new document of the family's list at `listPath` and waits for its form. */
async function newDocument(page: Page, listPath: string, title: string) {
  await page.goto(listPath);
  await page.getByTestId('doc-add').click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The number is proposed by the server; the form is ready once it is there.
  await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
}

/** Saves a new document's header and waits for the page of the saved document. */
async function saveNewDocument(page: Page, oznaka: RegExp) {
  await page.getByTestId('doc-save').click();
  await expect(page.getByRole('heading', { level: 2, name: oznaka })).toBeVisible();
  await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
}

/**
 * Adds an item: the article by its code (Enter), then the values by field once the article's
 * data has been read (it fills some prices in, which must not overwrite what is typed).
 */
async function addItem(page: Page, values: Record<string, string>) {
  await page.getByTestId('doc-item-add').click();
  const form = page.getByTestId('item-form');
  await form.getByTestId('item-art-code').fill(article.code);
  await form.getByTestId('item-art-code').press('Enter');
  await expect(form.getByTestId('item-art-combo')).toHaveValue(`${article.code} – ${article.name}`);
  await expect(form.getByTestId('item-art-info')).toBeVisible();
  await expect(form.getByTestId('item-field-kolicina')).toBeFocused();
  for (const [name, value] of Object.entries(values)) await form.getByTestId(`item-field-${name}`).fill(value);
}

async function saveItem(page: Page) {
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-form')).toBeHidden();
  await expect(rows(page.getByTestId('doc-items-table'))).toHaveCount(1);
}

async function lock(page: Page) {
  const oznaka = await page.getByRole('heading', { level: 2 }).textContent();
  await page.getByTestId('doc-lock').click();
  await confirm(page, 'Knjiženje dokumenta');
  await expect(page.getByTestId('toast-success').filter({ hasText: `Dokument ${oznaka} je proknjižen` })).toBeVisible();
  await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
  await expect(page.getByTestId('doc-lock')).toBeDisabled();
}

test('goods in: opening stock, an incoming invoice, a transfer, the stock report and the movement card', async ({ page }) => {
  // Five documents and two reports: longer than one screen's flow.
  test.setTimeout(180_000);
  await test.step('sign in as the demo admin', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
  });

  await test.step('create the article the documents use', async () => {
    await page.goto('/artikli');
    await page.getByTestId('articles-add').click();
    const dialog = page.getByRole('dialog', { name: 'Novi artikl' });
    await expect(field(dialog, 'Šifra')).not.toHaveValue('');
    await field(dialog, 'Šifra').fill(article.code);
    await choose(page, field(dialog, 'Grupa'), 'Prehrana (100)');
    await field(dialog, 'Naziv').fill(article.name);
    // The default VAT rate is the general one, 20 %.
    await expect(field(dialog, 'PDV stopa')).toHaveValue('Opšta stopa 20%');
    await dialog.getByTestId('article-save').click();
    await expect(dialog).toBeHidden();
  });

  await test.step('opening stock into the wholesale warehouse: 100 at 50,00, sale 70,00, locked', async () => {
    await newDocument(page, '/pocetno-stanje-robe/vp', 'Novo početno stanje robe');
    await typeDate(page.getByTestId('doc-field-datum'), '01.01.2024');
    await choose(page, page.getByTestId('doc-field-magId'), `${wholesale} (01)`);
    await saveNewDocument(page, /^PSR-VP-\d+\/2024$/);

    await addItem(page, { kolicina: '100', nabCena: '50,00', prodCena: '70,00' });
    await saveItem(page);
    const item = rows(page.getByTestId('doc-items-table')).first();
    await expect(item.locator('td')).toHaveText([article.code, article.name, 'kom', '100,000', '50,00', '5.000,00', '70,00', '7.000,00']);
    await expect(page.getByTestId('doc-total-nabVrednost')).toHaveText('5.000,00');
    await expect(page.getByTestId('doc-total-prodVrednost')).toHaveText('7.000,00');
    await lock(page);
  });

  await test.step('an incoming invoice from Veletrgovina Sever: 20 at 60,00 less 10 %, sale 70,00', async () => {
    await newDocument(page, '/ulazni-racuni/vp', 'Novi ulazni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '01.02.2024');
    await choose(page, page.getByTestId('doc-field-magId'), `${wholesale} (01)`);
    await page.getByTestId('doc-tab-dobavljac').click();
    await choose(page, page.getByTestId('doc-field-komId'), 'Veletrgovina Sever (100000008)', 'Sever');
    await page.getByTestId('doc-field-dokBroj').fill(`F-${suffix}`);
    await typeDate(page.getByTestId('doc-field-dokDatum'), '01.02.2024');
    await typeDate(page.getByTestId('doc-field-dokDpo'), '01.03.2024');
    await saveNewDocument(page, /^UR-VP-\d+\/2024$/);

    await addItem(page, { kolicina: '20', fakCena: '60,00', rabat1: '10', prodCena: '70,00' });
    // The purchase calculation as it is typed: 60,00 less 10 % is 54,00 a piece.
    await expect(page.getByTestId('item-computed-nabCena')).toHaveText('54,00');
    await expect(page.getByTestId('item-computed-rabatVr')).toHaveText('120,00');
    await expect(page.getByTestId('item-computed-nabVr')).toHaveText('1.080,00');
    await expect(page.getByTestId('item-computed-prodVr')).toHaveText('1.400,00');
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

  await test.step('a transfer of 30 to the retail shop at 96,00, locked', async () => {
    await newDocument(page, '/interni-prenosi/vp-mp', 'Novi interni prenos');
    await typeDate(page.getByTestId('doc-field-datum'), '10.03.2024');
    await expect(page.getByTestId('doc-field-magOutId')).toHaveValue(`${wholesale} (01)`);
    await expect(page.getByTestId('doc-field-magInId')).toHaveValue(`${retail} (02)`);
    await saveNewDocument(page, /^INT-\d+\/2024$/);

    await addItem(page, { kolicina: '30', inCena: '96,00' });
    // Goods leave at the average purchase price: 6.080,00 for 120 pieces.
    await expect(page.getByTestId('item-info-stanje')).toContainText('120,000');
    await expect(page.getByTestId('item-field-outCena')).toHaveValue('50,67');
    await saveItem(page);
    await expect(page.getByTestId('doc-total-inVrednost')).toHaveText('2.880,00');
    await lock(page);
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

  await test.step('a transfer of 200 is refused: 110 are missing', async () => {
    await newDocument(page, '/interni-prenosi/vp-mp', 'Novi interni prenos');
    await typeDate(page.getByTestId('doc-field-datum'), '20.03.2024');
    await saveNewDocument(page, /^INT-\d+\/2024$/);
    await addItem(page, { kolicina: '200', inCena: '96,00' });
    await saveItem(page);

    await page.getByTestId('doc-lock').click();
    await confirm(page, 'Knjiženje dokumenta');
    const shortfall = page.getByTestId('doc-shortfall');
    await expect(shortfall).toContainText('Nedovoljno robe na stanju');
    await expect(page.getByTestId('toast-error')).toContainText(`Nema dovoljno robe na stanju: ${article.code} ${article.name}`);
    await expect(shortfall.getByRole('listitem')).toHaveText([`${article.code} ${article.name}: nedostaje 110,000`]);
    await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
    await snapshot(page, 'documents-shortfall');
  });

  await test.step('the movement card in the wholesale warehouse: 100 → 120 → 90', async () => {
    await page.goto(`/stanje-zaliha?search=${article.code}`);
    const table = page.getByTestId('stock-table');
    await expect(rows(table)).toHaveCount(2);
    await rows(table).filter({ hasText: wholesale }).getByRole('link', { name: article.name }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${article.code} – ${article.name}`);
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
