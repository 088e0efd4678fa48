import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, demoPassword, signIn, tableRows, toasts, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix();
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

test('fixed assets: the register with its filters and totals, a new asset through the form, the van’s card after 2024’s depreciation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  let vanId = 0;
  await test.step('sign in; the van and the laptop of the worked example, and 2024 depreciated month by month, through the API', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    async function call<T = { id: number }>(url: string, data?: Record<string, unknown>, method = 'POST'): Promise<T> {
      const res = await page.request.fetch(url, { method, headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (res.status() === 204 ? {} : await res.json()) as T;
    }
    const get = <T>(url: string) => call<{ data: T }>(url, undefined, 'GET').then((r) => r.data);
    const periodId = (await get<{ id: number; title: string }[]>('/v1/periods?perPage=200')).find((p) => p.title === '2024')!.id;
    vanId = (await call('/v1/osnovna-sredstva', { invBroj: `V-${suffix}`, naziv: 'Dostavno vozilo', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-03-15', nabavnaVrednost: 2_400_000_00, datumUpotrebe: '2024-04-01', vekMeseci: 96, lokacija: 'Garaža', odgovornoLice: 'Petar Petrović', izvorDokument: 'R-114/2024' })).id;
    await call('/v1/osnovna-sredstva', { invBroj: `L-${suffix}`, naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 120_000_00, datumUpotrebe: '2024-06-10', vekMeseci: 36, lokacija: 'Kancelarija' });
    const rbroj = async () => (await get<{ rbroj: number }>(`/v1/doc-amo/init?periodId=${periodId}&vSubDoc=amo`)).rbroj;
    for (let mesec = 5; mesec <= 12; mesec++) {
      const datum = new Date(Date.UTC(2024, mesec, 0)).toISOString().slice(0, 10);
      const id = (await call('/v1/doc-amo', { periodId, vSubDoc: 'amo', rbroj: await rbroj(), datum, mesec })).id;
      await call(`/v1/doc-amo/${id}/lock`);
    }
  });

  await test.step('the register: filtered by the account 023, the two assets with cost, accumulated depreciation and net value', async () => {
    await page.goto('/osnovna-sredstva?konto=023');
    await expect(page.getByRole('heading', { name: 'Registar osnovnih sredstava' })).toBeVisible();
    const rows = tableRows(page.getByTestId('assets-table'));
    await expect(rows.filter({ hasText: `V-${suffix}` })).toContainText('2.200.000,00');
    await expect(rows.filter({ hasText: `L-${suffix}` })).toContainText('100.000,02');
  });

  await test.step('a new asset through the form: a shelf, 60.000,00, 5 years', async () => {
    await page.getByTestId('assets-add').click();
    await page.getByTestId('asset-invBroj').fill(`R-${suffix}`);
    await page.getByTestId('asset-naziv').fill('Regal');
    await page.getByTestId('asset-konto').fill('023');
    await page.getByTestId('asset-poreskaGrupa').click();
    await page.getByRole('option', { name: 'II', exact: true }).click();
    await page.getByTestId('asset-datumNabavke').fill('02.12.2024');
    await page.getByTestId('asset-nabavnaVrednost').fill('60000,00');
    await page.getByTestId('asset-datumUpotrebe').fill('02.12.2024');
    await page.getByTestId('asset-vekMeseci').fill('60');
    await page.getByTestId('asset-lokacija').fill('Magacin');
    await page.getByTestId('asset-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tableRows(page.getByTestId('assets-table')).filter({ hasText: `R-${suffix}` })).toContainText('60.000,00');
    // the saved toast closes by itself once the pointer is off it
    await page.mouse.move(0, 0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: path.join(shots, 'fixed-assets-register.png'), fullPage: true, animations: 'disabled' });
  });

  await test.step('the van’s card: bought, eight months of 25.000,00, its net value 2.200.000,00', async () => {
    await page.goto(`/osnovna-sredstva/${vanId}`);
    const card = page.getByTestId('asset-card-table').locator('tbody tr');
    await expect(card).toHaveCount(9);
    await expect(card.first()).toContainText('Nabavka');
    await expect(card.last()).toContainText('2.200.000,00');
    await page.screenshot({ path: path.join(shots, 'fixed-asset-card.png'), fullPage: true, animations: 'disabled' });
  });
});
