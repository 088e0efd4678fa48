import { expect, test } from '@playwright/test';
import { accessToken, choose, demoPassword, signIn, snapshot, tableRows, typeDate, uniqueSuffix, readDownloadedWorkbook } from '../support/app';
import { lock, newDocument, saveNewDocument } from '../support/documents';

const suffix = uniqueSuffix();
const supplier = `Zakupodavac ${suffix}`;
const cost = `Zakup ${suffix}`;

test('expense invoice: rent of 1.000,00 + 20 % VAT from a new supplier, a credit note against it; the client balances show what we owe; a statement pays it and the balance is zero', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('sign in; a supplier and a cost item of its own', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const post = async (url: string, data: Record<string, unknown>) => {
      const res = await page.request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    await post('/v1/kom-main', { vKom: 'firma', sifra: `Z${suffix}`, intNaziv: supplier, naziv: supplier, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true });
    const grpId = await post('/v1/trosak-grupa', { naziv: `Režije ${suffix}` });
    await post('/v1/trosak-main', { grpId, naziv: cost });
  });

  await test.step('the expense invoice: cost item, supplier, one line of 1.000,00 at 20 %, locked', async () => {
    await newDocument(page, '/troskovni-racuni', 'Novi troškovni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '20.02.2024');
    await choose(page, page.getByTestId('doc-field-trosakId'), `${cost} (Režije ${suffix})`, cost);
    await page.getByTestId('doc-tab-dobavljac').click();
    await choose(page, page.getByTestId('doc-field-komId'), new RegExp(supplier), supplier);
    await page.getByTestId('doc-field-dokBroj').fill(`R-${suffix}`);
    await typeDate(page.getByTestId('doc-field-dokDatum'), '20.02.2024');
    await typeDate(page.getByTestId('doc-field-dokDpo'), '20.03.2024');
    await saveNewDocument(page, /^ZRN-\d+\/2024$/);

    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    await choose(page, form.getByTestId('item-field-pdvId'), 'Opšta stopa 20%');
    await form.getByTestId('item-field-iznos').fill('1000,00');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(tableRows(page.getByTestId('doc-items-table'))).toHaveCount(1);
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('1.000,00');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText('200,00');
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('1.200,00');
    // The line's own page is titled by its amount as money (1.000,00), not the raw paras.
    await tableRows(page.getByTestId('doc-items-table')).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1.000,00');
    await page.goBack();
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('1.200,00');
    await snapshot(page, 'money-zrn');
    await lock(page);
  });

  await test.step("a credit note from the supplier of 200,00 against that invoice, picked from its open invoices", async () => {
    await newDocument(page, '/knjizna-odobrenja/knod-potrazuje', 'Novo knjižno odobrenje');
    await typeDate(page.getByTestId('doc-field-datum'), '25.02.2024');
    await choose(page, page.getByTestId('doc-field-komId'), new RegExp(supplier), supplier);
    // a financial credit note: no VAT lines, the amount on the header
    await page.getByTestId('doc-field-saPdv').uncheck();
    await choose(page, page.getByTestId('doc-field-invoice'), /^ZRN-\d+\/2024 \(1\.200,00\)$/);
    await expect(page.getByTestId('doc-field-osnov')).toHaveValue(/^ZRN-\d+\/2024$/);
    await expect(page.getByTestId('doc-field-poziv')).toHaveValue(/^\d{2}ZRN\d+2024$/);
    await page.getByTestId('doc-field-iznos').fill('200,00');
    await saveNewDocument(page, /^KOD-\d+\/2024$/);
    await snapshot(page, 'money-knod');
    await lock(page);
  });

  await test.step('client balances: we owe the supplier 1.000,00, not yet due on 1 March', async () => {
    await page.goto(`/stanje-klijenata?search=${encodeURIComponent(supplier)}&datum=2024-03-01`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stanje klijenata' })).toBeVisible();
    const rows = tableRows(page.getByTestId('kom-table'));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(supplier);
    await expect(rows.first()).toContainText('-1.000,00');
    await expect(page.getByTestId('kom-total-duguje')).toHaveText('200,00');
    await expect(page.getByTestId('kom-total-potrazuje')).toHaveText('1.200,00');
    await expect(page.getByTestId('kom-total-stanje')).toHaveText('-1.000,00');
    await snapshot(page, 'money-balances');
    // The export holds the same row (the screen's search) and the totals, as numbers.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Stanje klijenata 2024-03-01\.xlsx$/);
    const workbook = await readDownloadedWorkbook(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect([1, 3, 6, 9].map((c) => sheet.getRow(2).getCell(c).value)).toEqual([supplier, 200, 1200, -1000]);

    await rows.first().getByRole('link', { name: supplier }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Promet klijenta ${supplier}` })).toBeVisible();
    await expect(tableRows(page.getByTestId('kom-turnover-table'))).toHaveCount(2);
    await expect(page.getByTestId('kom-closing')).toContainText('-1.000,00');
    await snapshot(page, 'money-turnover');
  });

  await test.step('a bank statement pays the supplier the 1.000,00 left; the client balances show zero', async () => {
    await newDocument(page, '/platni-promet/izvod', 'Novi izvod');
    await typeDate(page.getByTestId('doc-field-datum'), '10.03.2024');
    // the company's default current account is proposed
    await expect(page.getByTestId('doc-field-trnId')).not.toHaveValue('');
    await saveNewDocument(page, /^TRN-IZVOD-\d+\/2024$/);
    await page.getByTestId('doc-item-add').click();
    const form = page.getByTestId('item-form');
    await choose(page, form.getByTestId('item-field-vNalog'), 'Isplata dobavljaču');
    await choose(page, form.getByTestId('item-field-komId'), new RegExp(supplier), supplier);
    await form.getByTestId('item-field-isplata').fill('1000,00');
    await page.getByTestId('item-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('doc-total-isplata')).toHaveText('1.000,00');
    await lock(page);

    await page.goto(`/stanje-klijenata?search=${encodeURIComponent(supplier)}&datum=2024-03-31`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stanje klijenata' })).toBeVisible();
    const rows = tableRows(page.getByTestId('kom-table'));
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('kom-total-isplata')).toHaveText('1.000,00');
    await expect(page.getByTestId('kom-total-stanje')).toHaveText('0,00');
    await snapshot(page, 'money-balances-paid');
  });
});
