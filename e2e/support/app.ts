import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

/** The demo users' password the e2e server was seeded with (see playwright.config.ts). */
export const demoPassword = (): string => {
  const password = process.env.E2E_DEMO_PASSWORD;
  if (!password) throw new Error('E2E_DEMO_PASSWORD is not set; run through playwright.config.ts');
  return password;
};

export type Language = 'sr-Latn' | 'sr-Cyrl' | 'en';

/** How each language is named in the switcher (each in itself). */
export const languageNames: Record<Language, string> = {
  'sr-Latn': 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
  en: 'English',
};

export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: /^(Jezik|Језик|Language): / }).click();
  await page.getByRole('menuitem', { name: languageNames[language] }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The toasts on screen (they close by themselves after a couple of seconds). */
export const toasts = (page: Page): Locator => page.locator('.mantine-Notification-root');

/** A full-page screenshot once menus, modals and toasts have settled. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A toast under the pointer stays open; anywhere else it closes by itself.
  await page.mouse.move(0, 0);
  await expect(toasts(page)).toHaveCount(0);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The input labelled exactly `label` (Mantine appends ' *' to the label of a required field). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * The period the flows were written in: the demo's documents are dated 2024, so a browser that has
 * chosen no period yet is given 2024 (id 2 of the demo company) as its choice, as a user would pick
 * it. Without a choice the app opens on the period holding today.
 */
const FLOWS_PERIOD = { id: 2, title: '2024', startDate: '2024-01-01' };

/**
 * Signs in through the real login page (the encrypted multi-step exchange) and lands home; with
 * `{ period: 'default' }` the browser has chosen no period (the app's own default applies).
 */
export async function signIn(page: Page, email: string, password: string, { period = 'flows' }: { period?: 'flows' | 'default' } = {}): Promise<void> {
  if (period === 'flows')
    await page.addInitScript((chosen) => {
      if (!localStorage.getItem('period')) localStorage.setItem('period', JSON.stringify(chosen));
    }, FLOWS_PERIOD);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Prijavite se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await field(page, 'E-pošta').fill(email);
  await field(page, 'Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs out through the user menu and lands on the public home page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Korisnički meni' }).click();
  await page.getByRole('menuitem', { name: 'Odjava' }).click();
  await expect(page.getByRole('heading', { name: 'Dobro došli' })).toBeVisible();
}

/**
 * A short suffix that differs between calls: specs share one database for the whole run, so every code,
 * name and address they create carries it.
 */
export const uniqueSuffix = (): string => `${(Date.now() % 36 ** 5).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase();

/**
 * Picks an option of a Mantine select or a server-backed combo: opens it, optionally types a
 * search (the combo asks the server once typing stops), clicks the option, waits for it to close.
 */
export async function choose(page: Page, input: Locator, option: string | RegExp, search?: string): Promise<void> {
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Answers yes in the confirmation dialog titled `title` and waits for it to close. */
export async function confirm(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByTestId('confirm-yes').click();
  await expect(dialog).toBeHidden();
}

/** Types a date (dd.mm.yyyy) into a date input and leaves it, so the input settles on what it parsed. */
export async function typeDate(input: Locator, date: string): Promise<void> {
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/** The access token of the session the web app keeps in localStorage (shared/auth/session-store.ts). */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('session'));
  const token = raw ? (JSON.parse(raw) as { accessToken?: unknown }).accessToken : undefined;
  if (typeof token !== 'string') throw new Error('no signed-in session in this page');
  return token;
}

/** The data rows of a list table (an empty table keeps one placeholder row, which is not one). */
export const tableRows = (table: Locator): Locator => table.locator('tbody tr.mantine-datatable-row');

/** The cells of one column (1-based) of a list table, top to bottom. */
export const columnCells = (table: Locator, column: number): Locator => tableRows(table).locator(`td:nth-child(${column})`);

/** The workbook a download saved (exceljs reads the file itself). */
export async function readDownloadedWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** Chooses the accounting period of the top bar (kept in localStorage, so later pages open in it too). */
export async function choosePeriod(page: Page, title: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Period' });
  await choose(page, select, title);
  await expect(select).toHaveValue(title);
}
