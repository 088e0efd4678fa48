import { clientBalanceQuery, clientTurnoverQuery, docListQuery, finRangeQuery, iosQuery, kepuQuery, listPrintPath, stockReportQuery, z, type Language, pathId } from '@knjige/contract';
import type { FastifyRequest } from 'fastify';
import { defaultDate, findPeriod } from '../../master/periods/period';
import { documentService } from '../../documents/document.service';
import type { DocumentFamily } from '../../documents/family';
import { documentFamilies } from '../../documents/documents.module';
import { sessionOf } from '../../platform/auth/guard';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { App, AppContext } from '../../platform/http';
import { allPages } from '../../platform/xlsx-export';
import * as fin from '../../reports/rpt-fin.repo';
import * as kom from '../../reports/rpt-kom.repo';
import * as mag from '../../reports/rpt-mag.repo';
import { renderIosPdf } from './ios-pdf';
import { popdvPrint } from './popdv-print';
import { sellerOf } from '../../master/print-kit/parties';
import { collect, renderPdf, tableDocument, totalsRow, type TablePrint } from '../../master/print-kit/pdf';
import { belgradeToday, monthDays, popdvForm, pppdvLayout, RETURN_2027_FROM, type PppdvField } from '@knjige/domain';
import { preparedReturnOf } from '../../integrations/vat/prepared-return';
import { sefRuntimeOf } from '../../integrations/sef/sef-runtime';
import { return2027Of } from '../../reports/vat/return-2027.repo';
import { return2027Print, type PreparedOrWhy } from './return-2027-print';
import type { ListPrint } from '../../master/print-kit/list-print';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';
import { printLocale, type PrintLocale } from '../../master/print-kit/texts';
import { exactNumber } from '../../platform/exact-number';

/** Prints take a report's filters without its paging. */
const unpaged = { page: z.unknown().optional(), perPage: z.unknown().optional() };
const komParams = z.object({ komId: pathId() });

type Frame = Pick<TablePrint<unknown>, 'company' | 'pageOf' | 'footNote'>;

async function frameOf(app: AppContext, companyId: number, language: Language): Promise<{ l: PrintLocale; frame: Frame }> {
  const l = printLocale(language);
  const seller = await sellerOf(app.db, companyId);
  return { l, frame: { company: seller.naziv, pageOf: l.pageOf, footNote: l.fill(l.t.printedAt, { d: l.date(belgradeToday()) }) } };
}

const fileOf = (title: string, from?: string, to?: string) => `${[title, from, to].filter(Boolean).join('_').replace(/\s+/g, '-')}.pdf`;

/**
 * The report prints of docs/domain.md#calls: the VAT books and the trade book, client balances and a client's
 * turnover and open items (IOS), stock, and the lists of statements and expense invoices. Each
 * reads its rows through the report's own queries.
 */
