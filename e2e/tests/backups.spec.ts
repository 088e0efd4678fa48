import { expect, test } from '@playwright/test';
import { demoPassword, signIn, snapshot, tableRows } from '../support/app';

test('a super user makes a backup on demand from the app settings and sees it listed', async ({ page }) => {
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
  await snapshot(page, 'backups');
});
