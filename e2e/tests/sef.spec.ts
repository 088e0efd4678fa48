import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { artifactsDir, choosePeriod, demoPassword, signIn, snapshot, tableRows, uniqueSuffix } from '../support/app';
import { apiAs, lock, newArticle } from '../support/documents';
import { simUrl, useSefSimulator } from '../support/sef-simulator';

const root = path.resolve(import.meta.dirname, '../..');
const apiKey = `e2e-kljuc-${uniqueSuffix()}`;
const article = newArticle();
// SEF's flows book into 2026, the year the top bar offers last, which no other spec locks documents in.
const year = '2026';

useSefSimulator();

/** What SEF holds now, as the simulator's control page reads it. */
async function simState(request: APIRequestContext) {
  const res = await request.get(`${simUrl}/sim/state`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { sales: { InvoiceId: number; Number: string; Status: string }[]; purchases: { InvoiceId: number; Number: string; Status: string }[] };
}

/** SEF delivers a supplier's invoice to the company: one line at 20 %, as SEF's UBL carries it. */
async function deliverPurchase(request: APIRequestContext, number: string, item: { name: string; sellerId: string; gtin?: string; quantity: number; price: number }) {
  const net = item.quantity * item.price;
  const vat = net / 5;
  const money = (para: number) => (para / 100).toFixed(2);
  const party = (element: string, p: { name: string; pib: string; mb: string }) =>
    `<cac:${element}><cac:Party><cbc:EndpointID schemeID="9948">${p.pib}</cbc:EndpointID><cac:PostalAddress><cbc:StreetName>Bulevar oslobođenja 1</cbc:StreetName><cbc:CityName>Novi Sad</cbc:CityName><cbc:PostalZone>21000</cbc:PostalZone><cac:Country><cbc:IdentificationCode>RS</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>RS${p.pib}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>${p.name}</cbc:RegistrationName><cbc:CompanyID>${p.mb}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:${element}>`;
  const subtotal = `<cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.rs:srbdt:2022</cbc:CustomizationID>
<cbc:ID>${number}</cbc:ID><cbc:IssueDate>${year}-11-20</cbc:IssueDate><cbc:DueDate>${year}-12-20</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>RSD</cbc:DocumentCurrencyCode>
<cac:InvoicePeriod><cbc:DescriptionCode>3</cbc:DescriptionCode></cac:InvoicePeriod>
${party('AccountingSupplierParty', { name: 'Veletrgovina Sever d.o.o.', pib: '100000008', mb: '10000009' })}
${party('AccountingCustomerParty', { name: 'Demo Trgovina d.o.o.', pib: '101134702', mb: '07204990' })}
<cac:TaxTotal><cbc:TaxAmount currencyID="RSD">${money(vat)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="RSD">${money(net)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="RSD">${money(vat)}</cbc:TaxAmount>${subtotal}</cac:TaxSubtotal></cac:TaxTotal>
<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="RSD">${money(net)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="RSD">${money(net)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="RSD">${money(net + vat)}</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="RSD">${money(net + vat)}</cbc:PayableAmount></cac:LegalMonetaryTotal>
<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="H87">${item.quantity}</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="RSD">${money(net)}</cbc:LineExtensionAmount>
<cac:Item><cbc:Name>${item.name}</cbc:Name><cac:SellersItemIdentification><cbc:ID>${item.sellerId}</cbc:ID></cac:SellersItemIdentification>${item.gtin ? `<cac:StandardItemIdentification><cbc:ID schemeID="0160">${item.gtin}</cbc:ID></cac:StandardItemIdentification>` : ''}<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="RSD">${money(item.price)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
</Invoice>`;
  const res = await request.post(`${simUrl}/sim/purchase-invoices`, { data: { apiKey, xml } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** "Sync now" on the settings page, and the toast that counts what was sent. */
async function syncNow(page: Page, toast: RegExp): Promise<void> {
  await page.goto('/app-settings/sef');
  await page.getByTestId('sef-settings-sync').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: toast })).toBeVisible({ timeout: 30_000 });
}

test('SEF: the key entered, a locked sales invoice sent and approved by the buyer, a purchase invoice pulled, booked and accepted, the books against SEF', async ({ page, request }) => {
  test.setTimeout(180_000);
  let saleId = 0;
  let saleOznaka = '';
  const saleDates = { datum: `${year}-11-20`, datumPrometa: `${year}-11-20`, datumIsporuke: `${year}-11-20`, datumDospeca: `${year}-12-20` };
  const purchaseNumber = `SEV-${uniqueSuffix()}`;
  const otherPurchase = `SEV-${uniqueSuffix()}`;

  await test.step('the admin enters the API key on the SEF settings page; SEF answers to it', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    await page.goto('/app-settings/sef');
    await expect(page.getByRole('heading', { level: 1, name: 'SEF: podešavanja' })).toBeVisible();
    const status = page.getByTestId('sef-settings-status');
    // a spec before this one (the e-documents') may have entered a key of its own: this one enters its own either way
    await expect(status).toContainText(/API ključ (nije|je) unet/);
    await expect(status).toContainText(`Adresa SEF-a: ${simUrl}`);
    await page.getByTestId('sef-settings-api-key').fill(apiKey);
    await page.getByTestId('sef-settings-save').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'API ključ je sačuvan' })).toBeVisible();
    await expect(status).toContainText('API ključ je unet');
    // The key is tried once it is stored; the page asks again until SEF has answered.
    await expect(status).toContainText(/Poslednji uspešan poziv SEF-a: \d\d\.\d\d\.\d{4} \d\d:\d\d/, { timeout: 20_000 });
    await expect(page.getByTestId('sef-settings-error')).toHaveCount(0);
    await expect(page.getByTestId('sef-settings-api-key')).toHaveValue('');
    await snapshot(page, 'sef-settings');
  });

  await test.step(`a sales invoice of ${year} to Market Jug (on SEF): 3 at 100,00 + 20 %, locked; it waits to be sent`, async () => {
    await choosePeriod(page, year);
    const api = await apiAs(page, year);
    const artId = await api.createArticle(article);
    await api.lockedDocument('doc-psr', { vSubDoc: 'vp', datum: `${year}-01-01`, magId: api.VP }, [{ artId, kolicina: 20_000, nabCena: 50_00, prodCena: 70_00 }]);
    const buyer = await api.client('Market Jug');
    saleId = await api.draftDocument('doc-prod', { vSubDoc: 'vp', ...saleDates, magId: api.VP, komId: buyer }, [{ artId, kolicina: 3_000, prodCena: 100_00 }]);
    await page.goto(`/izlazni-racuni/vp/${saleId}`);
    saleOznaka = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await lock(page);
    await expect(page.getByTestId('sef-doc-panel').getByTestId('sef-status-badge')).toHaveText('Čeka slanje');
  });

  await test.step('sync now: the invoice goes to SEF; the list and the invoice show it Sent', async () => {
    // at least this invoice (an earlier spec's e-documents of the company may go in the same synchronisation)
    await syncNow(page, /^Poslato [1-9]\d*, odbijeno 0, ne šalje se 0/);
    const sim = await simState(request);
    expect(sim.sales.map((s) => [s.Number, s.Status])).toEqual([[saleOznaka, 'Sent']]);
    await page.goto('/izlazni-racuni/vp');
    await page.getByTestId('doc-status-locked').click();
    await expect(page.getByTestId('doc-status-locked')).toHaveAttribute('aria-selected', 'true');
    const row = tableRows(page.getByTestId('doc-list-table')).filter({ hasText: saleOznaka });
    await expect(row.getByTestId('sef-status-badge')).toHaveText(/^Posla(ta|to)$/);
    await snapshot(page, 'sef-sales-list');
    await page.goto(`/izlazni-racuni/vp/${saleId}`);
    await expect(page.getByTestId('sef-doc-panel').getByTestId('sef-status-badge')).toHaveText('Poslata');
  });

  await test.step('the buyer approves it on SEF; after a sync the invoice reads Approved', async () => {
    const sent = (await simState(request)).sales.find((s) => s.Number === saleOznaka)!;
    const res = await request.post(`${simUrl}/sim/sales-invoices/${sent.InvoiceId}/approve`, { data: { comment: 'Primljeno u redu' } });
    expect(res.ok(), await res.text()).toBe(true);
    await syncNow(page, /^Poslato 0, odbijeno 0, ne šalje se 0, promena statusa [1-9]\d*\.$/);
    await page.goto(`/izlazni-racuni/vp/${saleId}`);
    const panel = page.getByTestId('sef-doc-panel');
    await expect(panel.getByTestId('sef-status-badge')).toHaveText('Prihvaćena');
    await expect(panel).toContainText('Komentar SEF-a: Primljeno u redu');
    await snapshot(page, 'sef-sale-approved');
  });

  await test.step('Veletrgovina Sever sends two invoices through SEF; a sync brings them into the SEF inbox', async () => {
    // the first line's GTIN is our article's barcode (an article without one of its own has its code)
    await deliverPurchase(request, purchaseNumber, { name: 'Keks pšenični 200 g', sellerId: `SEV-${article.code}`, gtin: article.code, quantity: 10, price: 60_00 });
    await deliverPurchase(request, otherPurchase, { name: 'Vafel 100 g', sellerId: 'SEV-VAF', quantity: 4, price: 25_00 });
    await page.goto('/sef/ulazne-fakture');
    await expect(page.getByRole('heading', { level: 1, name: 'Ulazne fakture sa SEF-a' })).toBeVisible();
    await page.getByTestId('sef-sync').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Sinhronizacija završena: novih faktura 2, promenjenih statusa 0.' })).toBeVisible({ timeout: 30_000 });
    const rows = tableRows(page.getByTestId('sef-table'));
    await expect(rows).toHaveCount(2);
    const first = rows.filter({ hasText: purchaseNumber });
    await expect(first).toContainText('Veletrgovina Sever d.o.o.');
    await expect(first).toContainText('600,00');
    await expect(first).toContainText('120,00');
    await expect(first).toContainText('720,00');
    await expect(first).toContainText('Nova');
    await expect(first).toContainText('još 15 dana');
    await snapshot(page, 'sef-purchases');
  });

  await test.step('the first is booked as a draft incoming invoice (its line matched to our article by GTIN) and accepted on SEF after a confirmation', async () => {
    await tableRows(page.getByTestId('sef-table')).filter({ hasText: purchaseNumber }).click();
    const drawer = page.getByRole('dialog', { name: `Veletrgovina Sever d.o.o. — ${purchaseNumber}` });
    await expect(drawer.getByTestId('sef-lines')).toContainText('Keks pšenični 200 g');
    // the line's GTIN found the article: nothing to choose
    await expect(drawer.getByTestId('sef-map-1')).toHaveCount(0);
    await drawer.getByTestId('sef-book').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Napravljen je nacrt ulaznog računa.' })).toBeVisible();
    await expect(drawer.getByTestId('sef-booked-draft')).toContainText('Od nje je napravljen nacrt ulaznog računa');
    await expect(drawer.getByTestId('sef-booked-link')).toHaveText(/^UR-VP-\d+\/2026$/);
    await expect(drawer.getByTestId('sef-book')).toHaveCount(0);
    await drawer.getByTestId('sef-accept').click();
    const confirm = page.getByRole('dialog', { name: 'Prihvatiti fakturu na SEF-u?' });
    await expect(confirm).toContainText(`Faktura ${purchaseNumber} dobavljača Veletrgovina Sever d.o.o. biće prihvaćena na SEF-u. Odluka se posle ne može promeniti.`);
    await expect(confirm.getByTestId('confirm-yes')).toBeFocused();
    await expect(confirm).toHaveCSS('opacity', '1');
    await page.screenshot({ path: path.join(root, 'docs/screenshots/sef-accept-confirm.png') });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Faktura je prihvaćena na SEF-u.' })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByTestId('sef-accept')).toHaveCount(0);
    // The drawer is a dialog, so not `snapshot` (which waits for dialogs to close).
    await page.screenshot({ path: path.join(artifactsDir, 'sef-purchase-drawer.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const first = tableRows(page.getByTestId('sef-table')).filter({ hasText: purchaseNumber });
    await expect(first).toContainText('Prihvaćena');
    await expect(first).toContainText('UR');
    expect((await simState(request)).purchases.map((p) => [p.Number, p.Status]).sort()).toEqual([[otherPurchase, 'New'], [purchaseNumber, 'Approved']].sort());
  });

  await test.step('a rejection asks first with its reason; Escape leaves the invoice undecided; the draft opens from the inbox', async () => {
    await tableRows(page.getByTestId('sef-table')).filter({ hasText: otherPurchase }).click();
    const drawer = page.getByRole('dialog', { name: `Veletrgovina Sever d.o.o. — ${otherPurchase}` });
    await drawer.getByTestId('sef-comment').fill('Roba nije naručena');
    await drawer.getByTestId('sef-reject').click();
    const confirm = page.getByRole('dialog', { name: 'Odbiti fakturu na SEF-u?' });
    await expect(confirm).toContainText('uz razlog: „Roba nije naručena”. Odluka se posle ne može promeniti.');
    await expect(confirm).toHaveCSS('opacity', '1');
    await page.screenshot({ path: path.join(root, 'docs/screenshots/sef-reject-confirm.png') });
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(drawer.getByTestId('sef-reject')).toBeVisible();
    expect((await simState(request)).purchases.find((p) => p.Number === otherPurchase)?.Status).toBe('New');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await tableRows(page.getByTestId('sef-table')).filter({ hasText: purchaseNumber }).click();
    const booked = page.getByRole('dialog', { name: `Veletrgovina Sever d.o.o. — ${purchaseNumber}` }).getByTestId('sef-booked-link');
    const label = await booked.innerText();
    await booked.click();
    await expect(page).toHaveURL(/\/ulazni-racuni\/vp\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  });

  await test.step('a second sales invoice locked and not yet synchronised; the books against SEF list it and the unbooked purchase', async () => {
    const api = await apiAs(page, year);
    const buyer = await api.client('Market Jug');
    const artId = await api.articleId(article.code);
    const second = await api.lockedDocument('doc-prod', { vSubDoc: 'vp', ...saleDates, magId: api.VP, komId: buyer }, [{ artId, kolicina: 1_000, prodCena: 100_00 }]);
    await page.goto(`/izlazni-racuni/vp/${second}`);
    const secondOznaka = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.goto('/sef/uskladjivanje');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [kind, count] of Object.entries({ 'sales-missing': '1', 'sales-open': '0', 'purchase-unbooked': '1', 'purchase-totals': '0', 'purchase-rejected': '0' })) {
      await expect(page.getByTestId(`sef-recon-count-${kind}`)).toContainText(new RegExp(`${count}$`));
    }
    const lines = page.getByTestId('sef-recon-table').locator('tbody tr');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: secondOznaka })).toContainText('Market Jug');
    await expect(lines.filter({ hasText: otherPurchase })).toContainText('Veletrgovina Sever');
    await expect(lines.filter({ hasText: otherPurchase })).toContainText('Nova');
    await expect(lines.filter({ hasText: otherPurchase })).toContainText('SEF: 100,00 + PDV 20,00 = 120,00');
    await expect(lines.filter({ hasText: secondOznaka })).toContainText('čeka slanje');
    await snapshot(page, 'sef-reconciliation');
  });
});
