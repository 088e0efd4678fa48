import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, demoPassword, readDownloadedWorkbook, signIn, tableRows, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix();

test('tax depreciation of 2024: a van (group III) and a laptop (group IV) beside their accounting depreciation, per group and per asset, exported to Excel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await test.step('sign in; the two assets and their 2024 depreciation through the API', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    async function call<T = { id: number }>(url: string, data?: Record<string, unknown>, method = 'POST'): Promise<T> {
      const res = await page.request.fetch(url, { method, headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (res.status() === 204 ? {} : await res.json()) as T;
    }
    const mine: number[] = [];
    mine.push((await call('/v1/osnovna-sredstva', { invBroj: `V-${suffix}`, naziv: 'Dostavno vozilo', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-03-15', nabavnaVrednost: 2_400_000_00, datumUpotrebe: '2024-04-01', vekMeseci: 96 })).id);
    mine.push((await call('/v1/osnovna-sredstva', { invBroj: `L-${suffix}`, naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 120_000_00, datumUpotrebe: '2024-06-10', vekMeseci: 36 })).id);
    // the year's depreciation of these two only (the document proposes every asset in use)
    const rbroj = (await call<{ data: { rbroj: number } }>('/v1/doc-amo/init?periodId=2&vSubDoc=amo', undefined, 'GET')).data.rbroj;
    const amo = (await call('/v1/doc-amo', { periodId: 2, vSubDoc: 'amo', rbroj, datum: '2024-12-31', mesec: null })).id;
    const lines = (await call<{ data: { id: number; osId: number }[] }>(`/v1/doc-amo/${amo}/items?perPage=200`, undefined, 'GET')).data;
    for (const line of lines.filter((l) => !mine.includes(l.osId))) await call(`/v1/doc-amo/${amo}/items/${line.id}`, undefined, 'DELETE');
    await call(`/v1/doc-amo/${amo}/lock`);
  });

  await test.step('the page: each group’s register and each asset’s tax and accounting depreciation', async () => {
    await page.goto('/poreska-amortizacija');
    await expect(page.getByRole('heading', { name: 'Poreska amortizacija 2024' })).toBeVisible();
    const assets = page.getByTestId('tax-depreciation-assets');
    const van = tableRows(assets).filter({ hasText: `V-${suffix}` });
    // 2,400,000.00 × 15 % × 8/12 = 240,000.00 against 200,000.00 booked
    await expect(van).toContainText('240.000,00');
    await expect(van).toContainText('200.000,00');
    await expect(van).toContainText('-40.000,00');
    const laptop = tableRows(assets).filter({ hasText: `L-${suffix}` });
    // 120,000.00 × 20 % × 6/12 = 12,000.00 against 19,999.98
    await expect(laptop).toContainText('12.000,00');
    await expect(laptop).toContainText('19.999,98');
    await expect(laptop).toContainText('7.999,98');
    await expect(tableRows(page.getByTestId('tax-depreciation-groups'))).toHaveCount(5);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/tax-depreciation.png'), fullPage: true, animations: 'disabled' });
  });

  await test.step('Excel: the asset rows with the screen’s columns', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tax-depreciation-export').click()]);
    const sheet = (await readDownloadedWorkbook(download)).worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['Inv. broj', 'Naziv', 'Grupa']);
    const van = rows.find((r) => r[0] === `V-${suffix}`)!;
    expect(van[7]).toBe(240_000);
    expect(van[8]).toBe(200_000);
  });
});
