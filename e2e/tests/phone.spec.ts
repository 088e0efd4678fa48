import { expect, test } from '@playwright/test';
import { demoPassword, signIn, snapshot } from '../support/app';
import { mainScreens, settled } from '../support/screens';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How far the page reaches beyond the screen's width (0 when nothing sticks out). */
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test('no main screen is wider than a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const wider: Record<string, number> = {};
  const measure = async (name: string) => {
    const px = await page.evaluate(overflow);
    if (px > 0) wider[name] = px;
    await snapshot(page, `phone-${name}`);
  };
  await measure('login');
  await signIn(page, 'admin@demo.rs', demoPassword());
  // the reports' tables scroll inside their boxes too
  const reports = ['/fin-rpt/pdv', '/fin-rpt/popdv', '/fin-rpt/kur', '/fin-rpt/bruto-bilans', '/fin-rpt/bilans', '/config/seme-knjizenja', '/config/kursna-lista'].map((path) => ({ name: path.slice(1).replace(/\//g, '-'), path }));
  for (const screen of [...(await mainScreens(page)), ...reports]) {
    await page.goto(screen.path);
    await settled(page);
    await measure(screen.name);
  }
  expect(wider).toEqual({});
});

test('the top bar names the company by its initials on a phone, in full in the tooltip', async ({ page }) => {
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/');
  const home = page.getByRole('link', { name: 'Demo Trgovina d.o.o.' });
  await expect(home).toContainText('DT');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  // From the keyboard: the skip link, the menu button, then the company.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(home).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Demo Trgovina d.o.o.');
});
