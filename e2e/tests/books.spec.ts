import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settled } from '../support/screens';
import { demoPassword, signIn, signOut, snapshot, tableRows, uniqueSuffix, readDownloadedWorkbook } from '../support/app';
import { apiAs, newArticle } from '../support/documents';

const article = newArticle();
// A day of its own, so documents of other specs in the same run do not enter these books.
const day = '2024-07-17';
const range = `dateFrom=${day}&dateTo=${day}`;

test('the books: a locked incoming invoice in KUR and in the VAT return, the trade book, an export', async ({ page }) => {
  const dokBroj = `F-${uniqueSuffix()}`;
  await test.step('sign in; an incoming invoice of 20 at 60,00 less 10 % (base 1.080,00, VAT 216,00), locked', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    const komId = await api.supplier();
    await api.lockedDocument('doc-ur', { vSubDoc: 'vp', datum: day, magId: api.VP, komId, dokBroj, dokDatum: day, dokDpo: day }, [
      { artId, kolicina: 20_000, fakCena: 60_00, rabat1: 10_000, prodCena: 70_00 },
    ]);
  });

  await test.step('the VAT return: row 8 and row 9 carry the invoice, row 10 is a credit', async () => {
    await page.goto(`/fin-rpt?${range}`);
    await expect(page).toHaveURL(new RegExp(`/fin-rpt/pdv\\?${range}`));
    await expect(page.getByTestId('books-date-from')).toHaveValue('17.07.2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Finansijski izveštaji' })).toBeVisible();
    await expect(page.getByTestId('pdv-osn8')).toHaveText('1.080,00');
    await expect(page.getByTestId('pdv-pdv8')).toHaveText('216,00');
    await expect(page.getByTestId('pdv-pdv9')).toHaveText('216,00');
    await expect(page.getByTestId('pdv-pdv10')).toHaveText('-216,00');
    await expect(page.getByTestId('pdv-credit')).toBeVisible();
    await snapshot(page, 'books-pdv');
  });

  await test.step('row 8 opens the KUR rows it sums: the invoice with the supplier and its number', async () => {
    await page.getByTestId('pdv-pdv8').click();
    await expect(page).toHaveURL(/\/fin-rpt\/kur\?.*pdvRow=8/);
    await expect(page.getByTestId('books-date-to')).toHaveValue('17.07.2024');
    await expect(page.getByTestId('books-pdv-row-filter')).toBeVisible();
    const rows = tableRows(page.getByTestId('kur-table'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(dokBroj);
    await expect(rows.first()).toContainText('Veletrgovina Sever');
    await expect(rows.first()).toContainText('1.080,00');
    await expect(rows.first()).toContainText('1.296,00');
    await expect(page.getByTestId('kur-total-pdv')).toHaveText('216,00');
    await snapshot(page, 'books-kur');
  });

  await test.step('the export downloads an .xlsx of the same rows with a totals row', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = await readDownloadedWorkbook(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Dokument');
    expect(sheet.getRow(2).getCell(3).value).toBe(dokBroj);
    expect(sheet.rowCount).toBe(3);
    // Base, deductible VAT, non-deductible VAT, amount: numbers, not text.
    expect([8, 9, 10, 11].map((c) => sheet.getRow(3).getCell(c).value)).toEqual([1080, 216, 0, 1296]);
  });

  await test.step('the trade book of the wholesale warehouse: the receipt at sale value, the closing balance', async () => {
    await page.goto(`/trgovacka-knjiga?${range}`);
    await expect(page).toHaveURL(/\/trgovacka-knjiga\/vp\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trgovačka knjiga' })).toBeVisible();
    const rows = tableRows(page.getByTestId('kepu-table'));
    await expect(rows.filter({ hasText: '1.400,00' })).toHaveCount(1);
    await expect(page.getByTestId('kepu-closing')).not.toHaveText('');
    await snapshot(page, 'books-kepu');
  });

  await test.step('the three screens have one h1 and no serious accessibility finding', async () => {
    const found: Record<string, unknown> = {};
    for (const path of [`/fin-rpt/pdv?${range}`, `/fin-rpt/kir?${range}`, `/fin-rpt/kur?${range}`, `/trgovacka-knjiga/mp?${range}`]) {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      if (serious.length) found[path] = serious;
    }
    expect(found).toEqual({});
  });

  await test.step('the range carries to the other reports while signed in, not to a new sign-in', async () => {
    await page.goto('/fin-rpt/dnevnik');
    await expect(page.getByTestId('books-date-from')).toHaveValue('17.07.2024');
    await expect(page.getByTestId('books-date-to')).toHaveValue('17.07.2024');
    await page.getByTestId('books-date-to').fill('31.07.2024');
    await page.getByTestId('books-date-to').press('Tab');
    await expect(page).toHaveURL(/dateTo=2024-07-31/);
    await page.goto('/fin-rpt/bruto-bilans');
    await expect(page.getByTestId('books-date-from')).toHaveValue('17.07.2024');
    await expect(page.getByTestId('books-date-to')).toHaveValue('31.07.2024');
    await page.goto('/ostvareni-promet/vp');
    await expect(page.getByTestId('prm-date-from')).toHaveValue('17.07.2024');
    await signOut(page);
    await signIn(page, 'admin@demo.rs', demoPassword());
    await page.goto('/fin-rpt/dnevnik');
    await expect(page.getByTestId('books-date-from')).not.toHaveValue('17.07.2024');
  });
});
