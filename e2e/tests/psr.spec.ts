import { expect, test } from '@playwright/test';
import { choose, demoPassword, signIn, typeDate } from '../support/app';
import { addItem, createArticleInForm, lock, newArticle, newDocument, saveItem, saveNewDocument, wholesale } from '../support/documents';

const article = newArticle();

test('opening stock: a new article, 100 into the wholesale warehouse at 50,00, sale 70,00, locked', async ({ page }) => {
  await test.step('sign in as the demo admin', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
  });

  await test.step('create the article the document uses', async () => {
    await createArticleInForm(page, article);
  });

  await test.step('opening stock into the wholesale warehouse: 100 at 50,00, sale 70,00, locked', async () => {
    await newDocument(page, '/pocetno-stanje-robe/vp', 'Novo početno stanje robe');
    await typeDate(page.getByTestId('doc-field-datum'), '01.01.2024');
    await choose(page, page.getByTestId('doc-field-magId'), `${wholesale} (01)`);
    await saveNewDocument(page, /^PSR-VP-\d+\/2024$/);

    const line = await addItem(page, article, { kolicina: '100', nabCena: '50,00', prodCena: '70,00' });
    await saveItem(page);
    await expect(line.getByTestId('grid-mera')).toHaveText('kom');
    await expect(line.getByTestId('grid-figure-nabVr')).toHaveText('5.000,00');
    await expect(line.getByTestId('grid-figure-prodVr')).toHaveText('7.000,00');
    await expect(page.getByTestId('doc-total-nabVrednost')).toHaveText('5.000,00');
    await expect(page.getByTestId('doc-total-prodVrednost')).toHaveText('7.000,00');
    await lock(page);
  });
});
