import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn, typeDate } from '../support/app';
import { apiAs } from '../support/documents';

/** Types into the focused field and checks the focus was where the walk expects it. */
async function typeInto(page: Page, testId: string, text: string) {
  await expect(page.getByTestId(testId)).toBeFocused();
  await page.keyboard.type(text);
}

/** The grid's line `n`. */
const gridCell = (page: Page, n: number, cell: string) => page.getByTestId('doc-items-grid').getByTestId(`grid-row-${n}`).getByTestId(cell);

/** One line of the invoice in the grid: code, Tab, quantity, Enter, invoice price, Enter, discount, Enter, sale price, Enter. */
async function line(page: Page, n: number, code: string, kolicina: string, fakCena: string, prodCena: string) {
  await expect(gridCell(page, n, 'grid-article')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Tab');
  await expect(gridCell(page, n, 'grid-kolicina')).toBeFocused();
  await page.keyboard.type(kolicina);
  await page.keyboard.press('Enter');
  await expect(gridCell(page, n, 'grid-fakCena')).toBeFocused();
  await page.keyboard.type(fakCena);
  await page.keyboard.press('Enter');
  await expect(gridCell(page, n, 'grid-rabat1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(gridCell(page, n, 'grid-prodCena')).toBeFocused();
  await page.keyboard.type(prodCena);
  // Enter in the last cell opens the next line at its article.
  await page.keyboard.press('Enter');
  await expect(gridCell(page, n + 1, 'grid-article')).toBeFocused();
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

  await test.step('three lines in the grid, one key per field; each saved as the keyboard leaves it', async () => {
    await page.keyboard.press('Enter');
    await line(page, 1, '1001', '10', '80', '120');
    await line(page, 2, '1002', '5', '95,5', '140');
    await line(page, 3, '1003', '2', '150', '210');
    await expect(page.getByTestId('grid-status')).toHaveText('Sve stavke su sačuvane');
    await expect(gridCell(page, 2, 'grid-name')).toHaveText('Šećer kristal 1 kg');
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

/** Presses Enter and checks where the focus went: field by field, never a save on the way. */
async function enterTo(page: Page, testId: string) {
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(testId)).toBeFocused();
}

/** Enter until the field is reached (the fields between are left as proposed); at most `max` presses. */
async function enterUntil(page: Page, testId: string, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Enter');
    if (await page.getByTestId(testId).evaluate((element) => element === document.activeElement)) return;
  }
  await expect(page.getByTestId(testId)).toBeFocused();
}

test('a sales invoice header from the keyboard: Enter field by field across the tabs and saves from the last, Ctrl+S from anywhere', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/izlazni-racuni/vp/create');
  await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
  await expect(page.getByTestId('doc-field-rbroj')).toBeFocused();
  const rbroj = await page.getByTestId('doc-field-rbroj').inputValue();

  await test.step('the first tab: the date typed, the due date follows it, a number and a description', async () => {
    await enterTo(page, 'doc-field-datum');
    await page.keyboard.type('15.03.2024');
    await enterTo(page, 'doc-field-magId');
    await expect(page.getByTestId('doc-field-datum')).toHaveValue('15.03.2024');
    await enterTo(page, 'doc-field-datumDospeca');
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue('15.03.2024');
    await enterTo(page, 'doc-field-brojRacuna');
    await page.keyboard.type('R-15');
    await enterTo(page, 'doc-field-brojNarudzbenice');
    await page.keyboard.type('N-7');
    await enterUntil(page, 'doc-field-opis');
    await page.keyboard.type('Uneto tastaturom');
    // Nothing was saved on the way.
    await expect(page).toHaveURL(/\/izlazni-racuni\/vp\/create$/);
  });

  await test.step('Enter in the tab’s last field goes on to the buyer; Enter picks the buyer and goes on', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-tab-kupac')).toHaveAttribute('aria-selected', 'true');
    await typeInto(page, 'doc-field-komId', 'Jug');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-field-komId')).toHaveValue(/Market Jug/);
    await enterTo(page, 'doc-field-placanje');
    await page.keyboard.type('Virmanom');
    await enterUntil(page, 'doc-field-placanjeRef');
    await page.keyboard.type('97-15');
  });

  await test.step('on into VAT and currency: dinars, the ordinary treatment, left as proposed', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-tab-pdv')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('doc-field-valuta')).toBeFocused();
    await expect(page.getByTestId('doc-field-valuta')).toHaveValue('RSD');
  });

  await test.step('on into delivery: its dates followed the document date; the last field saves', async () => {
    await enterUntil(page, 'doc-field-datumIsporuke', 5);
    await expect(page.getByTestId('doc-tab-isporuka')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('doc-field-datumIsporuke')).toHaveValue('15.03.2024');
    await enterTo(page, 'doc-field-datumPrometa');
    await expect(page.getByTestId('doc-field-datumPrometa')).toHaveValue('15.03.2024');
    await enterUntil(page, 'doc-field-vaznost');
    // The notes take Enter as a new line: the walk passes them by, to the last single-line field.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('doc-tab-napomena')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('doc-field-xmlUpload')).toBeFocused();
    await expect(page).toHaveURL(/\/create$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `IR-VP-${rbroj}/2024` })).toBeVisible();
    await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
  });

  await test.step('what was saved, read again from the server', async () => {
    await page.reload();
    await expect(page.getByTestId('doc-field-datum')).toHaveValue('15.03.2024');
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue('15.03.2024');
    await expect(page.getByTestId('doc-field-brojRacuna')).toHaveValue('R-15');
    await expect(page.getByTestId('doc-field-brojNarudzbenice')).toHaveValue('N-7');
    await expect(page.getByTestId('doc-field-opis')).toHaveValue('Uneto tastaturom');
    await page.getByTestId('doc-tab-kupac').click();
    await expect(page.getByTestId('doc-field-komId')).toHaveValue(/Market Jug/);
    await expect(page.getByTestId('doc-field-placanje')).toHaveValue('Virmanom');
    await expect(page.getByTestId('doc-field-placanjeRef')).toHaveValue('97-15');
    await page.getByTestId('doc-tab-isporuka').click();
    await expect(page.getByTestId('doc-field-datumIsporuke')).toHaveValue('15.03.2024');
    await expect(page.getByTestId('doc-field-datumPrometa')).toHaveValue('15.03.2024');
  });

  await test.step('on the saved draft the dates that follow move with a new date; a due date set by hand stays', async () => {
    await page.getByTestId('doc-tab-podaci').click();
    await typeDate(page.getByTestId('doc-field-datum'), '20.03.2024');
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue('20.03.2024');
    await typeDate(page.getByTestId('doc-field-datumDospeca'), '19.04.2024');
    await typeDate(page.getByTestId('doc-field-datum'), '21.03.2024');
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue('19.04.2024');
    // Ctrl+S saves from anywhere, a note too.
    await page.getByTestId('doc-tab-napomena').click();
    await page.getByTestId('doc-field-napomena').click();
    await page.keyboard.type('Prvi red');
    await page.keyboard.press('Enter');
    await page.keyboard.type('drugi red');
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('toast-success').filter({ hasText: 'sačuvan' }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('doc-field-datum')).toHaveValue('21.03.2024');
    await expect(page.getByTestId('doc-field-datumDospeca')).toHaveValue('19.04.2024');
    await page.getByTestId('doc-tab-isporuka').click();
    await expect(page.getByTestId('doc-field-datumIsporuke')).toHaveValue('21.03.2024');
    await expect(page.getByTestId('doc-field-datumPrometa')).toHaveValue('21.03.2024');
    await page.getByTestId('doc-tab-napomena').click();
    await expect(page.getByTestId('doc-field-napomena')).toHaveValue('Prvi red\ndrugi red');
  });
});

