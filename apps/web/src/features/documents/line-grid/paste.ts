import { readTypedNumber } from '@knjige/domain';
import { MAX_PERCENT } from '@knjige/contract';
import { defaultMax } from '../../../shared/ui/scaled-text';
import { scaleOf, type CellError, type GridField } from './grid-rows';

/** One pasted line: the article's code (or barcode), the numbers read, and the cells that were not numbers. */
export interface PastedRow {
  code: string;
  values: Record<string, number>;
  errors: Record<string, CellError>;
}

/** Rows of cells copied from a spreadsheet: tab between cells, a line break between rows. */
export function isTable(text: string): boolean {
  return /[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''));
}

/**
 * Lines pasted from a spreadsheet: the article's code or barcode, then the grid's fields in their
 * order (quantity, price, discount on an invoice); columns beyond them are left out, an empty cell
 * keeps what the line would start with. A cell that is not a number of its field stays an error
 * naming what was pasted, never a line dropped or a number guessed. Empty rows are passed by.
 */
export function readPastedRows(text: string, fields: readonly GridField[]): PastedRow[] {
  const rows: PastedRow[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue;
    const [code = '', ...cells] = line.split('\t');
    const row: PastedRow = { code: code.trim(), values: {}, errors: {} };
    fields.forEach((field, index) => {
      const cell = (cells[index] ?? '').trim();
      if (cell === '') return;
      // a spreadsheet's percent cell may carry its sign
      const number = field.kind === 'percent' ? cell.replace(/\s*%$/, '') : cell;
      const scale = scaleOf(field);
      const read = readTypedNumber(number, { scale, max: field.kind === 'percent' ? MAX_PERCENT : defaultMax(scale) });
      const value = read.ok ? read.value : null;
      if (value === null) row.errors[field.name] = { key: 'grid.paste.refused', params: { text: cell } };
      else row.values[field.name] = value;
    });
    rows.push(row);
  }
  return rows;
}
