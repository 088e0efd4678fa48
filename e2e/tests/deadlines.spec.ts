import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, choose, chooseLanguage, demoPassword, signIn, tableRows, toasts } from '../support/app';

test('deadlines of my companies: the menu opens February 2026, the return on Wednesday the 18th (the 15th a Sunday, then Statehood Day), an own deadline moved from Saturday, three languages', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin@demo.rs', demoPassword());
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const own = await page.request.post('/v1/deadlines', { headers, data: { naziv: 'Popisna lista', ruleKind: 'date', ruleDate: '2026-02-07', shift: true } });
  expect(own.status(), await own.text()).toBe(201);

  await test.step('the menu entry', async () => {
    const group = page.getByRole('button', { name: 'Agencija', exact: true });
    if (await group.isVisible()) await group.click();
    else await page.getByTestId('topbar-more').click();
    await page.getByRole('menuitem', { name: 'Rokovi' }).click();
    await expect(page).toHaveURL(/\/agencija\/rokovi$/);
    await expect(page.getByRole('heading', { name: 'Rokovi mojih firmi' })).toBeVisible();
  });

  await test.step('February 2026, day by day', async () => {
    await page.goto('/agencija/rokovi?mesec=2026-02');
    await expect(page.getByTestId('deadlines-month')).toHaveText(/februar 2026/i);
    const ownDay = page.getByTestId('deadlines-day-2026-02-09');
    await expect(ownDay.getByRole('heading')).toHaveText('ponedeljak, 09.02.2026');
    await expect(ownDay.getByTestId('deadline-row')).toHaveText([/Popisna lista\s*\(pomeren sa 07\.02\.2026\)\s*07\.02\.2026/]);
    const vatDay = page.getByTestId('deadlines-day-2026-02-18');
    await expect(vatDay.getByRole('heading')).toHaveText('sreda, 18.02.2026');
    await expect(vatDay.getByTestId('deadline-row')).toHaveText([
      /Poreska prijava PDV \(PP PDV\) za mesec\s*\(pomeren sa 15\.02\.2026\)\s*01\/2026/,
      /Evidencije PDV za mesec \(zbirna i pojedinačne\)\s*\(pomeren sa 15\.02\.2026\)\s*01\/2026/,
    ]);
    // the 15th, 16th and 17th have nothing: the deadline moved past Sunday, Statehood Day and its moved day
    await expect(page.locator('[data-testid^="deadlines-day-"]')).toHaveCount(2);
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/deadlines-february-2026.png'), fullPage: true, animations: 'disabled' });
  });

  await test.step('the next month with the buttons: the statistical report of 2025 on Monday 2 March (28 February a Saturday)', async () => {
    await page.getByTestId('deadlines-next').click();
    await expect(page).toHaveURL(/mesec=2026-03/);
    await expect(page.getByTestId('deadlines-day-2026-03-02').getByTestId('deadline-row')).toHaveText([/Statistički izveštaj APR-u\s*\(pomeren sa 28\.02\.2026\)\s*2025/]);
    await expect(page.getByTestId('deadlines-day-2026-03-16').getByTestId('deadline-row')).toHaveCount(2);
  });

  await test.step('an own deadline through the form: 30 February refused on the day, the 20th after each quarter saved, in the agenda of January 2027', async () => {
    await page.getByTestId('own-deadline-add').click();
    const form = page.getByTestId('own-deadline-form');
    await form.getByTestId('own-deadline-naziv').fill('Izveštaj banci');
    await choose(page, form.getByTestId('own-deadline-kind'), 'Svake godine');
    await choose(page, form.getByTestId('own-deadline-day'), '30');
    await choose(page, form.getByTestId('own-deadline-month'), 'februar');
    await page.getByTestId('own-deadline-save').click();
    await expect(form.getByText('Taj mesec nikad nema ovaj dan.')).toBeVisible();
    await choose(page, form.getByTestId('own-deadline-kind'), 'Svakog tromesečja');
    await choose(page, form.getByTestId('own-deadline-day'), '20');
    await choose(page, form.getByTestId('own-deadline-offset'), '1');
    await page.getByTestId('own-deadline-save').click();
    await expect(form).toBeHidden();
    const rows = tableRows(page.getByTestId('own-deadlines-table'));
    await expect(rows.filter({ hasText: 'Izveštaj banci' })).toContainText('Tromesečno: 20. dan meseca posle tromesečja');
    await expect(rows.filter({ hasText: 'Izveštaj banci' })).toContainText(/\d{2}\.(01|04|07|10)\.\d{4}/);
    await page.goto('/agencija/rokovi?mesec=2027-01');
    await expect(page.getByTestId('deadlines-day-2027-01-20').getByTestId('deadline-row')).toHaveText([/Izveštaj banci\s*4\. tromesečje 2026/]);
  });

  await test.step('quarterly VAT filing: the monthly return leaves January 2027, the quarter’s comes on the 15th', async () => {
    await page.getByTestId('vat-filing').getByText('tromesečno', { exact: true }).click();
    await expect(page.getByTestId('deadlines-day-2027-01-15').getByTestId('deadline-row')).toHaveText([
      /Poreska prijava PDV \(PP PDV\) za tromesečje\s*4\. tromesečje 2026/,
      /Evidencije PDV za tromesečje \(zbirna i pojedinačne\)\s*4\. tromesečje 2026/,
    ]);
    await page.mouse.move(0, 0);
    await expect(toasts(page)).toHaveCount(0);
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/deadlines-january-2027-own.png'), fullPage: true, animations: 'disabled' });
    await page.getByTestId('vat-filing').getByText('mesečno', { exact: true }).click();
    await expect(page.getByTestId('deadlines-day-2027-01-15').getByTestId('deadline-row')).toHaveCount(2);
    await expect(page.getByTestId('deadlines-day-2027-01-15')).toContainText('za mesec');
  });

  await test.step('English and Cyrillic', async () => {
    await page.goto('/agencija/rokovi?mesec=2026-03');
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Deadlines of my companies' })).toBeVisible();
    await expect(page.getByTestId('deadlines-day-2026-03-02').getByTestId('deadline-row')).toHaveText([/Statistical report to APR\s*\(moved from 28\.02\.2026\)\s*2025/]);
    await chooseLanguage(page, 'sr-Cyrl');
    await expect(page.getByRole('heading', { name: 'Рокови мојих фирми' })).toBeVisible();
    await expect(page.getByTestId('deadlines-day-2026-03-02').getByRole('heading')).toHaveText('понедељак, 02.03.2026');
    await expect(page.getByTestId('deadlines-day-2026-03-02').getByTestId('deadline-row')).toContainText('Демо Трговина д.о.о.');
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/deadlines-march-2026-sr-Cyrl.png'), fullPage: true, animations: 'disabled' });
    await chooseLanguage(page, 'sr-Latn');
  });
});