test('Esc on a form with unsaved changes asks before leaving; without changes it leaves at once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/izlazni-racuni/usluga/create');
  await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
  const dialog = page.getByRole('dialog', { name: 'Odbaciti izmene?' });

  await test.step('unchanged: Esc goes back to the list', async () => {
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/izlazni-racuni\/usluga$/);
  });

  await test.step('changed: Esc asks; Esc again (or Enter) stays with what was typed', async () => {
    await page.goto('/izlazni-racuni/usluga/create');
    await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
    await page.getByTestId('doc-field-opis').fill('Ne gubi se');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Enter answers the safe way: stay (the focus is on it once the dialog has opened, as a user sees).
    await expect(dialog.getByRole('button', { name: 'Nastavi unos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByTestId('doc-field-opis')).toHaveValue('Ne gubi se');
    // A link asks too.
    await page.getByRole('main').getByRole('link', { name: 'Izlazni računi – Usluge' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Nastavi unos' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/create$/);
  });

  await test.step('closing the tab asks the browser’s question: the page cancels the unload', async () => {
    const cancelled = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
  });

  await test.step('discarding leaves', async () => {
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Odbaci izmene' }).click();
    await expect(page).toHaveURL(/\/izlazni-racuni\/usluga$/);
  });
});

test('a double click on Lock asks once and locks once', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  const komId = await api.client('Jug');
  const artId = await api.articleId('9001');
  // Only the required header fields: the dates that follow take the document date.
  const id = await api.draftDocument('doc-prod', { vSubDoc: 'usluga', datum: '2024-03-22', komId }, [{ artId, kolicina: 1_000, prodCena: 500_00 }]);
  await page.goto(`/izlazni-racuni/usluga/${id}`);
  await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
  await page.getByTestId('doc-tab-isporuka').click();
  await expect(page.getByTestId('doc-field-datumPrometa')).toHaveValue('22.03.2024');

  await page.getByTestId('doc-lock').dblclick();
  const dialogs = page.getByRole('dialog', { name: 'Knjiženje dokumenta' });
  await expect(dialogs).toHaveCount(1);
  // Alt+K while it is open asks nothing more.
  await page.keyboard.press('Alt+k');
  await dialogs.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  await expect(page.getByTestId('doc-lock')).toBeDisabled();
});
