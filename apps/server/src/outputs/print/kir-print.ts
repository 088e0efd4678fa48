import { finRangeQuery, type KirRow } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import * as fin from '../../reports/rpt-fin.repo';
import { sellerOf } from '../../master/print-kit/parties';
import { collect, renderPdf, tableDocument, totalsRow, type Column } from '../../master/print-kit/pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale } from '../../master/print-kit/texts';

type Amount = { header: string; pick: (r: KirRow) => number; always: boolean };

/**
 * KIR as the book's form has it (`GET /v1/rpt-fin/print/kir`): each line's booking date, invoice
 * number and date, buyer and PIB, the total with VAT, then the exempt supplies (with and without the
 * right to deduct), base and VAT at the general rate, base and VAT at the special rate, the supplies
 * whose VAT the recipient owes and the VAT we compute on another's supply, and each column's total
 * (a cell without a figure is left blank).
 * The four columns that are rarely used print only when the range has a figure in them (the
 * screen and the Excel file always have them), so the rest fit a landscape A4.
 */
export function kirPrintModule(app: App, { db }: AppContext): void {
  app.get('/rpt-fin/print/kir', { schema: { querystring: finRangeQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = { ...request.query, page: 1, perPage: 200 };
    await fin.checkRange(db, companyId, q);
    const l = printLocale(q.lang);
    const t = l.t;
    const [rows, seller] = await Promise.all([collect(fin.kirRows(db, companyId, q)), sellerOf(db, companyId)]);
    const amounts: Amount[] = [
      { header: t.kirTotal, pick: (r) => r.iznos, always: true },
      { header: t.kirExemptDeductible, pick: (r) => r.osnOslobodjenoSaOdbitkom, always: false },
      { header: t.kirExemptNoDeduction, pick: (r) => r.osnOslobodjenoBezOdbitka, always: false },
      { header: t.kirBaseGeneral, pick: (r) => r.osnOpstaStopa, always: true },
      { header: t.kirVatGeneral, pick: (r) => r.pdvOpstaStopa, always: true },
      { header: t.kirBaseSpecial, pick: (r) => r.osnPosebnaStopa, always: true },
      { header: t.kirVatSpecial, pick: (r) => r.pdvPosebnaStopa, always: true },
      { header: t.kirRecipientOwes, pick: (r) => r.osnPrimalacDuguje, always: false },
      { header: t.kirVatComputed, pick: (r) => r.pdvObracunatInterno, always: false },
    ];
    const shown = amounts.filter((a) => a.always || rows.some((r) => a.pick(r) !== 0));
    const columns: Column<KirRow>[] = [
      { header: t.no, width: 16, align: 'right', cell: (_r, i) => String(i + 1) },
      { header: t.kirBookingDate, width: 40, cell: (r) => l.date(r.datum) },
      { header: t.kirDocNo, width: 72, cell: (r) => r.docOznaka },
      { header: t.kirIssueDate, width: 40, cell: (r) => l.date(r.dokDatum ?? r.datum) },
      { header: t.buyer, width: '*', cell: (r) => r.naziv },
      { header: t.pib, width: 44, cell: (r) => r.pib },
      ...shown.map((a): Column<KirRow> => ({ header: a.header, width: 52, align: 'right', cell: (r) => (a.pick(r) ? l.money(a.pick(r)) : '') })),
    ];
    const sum = (a: Amount) => rows.reduce((s, r) => s + a.pick(r), 0);
    const pdf = await renderPdf(
      tableDocument({
        company: seller.naziv,
        pageOf: l.pageOf,
        footNote: l.fill(t.printedAt, { d: l.date(belgradeToday()) }),
        title: t.kir,
        landscape: true,
        compact: true,
        subtitle: [`${t.period}: ${l.date(q.dateFrom)} – ${l.date(q.dateTo)}`],
        columns,
        rows,
        footer: [totalsRow(6, t.total, shown.map((a) => l.money(sum(a))))],
      }),
    );
    return sendPdf(reply, pdf, `KIR_${q.dateFrom}_${q.dateTo}.pdf`);
  });
}
