import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { artifactsDir, confirm, demoPassword, signIn, snapshot, toasts } from '../support/app';
import { apiAs } from '../support/documents';

/**
 * A valid one-page PDF of about `size` bytes saying `text`: a page, its font and content, and an
 * unused stream of filler that makes up the size; the cross-reference table at its real offsets.
 */
function pdf(size: number, text: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const filler = 'x'.repeat(Math.max(0, size - 700));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Length ${filler.length} >>\nstream\n${filler}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const fileInput = (page: Page) => page.getByTestId('attachments').locator('input[type="file"]');

test('attachments: a PDF sent in chunks through the Prilozi tab, listed and previewed; a non-PDF refused; read-only once locked', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  const komId = await api.client('Market Jug');
  const artId = await api.articleId('9001');
  const header = { vSubDoc: 'usluga', datum: '2024-03-01', magId: null, komId, datumDospeca: '2024-03-01', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01' };
  const docId = await api.draftDocument('doc-prod', header, [{ artId, kolicina: 1_000, prodCena: 10_000 }]);

  const contract = pdf(600 * 1024, 'Ugovor o prodaji');
  await test.step('a PDF of about 600 KB goes up in three chunks and is attached', async () => {
    await page.goto(`/izlazni-racuni/usluga/${docId}`);
    await page.getByTestId('doc-tab-prilozi').click();
    await expect(page.getByTestId('attachments-table')).toContainText('Nema priloženih datoteka');
    await fileInput(page).setInputFiles({ name: 'Ugovor.pdf', mimeType: 'application/pdf', buffer: contract });
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/v1/files/')) chunks.push(r.url());
    });
    await page.getByTestId('attachment-send').click();
    await expect(toasts(page).filter({ hasText: 'Datoteka je uspešno poslata' })).toBeVisible();
    await expect(toasts(page).filter({ hasText: 'Datoteka je priložena dokumentu' })).toBeVisible();
    expect(chunks).toHaveLength(3);
    const row = page.getByTestId('attachment-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ugovor.pdf');
    await expect(row).toContainText(`${(contract.length / 1024).toFixed(2).replace('.', ',')} KB`);
    await snapshot(page, 'attachments');
  });

  await test.step('preview opens the PDF in a new tab', async () => {
    const [tab, response] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith('/preview')),
      page.getByTestId('attachment-preview').click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-length']).toBe(String(contract.length));
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    // the browser's PDF viewer shows the page (the screenshot is there to look at)
    await tab.waitForLoadState();
    await tab.waitForTimeout(1500);
    await tab.screenshot({ path: path.join(artifactsDir, 'attachments-preview.png') });
    await tab.close();
  });

  await test.step('a file renamed .pdf that is not one stops at its first chunk, named in the message', async () => {
    await fileInput(page).setInputFiles({ name: 'slika.pdf', mimeType: 'application/pdf', buffer: Buffer.from('PK\u0003\u0004 not a pdf') });
    await page.getByTestId('attachment-send').click();
    await expect(toasts(page).filter({ hasText: 'Deo 1 od 1: Datoteka nije PDF.' })).toBeVisible();
    await expect(page.getByTestId('attachment-row')).toHaveCount(1);
  });

  await test.step('detach asks first; once the document is locked, the file can only be previewed', async () => {
    await page.getByTestId('attachment-dettach').click();
    await page.getByRole('dialog', { name: 'Ukloniti datoteku sa dokumenta?' }).getByTestId('confirm-no').click();
    await expect(page.getByTestId('attachment-row')).toHaveCount(1);
    await api.lock('doc-prod', docId);
    await page.reload();
    await page.getByTestId('doc-tab-prilozi').click();
    await expect(page.getByTestId('attachments-locked')).toBeVisible();
    await expect(page.getByTestId('attachment-dettach')).toBeDisabled();
    await expect(page.getByTestId('attachment-delete')).toBeDisabled();
    await expect(page.getByTestId('attachment-preview')).toBeEnabled();
  });
});

test('attachments: deleting a file of a draft asks and removes it from the list', async ({ page }) => {
  await signIn(page, 'admin@demo.rs', demoPassword());
  const api = await apiAs(page);
  const komId = await api.client('Market Jug');
  const artId = await api.articleId('9001');
  const docId = await api.draftDocument('doc-prod', { vSubDoc: 'usluga', datum: '2024-03-02', magId: null, komId, datumDospeca: '2024-03-02', datumIsporuke: '2024-03-02', datumPrometa: '2024-03-02' }, [{ artId, kolicina: 1_000, prodCena: 10_000 }]);
  await page.goto(`/izlazni-racuni/usluga/${docId}`);
  await page.getByTestId('doc-tab-prilozi').click();
  await fileInput(page).setInputFiles({ name: 'Prilog.pdf', mimeType: 'application/pdf', buffer: pdf(2000, 'Prilog') });
  await page.getByTestId('attachment-send').click();
  await expect(page.getByTestId('attachment-row')).toHaveCount(1);
  await page.getByTestId('attachment-delete').click();
  await expect(page.getByRole('dialog', { name: 'Obrisati datoteku?' })).toContainText('Datoteka Prilog.pdf biće obrisana sa servera.');
  await confirm(page, 'Obrisati datoteku?');
  await expect(toasts(page).filter({ hasText: 'Datoteka je obrisana' })).toBeVisible();
  await expect(page.getByTestId('attachment-row')).toHaveCount(0);
});