export function reportPrintModule(app: App, ctx: AppContext): void {
  const { db } = ctx;
  const companyOf = (request: FastifyRequest) => sessionOf(request).companyId;

  app.get('/rpt-kom/print/ios/:komId', { schema: { params: komParams, querystring: iosQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const { pdf, fileName } = await renderIosPdf(db, companyOf(request), request.params.komId, request.query, request.query.lang);
    return sendPdf(reply, pdf, fileName);
  });

  app.get('/rpt-fin/print/pdv', { schema: { querystring: finRangeQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = request.query;
    await fin.checkRange(db, companyId, q);
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    // from January 2027: the 2027 form, its corrections and the prepared return's three columns (one month)
    if (q.dateTo >= `${RETURN_2027_FROM}-01`) {
      const month = q.dateFrom.slice(0, 7);
      const days = monthDays(month);
      if (days.from !== q.dateFrom || days.to !== q.dateTo) throw invalid({ dateTo: 'error.dateTo.not-a-month' });
      const form = await return2027Of(db, companyId, q.periodId, month);
      const prepared = await preparedReturnOf(db, sefRuntimeOf(ctx.config), companyId, { periodId: q.periodId, month }).then(
        (data): PreparedOrWhy => ({ ok: true, data }),
        (err: unknown): PreparedOrWhy => {
          if (err instanceof AppError && err.statusCode !== 500) return { ok: false, why: `${err.statusCode} ${err.message}` };
          throw err;
        },
      );
      const p = return2027Print(form, prepared, l);
      const pdf = await renderPdf(tableDocument({ ...frame, ...p, subtitle: [`${l.t.period}: ${l.date(q.dateFrom)} – ${l.date(q.dateTo)}`] }));
      return sendPdf(reply, pdf, fileOf('PPPDV', q.dateFrom, q.dateTo));
    }
    const r = await fin.vatReturnOf(db, companyId, q);
    const t = l.t;
    const name = (n: { sr: string; en: string }) => (l.language === 'en' ? n.en : l.script(n.sr));
    const figure = (field: PppdvField | null) => (field ? l.money(r.pppdv[field]) : '');
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: t.pppdv,
        subtitle: [`${t.period}: ${l.date(q.dateFrom)} – ${l.date(q.dateTo)}`],
        columns: [
          { header: t.row, width: 26, align: 'right', cell: (x) => String(x.red) },
          { header: t.description, width: '*', cell: (x) => name(x.name) },
          { header: t.field, width: 30, cell: (x) => x.osn ?? '' },
          { header: t.base, width: 80, align: 'right', cell: (x) => figure(x.osn) },
          { header: t.field, width: 30, cell: (x) => x.pdv ?? '' },
          { header: t.vat, width: 80, align: 'right', cell: (x) => figure(x.pdv) },
        ],
        rows: pppdvLayout,
        after: [{ text: t.popdv, style: 'h1', margin: [0, 14, 0, 6], pageBreak: 'before' }, ...popdvPrint(popdvForm(r.popdv), l)],
      }),
    );
    return sendPdf(reply, pdf, fileOf('PPPDV', q.dateFrom, q.dateTo));
  });

  app.get('/rpt-fin/print/kpr', { schema: { querystring: finRangeQuery.extend(printQuery.shape) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = { ...request.query, page: 1, perPage: 200 };
    await fin.checkRange(db, companyId, q);
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    const [rows, total] = await Promise.all([collect(fin.kurRows(db, companyId, q)), fin.bookTotal(db, companyId, 'kur', q)]);
    const t = l.t;
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: t.kpr,
        landscape: true,
        subtitle: [`${t.period}: ${l.date(q.dateFrom)} – ${l.date(q.dateTo)}`],
        columns: [
          { header: t.no, width: 24, align: 'right', cell: (_r, i) => String(i + 1) },
          { header: t.document, width: 74, cell: (r) => r.docOznaka },
          { header: t.docDate, width: 48, cell: (r) => l.date(r.datum) },
          { header: t.supplierDoc, width: 84, cell: (r) => [r.dokBroj, r.dokDatum ? l.date(r.dokDatum) : ''].filter(Boolean).join(' ') },
          { header: t.supplier, width: '*', cell: (r) => r.naziv },
          { header: t.pib, width: 54, cell: (r) => r.pib },
          { header: t.base, width: 66, align: 'right', cell: (r) => l.money(r.osnovica) },
          { header: t.vatDeductible, width: 62, align: 'right', cell: (r) => l.money(r.pdvIznosPdv) },
          { header: t.vatNonDeductible, width: 62, align: 'right', cell: (r) => l.money(r.pdvIznosNoPdv) },
          { header: t.total, width: 70, align: 'right', cell: (r) => l.money(r.iznos) },
          { header: 'POPDV', width: 32, cell: (r) => r.popdv },
        ],
        rows,
        footer: [totalsRow(6, t.total, [l.money(total.total.osnovica), l.money(total.total.pdvIznosPdv), l.money(total.total.pdvIznosNoPdv), l.money(total.total.iznos), ''])],
      }),
    );
    return sendPdf(reply, pdf, fileOf('KPR', q.dateFrom, q.dateTo));
  });

  app.get('/rpt-fin/print/kepu', { schema: { querystring: kepuQuery.extend({ ...printQuery.shape, ...unpaged }) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = { ...request.query, page: 1, perPage: 200 };
    await fin.checkRange(db, companyId, q);
    const warehouse = await fin.kepuWarehouse(db, companyId, q.magId);
    const scope = { companyId, periodId: q.periodId, magId: q.magId };
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    const [rows, total] = await Promise.all([collect(fin.kepuRows(db, scope, q)), fin.kepuTotalOf(db, scope, q)]);
    const t = l.t;
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: t.kepu,
        landscape: true,
        subtitle: [`${t.warehouse}: ${warehouse.magNaziv}`, `${t.period}: ${l.date(q.dateFrom)} – ${l.date(q.dateTo)}`, `${t.opening}: ${l.money(total.pocetnoStanje)}`],
        columns: [
          { header: t.no, width: 24, align: 'right', cell: (_r, i) => String(i + 1) },
          { header: t.docDate, width: 56, cell: (r) => l.date(r.datum) },
          { header: t.document, width: 90, cell: (r) => r.docOznaka },
          { header: t.description, width: '*', cell: (r) => r.docOpis },
          { header: t.debit, width: 76, align: 'right', cell: (r) => l.money(r.zaduzenje) },
          { header: t.credit, width: 76, align: 'right', cell: (r) => l.money(r.razduzenje) },
          { header: t.deposit, width: 90, align: 'right', cell: (r) => (r.uplIznos ? `${r.uplDatum ? l.date(r.uplDatum) : ''} ${l.money(r.uplIznos)}` : '') },
          { header: t.balance, width: 80, align: 'right', cell: (r) => l.money(r.saldo) },
        ],
        rows,
        footer: [totalsRow(4, t.total, [l.money(total.zaduzenje), l.money(total.razduzenje), l.money(total.uplIznos), l.money(total.saldo)])],
      }),
    );
    return sendPdf(reply, pdf, fileOf(`KEPU-${warehouse.magNaziv}`, q.dateFrom, q.dateTo));
  });

  app.get('/rpt-kom/print/stanje', { schema: { querystring: clientBalanceQuery.extend({ ...printQuery.shape, ...unpaged }) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = request.query;
    await findPeriod(db, companyId, q.periodId);
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    const [rows, sum] = await Promise.all([collect(allPages((p) => kom.balanceList(db, companyId, { ...q, ...p }))), kom.balanceSum(db, companyId, { ...q, page: 1, perPage: 1 })]);
    const t = l.t;
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: t.clientBalances,
        landscape: true,
        subtitle: [`${t.docDate}: ${l.date(q.datum ?? belgradeToday())}`],
        columns: [
          { header: t.client, width: '*', cell: (r) => r.intNaziv },
          { header: t.pib, width: 62, cell: (r) => r.pib },
          { header: t.receivable, width: 70, align: 'right', cell: (r) => l.money(r.duguje) },
          { header: t.paid, width: 70, align: 'right', cell: (r) => l.money(r.uplata) },
          { header: t.payable2, width: 70, align: 'right', cell: (r) => l.money(r.potrazuje) },
          { header: t.outflow, width: 70, align: 'right', cell: (r) => l.money(r.isplata) },
          { header: t.overdue, width: 70, align: 'right', cell: (r) => l.money(r.dospelo) },
          { header: t.balance, width: 76, align: 'right', cell: (r) => l.money(r.stanje) },
        ],
        rows,
        footer: [totalsRow(2, t.total, [l.money(sum.duguje), l.money(sum.uplata), l.money(sum.potrazuje), l.money(sum.isplata), '', l.money(sum.stanje)])],
      }),
    );
    return sendPdf(reply, pdf, fileOf('stanje-klijenata'));
  });

  app.get('/rpt-kom/print/promet/:komId', { schema: { params: komParams, querystring: clientTurnoverQuery.extend({ ...printQuery.shape, ...unpaged }) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = request.query;
    const period = await findPeriod(db, companyId, q.periodId);
    const client = await kom.clientOf(db, companyId, request.params.komId);
    if (!client) throw notFound();
    const range = { dateFrom: q.dateFrom ?? period.startDate, dateTo: q.dateTo ?? defaultDate(period) };
    const scope = { companyId, periodId: q.periodId, komId: client.komId };
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    const [head, rows] = await Promise.all([kom.turnover(db, scope, range, { page: 1, perPage: 1 }), collect(allPages((p) => kom.turnover(db, scope, range, p)))]);
    const t = l.t;
    const sum = (pick: (r: (typeof rows)[number]) => number) => l.money(rows.reduce((s, r) => exactNumber(s + pick(r)), 0));
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: `${t.clientTurnover}: ${client.intNaziv}`,
        landscape: true,
        subtitle: [`${t.pib}: ${client.pib}`, `${t.period}: ${l.date(range.dateFrom)} – ${l.date(range.dateTo)}`, `${t.opening}: ${l.money(head.opening)}`],
        columns: [
          { header: t.docDate, width: 52, cell: (r) => l.date(r.datum) },
          { header: t.document, width: '*', cell: (r) => r.docOznaka },
          { header: t.dueDate, width: 52, cell: (r) => l.date(r.dueDate) },
          { header: t.receivable, width: 62, align: 'right', cell: (r) => l.money(r.duguje) },
          { header: t.paid, width: 62, align: 'right', cell: (r) => l.money(r.uplata) },
          { header: t.payable2, width: 62, align: 'right', cell: (r) => l.money(r.potrazuje) },
          { header: t.outflow, width: 62, align: 'right', cell: (r) => l.money(r.isplata) },
          { header: t.balance, width: 66, align: 'right', cell: (r) => l.money(r.saldo) },
        ],
        rows,
        footer: [totalsRow(3, t.total, [sum((r) => r.duguje), sum((r) => r.uplata), sum((r) => r.potrazuje), sum((r) => r.isplata), l.money(head.closing)])],
        after: [{ text: `${t.closing}: ${l.money(head.closing)}`, style: 'total', margin: [0, 8, 0, 0] }],
      }),
    );
    return sendPdf(reply, pdf, fileOf(`promet-${client.intNaziv}`, range.dateFrom, range.dateTo));
  });

  app.get('/rpt-mag/print/stanje', { schema: { querystring: stockReportQuery.extend({ ...printQuery.shape, ...unpaged }) } }, async (request, reply) => {
    const companyId = companyOf(request);
    const q = request.query;
    const { l, frame } = await frameOf(ctx, companyId, q.lang);
    const [rows, sum] = await Promise.all([collect(allPages((p) => mag.stockList(db, companyId, { ...q, ...p }))), mag.stockTotal(db, companyId, { ...q, page: 1, perPage: 1 })]);
    const t = l.t;
    const pricing = { pnCena: t.pricePn, znCena: t.priceZn, kepuCena: t.priceKepu }[q.priceType];
    const pdf = await renderPdf(
      tableDocument({
        ...frame,
        title: t.stock,
        subtitle: [pricing],
        columns: [
          { header: t.warehouse, width: 80, cell: (r) => r.magNaziv },
          { header: t.code, width: 50, cell: (r) => r.intSifra },
          { header: t.article, width: '*', cell: (r) => r.artNaziv },
          { header: t.unit, width: 24, cell: (r) => r.mera },
          { header: t.state, width: 56, align: 'right', cell: (r) => l.qty(r.stanje) },
          { header: t.price, width: 60, align: 'right', cell: (r) => l.money(r.cena) },
          { header: t.value, width: 70, align: 'right', cell: (r) => l.money(r.vrednost) },
        ],
        rows,
        footer: [totalsRow(6, t.total, [l.money(sum.vrednost)])],
      }),
    );
    return sendPdf(reply, pdf, fileOf('stanje-zaliha'));
  });

  /** A document list's print (docs/domain.md#screens-and-routes: the expense invoices' print-list button; `doc-trn/print/spisak`, docs/domain.md#calls): the list's filters, every page. */
  function listPrint(family: DocumentFamily, print: ListPrint) {
    const service = documentService(family);
    app.get(listPrintPath(family.entry).slice('/v1'.length), { schema: { querystring: docListQuery.extend({ ...printQuery.shape, ...unpaged }) } }, async (request, reply) => {
      const companyId = companyOf(request);
      const q = request.query;
      const { l, frame } = await frameOf(ctx, companyId, q.lang);
      const rows = await collect(allPages((p) => service.list(db, companyId, { ...q, ...p })));
      const range = q.dateFrom || q.dateTo ? `${l.t.period}: ${l.date(q.dateFrom ?? '')} – ${l.date(q.dateTo ?? '')}` : '';
      const pdf = await renderPdf(print.document(frame, l, [range], rows));
      return sendPdf(reply, pdf, fileOf(print.fileName));
    });
  }
  for (const family of documentFamilies) if (family.listPrint) listPrint(family, family.listPrint);
}
