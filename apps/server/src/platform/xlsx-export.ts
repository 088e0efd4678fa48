import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportColumnType, z } from '@knjige/contract';
import type { exportColumn } from '@knjige/contract';
import { exactNumber } from './exact-number';

type Column = z.output<typeof exportColumn>;

/** How a column's API value becomes a cell: the divisor and the number format. */
const cellFormats: Record<ExportColumnType, { scale: number; numFmt?: string }> = {
  text: { scale: 1 },
  int: { scale: 1, numFmt: '0' },
  money: { scale: 100, numFmt: '#,##0.00' },
  qty: { scale: 1000, numFmt: '#,##0.000' },
  rate: { scale: 100, numFmt: '0.00' },
  date: { scale: 1, numFmt: 'dd.mm.yyyy' },
};

function cellValue(type: ExportColumnType, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (type === 'text') return typeof value === 'string' ? value : String(value);
  if (type === 'date') {
    const text = String(value);
    return /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(`${text.slice(0, 10)}T00:00:00Z`) : text;
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  // integer hundredths / thousandths to the decimal the sheet shows: one division, exact to the printed digit
  return n / cellFormats[type].scale;
}

/** A field of a row by a dotted path ('artikl.intSifra'). */
function valueAt(row: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);
}

export interface XlsxExport<R> {
  fileName: string;
  sheetName?: string;
  columns: Column[];
  totalLabel: string;
  /** the rows in order, read in batches (all pages of the list's filters), or a short list already read */
  rows: AsyncIterable<R> | Iterable<R>;
}

/**
 * Streams an .xlsx of the rows to the reply: a header row, one row per source row, a totals row
 * (sums or the last value, by column). Rows are committed as they come, so memory does not grow
 * with their number; the writer waits when the client reads slower than the rows come.
 */
export async function sendXlsx<R extends object>(reply: FastifyReply, spec: XlsxExport<R>): Promise<void> {
  const stream = new PassThrough();
  // loaded on the first export, not at the server's start
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName ?? 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({
    key: c.key,
    width: c.type === 'text' ? 30 : c.type === 'date' ? 12 : 16,
    style: cellFormats[c.type].numFmt ? { numFmt: cellFormats[c.type].numFmt } : {},
  }));
  const header = sheet.addRow(spec.columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();

  // The first row is read before the answer starts, so an error there (a figure past 2^53 from
  // data stored before the bounds, 409 error.report.too-large) answers as any request's error.
  const rows: AsyncIterator<R> | Iterator<R> = Symbol.asyncIterator in spec.rows ? spec.rows[Symbol.asyncIterator]() : spec.rows[Symbol.iterator]();
  let next = await rows.next();

  const filename = `${spec.fileName || 'export'}.xlsx`;
  void reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
    .send(stream);

  const sums = spec.columns.map(() => 0);
  const last: unknown[] = spec.columns.map(() => null);
  let count = 0;
  try {
    for (; !next.done; next = await rows.next()) {
      const row = next.value;
      const values = spec.columns.map((c, i) => {
        const v = valueAt(row, c.key);
        // exact, or the export stops (error.report.too-large) rather than print a rounded total
        if (c.total === 'sum' && typeof v === 'number') sums[i] = exactNumber(sums[i]! + v);
        last[i] = v;
        return cellValue(c.type, v);
      });
      sheet.addRow(values).commit();
      if (++count % 500 === 0 && stream.writableNeedDrain) await once(stream, 'drain');
    }
    // A totals row where a column has one (a form with its own sum rows, like the VAT return, has none).
    if (spec.columns.some((c) => c.total !== 'none')) {
      const totals = spec.columns.map((c, i) => (c.total === 'sum' ? cellValue(c.type, sums[i]) : c.total === 'last' && count ? cellValue(c.type, last[i]) : null));
      if (spec.columns[0]!.total === 'none') totals[0] = spec.totalLabel;
      const totalRow = sheet.addRow(totals);
      totalRow.font = { bold: true };
      totalRow.commit();
    }
    sheet.commit();
    await workbook.commit();
  } catch (err) {
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

/** A turnover's rows after its opening row (the balance at date-from, labelled in the user's language). */
export async function* afterOpening<R>(opening: { datum: string; label: string; saldo: number }, rows: AsyncIterable<R>): AsyncGenerator<R | { datum: string; docOznaka: string; saldo: number }> {
  yield { datum: opening.datum, docOznaka: opening.label, saldo: opening.saldo };
  yield* rows;
}

/** Every row of a paged call, page after page (a list's own query, so the export shows what its pages show). */
export async function* allPages<R>(fetchPage: (page: { page: number; perPage: number }) => Promise<{ data: R[] }>, perPage = 200): AsyncGenerator<R> {
  for (let page = 1; ; page++) {
    const { data } = await fetchPage({ page, perPage });
    yield* data;
    if (data.length < perPage) return;
  }
}
