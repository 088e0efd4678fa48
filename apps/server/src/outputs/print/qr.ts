import QRCode from 'qrcode';
import type { CanvasElement, Content } from 'pdfmake/interfaces';

/** Quiet zone around the symbol, in modules (the standard asks for 4; the page's white margin adds to it). */
const QUIET = 2;

/**
 * A QR code at error-correction level M (the IPS standard's level) drawn as vector rectangles,
 * one per run of dark modules in a row: sharp at any zoom and print resolution, and no image to
 * encode and decode on every print.
 */
export function qrCode(payload: string, size: number): Content {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / (n + 2 * QUIET);
  const rects: CanvasElement[] = [];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // a hair taller than the module, so that rows meet without a seam
      rects.push({ type: 'rect', x: (start + QUIET) * cell, y: (row + QUIET) * cell, w: (col - start) * cell, h: cell + 0.05, color: '#000000' });
    }
  }
  return { canvas: rects, margin: [3, 0, 0, 0] };
}
