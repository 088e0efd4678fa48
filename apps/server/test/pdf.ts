import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** A PDF in a temporary folder for poppler's tools, removed afterwards. */
async function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    return await use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF (poppler's pdftotext), pages separated by form feeds; `layout` keeps columns on their lines. */
export const pdfText = (pdf: Buffer, layout = true): Promise<string> =>
  withPdf(pdf, async (file) => (await run('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'])).stdout);

/** The number of pages of a PDF. */
export const pdfPages = async (pdf: Buffer): Promise<number> => (await pdfText(pdf)).split('\f').filter((p) => p.trim() !== '').length;

/** A page rendered at 150 dpi as PNG bytes (to look at, or to decode a QR from). */
export const pdfPagePng = (pdf: Buffer, page = 1): Promise<Buffer> =>
  withPdf(pdf, async (file, dir) => {
    await run('pdftoppm', ['-png', '-r', '150', '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    return fs.readFileSync(path.join(dir, 'page.png'));
  });

/** The text of the QR code on a page, decoded from the rendered image; null when there is none. */
export async function pdfQr(pdf: Buffer, page = 1): Promise<string | null> {
  const png = PNG.sync.read(await pdfPagePng(pdf, page));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return code ? code.data : null;
}

/**
 * The words of a PDF that reach past the right margin (`margin` points from the page's edge) on
 * any page, from poppler's word boxes: a table wider than the page shows its cut-off columns here.
 */
export const wordsPastMargin = (pdf: Buffer, margin = 36): Promise<string[]> =>
  withPdf(pdf, async (file) => {
    const html = (await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'])).stdout;
    const out: string[] = [];
    for (const page of html.split('<page ').slice(1)) {
      const width = Number(/width="([\d.]+)"/.exec(page)?.[1] ?? 0);
      for (const m of page.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)) {
        if (Number(m[1]) > width - margin + 0.5) out.push(m[2]!);
      }
    }
    return out;
  });
