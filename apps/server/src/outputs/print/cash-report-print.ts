import { cashReportQuery, type CashReport } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { cashReport } from '../../reports/rpt-blg.repo';
import { sellerOf } from '../../master/print-kit/parties';
import { printDocument, renderPdf } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

/** The print's own words, Serbian (written in the print's script) and English. */
const words = {
  title: { sr: 'Blagajnički izveštaj', en: 'Daily cash report' },
  day: { sr: 'Dan: {d}', en: 'Day: {d}' },
  range: { sr: 'Period: {from} – {to}', en: 'Period: {from} – {to}' },
  desk: { sr: 'Blagajna: {n} ({v}, konto {k})', en: 'Cash desk: {n} ({v}, account {k})' },
  no: { sr: 'R. br.', en: 'No.' },
  document: { sr: 'Nalog', en: 'Order' },
  description: { sr: 'Opis', en: 'Description' },
  inflow: { sr: 'Primanje', en: 'Receipts' },
  outflow: { sr: 'Izdavanje', en: 'Payments' },
  opening: { sr: 'Prethodno stanje', en: 'Opening balance' },
  turnover: { sr: 'Promet blagajne', en: 'Turnover' },
  closing: { sr: 'Novo stanje', en: 'Closing balance' },
  storno: { sr: 'storno', en: 'reversal' },
  rangeTotal: { sr: 'Ukupno za period', en: 'Total for the period' },
  cashier: { sr: 'Blagajnik', en: 'Cashier' },
  controller: { sr: 'Kontrolisao', en: 'Checked by' },
  none: { sr: 'Nema prometa u periodu.', en: 'No movement in the period.' },
} as const;

const layout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#888888',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/**
 * `GET /v1/rpt-blg/print/izvestaj?kasaId=&dateFrom=&dateTo=`: the daily cash report as printed and
 * signed, one block per day: the previous balance, each receipt and payment numbered, the day's
 * turnover and its new balance, the cashier's and the controller's signatures; a range prints its
 * days one after another and its totals last.
 */
export function cashReportPrintModule(app: App, ctx: AppContext): void {
  app.get('/rpt-blg/print/izvestaj', { schema: { querystring: cashReportQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    const report = await cashReport(ctx.db, companyId, q);
    const l = printLocale(q.lang);
    const w = (key: keyof typeof words) => (l.language === 'en' ? words[key].en : l.script(words[key].sr));
    const seller = await sellerOf(ctx.db, companyId);
    const money = (v: number, bold = false): TableCell => ({ text: l.money(v), alignment: 'right', bold });
    const sumRow = (label: string, inflow: number, outflow: number): TableCell[] => [{ text: label, colSpan: 3, bold: true }, { text: '' }, { text: '' }, money(inflow, true), money(outflow, true)];
    const dayBlock = (day: CashReport['days'][number]): Content[] => [
      { text: l.fill(w('day'), { d: l.date(day.datum) }), style: 'h2', margin: [0, 8, 0, 2] },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [28, 80, '*', 72, 72],
          body: [
            [w('no'), w('document'), w('description'), w('inflow'), w('outflow')].map((text, i): TableCell => ({ text, style: 'th', alignment: i > 2 ? 'right' : 'left' })),
            sumRow(w('opening'), day.opening >= 0 ? day.opening : 0, day.opening < 0 ? -day.opening : 0),
            ...day.rows.map((r, i): TableCell[] => [
              { text: String(i + 1) },
              { text: r.docOznaka },
              { text: r.storno ? `${r.opis} (${w('storno')})` : r.opis },
              money(r.uplata),
              money(r.isplata),
            ]),
            sumRow(w('turnover'), day.uplata, day.isplata),
            sumRow(w('closing'), day.closing, 0),
          ],
        },
        layout,
      },
    ];
    const signatures: Content = {
      unbreakable: true,
      margin: [0, 30, 0, 0],
      columns: [w('cashier'), w('controller')].map((who) => ({
        stack: [{ canvas: [{ type: 'line', x1: 20, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] }, { text: who, style: 'small', alignment: 'center' as const }],
      })),
    };
    const single = q.dateFrom === q.dateTo;
    const title = w('title');
    const pdf = await renderPdf(
      printDocument({ company: seller.naziv, title, subject: title, pageOf: l.pageOf, footNote: l.fill(l.t.printedAt, { d: l.date(belgradeToday()) }) }, [
        { text: title, style: 'h1' },
        { text: seller.naziv, margin: [0, 0, 0, 1] },
        { text: l.fill(w('desk'), { n: report.kasa.naziv, v: report.kasa.valuta, k: report.kasa.konto }), margin: [0, 0, 0, 1] },
        { text: single ? l.fill(w('day'), { d: l.date(q.dateFrom) }) : l.fill(w('range'), { from: l.date(q.dateFrom), to: l.date(q.dateTo) }), margin: [0, 0, 0, 4] },
        ...(report.days.length ? report.days.flatMap(dayBlock) : [{ text: w('none'), margin: [0, 8, 0, 0] } satisfies Content]),
        ...(single
          ? []
          : [
              {
                margin: [0, 10, 0, 0],
                table: {
                  widths: ['*', 72, 72],
                  body: [
                    [{ text: w('opening'), bold: true }, money(report.opening, true), { text: '' }],
                    [{ text: w('rangeTotal'), bold: true }, money(report.uplata, true), money(report.isplata, true)],
                    [{ text: w('closing'), bold: true }, money(report.closing, true), { text: '' }],
                  ],
                },
                layout,
              } satisfies Content,
            ]),
        signatures,
      ]),
    );
    return sendPdf(reply, pdf, `Blagajnicki-izvestaj_${q.dateFrom}_${q.dateTo}.pdf`);
  });
}
