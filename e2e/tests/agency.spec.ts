import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, demoPassword, signIn } from '../support/app';

test('the agency desk: every company of the user, sorted by urgency, a figure opens its company on its page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'super@demo.rs', demoPassword());
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  // a second company of the same user (the super user who makes it is its member)
  const made = await page.request.post('/v1/companies', {
    headers,
    data: { naziv: 'Agencijski Klijent d.o.o.', pib: '111032440', maticniBroj: '17400169', admin: { email: 'direktor@klijent.rs', firstName: 'Petar', lastName: 'Klijent' } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const other = (await made.json()).id as number;

  await test.step('the desk lists both companies, by urgency first', async () => {
    await page.goto('/agencija');
    await expect(page.getByRole('heading', { name: 'Agencijski pregled' })).toBeVisible();
    const table = page.getByTestId('agency-table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    const overview = await page.request.get('/v1/agency/overview', { headers });
    const order = ((await overview.json()).data as { companyId: number }[]).map((r) => `agency-row-${r.companyId}`);
    await expect(table.locator('tbody tr')).toHaveAttribute('data-testid', order[0]!, { timeout: 10_000 }).catch(() => undefined);
    expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))).toEqual(order);
    await expect(page.getByTestId(`agency-row-${other}`)).toContainText('Agencijski Klijent d.o.o.');
    await expect(page.getByTestId('agency-row-1')).toContainText('prijavljeni ste');
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/agency-desk.png'), fullPage: true, animations: 'disabled' });
  });

  await test.step('sorted by name, descending, then back to urgency', async () => {
    await page.getByTestId('agency-sort').click();
    await page.getByRole('option', { name: 'Firma', exact: true }).click();
    await page.locator('label', { hasText: 'Opadajuće' }).click();
    await expect(page).toHaveURL(/sort=naziv/);
    await expect(page).toHaveURL(/dir=desc/);
    await expect(page.getByTestId('agency-table').locator('tbody tr').first()).toContainText('Demo Trgovina d.o.o.');
    await page.getByTestId('agency-filter').fill('klijent');
    await expect(page.getByTestId('agency-table').locator('tbody tr')).toHaveCount(1);
    await page.getByTestId('agency-filter').fill('nema-takve');
    await expect(page.getByTestId('agency-empty')).toBeVisible();
    await page.goto('/agencija');
  });

  await test.step('the bank figure of the other company switches to it and opens its statements', async () => {
    await page.getByTestId(`agency-bank-${other}`).click();
    await expect(page).toHaveURL(/\/platni-promet\/izvod$/);
    const me = await page.request.get('/v1/users/companies', { headers: { authorization: `Bearer ${await accessToken(page)}` } });
    const current = ((await me.json()).data as { companyId: number; isCurrent: boolean }[]).find((c) => c.isCurrent);
    expect(current?.companyId).toBe(other);
  });
});
