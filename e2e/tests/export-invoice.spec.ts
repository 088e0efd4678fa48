import { expect, test } from '@playwright/test';
import { demoPassword, signIn, snapshot, tableRows } from '../support/app';
import { apiAs, newArticle } from '../support/documents';

const article = newArticle();
// A day of its own, so documents of other specs in the same run do not enter these books.
const day = '2024-07-18';
const range = `dateFrom=${day}&dateTo=${day}`;

test('an export invoice in EUR: the rate of its day entered from the rates page, the invoice in both currencies, field 001 of the return and the KIR row it sums', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.rs', demoPassword());

  await test.step('the rates page opened for EUR on 18 July (as a document without a rate links to it): 117,2000 entered', async () => {
    await page.goto(`/config/kursna-lista?valuta=EUR&datum=${day}`);
    await expect(page.getByTestId('rate-form')).toBeVisible();
    await expect(page.getByTestId('rate-datum')).toHaveValue('18.07.2024');
    await page.getByTestId('rate-kurs').fill('117,2');
    await page.getByTestId('rate-save').click();
    await expect(page.getByTestId('rate-form')).toBeHidden();
    const rows = tableRows(page.getByTestId('rates-table'));
    await expect(rows.filter({ hasText: '18.07.2024' }).filter({ hasText: 'EUR' })).toContainText('117,2');
  });

  let invoiceId = 0;
  await test.step('an export invoice of 10 pieces at EUR 100,00 (category Z, PDV-RS-24-1-2), locked', async () => {
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    await api.lockedDocument('doc-psr', { vSubDoc: 'vp', datum: '2024-01-01', magId: api.VP }, [{ artId, kolicina: 50_000, nabCena: 5_000_00, prodCena: 9_000_00 }]);
    const buyer = await api.client('Market Jug');
    invoiceId = await api.lockedDocument(
      'doc-prod',
      { vSubDoc: 'vp', datum: day, datumPrometa: day, magId: api.VP, komId: buyer, valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' },
      [{ artId, kolicina: 10_000, prodCena: 100_00 }],
    );
  });

  await test.step('the invoice shows its euros, the rate of its day and the dinars: EUR 1.000,00 = 117.200,00', async () => {
    await page.goto(`/izlazni-racuni/vp/${invoiceId}`);
    await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
    const totals = page.getByTestId('doc-totals');
    await expect(totals).toContainText('EUR');
    await expect(totals).toContainText('117,2');
    await expect(totals).toContainText('1.000,00');
    await expect(totals).toContainText('117.200,00');
    await snapshot(page, 'export-invoice');
  });

  await test.step('the VAT return of the day: PPPDV 001 carries the export, and opens the KIR row it sums', async () => {
    await page.goto(`/fin-rpt/pdv?${range}`);
    await expect(page.getByTestId('pppdv-001')).toHaveText('117.200,00');
    await expect(page.getByTestId('pppdv-103')).toHaveText('0,00');
    await snapshot(page, 'export-pppdv');
    await page.getByTestId('pppdv-001').click();
    await expect(page).toHaveURL(/\/fin-rpt\/kir\?.*pppdv=001/);
    const rows = tableRows(page.getByTestId('kir-table'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('117.200,00');
    await expect(rows.first()).toContainText('1.1');
  });
});
