import { expect, test } from '@playwright/test';
import { accessToken, choose, demoPassword, signIn, snapshot, tableRows, typeDate, uniqueSuffix } from '../support/app';
import { apiAs, incomingInvoice, lock, newArticle, newDocument, saveNewDocument } from '../support/documents';

const article = newArticle();

/** A valid 18-digit account of bank 105 (ISO 7064 MOD 97-10), unique to this run. */
function freshAccount(): string {
  const body = `105${String(Date.now() % 10_000_000_000_000).padStart(13, '0')}`;
  return body + String(98n - ((BigInt(body) * 100n) % 97n)).padStart(2, '0');
}

test('bank statement: a payment to a supplier who has a locked incoming invoice, locked, and the current account balance', async ({ page }) => {
  const naziv = `Račun ${uniqueSuffix()}`;
  const tracun = freshAccount();
  // As the screens show an account: bank, number without leading zeros, control.
  const shown = `${tracun.slice(0, 3)}-${tracun.slice(3, 16).replace(/^0+(?=\d)/, '')}-${tracun.slice(16)}`;
  let trnId = 0;

  await test.step('sign in; a current account of its own, and a locked incoming invoice from Veletrgovina Sever (1.296,00)', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    await incomingInvoice(api, await api.createArticle(article));
    const res = await page.request.post('/v1/tekuci-racuni', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: { naziv, banka: 'AIK banka', tracun, isDefault: false },
    });
    expect(res.status(), await res.text()).toBe(201);
    trnId = (await res.json()).id;
  });

  await test.step('a statement on that account: the supplier is paid 1.296,00', async () => {
    await newDocument(page, '/platni-promet/izvod', 'Novi izvod');
    await typeDate(page.getByTestId('doc-field-datum'), '05.03.2024');
    await choose(page, page.getByTestId('doc-field-trnId'), `${naziv} (${shown})`);
    await saveNewDocument(page, /^TRN-IZVOD-\d+\/2024$/);

    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    // The form shows only what the order's kind uses: no client before the kind is chosen.
    await expect(form.getByTestId('item-field-komId')).toHaveCount(0);
    await choose(page, form.getByTestId('item-field-vNalog'), 'Isplata dobavljaču');
    await expect(form.getByTestId('item-field-uplata')).toHaveCount(0);
    await expect(form.getByTestId('item-field-trosakId')).toHaveCount(0);
    await choose(page, form.getByTestId('item-field-komId'), 'Veletrgovina Sever (100000008)', 'Sever');
    await form.getByTestId('item-field-isplata').fill('1296,00');
    await form.getByTestId('item-field-opis').fill('Plaćanje ulaznog računa');
    await snapshot(page, 'documents-trn-item');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(1);
    await expect(page.getByTestId('doc-total-isplata')).toHaveText('1.296,00');
    await expect(page.getByTestId('doc-total-uplata')).toHaveText('0,00');
    await expect(page.getByTestId('doc-storno')).toHaveText('Obriši');
    await snapshot(page, 'documents-trn');
    await lock(page);
  });

  await test.step('the current accounts show the payment; the account opens its turnover', async () => {
    await page.goto('/stanje-racuna');
    await expect(page.getByRole('heading', { level: 1, name: 'Stanje tekućih računa' })).toBeVisible();
    await expect(page.getByTestId(`account-saldo-${trnId}`)).toHaveText('-1.296,00');
    await snapshot(page, 'reports-accounts');
    await page.getByTestId(`account-saldo-${trnId}`).click();
    await expect(page.getByRole('heading', { level: 1, name: `${naziv} – ${shown}` })).toBeVisible();
    await expect(page.getByTestId('turnover-opening')).toHaveText('0,00');
    await expect(page.getByTestId('turnover-closing')).toHaveText('-1.296,00');
    const rows = tableRows(page.getByTestId('turnover-table'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Veletrgovina Sever');
    await snapshot(page, 'reports-account-turnover');
  });
});

