import { trialBalanceQuery, type TrialBalanceSums } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { TableCell } from 'pdfmake/interfaces';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { checkRange } from '../../reports/rpt-fin.repo';
import { trialBalance } from '../../reports/rpt-gl.repo';
import { sellerOf } from '../../master/print-kit/parties';
import { printDocument, renderPdf } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

/** The print's own words, Serbian (written in the print's script) and English. */
const words = {
  title: { sr: 'Bruto bilans', en: 'Trial balance' },
  range: { sr: 'Period: {from} – {to}', en: 'Period: {from} – {to}' },
  level: { sr: 'Nivo: {level}', en: 'Level: {level}' },
  synthetic: { sr: 'sintetika (trocifreni konti)', en: 'synthetic (3-digit accounts)' },
  analytic: { sr: 'analitika', en: 'analytic' },
  konto: { sr: 'Konto', en: 'Account' },
  naziv: { sr: 'Naziv', en: 'Name' },
  opening: { sr: 'Početno stanje', en: 'Opening balance' },
  turnover: { sr: 'Promet u periodu', en: 'Turnover' },
  total: { sr: 'Ukupno', en: 'Total' },
  balance: { sr: 'Saldo', en: 'Balance' },
  debit: { sr: 'Duguje', en: 'Debit' },
  credit: { sr: 'Potražuje', en: 'Credit' },
  classTotal: { sr: 'Ukupno klasa {k}', en: 'Total class {k}' },
  grandTotal: { sr: 'Ukupno sve klase', en: 'Total, all classes' },
} as const;

const sumColumns: (keyof TrialBalanceSums)[] = ['psDuguje', 'psPotrazuje', 'prometDuguje', 'prometPotrazuje', 'ukupnoDuguje', 'ukupnoPotrazuje', 'saldoDuguje', 'saldoPotrazuje'];

/**
 * `GET /v1/rpt-gl/print/bruto-bilans?periodId=&dateFrom=&dateTo=&level=`: the trial balance as the
 * page shows it (the same query), landscape, each class's accounts followed by the class's sums, the
 * overall sums last; debit equals credit in every column pair of the last row.
 */
export function trialBalancePrintModule(app: App, ctx: AppContext): void {
  app.get('/rpt-gl/print/bruto-bilans', { schema: { querystring: trialBalanceQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await checkRange(ctx.db, companyId, q);
    const tb = await trialBalance(ctx.db, companyId, q);
    const l = printLocale(q.lang);
    const w = (key: keyof typeof words) => (l.language === 'en' ? words[key].en : l.script(words[key].sr));
    const seller = await sellerOf(ctx.db, companyId);
    const money = (s: TrialBalanceSums, bold = false) => sumColumns.map((c): TableCell => ({ text: l.money(s[c]), alignment: 'right', bold }));
    const sumRow = (label: string, s: TrialBalanceSums): TableCell[] => [{ text: label, colSpan: 2, bold: true }, { text: '' }, ...money(s, true)];
    const pair = (key: 'opening' | 'turnover' | 'total' | 'balance'): TableCell[] => [{ text: w(key), colSpan: 2, style: 'th', alignment: 'center' }, { text: '' }];
    const head: TableCell[][] = [
      [{ text: w('konto'), style: 'th', rowSpan: 2 }, { text: w('naziv'), style: 'th', rowSpan: 2 }, ...pair('opening'), ...pair('turnover'), ...pair('total'), ...pair('balance')],
      [{ text: '' }, { text: '' }, ...Array.from({ length: 4 }, (): TableCell[] => [
        { text: w('debit'), style: 'th', alignment: 'right' },
        { text: w('credit'), style: 'th', alignment: 'right' },
      ]).flat()],
    ];
    const body: TableCell[][] = tb.classes.flatMap((c) => [
      ...tb.rows.filter((r) => r.klasa === c.klasa).map((r): TableCell[] => [{ text: r.konto }, { text: l.language === 'en' ? r.naziv : l.script(r.naziv) }, ...money(r)]),
      sumRow(`${l.fill(w('classTotal'), { k: c.klasa })}${c.naziv ? ` – ${l.language === 'en' ? c.naziv : l.script(c.naziv)}` : ''}`, c),
    ]);
    const pdf = await renderPdf(
      printDocument({ company: seller.naziv, title: w('title'), subject: w('title'), landscape: true, pageOf: l.pageOf, footNote: l.fill(l.t.printedAt, { d: l.date(belgradeToday()) }) }, [
        { text: w('title'), style: 'h1' },
        { text: seller.naziv, margin: [0, 0, 0, 1] },
        { text: l.fill(w('range'), { from: l.date(q.dateFrom), to: l.date(q.dateTo) }), margin: [0, 0, 0, 1] },
        { text: l.fill(w('level'), { level: w(q.level) }), margin: [0, 0, 0, 6] },
        {
          table: { headerRows: 2, dontBreakRows: true, widths: [38, '*', ...sumColumns.map(() => 58)], body: [...head, ...body, sumRow(w('grandTotal'), tb.total)] },
          layout: {
            hLineWidth: (i, node) => (i === 0 || i === 2 || i === node.table.body.length ? 0.8 : 0.3),
            vLineWidth: () => 0,
            hLineColor: () => '#888888',
            paddingTop: () => 2,
            paddingBottom: () => 2,
          },
        },
      ]),
    );
    return sendPdf(reply, pdf, `Bruto-bilans_${q.dateFrom}_${q.dateTo}.pdf`);
  });
}
