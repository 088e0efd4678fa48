import { AppError, invalid } from './errors';

/**
 * The most data rows one import may hold: a whole catalogue of articles or clients, a year of a
 * busy account's statement lines. Past it the file is refused before its rows are checked (each
 * row is held with its cells and its result; four imports of 400,000 rows at once took the
 * embedded server past 2 GB).
 */
export const MAX_IMPORT_ROWS = 50_000;

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // a zip archive

/** Text of a CSV export: UTF-8 when it decodes, otherwise Windows-1250 (older Serbian Excel exports). */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1250').decode(data);
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // a date cell is read as midnight UTC of the day it shows: its UTC date is that day, in any time zone
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A spreadsheet (XLSX) or CSV file as rows of trimmed cell texts, the header first. */
export async function readTable(data: Buffer): Promise<string[][]> {
  let rows: unknown[][];
  try {
    if (data.subarray(0, 4).equals(XLSX_MAGIC)) {
      // the readers are loaded on the first import, not at the server's start
      const { readSheet } = await import('read-excel-file/node');
      rows = (await readSheet(data)) as unknown[][];
    } else {
      const text = decode(data).replace(/^\uFEFF/, '');
      const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
      const delimiter = [';', '\t', ','].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
      const { parse } = await import('csv-parse/sync');
      rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true });
    }
  } catch {
    throw invalid({ file: 'error.file.unreadable' });
  }
  const table = rows.map((r) => r.map(cellText)).filter((r) => r.some((c) => c !== ''));
  if (table.length - 1 > MAX_IMPORT_ROWS) throw new AppError(422, 'error.validation', { file: 'error.file.too-many-rows' }, { max: MAX_IMPORT_ROWS });
  if (table.length < 2) throw invalid({ file: 'error.file.empty' });
  return table;
}
