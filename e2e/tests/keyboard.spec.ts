import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn, tableRows } from '../support/app';

/** Types into the focused field and checks the focus was where the walk expects it. */
async function typeInto(page: Page, testId: string, text: string) {
  await expect(page.getByTestId(testId)).toBeFocused();
  await page.keyboard.type(text);
}

/** One line of the invoice: code, Enter, quantity, Enter, invoice price, Enter, discount, Enter, sale price, Enter. */
async function line(page: Page, code: string, kolicina: string, fakCena: string, prodCena: string) {
  await typeInto(page, 'item-art-code', code);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('item-art-info')).toBeVisible();
  await typeInto(page, 'item-field-kolicina', kolicina);
  await page.keyboard.press('Enter');
  await typeInto(page, 'item-field-fakCena', fakCena);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('item-field-rabat1')).toBeFocused();
  await page.keyboard.press('Enter');
  await typeInto(page, 'item-field-prodCena', prodCena);
  // Enter in the last field saves the line and opens the next empty one.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Stavka je sačuvana' }).first()).toBeVisible();
  await expect(page.getByTestId('item-art-code')).toHaveValue('');
}

test('an incoming invoice from the keyboard alone: a header and three lines, saved and locked', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/ulazni-racuni/vp/create');
  await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');

  await test.step('the header: Tab through the first tab, on into the supplier tab, Ctrl+S', async () => {
    await expect(page.getByTestId('doc-field-rbroj')).toBeFocused();
    await page.keyboard.press('Tab'); // the date, as proposed
    await page.keyboard.press('Tab'); // the warehouse, the default one
    await expect(page.getByTestId('doc-field-magId')).toHaveValue(/Veleprodajni magacin/);
    await page.keyboard.press('Tab'); // the description
    await page.keyboard.press('Tab'); // the last field of the tab: on to the supplier tab
    await expect(page.getByTestId('doc-tab-dobavljac')).toHaveAttribute('aria-selected', 'true');
    // Typing filters the suppliers; Enter picks the first match even before the list has answered.
    await typeInto(page, 'doc-field-komId', 'Sever');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-field-komId')).toHaveValue(/Veletrgovina Sever/);
    await page.keyboard.press('Tab');
    await typeInto(page, 'doc-field-dokBroj', 'F-KEY-1');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
    // After the save the keyboard is on "Nova stavka", not at the top of the page.
    await expect(page.getByTestId('doc-item-add')).toBeFocused();
  });

  await test.step('three lines, one key per field', async () => {
    await page.keyboard.press('Enter');
    await line(page, '1001', '10', '80', '120');
    await line(page, '1002', '5', '95,5', '140');
    await line(page, '1003', '2', '150', '210');
    // Esc leaves the empty fourth line for the document.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('doc-form')).toBeVisible();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(3);
    // 10 × 80,00 + 5 × 95,50 + 2 × 150,00
    await expect(page.getByTestId('doc-totals')).toContainText('1.577,50');
  });

  await test.step('Alt+K locks after its confirmation; the focus stays on the page', async () => {
    await page.keyboard.press('Alt+k');
    const dialog = page.getByRole('dialog', { name: 'Knjiženje dokumenta' });
    await expect(dialog.getByTestId('confirm-yes')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('? lists the shortcuts; Esc closes the list, then goes back to the list of invoices', async () => {
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Prečice na tastaturi' });
    await expect(help).toContainText('Ctrl+S');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/ulazni-racuni\/vp$/);
  });
});

test('the skip link is the first Tab stop and leads to the page', async ({ page }) => {
  // The public home page: nothing on it takes the focus by itself.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dobro došli' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Preskoči na sadržaj' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
