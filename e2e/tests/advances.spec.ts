import { expect, test } from '@playwright/test';
import { choose, demoPassword, signIn, typeDate } from '../support/app';
import { addItem, apiAs, lock, newDocument, saveItem, saveNewDocument } from '../support/documents';

/** the seeded service */
const service = { code: '9001', name: 'Prevoz robe' };
const buyer = 'Market Jug (111032440)';

test('a sales invoice deducts a buyer’s advance: 1.200,00 less 500,00 of a 600,00 advance leaves 700,00 to pay', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());

  await test.step('a locked advance of 600,00 (20 %) from Market Jug on 1 April', async () => {
    const api = await apiAs(page);
    const komId = await api.client('Jug');
    await api.lockedDocument('doc-avr', { vSubDoc: 'avr-izdati', datum: '2024-04-01', komId }, [{ pdvId: await api.defaultVat(), iznos: 600_00 }]);
  });

  await test.step('a services invoice of 1.200,00 picks the advance and deducts 500,00', async () => {
    await newDocument(page, '/izlazni-racuni/usluga', 'Novi izlazni račun');
    await typeDate(page.getByTestId('doc-field-datum'), '10.04.2024');
    await page.getByTestId('doc-tab-kupac').click();
    await choose(page, page.getByTestId('doc-field-komId'), buyer, 'Jug');
    await saveNewDocument(page, /^IR-USLUGA-\d+\/2024$/);
    await addItem(page, service, { kolicina: '1', prodCena: '1000,00' });
    await saveItem(page);
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('1.200,00');

    await page.getByTestId('doc-tab-avansi').click();
    await choose(page, page.getByTestId('doc-advance-pick'), /^AVR-\d+\/2024 · 01\.04\.2024 · 600,00$/);
    const amount = page.locator('[data-testid^="doc-advance-iznos-"]');
    await expect(amount).toHaveValue('600,00');
    await amount.fill('500');
    await amount.press('Tab');
    await page.getByTestId('doc-save').click();
    await expect(page.getByTestId('doc-total-avansIznos')).toHaveText('500,00');
    await expect(page.getByTestId('doc-total-zaUplatu')).toHaveText('700,00');
  });

  await test.step('locked: the advance is shown with its label, read-only, and 700,00 is left to pay', async () => {
    await lock(page);
    await page.getByTestId('doc-tab-avansi').click();
    const row = page.locator('[data-testid^="doc-advance-"]').filter({ hasText: /AVR-\d+\/2024/ });
    await expect(row).toContainText('500,00');
    await expect(page.getByTestId('doc-advance-pick')).toHaveCount(0);
    await expect(page.getByTestId('doc-total-zaUplatu')).toHaveText('700,00');
  });
});
