import { expect, test } from '@playwright/test';
import { demoPassword, signIn } from '../support/app';

test('a catalogue dialog with unsaved changes asks before closing; without changes it closes at once', async ({ page }) => {
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/config/pdv-stope');
  const form = page.getByRole('dialog', { name: 'Nova PDV stopa' });
  const question = page.getByRole('dialog', { name: 'Odbaciti izmene?' });

  await test.step('unchanged: Esc closes the dialog at once', async () => {
    await page.getByTestId('vat-rates-add').click();
    await expect(page.getByTestId('vat-rate-opis')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/config\/pdv-stope$/);
  });

  await test.step('changed: Esc asks; Enter (or Esc) stays with what was typed', async () => {
    await page.getByTestId('vat-rates-add').click();
    await page.getByTestId('vat-rate-opis').fill('Ne gubi se');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    // Enter answers the safe way: stay.
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByTestId('vat-rate-opis')).toHaveValue('Ne gubi se');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(form).toBeVisible();
    await expect(page.getByTestId('vat-rate-opis')).toHaveValue('Ne gubi se');
  });

  await test.step('closing the tab asks the browser’s question while the dialog holds changes', async () => {
    const cancelled = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
  });

  await test.step('discarding closes the dialog and saves nothing', async () => {
    await form.getByRole('button', { name: 'Close' }).or(form.locator('.mantine-Modal-close')).first().click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Odbaci izmene' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('vat-rates-table')).not.toContainText('Ne gubi se');
  });
});
