import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, signIn, snapshot } from '../support/app';
import { mainScreens, settled } from '../support/screens';

/**
 * WCAG 2.2 AA and the best practices axe checks; a serious or critical finding fails the screen.
 * Every rule runs on every node; only the violations are collected in full (the passing and
 * undecided nodes, which nothing reads, are where a third of axe's time went).
 */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`) }));
}

test('the login page has no serious accessibility finding', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava' })).toBeVisible();
  await snapshot(page, 'a11y-login');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the main screens have no serious accessibility finding and one h1 each', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const found: Record<string, unknown> = {};
  for (const screen of await mainScreens(page)) {
    await page.goto(screen.path);
    await settled(page);
    await expect.soft(page.getByRole('heading', { level: 1 }), screen.name).toHaveCount(1);
    await snapshot(page, `a11y-${screen.name}`);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[screen.name] = violations;
  }
  expect(found).toEqual({});
});
