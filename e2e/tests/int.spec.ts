import { expect, test } from '@playwright/test';
import { confirm, demoPassword, signIn, snapshot, typeDate } from '../support/app';
import { addItem, apiAs, incomingInvoice, lock, newArticle, newDocument, openingStock, retail, saveItem, saveNewDocument, wholesale } from '../support/documents';

const article = newArticle();

test('transfer: 30 to the retail shop at the average purchase price, then 200 refused for a shortfall of 110', async ({ page }) => {
  await test.step('sign in as the demo admin; 120 in the wholesale warehouse (100 at 50,00 and 20 at 54,00)', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    await openingStock(api, artId);
    await incomingInvoice(api, artId);
  });

  await test.step('a transfer of 30 to the retail shop at 96,00, locked', async () => {
    await newDocument(page, '/interni-prenosi/vp-mp', 'Novi interni prenos');
    await typeDate(page.getByTestId('doc-field-datum'), '10.03.2024');
    await expect(page.getByTestId('doc-field-magOutId')).toHaveValue(`${wholesale} (01)`);
    await expect(page.getByTestId('doc-field-magInId')).toHaveValue(`${retail} (02)`);
    await saveNewDocument(page, /^INT-\d+\/2024$/);

    const line = await addItem(page, article, { kolicina: '30', inCena: '96,00' });
    // Goods leave at the average purchase price: 6.080,00 for 120 pieces.
    await expect(line.getByTestId('grid-info-stanje')).toContainText('120,000');
    await expect(line.getByTestId('grid-outCena')).toHaveValue('50,67');
    await saveItem(page);
    await expect(page.getByTestId('doc-total-inVrednost')).toHaveText('2.880,00');
    await lock(page);
  });

  await test.step('a transfer of 200 is refused: 110 are missing', async () => {
    await newDocument(page, '/interni-prenosi/vp-mp', 'Novi interni prenos');
    await typeDate(page.getByTestId('doc-field-datum'), '20.03.2024');
    await saveNewDocument(page, /^INT-\d+\/2024$/);
    await addItem(page, article, { kolicina: '200', inCena: '96,00' });
    await saveItem(page);

    await page.getByTestId('doc-lock').click();
    await confirm(page, 'Knjiženje dokumenta');
    const shortfall = page.getByTestId('doc-shortfall');
    await expect(shortfall).toContainText('Nedovoljno robe na stanju');
    await expect(page.getByTestId('toast-error')).toContainText(`Nema dovoljno robe na stanju: ${article.code} ${article.name}`);
    await expect(shortfall.getByRole('listitem')).toHaveText([`${article.code} ${article.name}: nedostaje 110,000`]);
    await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
    await snapshot(page, 'documents-shortfall');
  });
});
