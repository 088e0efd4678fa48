import { expect, test } from '@playwright/test';
import { accessToken, demoPassword, signIn } from '../support/app';
import { apiAs, newArticle, openingStock } from '../support/documents';

const article = newArticle();

test('print: the invoice page opens its PDF in a new tab through a print token, never the access token in the URL', async ({ page, context }) => {
  let invoiceId = 0;
  await test.step('a locked sales invoice to Market Jug', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    const api = await apiAs(page);
    const artId = await api.createArticle(article);
    await openingStock(api, artId);
    const buyers = await page.request.get('/v1/kom-main?search=Market%20Jug', { headers: { authorization: `Bearer ${await accessToken(page)}` } });
    const komId = ((await buyers.json()) as { data: { id: number }[] }).data[0]!.id;
    invoiceId = await api.lockedDocument('doc-prod', { vSubDoc: 'vp', datum: '2024-02-10', magId: api.VP, komId, datumDospeca: '2024-03-11', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' }, [
      { artId, kolicina: 2_000, prodCena: 70_00 },
    ]);
  });

  await test.step('Račun-otpremnica opens a tab that receives the PDF', async () => {
    await page.goto(`/izlazni-racuni/vp/${invoiceId}`);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('print-racun-otpremnica').click()]);
    const response = await tab.waitForResponse((r) => r.url().includes(`/v1/doc-prod/racun-otpremnica/print/${invoiceId}`));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const url = new URL(response.url());
    expect(url.searchParams.get('lang')).toBe('sr-lat');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // the tab shows Chromium's PDF viewer; the same link, without any bearer header, gives the file
    const again = await context.request.get(response.url());
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
  });
});
