import { popdvSectionNames, popdvSections, type PopdvFormLine } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PrintLocale } from '../../master/print-kit/texts';

/**
 * The POPDV as the form prints it: each part under its heading, every field (zero where no rows),
 * the part's sum lines in bold, one line per rate where the form has the rates' columns.
 */
export function popdvPrint(lines: readonly PopdvFormLine[], l: PrintLocale): Content[] {
  const t = l.t;
  const name = (n: { sr: string; en: string }) => (l.language === 'en' ? n.en : l.script(n.sr));
  const amount = (v: number | null) => (v === null ? '' : l.money(v));
  const right = (text: string, bold: boolean): TableCell => ({ text, alignment: 'right', bold });
  // a fresh header for each table: pdfmake writes its layout into the cells it lays out
  const head = (): TableCell[] => [t.field, t.description, t.rate, t.base, t.vat, t.vatDeductible].map((text, i) => ({ text, style: 'th', alignment: i < 2 ? 'left' : 'right' }));
  const layout = {
    hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 2 || i === node.table.body.length ? 0.8 : 0.3),
    vLineWidth: () => 0,
    hLineColor: () => '#888888',
    paddingTop: () => 2,
    paddingBottom: () => 2,
  };
  // a part is a table of its own: its heading repeats with the columns' on a new page and never stays alone at a page's foot
  return popdvSections.map((section) => ({
    fontSize: 8,
    margin: [0, 0, 0, 6],
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [30, '*', 40, 72, 64, 64],
      body: [
        head(),
        [{ text: `${section}. ${name(popdvSectionNames[section])}`, colSpan: 6, bold: true, fillColor: '#eeeeee' }, '', '', '', '', ''],
        ...lines
          .filter((line) => line.section === section)
          .map((x): TableCell[] => [
            { text: x.code ?? '', bold: x.sum },
            { text: name(x.name), bold: x.sum },
            right(x.stopa === null ? '' : l.percent(x.stopa, 2), x.sum),
            right(amount(x.osnovica), x.sum),
            right(amount(x.pdvIznos), x.sum),
            right(amount(x.pdvOdbitni), x.sum),
          ]),
      ],
    },
    layout,
  }));
}
