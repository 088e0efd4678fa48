import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { accessToken, artifactsDir, choose, choosePeriod, confirm, demoPassword, signIn, snapshot, tableRows, toasts, typeDate } from '../support/app';
import { apiAs, lock, newArticle, newDocument, saveNewDocument } from '../support/documents';

const article = newArticle();
// The general ledger's flows book into 2025, which no other spec uses: the trial balance and the
// statements of the year hold this spec's entries only, so their figures are exact in any run.
const year = '2025';
const day = '2025-03-14';
const range = `dateFrom=${day}&dateTo=${day}`;

/** The row of a plain table whose first cell is exactly `konto`. */
const accountRow = (table: Locator, konto: string): Locator => table.locator('tbody tr').filter({ has: table.page().locator('td:first-child', { hasText: new RegExp(`^${konto}$`) }) });

/** The eight figures of a trial-balance row: opening, turnover, total and balance, each debit then credit. */
async function expectFigures(row: Locator, figures: string[]): Promise<void> {
  await expect(row.locator('td').filter({ hasNotText: /[A-Za-zčćžšđ]/ }).filter({ hasText: /,\d\d$/ })).toHaveText(figures);
}

test('the general ledger: an analytic account, a sale and manual entries in the journal, the trial balance, the account card and the statements', async ({ page }) => {
  test.setTimeout(120_000);
  let saleOznaka = '';

  await test.step('sign in; the chart of accounts: a company account 5330 under 533 (rent), found by its code', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    await page.goto('/config/kontni-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontni plan' })).toBeVisible();
    await page.getByTestId('chart-add').click();
    const dialog = page.getByRole('dialog', { name: 'Novi analitički konto' });
    await dialog.getByTestId('account-konto').fill('5330');
    await dialog.getByTestId('account-naziv').fill('Zakup magacina');
    await dialog.getByTestId('account-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Konto je sačuvan' })).toBeVisible();
    await page.getByTestId('chart-search').fill('5330');
    await page.getByTestId('chart-search').press('Enter');
    const rows = tableRows(page.getByTestId('chart-table'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('5330');
    await expect(rows.first()).toContainText('Zakup magacina');
    await expect(rows.first()).toContainText('rashod');
    await expect(rows.first()).toContainText('konto firme');
    await snapshot(page, 'gl-chart');
  });

  await test.step(`the year ${year}: opening stock 10 at 50,00; a sale of 2 at 100,00 + 20 % to Market Jug, locked; the buyer pays 100,00 (a manual entry)`, async () => {
    await choosePeriod(page, year);
    const api = await apiAs(page, year);
    const artId = await api.createArticle(article);
    await api.lockedDocument('doc-psr', { vSubDoc: 'vp', datum: `${year}-01-01`, magId: api.VP }, [{ artId, kolicina: 10_000, nabCena: 50_00, prodCena: 70_00 }]);
    const buyer = await api.client('Market Jug');
    const saleId = await api.lockedDocument(
      'doc-prod',
      { vSubDoc: 'vp', datum: day, datumPrometa: day, datumIsporuke: day, datumDospeca: day, magId: api.VP, komId: buyer },
      [{ artId, kolicina: 2_000, prodCena: 100_00 }],
    );
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    saleOznaka = ((await (await page.request.get(`/v1/doc-prod/${saleId}`, { headers })).json()) as { data: { oznaka: string } }).data.oznaka;
    await api.lockedDocument('doc-nal', { vSubDoc: 'nal', datum: day, opis: 'Uplata kupca' }, [
      { konto: '241', duguje: 100_00, opis: 'Uplata Market Jug' },
      { konto: '204', komId: buyer, potrazuje: 100_00, opis: 'Uplata Market Jug' },
    ]);
  });

  await test.step("the journal of the day shows the sale's entry: 204 240,00 against 604 200,00 and 470 40,00, cost 501 / 1320 100,00", async () => {
    await page.goto(`/fin-rpt/dnevnik?${range}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dnevnik' })).toBeVisible();
    const sale = tableRows(page.getByTestId('journal-table')).filter({ hasText: saleOznaka });
    await expect(sale).toHaveCount(5);
    // Each line by its account, what it posts (the scheme's figure by name) and its amount.
    for (const [konto, opis, amount] of [['204', 'Klijent', '240,00'], ['604', 'Prihod (osnovica)', '200,00'], ['470', 'PDV 20\u00a0%', '40,00'], ['501', 'Roba (nabavna vrednost)', '100,00'], ['1320', 'Roba (nabavna vrednost)', '100,00']] as const) {
      const line = sale.filter({ has: page.locator('td', { hasText: new RegExp(`^${konto}$`) }) });
      await expect(line.locator('td').nth(5)).toHaveText(opis);
      await expect(line).toContainText(amount);
    }
    await expect(page.getByTestId('journal-total')).toHaveText('Promet: duguje 440,00, potražuje 440,00');
    await snapshot(page, 'gl-journal');
    // The line leads to its document.
    await sale.first().getByRole('link', { name: saleOznaka }).click();
    await expect(page.getByRole('heading', { level: 1, name: saleOznaka })).toBeVisible();
    await expect(page.getByTestId('doc-status')).toHaveText('Proknjižen');
  });

  await test.step('a manual entry: rent 1.200,00 to 5330 against the supplier on 435, first keyed 1.000,00 on the credit side: the lock is refused', async () => {
    await newDocument(page, '/nalozi-za-knjizenje', 'Novi nalog za knjiženje');
    await typeDate(page.getByTestId('doc-field-datum'), '14.03.2025');
    await page.getByTestId('doc-field-opis').fill('Zakup magacina za mart');
    await saveNewDocument(page, /^NK-\d+\/2025$/);

    const form = page.getByTestId('item-form');
    await page.getByTestId('doc-item-add').click();
    await form.getByTestId('item-field-konto').fill('5330');
    await form.getByTestId('item-field-duguje').fill('1200,00');
    await form.getByTestId('item-field-opis').fill('Zakup za mart');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();

    await page.getByTestId('doc-item-add').click();
    await form.getByTestId('item-field-konto').fill('435');
    await choose(page, form.getByTestId('item-field-komId'), 'Veletrgovina Sever (100000008)', 'Sever');
    await form.getByTestId('item-field-potrazuje').fill('1000,00');
    await form.getByTestId('item-field-opis').fill('Faktura zakupa');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(2);
    await expect(page.getByTestId('doc-total-duguje')).toHaveText('1.200,00');
    await expect(page.getByTestId('doc-total-potrazuje')).toHaveText('1.000,00');

    await page.getByTestId('doc-lock').click();
    await confirm(page, 'Knjiženje dokumenta');
    await expect(toasts(page).filter({ hasText: 'Nalog nije u ravnoteži: duguje mora biti jednako potražuje' })).toBeVisible();
    await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
    // The refusal's toast is the point of this picture, so not `snapshot` (which waits for toasts to close).
    await page.screenshot({ path: path.join(artifactsDir, 'gl-unbalanced.png'), fullPage: true });
  });

  await test.step('the credit line corrected to 1.200,00: the entry balances and is locked', async () => {
    await tableRows(page.getByTestId('doc-items-table')).filter({ hasText: '435' }).click();
    const form = page.getByTestId('item-form');
    await expect(form.getByTestId('item-field-potrazuje')).toHaveValue('1.000,00');
    // Overtyped from the keyboard: Tab from the debit into the credit selects its figure, typing replaces it.
    const credit = form.getByTestId('item-field-potrazuje');
    await form.getByTestId('item-field-duguje').click();
    await page.keyboard.press('Tab');
    await expect(credit).toBeFocused();
    await expect(credit).toHaveValue('1000,00');
    await page.keyboard.type('1200,00');
    await expect(credit).toHaveValue('1200,00');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('doc-total-potrazuje')).toHaveText('1.200,00');
    await lock(page);
    await snapshot(page, 'gl-manual-entry');
  });

  await test.step('the trial balance of the day, to the para: opening from 1 January, the day\'s turnover, debit equal to credit', async () => {
    await page.goto(`/fin-rpt/bruto-bilans?${range}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bruto bilans' })).toBeVisible();
    const table = page.getByTestId('trial-balance');
    const z = '0,00';
    const expected: Record<string, string[]> = {
      // opening D/P, turnover D/P, total D/P, balance D/P
      '1320': ['500,00', z, z, '100,00', '500,00', '100,00', '400,00', z],
      '204': [z, z, '240,00', '100,00', '240,00', '100,00', '140,00', z],
      '241': [z, z, '100,00', z, '100,00', z, '100,00', z],
      '435': [z, z, z, '1.200,00', z, '1.200,00', z, '1.200,00'],
      '470': [z, z, z, '40,00', z, '40,00', z, '40,00'],
      '501': [z, z, '100,00', z, '100,00', z, '100,00', z],
      '5330': [z, z, '1.200,00', z, '1.200,00', z, '1.200,00', z],
      '604': [z, z, z, '200,00', z, '200,00', z, '200,00'],
      '700': [z, '500,00', z, z, z, '500,00', z, '500,00'],
    };
    await expect(table.locator('tbody tr a')).toHaveText(Object.keys(expected).sort());
    for (const [konto, figures] of Object.entries(expected)) await expectFigures(accountRow(table, konto), figures);
    const total = page.getByTestId('trial-balance-total');
    await expect(total).toContainText('Ukupno');
    await expectFigures(total, ['500,00', '500,00', '1.640,00', '1.640,00', '2.140,00', '2.140,00', '1.940,00', '1.940,00']);
    await expectFigures(page.getByTestId('trial-balance-class-5'), [z, z, '1.300,00', z, '1.300,00', z, '1.300,00', z]);
    await snapshot(page, 'gl-trial-balance');
  });

  await test.step("account 204's card for Market Jug: the sale 240,00, the payment 100,00, the running balance 140,00", async () => {
    await accountRow(page.getByTestId('trial-balance'), '204').getByRole('link', { name: '204' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kartica konta' })).toBeVisible();
    await expect(page.getByTestId('card-konto')).toHaveValue('204');
    await choose(page, page.getByTestId('card-client'), /^Market Jug/, 'Jug');
    await expect(page).toHaveURL(/komId=\d+/);
    const rows = tableRows(page.getByTestId('card-table'));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(saleOznaka);
    await expect(rows.nth(0).locator('td').nth(6)).toHaveText('240,00');
    await expect(rows.nth(0).locator('td').nth(8)).toHaveText('240,00');
    await expect(rows.nth(1).locator('td').nth(7)).toHaveText('100,00');
    await expect(rows.nth(1).locator('td').nth(8)).toHaveText('140,00');
    await expect(page.getByTestId('card-opening')).toHaveText('Početno stanje: duguje 0,00, potražuje 0,00');
    await expect(page.getByTestId('card-total')).toHaveText('Promet: duguje 240,00, potražuje 100,00');
    await snapshot(page, 'gl-account-card');
  });

  await test.step('the statements of the year: total assets equal total equity and liabilities', async () => {
    await page.goto('/fin-rpt/bilans');
    await expect(page.getByRole('heading', { level: 1, name: 'Bilans stanja i bilans uspeha' })).toBeVisible();
    await expect(page.getByTestId('statement-assets')).toContainText('640,00');
    await expect(page.getByTestId('statement-equity-liabilities')).toContainText('640,00');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await snapshot(page, 'gl-statements');
  });
});
