import { expect, test, type Page } from '@playwright/test';
import { accessToken, demoPassword, signIn, uniqueSuffix } from '../support/app';
import { apiAs } from '../support/documents';

/** The grid's line `n` (1-based). */
const line = (page: Page, n: number) => page.getByTestId('doc-items-grid').getByTestId(`grid-row-${n}`);

/** Types into the focused cell, checking first that it is the cell the walk should be in. */
async function typeIn(page: Page, n: number, cell: string, text: string) {
  await expect(line(page, n).getByTestId(cell)).toBeFocused();
  await page.keyboard.type(text);
}

test('the line grid: code and Tab, Enter to the next line, Ctrl+Del, a paste, VAT per rate as typed and as saved, a bad cell refused', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  const komId = await api.client('Jug');
  // two articles of this spec with a sale price in the wholesale warehouse: 140,00 at 20 %, 80,00 at 10 % (found by its barcode)
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const suffix = uniqueSuffix();
  const sugar = { code: `G${suffix}`, name: `Šećer ${suffix}` };
  const flour = { code: `H${suffix}`, name: `Brašno ${suffix}`, barcode: `86${Date.now() % 10 ** 11}` };
  const list = async <T>(url: string) => ((await (await page.request.get(url, { headers })).json()) as { data: T[] }).data;
  const vat10 = (await list<{ id: number; stopa: number }>('/v1/art-pdv?perPage=200')).find((r) => r.stopa === 1000)!.id;
  const grpId = (await list<{ id: number; grpSifra: string }>('/v1/art-grupa?perPage=200')).find((g) => g.grpSifra === '100')!.id;
  const sugarId = await api.createArticle(sugar);
  const created = await page.request.post('/v1/art-main', { headers, data: { grpId, intSifra: flour.code, artNaziv: flour.name, barkod: flour.barcode, meraCode: 'kom', pdvId: vat10 } });
  expect(created.status(), await created.text()).toBe(201);
  const flourId = ((await created.json()) as { id: number }).id;
  await api.lockedDocument('doc-psr', { vSubDoc: 'vp', datum: '2024-01-02', magId: api.VP }, [
    { artId: sugarId, kolicina: 100_000, nabCena: 90_00, prodCena: 140_00 },
    { artId: flourId, kolicina: 100_000, nabCena: 50_00, prodCena: 80_00 },
  ]);
  const id = await api.draftDocument('doc-prod', { vSubDoc: 'vp', datum: '2024-03-20', magId: api.VP, komId }, []);
  await page.goto(`/izlazni-racuni/vp/${id}`);
  await expect(page.getByTestId('doc-status')).toHaveText('U pripremi');
  // no page is loaded from here on: every line is typed, pasted and saved on this one
  let loads = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads++);

  await test.step('a code and Tab choose the article; Enter walks the cells and from the last opens the next line', async () => {
    await page.getByTestId('doc-item-add').click();
    // typed at full speed: the warehouse's price may come while the keyboard is already in its cell
    await typeIn(page, 1, 'grid-article', sugar.code);
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.keyboard.type('123,45');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(line(page, 2).getByTestId('grid-article')).toBeFocused();
    await expect(line(page, 1).getByTestId('grid-name')).toHaveText(sugar.name);
    await expect(line(page, 1).getByTestId('grid-prodCena')).toHaveValue('123,45');
    await expect(line(page, 1).getByTestId('grid-vat')).toHaveText('20 %');
    await expect(line(page, 1).getByTestId('grid-figure-iznos')).toHaveText('370,35');
    // a barcode chooses too; the warehouse's price is taken by Tab; a discount typed as 10
    await typeIn(page, 2, 'grid-article', flour.barcode);
    await page.keyboard.press('Tab');
    await typeIn(page, 2, 'grid-kolicina', '2,5');
    await page.keyboard.press('Tab');
    await expect(line(page, 2).getByTestId('grid-prodCena')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(line(page, 2).getByTestId('grid-prodCena')).toHaveValue('80,00');
    await typeIn(page, 2, 'grid-rabat', '10');
    await page.keyboard.press('Enter');
    await expect(line(page, 2).getByTestId('grid-name')).toHaveText(flour.name);
    await expect(line(page, 2).getByTestId('grid-article')).toHaveValue(flour.code);
    await expect(line(page, 2).getByTestId('grid-figure-iznos')).toHaveText('180,00');
    await expect(line(page, 2).getByTestId('grid-vat')).toHaveText('10 %');
  });

  await test.step('a text that names no article is an error on its cell; Ctrl+Del removes the line', async () => {
    await typeIn(page, 3, 'grid-article', 'nema-takvog');
    await page.keyboard.press('Tab');
    await expect(line(page, 3).getByText('Nema artikla sa šifrom, nazivom ili barkodom „nema-takvog“.')).toBeVisible();
    await page.keyboard.press('Control+Delete');
    await expect(page.getByTestId('doc-items-grid').locator('tbody tr')).toHaveCount(3);
    await expect(line(page, 3).getByTestId('grid-article')).toHaveValue('');
    // the first two lines were saved as the keyboard left them
    await expect(page.getByTestId('grid-status')).toHaveText('Sve stavke su sačuvane');
  });

  await test.step('rows pasted from a spreadsheet become lines; a cell that is not a number is refused, not dropped', async () => {
    await line(page, 3).getByTestId('grid-article').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '1003\t1\t199,99\r\n1004\t2\t12a,5\t5\r\n');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(line(page, 3).getByTestId('grid-name')).toHaveText('Ulje suncokretovo 1 l');
    await expect(line(page, 4).getByTestId('grid-name')).toHaveText('Kafa mlevena');
    await expect(line(page, 4).getByText('„12a,5“ nije broj za ovo polje.')).toBeVisible();
    await expect(line(page, 4)).toHaveAttribute('data-state', 'unsaved');
    await expect(page.getByTestId('grid-status')).toHaveText('1 stavka nije sačuvana');
    // retyped, the price is taken and the line saved as the keyboard leaves it
    await line(page, 4).getByTestId('grid-prodCena').click();
    await page.keyboard.type('12,50');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('grid-status')).toHaveText('Sve stavke su sačuvane');
  });

  await test.step('VAT per rate as typed equals the server’s totals of the saved invoice, to the para', async () => {
    // 20 %: 370,35 + 199,99 + 23,75 = 594,09 → 118,82; 10 %: 180,00 → 18,00
    const rates = page.getByTestId('grid-rates');
    await expect(rates.getByTestId('grid-rate-2000').locator('td')).toHaveText(['20 %', '594,09', '118,82', '712,91']);
    await expect(rates.getByTestId('grid-rate-1000').locator('td')).toHaveText(['10 %', '180,00', '18,00', '198,00']);
    const total = rates.getByTestId('grid-rate-total');
    await expect(total.getByTestId('grid-rate-osnovica')).toHaveText('774,09');
    await expect(page.getByTestId('doc-total-osnovica')).toHaveText('774,09');
    await expect(page.getByTestId('doc-total-pdvIznos')).toHaveText(await total.getByTestId('grid-rate-pdvIznos').innerText());
    await expect(page.getByTestId('doc-total-iznos')).toHaveText(await total.getByTestId('grid-rate-iznos').innerText());
    await expect(page.getByTestId('doc-total-iznos')).toHaveText('910,91');
    // what the server holds, line by line, in the order typed and pasted
    const saved = await page.request.get(`/v1/doc-prod/${id}/items?perPage=50`, { headers: { authorization: `Bearer ${await accessToken(page)}` } });
    const items = ((await saved.json()) as { data: { artikl: { intSifra: string }; kolicina: number; prodCena: number; rabat: number; iznos: number }[] }).data;
    expect(items.map((i) => [i.artikl.intSifra, i.kolicina, i.prodCena, i.rabat, i.iznos])).toEqual([
      [sugar.code, 3_000, 123_45, 0, 370_35],
      [flour.code, 2_500, 80_00, 10_000, 180_00],
      ['1003', 1_000, 199_99, 0, 199_99],
      ['1004', 2_000, 12_50, 5_000, 23_75],
    ]);
    expect(loads).toBe(0);
  });
});
