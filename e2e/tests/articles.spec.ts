import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, demoPassword, field, signIn, snapshot, type Language } from '../support/app';

const group = { naziv: 'Zamrznuta hrana', sifra: '400' };
const article = { naziv: 'Grašak smrznuti 450 g', renamed: 'Grašak smrznuti 1 kg' };

const rows = (table: Locator) => table.locator('tbody tr');

/** The home card of articles and the articles list heading, in each language. */
const texts: Record<Language, { articlesCard: string; articlesTitle: string }> = {
  'sr-Latn': { articlesCard: 'Artikli', articlesTitle: 'Artikli' },
  'sr-Cyrl': { articlesCard: 'Артикли', articlesTitle: 'Артикли' },
  en: { articlesCard: 'Articles', articlesTitle: 'Articles' },
};

/** Types into the list search and waits for the debounced search to reach the URL. */
async function searchArticles(page: Page, text: string) {
  await page.getByTestId('articles-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test('articles: sign in, languages, a group and an article, search, edit, validation, sign out', async ({ page }) => {
  const articlesCard = page.locator('[data-card="articles"]');

  await test.step('sign in as the demo admin through the login page', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
  });

  await test.step('home shows nine cards', async () => {
    await expect(page.locator('[data-card]')).toHaveCount(9);
    await expect(articlesCard.getByRole('heading')).toHaveText(texts['sr-Latn'].articlesCard);
    await snapshot(page, 'home-sr-Latn');
  });

  await test.step('Cyrillic and English change the texts, Latin brings them back', async () => {
    for (const language of ['sr-Cyrl', 'en'] as const) {
      await chooseLanguage(page, language);
      await expect(articlesCard.getByRole('heading')).toHaveText(texts[language].articlesCard);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await snapshot(page, `home-${language}`);
    }
    await chooseLanguage(page, 'sr-Latn');
    await expect(articlesCard.getByRole('heading')).toHaveText(texts['sr-Latn'].articlesCard);
  });

  await test.step('create an article group', async () => {
    await articlesCard.getByRole('link', { name: 'Grupe artikala' }).click();
    await expect(page).toHaveURL(/\/grupe-artikala/);
    await expect(page.getByRole('heading', { name: 'Grupe artikala' })).toBeVisible();
    const table = page.getByTestId('article-groups-table');
    await expect(table.getByText('Prehrana')).toBeVisible();

    await page.getByTestId('article-groups-add').click();
    const dialog = page.getByRole('dialog', { name: 'Nova grupa artikala' });
    await field(dialog, 'Naziv grupe').fill(group.naziv);
    await field(dialog, 'Šifra grupe').fill(group.sifra);
    await dialog.getByTestId('article-group-save').click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(group.naziv) })).toContainText(group.sifra);
  });

  await test.step('create an article in the new group', async () => {
    await page.goto('/artikli');
    await expect(page.getByRole('heading', { name: 'Artikli' })).toBeVisible();
    const table = page.getByTestId('articles-table');
    await expect(table.getByText('Brašno T-400 1 kg')).toBeVisible();

    await page.getByTestId('articles-add').click();
    const dialog = page.getByRole('dialog', { name: 'Novi artikl' });
    // The server proposes the next code; the barcode follows it.
    await expect(field(dialog, 'Šifra')).toHaveValue('9002');
    await field(dialog, 'Grupa').click();
    await page.getByRole('option', { name: group.naziv }).click();
    await field(dialog, 'Naziv').fill(article.naziv);
    await dialog.getByTestId('article-save').click();
    await expect(dialog).toBeHidden();
  });

  await test.step('find it with search', async () => {
    const table = page.getByTestId('articles-table');
    await searchArticles(page, 'grašak');
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText(article.naziv);
    await expect(rows(table).first()).toContainText(group.naziv);
    await expect(rows(table).first()).toContainText('9002');
  });

  await test.step('edit it from its row', async () => {
    const table = page.getByTestId('articles-table');
    await rows(table).first().click();
    const dialog = page.getByRole('dialog', { name: 'Izmena artikla' });
    await expect(field(dialog, 'Naziv')).toHaveValue(article.naziv);
    await field(dialog, 'Naziv').fill(article.renamed);
    await dialog.getByTestId('article-save').click();
    await expect(dialog).toBeHidden();
    await expect(rows(table).first()).toContainText(article.renamed);
  });

  await test.step('an article without a name is refused with a field error', async () => {
    const table = page.getByTestId('articles-table');
    await rows(table).first().click();
    const dialog = page.getByRole('dialog', { name: 'Izmena artikla' });
    await field(dialog, 'Naziv').fill('');
    await dialog.getByTestId('article-save').click();
    await expect(dialog.getByText('Unesite naziv artikla')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Odustani' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(table).first()).toContainText(article.renamed);
  });

  await test.step('the articles list in each language', async () => {
    await page.goto('/artikli');
    await expect(page.getByTestId('articles-table').getByText('Brašno T-400 1 kg')).toBeVisible();
    for (const language of ['sr-Latn', 'sr-Cyrl', 'en'] as const) {
      if (language !== 'sr-Latn') await chooseLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[language].articlesTitle);
      await snapshot(page, `articles-${language}`);
    }
    await chooseLanguage(page, 'sr-Latn');
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Korisnički meni' }).click();
    await page.getByRole('menuitem', { name: 'Odjava' }).click();
    await expect(page.getByRole('heading', { name: 'Dobro došli' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Prijavite se' })).toBeVisible();
    await page.goto('/artikli');
    await expect(page).toHaveURL(/\/$/);
  });
});
