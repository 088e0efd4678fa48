import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accessToken, choosePeriod, demoPassword, readDownloadedWorkbook, signIn, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix();
const buyer = `Kupac ${suffix}`;
const supplier = `Dobavljač ${suffix}`;

test('the VAT return of February 2027: the 2027 form with its corrections by document, the prepared return in three columns, no POPDV', async ({ page }) => {
  test.setTimeout(120_000);
  let note = '';
  await test.step('through the API: the 2027 period; in January a sale of 100.000,00; in February a sale of 50.000,00, a credit note of 10.000,00 on the January sale and a January purchase of 5.000,00', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const headers = { authorization: `Bearer ${await accessToken(page)}` };
    const get = async <T>(url: string) => ((await (await page.request.get(url, { headers })).json()) as { data: T }).data;
    const post = async (url: string, data: Record<string, unknown>) => {
      const res = await page.request.post(url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const lock = async (resource: string, id: number) => expect((await page.request.post(`/v1/${resource}/${id}/lock`, { headers })).status()).toBeLessThan(300);
    const periods = await get<{ id: number; title: string }[]>('/v1/periods?perPage=200');
    const periodId = periods.find((p) => p.title === '2027')?.id ?? (await post('/v1/periods', { title: '2027', startDate: '2027-01-01', endDate: '2027-12-31' }));
    const rates = await get<{ id: number; stopa: number }[]>('/v1/art-pdv');
    const vat20 = rates.find((r) => r.stopa === 2000)!.id;
    const client = (name: string, role: Record<string, boolean>) => post('/v1/kom-main', { vKom: 'firma', sifra: name.slice(0, 3) + suffix, intNaziv: name, naziv: name, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
    const K = await client(buyer, { isKupac: true });
    const D = await client(supplier, { isDobavljac: true });
    const groups = await get<{ id: number }[]>('/v1/art-grupa?vArtikl=usluga');
    const grpId = groups[0]?.id ?? (await post('/v1/art-grupa', { vArtikl: 'usluga', grpSifra: `U${suffix}`, grpNaziv: `Usluge ${suffix}` }));
    const artId = await post('/v1/art-main', { vArtikl: 'usluga', grpId, intSifra: `U${suffix}`, artNaziv: `Usluga ${suffix}`, meraCode: 'kom', pdvId: vat20 });
    let rbroj = 800 + Math.floor(Math.random() * 9000);
    const sale = async (datum: string, osnovica: number) => {
      const id = await post('/v1/doc-prod', { periodId, vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum, napomena: '' });
      await post(`/v1/doc-prod/${id}/items`, { docId: id, artId, kolicina: 1_000, prodCena: osnovica });
      await lock('doc-prod', id);
      return id;
    };
    const january = await sale('2027-01-15', 100_000_00);
    await sale('2027-02-10', 50_000_00);
    const ko = await post('/v1/doc-knod', { periodId, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2027-02-12', komId: K, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'prod', docId: january }], napomena: '' });
    await post(`/v1/doc-knod/${ko}/items`, { docId: ko, pdvId: vat20, iznos: 10_000_00 });
    await lock('doc-knod', ko);
    note = ((await get<{ oznaka: string }>(`/v1/doc-knod/${ko}`)) as { oznaka: string }).oznaka;
    const tg = await post('/v1/trosak-grupa', { naziv: `Troškovi ${suffix}` });
    const trosakId = await post('/v1/trosak-main', { grpId: tg, naziv: `Održavanje ${suffix}` });
    const zrn = await post('/v1/doc-zrn', { periodId, vSubDoc: 'zrn', rbroj: ++rbroj, datum: '2027-02-03', datumPrometa: '2027-01-30', komId: D, dokBroj: `R-${suffix}`, dokDatum: '2027-01-30', dokDpo: '2027-02-28', trosakId, napomena: '' });
    await post(`/v1/doc-zrn/${zrn}/items`, { docId: zrn, pdvId: vat20, iznos: 5_000_00 });
    await lock('doc-zrn', zrn);
  });

  await test.step('the page: no POPDV tab; 003/103 the month’s own sale, 111 the credit note and 112 the January purchase, each a link', async () => {
    // a fresh load lists the period made above
    await page.goto('/');
    await choosePeriod(page, '2027');
    await page.goto('/fin-rpt/pdv?dateFrom=2027-02-01&dateTo=2027-02-28');
    await expect(page.getByTestId('fin-rpt-tab-popdv')).toHaveCount(0);
    const form = page.getByTestId('r2027-form');
    await expect(form.getByTestId('r2027-111')).not.toHaveText('0,00');
    const noteRow = form.getByTestId('r2027-correction-111').filter({ hasText: note });
    await expect(noteRow).toContainText('-10.000,00');
    await expect(noteRow).toContainText('-2.000,00');
    await expect(noteRow.getByRole('link', { name: note })).toBeVisible();
    await expect(form.getByTestId('r2027-correction-112').filter({ hasText: `R-${suffix}` })).toContainText('1.000,00');
  });

  await test.step('the prepared return: books, prepared and difference for every field, the causes under it linked to their documents', async () => {
    const table = page.getByTestId('prepared-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Polje', 'Opis', 'Knjige', 'Pripremljeno (SEF)', 'Razlika']);
    await expect(table.locator('[data-testid^="prepared-0"], [data-testid^="prepared-1"]')).toHaveCount(17);
    await expect(table.getByTestId('prepared-cause-103').getByRole('link', { name: note })).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.resolve(import.meta.dirname, '../../docs/screenshots/prepared-return.png'), fullPage: true, animations: 'disabled' });
  });

  await test.step('the file for ePorezi downloads beside Excel (the three columns) and the print', async () => {
    const excel = page.waitForEvent('download');
    await page.getByTestId('export-button').click();
    const workbook = await readDownloadedWorkbook(await excel);
    expect(workbook.worksheets[0]!.getRow(1).getCell(3).value).toBe('Knjige');
    const download = page.waitForEvent('download');
    await page.getByTestId('pdv-xml').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PPPDV-2027-02-01-2027-02-28.xml');
  });
});
