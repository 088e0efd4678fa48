import { expect, test, type Page } from '@playwright/test';
import { choose, confirm, demoPassword, field, signIn, snapshot, tableRows, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix();
const client = {
  sifra: `K${suffix}`,
  naziv: `Mlin Zlatno Zrno ${suffix}`,
  maticniBroj: '07032846',
  pib: '101134702',
  pdvBroj: `4${suffix}`,
};
const contact = { ime: 'Jelena Marković', telefon: '011 123 4567', email: `jelena.${suffix.toLowerCase()}@zlatnozrno.rs` };
const costs = { group: `Gorivo i mazivo ${suffix}`, item: `Dizel za dostavna vozila ${suffix}` };

const rows = tableRows;

/** Types into a list's search and waits for the debounced search to reach the URL. */
async function search(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

/** Adds a bank account through the client page's modal; the dialog stays open when it is refused. */
async function fillAccount(page: Page, tracun: string, banka: string) {
  const dialog = page.getByRole('dialog', { name: 'Novi tekući račun' });
  await dialog.getByTestId('account-tracun').fill(tracun);
  await dialog.getByTestId('account-banka').fill(banka);
  return dialog;
}

test('master data: a client with a contact and bank accounts, a type switch, a cost group deleted with its items', async ({ page }) => {
  await test.step('sign in as the demo admin', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
  });

  await test.step('create a firm with its tax data', async () => {
    await page.goto('/klijenti');
    await expect(page.getByRole('heading', { name: 'Klijenti' })).toBeVisible();
    await page.getByTestId('clients-add').click();
    const dialog = page.getByRole('dialog', { name: 'Novi klijent' });
    await expect(dialog.getByTestId('client-type')).toHaveValue('Pravno lice');
    await expect(dialog.getByTestId('client-tax-fields')).toHaveAttribute('data-type', 'firma');
    await field(dialog, 'Šifra').fill(client.sifra);
    await field(dialog, 'Naziv').fill(client.naziv);
    // The full name follows the short one.
    await expect(field(dialog, 'Pun naziv')).toHaveValue(client.naziv);
    await field(dialog, 'Poštanski broj').fill('24000');
    await field(dialog, 'Mesto').fill('Subotica');
    await field(dialog, 'Adresa').fill('Korzo 8');
    await dialog.getByTestId('client-maticniBroj').fill(client.maticniBroj);
    await dialog.getByTestId('client-pib').fill(client.pib);
    // A new firm is a buyer; this one also supplies and pays VAT, which brings the VAT number.
    await expect(dialog.getByTestId('client-isKupac')).toBeChecked();
    await dialog.getByTestId('client-isDobavljac').check();
    await expect(dialog.getByTestId('client-pdvBroj')).toHaveCount(0);
    await dialog.getByTestId('client-isPdvObveznik').check();
    await dialog.getByTestId('client-pdvBroj').fill(client.pdvBroj);
    await dialog.getByTestId('client-save').click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/klijenti\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(client.naziv);
    await expect(page.getByTestId('client-details-card')).toContainText('Pravno lice');
    await expect(page.getByTestId('client-details-card')).toContainText('24000 Subotica');
    const tax = page.getByTestId('client-tax-view');
    await expect(tax).toHaveAttribute('data-type', 'firma');
    await expect(tax.getByTestId('client-view-maticniBroj')).toHaveText(client.maticniBroj);
    await expect(tax.getByTestId('client-view-pib')).toHaveText(client.pib);
    await expect(tax.getByTestId('client-view-isDobavljac')).toHaveText('Da');
    await expect(tax.getByTestId('client-view-pdvBroj')).toHaveText(client.pdvBroj);
  });

  await test.step('add a contact', async () => {
    await page.getByTestId('client-contacts-add').click();
    const dialog = page.getByRole('dialog', { name: 'Novi kontakt' });
    await field(dialog, 'Ime i prezime').fill(contact.ime);
    await field(dialog, 'Telefon').fill(contact.telefon);
    await field(dialog, 'E-pošta').fill(contact.email);
    await dialog.getByTestId('contact-save').click();
    await expect(dialog).toBeHidden();
    const table = page.getByTestId('client-contacts-table');
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first().locator('td')).toHaveText([contact.ime, contact.telefon, '', contact.email]);
  });

  await test.step('a bad account number is refused; the good ones are saved, one of them the default', async () => {
    const table = page.getByTestId('client-accounts-table');
    const defaultRows = rows(table).filter({ hasText: 'Podrazumevani' });

    await page.getByTestId('client-accounts-add').click();
    let dialog = await fillAccount(page, '160-12345-96', 'Banca Intesa');
    // The first account of a client is its default one.
    await expect(dialog.getByTestId('account-default')).toBeChecked();
    await dialog.getByTestId('account-save').click();
    await expect(dialog.getByText('Neispravan broj tekućeg računa (kontrolni broj).')).toBeVisible();
    await expect(dialog.getByTestId('account-tracun')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('account-tracun').fill('160-12345-95');
    await dialog.getByTestId('account-save').click();
    await expect(dialog).toBeHidden();
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first().locator('td')).toHaveText(['160-12345-95', 'Banca Intesa', 'Podrazumevani']);

    // A second account made the default takes the mark from the first.
    await page.getByTestId('client-accounts-add').click();
    dialog = await fillAccount(page, '840-955845-10', 'Uprava za trezor');
    await expect(dialog.getByTestId('account-default')).not.toBeChecked();
    await dialog.getByTestId('account-default').check();
    await dialog.getByTestId('account-save').click();
    await expect(dialog).toBeHidden();
    await expect(rows(table)).toHaveCount(2);
    await expect(defaultRows).toHaveCount(1);
    await expect(defaultRows).toContainText('840-955845-10');
    await expect(rows(table).filter({ hasText: '160-12345-95' })).not.toContainText('Podrazumevani');
    await snapshot(page, 'master-data-client-firma');
  });

  await test.step('switch the client to a private person: the firm-only tax fields are gone', async () => {
    await page.getByTestId('client-tax-edit').click();
    const form = page.getByTestId('client-edit-form');
    await choose(page, form.getByTestId('client-type'), 'Fizičko lice');
    const fields = form.getByTestId('client-tax-fields');
    await expect(fields).toHaveAttribute('data-type', 'kupac');
    for (const gone of ['jbkjs', 'isKupac', 'isDobavljac', 'isPdvObveznik', 'pdvBroj', 'isJP']) {
      await expect(fields.getByTestId(`client-${gone}`)).toHaveCount(0);
    }
    // A private person's personal id (JMBG) sits where the firm's PIB was: the PIB is no JMBG.
    await expect(field(fields, 'JMBG')).toHaveValue(client.pib);
    await form.getByTestId('client-save').click();
    await expect(form.getByText('Neispravan JMBG (datum ili kontrolna cifra).')).toBeVisible();
    await field(fields, 'JMBG').fill('');
    await form.getByTestId('client-save').click();
    await expect(form).toBeHidden();

    await expect(page.getByTestId('client-details-card')).toContainText('Fizičko lice');
    const tax = page.getByTestId('client-tax-view');
    await expect(tax).toHaveAttribute('data-type', 'kupac');
    await expect(tax.getByTestId(/^client-view-/)).toHaveCount(3);
    await expect(tax.getByTestId('client-view-maticniBroj')).toHaveText(client.maticniBroj);
    await expect(tax.getByTestId('client-view-pib')).toHaveText('—');
    await expect(tax).toContainText('JMBG');
    await expect(tax).not.toContainText('PDV broj');
    // The contact and the accounts stay with the client.
    await expect(rows(page.getByTestId('client-contacts-table'))).toHaveCount(1);
    await expect(rows(page.getByTestId('client-accounts-table'))).toHaveCount(2);
    await snapshot(page, 'master-data-client-kupac');
  });

  await test.step('create a cost group and a cost item in it', async () => {
    await page.goto('/grupe-troskova');
    await expect(page.getByRole('heading', { name: 'Grupe troškova' })).toBeVisible();
    await page.getByTestId('cost-groups-add').click();
    let dialog = page.getByRole('dialog', { name: 'Nova grupa troškova' });
    await field(dialog, 'Naziv').fill(costs.group);
    await dialog.getByTestId('cost-group-save').click();
    await expect(dialog).toBeHidden();

    await page.goto('/troskovi');
    await expect(page.getByRole('heading', { name: 'Troškovi' })).toBeVisible();
    await page.getByTestId('cost-items-add').click();
    dialog = page.getByRole('dialog', { name: 'Novi trošak' });
    await choose(page, dialog.getByTestId('cost-item-group'), costs.group, costs.group);
    await field(dialog, 'Naziv').fill(costs.item);
    await dialog.getByTestId('cost-item-save').click();
    await expect(dialog).toBeHidden();
    await search(page, 'cost-items-search', costs.item);
    const items = page.getByTestId('cost-items-table');
    await expect(rows(items)).toHaveCount(1);
    await expect(rows(items).first().locator('td').nth(0)).toHaveText(costs.item);
    await expect(rows(items).first().locator('td').nth(1)).toHaveText(costs.group);
  });

  await test.step('delete the group through the confirmation: its item goes with it', async () => {
    await page.goto('/grupe-troskova');
    await search(page, 'cost-groups-search', costs.group);
    const groups = page.getByTestId('cost-groups-table');
    await expect(rows(groups)).toHaveCount(1);
    await expect(rows(groups).first().locator('td').nth(0)).toHaveText(costs.group);
    await expect(rows(groups).first().locator('td').nth(1)).toHaveText('1');

    await rows(groups).first().getByTestId('cost-group-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Brisanje grupe troškova' });
    await expect(dialog).toContainText(`obrišete grupu ${costs.group}`);
    await expect(dialog).toContainText('(ukupno 1)');
    await confirm(page, 'Brisanje grupe troškova');
    await expect(page.getByTestId('toast-success')).toHaveText('Grupa troškova je obrisana');
    await expect(rows(groups)).toHaveCount(0);
    await expect(page.getByText('Nema podataka')).toBeVisible();

    await page.goto('/troskovi');
    await search(page, 'cost-items-search', costs.item);
    const items = page.getByTestId('cost-items-table');
    await expect(rows(items)).toHaveCount(0);
    await expect(page.getByText('Nema podataka')).toBeVisible();
  });
});
