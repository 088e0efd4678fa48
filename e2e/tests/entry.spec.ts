import { expect, test, type Locator } from '@playwright/test';
import { choose, demoPassword, signIn } from '../support/app';
import { apiAs, gridLine, newArticle, newDocument, openingStock, saveNewDocument, startItem } from '../support/documents';

const article = newArticle();
const buyer = 'Market Jug (111032440)';

/** Types into a field key by key, as a bookkeeper does, over what it held, and leaves it with Tab. */
async function typeOver(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
  await field.press('Tab');
}

test('data entry: a date as typed or refused, numbers refused not dropped, coded fields as choices, texts stop at their limit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  await openingStock(api, await api.createArticle(article));
  const year = await page.getByRole('combobox', { name: 'Period' }).inputValue();
  await newDocument(page, '/izlazni-racuni/vp', 'Novi izlazni račun');

  await test.step('31.02.2024 is the field’s error and stays as typed; short forms are shown as understood', async () => {
    const datum = page.getByTestId('doc-field-datum');
    await typeOver(datum, '31.02.2024');
    await expect(datum).toHaveValue('31.02.2024');
    await expect(page.getByText('Datum nije ispravan', { exact: true })).toBeVisible();
    await typeOver(datum, '15032024');
    await expect(datum).toHaveValue('15.03.2024');
    await expect(page.getByText('Datum nije ispravan', { exact: true })).toBeHidden();
    await typeOver(datum, '16.3.2024');
    await expect(datum).toHaveValue('16.03.2024');
    await typeOver(datum, '17.3.');
    await expect(datum).toHaveValue(`17.03.${year}`);
    // the due date followed the day typed, not the impossible one
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue(`17.03.${year}`);
  });

  await test.step('the VAT point and the payment type are choices with the spec’s labels', async () => {
    await page.getByTestId('doc-field-periodObracuna').click();
    await expect(page.getByRole('option')).toHaveText(['3 – datum izdavanja', '35 – datum prometa', '432 – datum plaćanja']);
    await page.getByRole('option', { name: '35 – datum prometa' }).click();
    await expect(page.getByTestId('doc-field-periodObracuna')).toHaveValue('35 – datum prometa');
    await expect(page.getByTestId('doc-field-vrstaPlacanja')).toHaveValue('30 – tekući račun (prenos)');
  });

  await test.step('a text stops at its limit (50 for the invoice number)', async () => {
    const broj = page.getByTestId('doc-field-brojRacuna');
    await broj.click();
    await broj.pressSequentially('R'.repeat(55));
    await expect(broj).toHaveValue('R'.repeat(50));
  });

  await test.step('a quantity refuses a minus with its message and a letter with a hint', async () => {
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), buyer, 'Jug');
    await saveNewDocument(page, /^IR-VP-\d+\/\d{4}$/);
    const kolicina = gridLine(page, await startItem(page, article)).getByTestId('grid-kolicina');
    await kolicina.press('ControlOrMeta+a');
    await kolicina.press('Backspace');
    await kolicina.pressSequentially('-');
    await expect(kolicina).toHaveValue('');
    await expect(page.getByText('Količina mora biti veća od 0')).toBeVisible();
    await kolicina.pressSequentially('12a');
    await expect(page.getByText('„a“ nije deo broja: unesite cifre i decimalni zarez.')).toBeVisible();
    await expect(kolicina).toHaveValue('12');
    // a pasted amount with its thousands mark reads right
    await kolicina.fill('1.234,5');
    await expect(kolicina).toHaveValue('1.234,5');
    await kolicina.press('Tab');
    await expect(kolicina).toHaveValue('1.234,500');
  });
});