test("a current account's opening balance from the opening balances menu; a statement that takes the account below zero is booked with a warning", async ({ page }) => {
  const naziv = `Račun ${uniqueSuffix()}`;
  const tracun = freshAccount();
  const shown = `${tracun.slice(0, 3)}-${tracun.slice(3, 16).replace(/^0+(?=\d)/, '')}-${tracun.slice(16)}`;
  await signIn(page, 'admin@demo.rs', demoPassword());
  const res = await page.request.post('/v1/tekuci-racuni', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { naziv, banka: 'AIK banka', tracun, isDefault: false },
  });
  expect(res.status(), await res.text()).toBe(201);
  const trnId = ((await res.json()) as { id: number }).id;

  const addLine = async (amountField: 'uplata' | 'isplata', amount: string, opis: string) => {
    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    await choose(page, form.getByTestId('item-field-vNalog'), 'Ostalo');
    await form.getByTestId(`item-field-${amountField}`).fill(amount);
    await form.getByTestId('item-field-opis').fill(opis);
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
  };

  await test.step('the opening balance of 1.000,00 on 1 January, found beside the other opening balances in the menu', async () => {
    const menu = page.getByRole('dialog');
    const link = menu.getByRole('link', { name: 'Početno stanje računa' });
    // The drawer slides in and the group unfolds: a click that lands while either still moves can miss,
    // so the menu is opened and followed again until the page is the opening balances'.
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Meni', exact: true }).click();
      if (!(await link.isVisible())) await menu.getByText('Interni promet', { exact: true }).click();
      await link.click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/platni-promet\/pocetno$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId('doc-add').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo početno stanje računa' })).toBeVisible();
    await expect(page.getByTestId('doc-field-rbroj')).not.toHaveValue('');
    await typeDate(page.getByTestId('doc-field-datum'), '01.01.2024');
    await choose(page, page.getByTestId('doc-field-trnId'), `${naziv} (${shown})`);
    await saveNewDocument(page, /^TRN-POCETNO-\d+\/2024$/);
    await addLine('uplata', '1000,00', 'Početno stanje');
    await expect(page.getByTestId('doc-total-uplata')).toHaveText('1.000,00');
    await lock(page);
    await expect(page.getByTestId('toast-warning')).toHaveCount(0);
  });

  await test.step('a statement paying 1.500,00 is booked, with a warning that the account is below zero', async () => {
    await newDocument(page, '/platni-promet/izvod', 'Novi izvod');
    await typeDate(page.getByTestId('doc-field-datum'), '05.03.2024');
    await choose(page, page.getByTestId('doc-field-trnId'), `${naziv} (${shown})`);
    await saveNewDocument(page, /^TRN-IZVOD-\d+\/2024$/);
    await addLine('isplata', '1500,00', 'Plaćanje');
    await lock(page);
    await expect(page.getByTestId('toast-warning')).toHaveText('Stanje tekućeg računa je posle ovog izvoda ispod nule.');
  });

  await test.step('the current accounts: 1.000,00 in, 1.500,00 out, -500,00', async () => {
    await page.goto('/stanje-racuna');
    await expect(page.getByTestId(`account-saldo-${trnId}`)).toHaveText('-500,00');
  });
});

test('bank statement import: a CSV of three rows, one with a text amount, becomes a draft statement', async ({ page }) => {
  await signIn(page, 'admin@demo.rs', demoPassword());
  await page.goto('/platni-promet/izvod');
  await page.getByTestId('doc-import').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uvoz izvoda' })).toBeVisible();
  await expect(page.getByTestId('import-account')).not.toHaveValue('');
  const csv = ['Datum;Priliv;Odliv;Nalogodavac;PIB;Svrha', '01.03.2024;400,00;;Market Jug;111032440;Uplata', '01.03.2024;;20,00;Banka;;Provizija', '01.03.2024;sto;;Neko;;Greška'].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'izvod.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-valid')).toContainText('2');
  await expect(page.getByTestId('import-invalid')).toContainText('1');
  await snapshot(page, 'import-statement-preview');
  await page.getByTestId('import-commit').click();
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await expect(page.getByTestId('import-skipped-table')).toContainText('Iznos uplate nije broj');
  await page.getByTestId('import-statement').getByRole('link').click();
  await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
  await expect(page.getByTestId('doc-total-uplata')).toHaveText('400,00');
  await expect(page.getByTestId('doc-total-isplata')).toHaveText('20,00');
  await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(2);
});
