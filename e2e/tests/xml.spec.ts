import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { accessToken, demoPassword, signIn, snapshot } from '../support/app';
import { apiAs, newArticle, openingStock } from '../support/documents';

const article = newArticle();

test('SEF XML: a locked invoice is generated, polled until done, downloaded under its number and parses as a UBL invoice', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  const artId = await api.createArticle(article);
  await openingStock(api, artId);
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const buyer = (await (await page.request.get('/v1/kom-main?search=Market%20Jug', { headers })).json()).data[0].id as number;
  const dates = { datum: '2024-03-15', datumDospeca: '2024-04-14', datumIsporuke: '2024-03-15', datumPrometa: '2024-03-15' };
  const id = await api.lockedDocument('doc-prod', { vSubDoc: 'vp', magId: api.VP, komId: buyer, ...dates }, [{ artId, kolicina: 3_000, prodCena: 70_00 }]);
  const { oznaka } = (await (await page.request.get(`/v1/doc-prod/${id}`, { headers })).json()).data as { oznaka: string };

  await test.step('the invoice page has the XML button; the export page shows the data for checking', async () => {
    await page.goto(`/izlazni-racuni/vp/${id}`);
    await page.getByTestId('doc-xml').click();
    await expect(page).toHaveURL(new RegExp(`/izlazni-racuni/vp/${id}/xml$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Izvoz e-fakture (XML)');
    await expect(page.getByTestId('xml-kind')).toContainText('Izlazni račun (ir)');
    await expect(page.getByTestId('xml-number')).toHaveText(oznaka);
    // 3 × 70,00 = 210,00 + 20 % = 252,00
    await expect(page.getByTestId('xml-payable')).toContainText('252,00');
    await expect(page.getByTestId('xml-download')).toHaveCount(0);
  });

  await test.step('Generate, the status is polled, Download replaces Generate', async () => {
    await page.getByTestId('xml-generate').click();
    await expect(page.getByTestId('xml-download')).toBeVisible();
    await expect(page.getByTestId('xml-generate')).toHaveCount(0);
    await expect(page.getByTestId('xml-failure')).toHaveCount(0);
    await snapshot(page, 'xml-export');
  });

  await test.step('the file is named from the number and is a UBL invoice of 252,00', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('xml-download').click()]);
    expect(download.suggestedFilename()).toBe(`${oznaka.replace(/\s+/g, '').replaceAll('/', '-')}.xml`);
    const xml = fs.readFileSync((await download.path())!, 'utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        id: doc.getElementsByTagNameNS(cbc, 'ID')[0]?.textContent,
        payable: doc.getElementsByTagNameNS(cbc, 'PayableAmount')[0]?.textContent,
      };
    }, xml);
    expect(parsed).toEqual({ error: 0, root: 'Invoice', id: oznaka, payable: '252.00' });
  });
});
