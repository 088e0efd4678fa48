import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { tableDocument, type TablePrint } from './pdf';
import type { PrintLocale } from './texts';

type Frame = Pick<TablePrint<unknown>, 'company' | 'pageOf' | 'footNote'>;

/** A document list's print as a family provides it (its registry entry's `listPrint`): the file name and the table of the list's rows. */
export interface ListPrint {
  fileName: string;
  document(frame: Frame, l: PrintLocale, subtitle: string[], rows: unknown[]): TDocumentDefinitions;
}

/** A list print whose rows the family's schema parses, with its title, columns and totals. */
export function listPrintOf<Row>(
  parse: (row: unknown) => Row,
  print: (l: PrintLocale, rows: Row[]) => Pick<TablePrint<Row>, 'title' | 'columns' | 'footer' | 'landscape'>,
  fileName: string,
): ListPrint {
  return {
    fileName,
    document: (frame, l, subtitle, raw) => {
      const rows = raw.map(parse);
      return tableDocument({ ...frame, ...print(l, rows), subtitle, rows });
    },
  };
}

export const sumOf = <Row>(rows: Row[], pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);
