import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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
  await page.getByRole('button', { name: /^(Jezik|Језик|Language)$/ }).click();
  await page.getByRole('menuitem', { name: languageNames[language] }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** A full-page screenshot once menus, modals and toasts have settled. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The input labelled exactly `label` (Mantine appends ' *' to the label of a required field). */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** Signs in through the real login page (the encrypted multi-step exchange) and lands home. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Prijavite se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await field(page, 'E-pošta').fill(email);
  await field(page, 'Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page).toHaveURL(/\/$/);
}
