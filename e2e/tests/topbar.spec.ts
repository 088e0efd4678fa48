import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accessToken, chooseLanguage, demoPassword, signIn, type Language } from '../support/app';
import { apiAs, newArticle, openingStock } from '../support/documents';

const languages: Language[] = ['sr-Latn', 'sr-Cyrl', 'en'];
const widths = [1280, 1366, 1920];
const names: Record<Language, string> = { 'sr-Latn': 'Demo Trgovina d.o.o.', 'sr-Cyrl': 'Демо Трговина д.о.о.', en: 'Demo Trgovina d.o.o.' };
/** Where the top bar pictures go (outside the repository). */
const shotsDir = process.env.TOPBAR_SHOTS_DIR ?? '/work/shots';

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** What the top bar shows side by side: the company name, each menu, the period, language and user buttons. */
async function topBarBoxes(page: Page): Promise<{ boxes: Box[]; name: { width: number; full: number; title: string | null }; viewport: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const parts = Array.from(header.querySelectorAll('[data-topbar-part]')).filter(visible);
    const boxes = parts.map((el) => {
      const r = el.getBoundingClientRect();
      return { what: `${el.getAttribute('data-topbar-part')}:${el.textContent ?? ''}`, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    const nameEl = header.querySelector<HTMLElement>('[data-topbar-part="company"]')!;
    return {
      boxes,
      name: { width: nameEl.getBoundingClientRect().width, full: nameEl.scrollWidth, title: nameEl.getAttribute('title') },
      viewport: document.documentElement.clientWidth,
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

test('the top bar keeps the company name readable and nothing overlaps, in three languages at 1280, 1366 and 1920 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  fs.mkdirSync(shotsDir, { recursive: true });
  for (const language of languages) {
    await page.setViewportSize({ width: 1366, height: 800 });
    await chooseLanguage(page, language);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('[data-topbar-part="company"]')).toBeVisible();
      // The menus that do not fit move into "more" once the bar has measured itself.
      await page.waitForTimeout(150);
      const { boxes, name, viewport } = await topBarBoxes(page);
      const at = `${language} at ${width} px`;
      // The menus, the period, the language and the user buttons are all on the bar.
      expect(boxes.filter((b) => b.what.startsWith('menu:')).length, at).toBeGreaterThan(0);
      for (const part of ['period-label', 'period', 'language', 'user']) expect(boxes.some((b) => b.what.startsWith(`${part}:`)), `${part}, ${at}`).toBe(true);
      // Nothing overlaps and nothing reaches past the screen's edge.
      const clashes: string[] = [];
      for (let i = 0; i < boxes.length; i += 1)
        for (let j = i + 1; j < boxes.length; j += 1) if (overlaps(boxes[i]!, boxes[j]!)) clashes.push(`${boxes[i]!.what} × ${boxes[j]!.what}`);
      expect(clashes, at).toEqual([]);
      for (const box of boxes) expect(box.right, `${box.what}, ${at}`).toBeLessThanOrEqual(viewport);
      // The name is readable: at least 120 px of it (or all of it), the whole name in its title.
      expect(name.width, `name width, ${at}`).toBeGreaterThanOrEqual(Math.min(120, name.full));
      expect(name.title, at).toBe(names[language]);
      if (width === 1920) expect(name.full, `the whole name shows at 1920 px, ${language}`).toBeLessThanOrEqual(Math.ceil(name.width));
      await expect(page.getByRole('link', { name: names[language] })).toBeVisible();
      if (width === 1366) await page.locator('header').screenshot({ path: `${shotsDir}/topbar-${language}-1366.png`, animations: 'disabled' });
    }
  }
  // Menus that moved into "more" are still reachable there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await chooseLanguage(page, 'sr-Cyrl');
  const more = page.getByTestId('topbar-more');
  if (await more.isVisible()) {
    await more.click();
    await expect(page.getByRole('menu').getByText('Подешавања', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('button', { name: 'Подешавања' })).toBeVisible();
  }
  await chooseLanguage(page, 'sr-Latn');
});

/** The entries of the open "more" menu that reach past the screen's bottom or right edge. */
const entriesOffScreen = (page: Page) =>
  page.getByTestId('topbar-more-menu').evaluate((menu) =>
    Array.from(menu.querySelectorAll('[role="menuitem"]'))
      .filter((item) => {
        const r = item.getBoundingClientRect();
        return r.bottom > window.innerHeight || r.right > window.innerWidth || r.height === 0;
      })
      .map((item) => item.textContent ?? ''),
  );

/** The table headings whose text is cut (wider than the room they are given). */
const cutHeadings = (page: Page) =>
  page.locator('thead').first().evaluate((head) => Array.from(head.querySelectorAll('th, th *')).filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? ''));

test('a laptop screen: the sign-in page focuses the e-mail, the period is today’s, “more” shows every entry, the rate heading is whole', async ({ page }) => {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: /^E-pošta/ })).toBeFocused();
  await signIn(page, 'admin@demo.rs', demoPassword(), { period: 'default' });
  // a browser that has chosen no period opens on the one holding today (the demo's 2024 before)
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const periods = (await (await page.request.get('/v1/periods?perPage=200', { headers })).json()).data as { title: string; startDate: string; endDate: string }[];
  const today = new Date().toISOString().slice(0, 10);
  const current = periods.find((p) => p.startDate <= today && today <= p.endDate);
  if (current) await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue(current.title);
  await page.goto('/config/kursna-lista');
  await expect(page.locator('thead').first()).toBeVisible();
  for (const language of languages) {
    await chooseLanguage(page, language);
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      const at = `${language} at ${width}×${height}`;
      // the rate's heading is longest at the narrower width
      if (width === 1280) expect(await cutHeadings(page), at).toEqual([]);
      await page.getByTestId('topbar-more').click();
      await expect(page.getByTestId('topbar-more-menu')).toBeVisible();
      expect(await entriesOffScreen(page), at).toEqual([]);
      await page.screenshot({ path: `${shotsDir}/more-${language}-${width}x${height}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('topbar-more-menu')).toBeHidden();
    }
  }
  await chooseLanguage(page, 'sr-Latn');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the XML export page of a sales invoice is no wider than the screen', async ({ page }) => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(newArticle());
    await openingStock(api, artId);
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const buyer = (await (await page.request.get('/v1/kom-main?search=Market%20Jug', { headers })).json()).data[0].id as number;
    const dates = { datum: '2024-03-15', datumDospeca: '2024-04-14', datumIsporuke: '2024-03-15', datumPrometa: '2024-03-15' };
    const id = await api.lockedDocument('doc-prod', { vSubDoc: 'vp', magId: api.VP, komId: buyer, ...dates }, [{ artId, kolicina: 3_000, prodCena: 70_00 }]);
    await page.goto(`/izlazni-racuni/vp/${id}/xml`);
    await expect(page.getByTestId('xml-items')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
});
