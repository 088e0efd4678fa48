import { createRequire } from 'node:module';
import path from 'node:path';
import type PdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { exportFileName } from '@knjige/domain';

/**
 * pdfmake with its bundled Roboto (full Serbian Latin and Cyrillic). Fonts are the only files a
 * document may read: no URL is fetched and no other local path is opened, whatever a document's
 * text or image references say.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`pdfmake/fonts/Roboto/${name}`);
const fonts = {
  normal: fontFile('Roboto-Regular.ttf'),
  bold: fontFile('Roboto-Medium.ttf'),
  italics: fontFile('Roboto-Italic.ttf'),
  bolditalics: fontFile('Roboto-MediumItalic.ttf'),
};
const fontPaths = new Set(Object.values(fonts).map((f) => path.resolve(f)));

/** pdfmake, loaded on the first print (not at the server's start, which it would slow by a second on a busy machine). */
let loaded: Promise<typeof PdfMake> | null = null;
const pdfmaker = () =>
  (loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Roboto: fonts });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => fontPaths.has(path.resolve(file)));
    return pdfmake;
  }));

/** A document rendered to bytes (`getBuffer` ends pdfkit's stream itself). */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await pdfmaker()).createPdf(definition).getBuffer();
}

export const A4_MARGINS: [number, number, number, number] = [36, 56, 36, 48];

/** What every print shows at the top and bottom of each page. */
export interface PageFrame {
  /** the company issuing the print, top left */
  company: string;
  /** the print's name and number, top right */
  title: string;
  /** "page N of M" in the print's language */
  pageOf: (page: number, pages: number) => string;
  /** printed-at line, bottom left */
  footNote?: string;
  /** document title in the PDF's metadata */
  subject: string;
  landscape?: boolean;
}

/** An A4 document with the running header and the "page N of M" footer on every page. */
export function printDocument(frame: PageFrame, content: Content[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageOrientation: frame.landscape ? 'landscape' : 'portrait',
    pageMargins: A4_MARGINS,
    info: { title: frame.subject, creator: 'Knjige', producer: 'Knjige' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    styles: {
      h1: { fontSize: 15, bold: true, margin: [0, 0, 0, 2] },
      h2: { fontSize: 10, bold: true, margin: [0, 6, 0, 3] },
      label: { fontSize: 7, color: '#555555' },
      th: { bold: true, fontSize: 7.5, fillColor: '#eeeeee' },
      small: { fontSize: 7 },
      total: { bold: true, fontSize: 10 },
    },
    header: () => ({
      margin: [A4_MARGINS[0], 22, A4_MARGINS[2], 0],
      columns: [
        { text: frame.company, style: 'small', color: '#555555' },
        { text: frame.title, style: 'small', color: '#555555', alignment: 'right' },
      ],
    }),
    footer: (page, pages) => ({
      margin: [A4_MARGINS[0], 14, A4_MARGINS[2], 0],
      columns: [
        { text: frame.footNote ?? '', style: 'small', color: '#555555' },
        { text: frame.pageOf(page, pages), style: 'small', alignment: 'right' },
      ],
    }),
    content,
  };
}

export interface Column<Row> {
  header: string;
  width: number | '*' | 'auto';
  align?: 'left' | 'right' | 'center';
  cell: (row: Row, index: number) => string;
}

/**
 * A table that flows over pages: its header row repeats on each page, rows are never split, and
 * the footer rows (totals) follow the last row, so they land on the last page.
 */
export function flowTable<Row>(columns: Column<Row>[], rows: readonly Row[], footer: TableCell[][] = [], compact = false): Content {
  const head: TableCell[] = columns.map((c) => ({ text: c.header, style: 'th', alignment: c.align ?? 'left' }));
  const body: TableCell[][] = rows.map((row, i) => columns.map((c) => ({ text: c.cell(row, i), alignment: c.align ?? 'left' })));
  return {
    // a wide table (many columns) in a smaller type with narrower gaps, so that it fits the page's width
    ...(compact ? { fontSize: 7.5 } : {}),
    table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body: [head, ...body, ...footer] },
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => '#888888',
      paddingTop: () => 2,
      paddingBottom: () => 2,
      ...(compact ? { paddingLeft: () => 2, paddingRight: () => 2 } : {}),
    },
  };
}

/** A footer row of a flow table: a label over the first columns, then values right-aligned. */
export function totalsRow(span: number, label: string, values: string[]): TableCell[] {
  return [
    { text: label, colSpan: span, bold: true },
    ...Array.from({ length: span - 1 }, () => ({ text: '' })),
    ...values.map((v) => ({ text: v, bold: true, alignment: 'right' as const })),
  ];
}

/** A list print: title and the filters it was printed with, then one flowing table with its totals. */
export interface TablePrint<Row> {
  company: string;
  title: string;
  /** lines under the title (range, warehouse, client) */
  subtitle: string[];
  columns: Column<Row>[];
  rows: readonly Row[];
  footer?: TableCell[][];
  /** text after the table (closing balance) */
  after?: Content[];
  landscape?: boolean;
  /** many columns: a smaller type and narrower gaps */
  compact?: boolean;
  pageOf: (page: number, pages: number) => string;
  footNote: string;
}

export function tableDocument<Row>(p: TablePrint<Row>): TDocumentDefinitions {
  return printDocument({ company: p.company, title: p.title, subject: p.title, pageOf: p.pageOf, footNote: p.footNote, landscape: p.landscape }, [
    { text: p.title, style: 'h1' },
    ...p.subtitle.map((s): Content => ({ text: s, margin: [0, 0, 0, 1] })),
    { text: '', margin: [0, 0, 0, 6] },
    flowTable(p.columns, p.rows, p.footer, p.compact),
    ...(p.after ?? []),
  ]);
}

/** All rows of a paged source, page by page. */
export async function collect<R>(rows: AsyncIterable<R>): Promise<R[]> {
  const out: R[] = [];
  for await (const r of rows) out.push(r);
  return out;
}

/** A document's file name: its number without spaces, slashes as dashes. */
export const pdfFileName = (label: string) => exportFileName(label, '.pdf');

