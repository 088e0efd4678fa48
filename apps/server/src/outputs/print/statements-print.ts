import { statementLineNames, statementLineNamesEn, statementsQuery, type Statements } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { statements } from '../../reports/rpt-gl-statements.repo';
import { findPeriod } from '../../master/periods/period';
import { sellerOf } from '../../master/print-kit/parties';
import { flowTable, printDocument, renderPdf, totalsRow } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

type Line = Statements['lines'][number];

/** The print's own words, Serbian (written in the print's script) and English. */
const words = {
  title: { sr: 'Bilans stanja i bilans uspeha', en: 'Balance sheet and income statement' },
  balanceSheet: { sr: 'Bilans stanja na dan {d}', en: 'Balance sheet as at {d}' },
  incomeStatement: { sr: 'Bilans uspeha za godinu {y}', en: 'Income statement for {y}' },
  aop: { sr: 'AOP', en: 'AOP' },
  line: { sr: 'Pozicija', en: 'Line' },
  amount: { sr: 'Iznos (RSD)', en: 'Amount (RSD)' },
  assets: { sr: 'Ukupna aktiva', en: 'Total assets' },
  equityAndLiabilities: { sr: 'Ukupna pasiva', en: 'Total equity and liabilities' },
  income: { sr: 'Ukupni prihodi', en: 'Total income' },
  expenses: { sr: 'Ukupni rashodi', en: 'Total expenses' },
  resultBeforeTax: { sr: 'Rezultat pre oporezivanja', en: 'Result before tax' },
  netResult: { sr: 'Neto rezultat', en: 'Net result' },
} as const;

/** `GET /v1/rpt-gl/print/bilans?periodId=`: both statements of the year, one page each. */
export function statementsPrintModule(app: App, ctx: AppContext): void {
  app.get('/rpt-gl/print/bilans', { schema: { querystring: statementsQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    const s = await statements(ctx.db, companyId, q.periodId);
    const period = await findPeriod(ctx.db, companyId, q.periodId);
    const l = printLocale(q.lang);
    const w = (key: keyof typeof words) => (l.language === 'en' ? words[key].en : l.script(words[key].sr));
    const name = (line: Line) => (l.language === 'en' ? statementLineNamesEn[line.key] : l.script(statementLineNames[line.key]));
    const seller = await sellerOf(ctx.db, companyId);
    /** the rows of the sections, each line with its AOP, sum lines bold; then the totals of the group with their AOP */
    const table = (sections: Line['section'][][], totals: [string, string, number][][]) =>
      flowTable(
        [
          { header: w('aop'), width: 34, cell: (x: Line) => x.aop ?? '' },
          { header: w('line'), width: '*', cell: (x: Line) => name(x) },
          { header: w('amount'), width: 110, align: 'right', cell: (x) => l.money(x.iznos) },
        ],
        [],
        sections.flatMap((group, i) => [
          ...s.lines
            .filter((x) => group.includes(x.section))
            .map((x) => [{ text: x.aop ?? '', bold: x.sum }, { text: name(x), bold: x.sum }, { text: l.money(x.iznos), alignment: 'right' as const, bold: x.sum }]),
          ...totals[i]!.map(([aop, label, value]) => [{ text: aop, bold: true }, ...totalsRow(1, label, [l.money(value)])]),
        ]),
      );
    const pdf = await renderPdf(
      printDocument({ company: seller.naziv, title: w('title'), subject: w('title'), pageOf: l.pageOf, footNote: l.fill(l.t.printedAt, { d: l.date(belgradeToday()) }) }, [
        { text: l.fill(w('balanceSheet'), { d: l.date(s.datum) }), style: 'h1' },
        { text: seller.naziv, margin: [0, 0, 0, 6] },
        table(
          [['assets'], ['equity-liabilities']],
          [
            [['0059', w('assets'), s.assets]],
            [['0456', w('equityAndLiabilities'), s.equityAndLiabilities]],
          ],
        ),
        { text: l.fill(w('incomeStatement'), { y: period.title }), style: 'h1', pageBreak: 'before' },
        { text: seller.naziv, margin: [0, 0, 0, 6] },
        table(
          [['income'], ['expenses'], ['discontinued'], ['tax']],
          [
            [['1043', w('income'), s.income]],
            [['1044', w('expenses'), s.expenses]],
            [[s.resultBeforeTax < 0 ? '1050' : '1049', w('resultBeforeTax'), s.resultBeforeTax]],
            [[s.netResult < 0 ? '1056' : '1055', w('netResult'), s.netResult]],
          ],
        ),
      ]),
    );
    return sendPdf(reply, pdf, `Bilans_${period.title}.pdf`);
  });
}
