import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoPassword, signIn, snapshot, tableRows } from '../support/app';

test('a super user makes a backup on demand from the app settings, sees it listed and downloads it', async ({ page }) => {
  await signIn(page, 'super@demo.rs', demoPassword());
  await page.goto('/app-settings');
  await page.getByTestId('app-settings-card-kopije').getByRole('link', { name: 'Rezervne kopije' }).click();
  await expect(page).toHaveURL(/\/app-settings\/kopije$/);
  await expect(page.getByTestId('backups-settings')).toContainText('poslednjih 14');
  const table = page.getByTestId('backups-table');
  const before = await tableRows(table).count();
  await page.getByTestId('backups-run').click();
  await expect(page.getByTestId('toast-success')).toContainText('Rezervna kopija je napravljena.', { timeout: 60_000 });
  await expect(tableRows(table)).toHaveCount(before + 1);
  await expect(tableRows(table).first()).toContainText(/knjige-\d{8}T\d{6}-\d{3}Z\.kbk/);
  // the file, saved under its own name, whole (the last line is the checksum trailer)
  const name = /knjige-\d{8}T\d{6}-\d{3}Z\.kbk/.exec((await tableRows(table).first().textContent()) ?? '')![0];
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`backups-download-${name}`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('KNJIGE-BACKUP 1\n')).toBe(true);
  expect(text).toContain('Veletrgovina Sever');
  expect(text.trimEnd().split('\n').at(-1)).toMatch(/^E /);
  await snapshot(page, 'backups');
});
