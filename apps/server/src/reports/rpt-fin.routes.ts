import { exportFields, finRangeQuery, vatReturnExportQuery, type VatReturnLine, type PopdvExportLine, type Language, kepuQuery, kepuRow, kepuTotal, kirRow, kurRow, paged, vatBookQuery, vatBookTotal, vatReturnData, type Pagination, type VatBookQuery, type z } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { sendXlsx } from '../platform/xlsx-export';
import { popdvForm, pppdvLayout, toCyrillic, vatReturnLayout } from '@knjige/domain';
import * as repo from './rpt-fin.repo';

/** A form's name in a language (Serbian Cyrillic is the Latin transliterated). */
const nameIn = (lang: Language) => (name: { sr: string; en: string }) => (lang === 'en' ? name.en : lang === 'sr-cyr' ? toCyrillic(name.sr) : name.sr);

/** The books (rpt-fin): the VAT return, KIR, KUR and the trade book, each with its Excel export (the return's ePorezi file: outputs/xml/eporezi.routes.ts). */
export const rptFinModule: Module = (app, { db }) => {
  app.get('/rpt-fin/pdv-total', { schema: { querystring: finRangeQuery, response: { 200: vatReturnData } } }, async (request) => {
    const companyId = sessionOf(request).companyId;
    await repo.checkRange(db, companyId, request.query);
    return { data: await repo.vatReturnOf(db, companyId, request.query) };
  });

  app.get('/rpt-fin/pdv-total/export', { schema: { querystring: vatReturnExportQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await repo.checkRange(db, companyId, q);
    const r = await repo.vatReturnOf(db, companyId, q);
    const name = nameIn(q.lang);
    const spec = { fileName: q.fileName, columns: q.columns, totalLabel: q.totalLabel };
    if (q.form === 'popdv') {
      const lines: PopdvExportLine[] = popdvForm(r.popdv).map((l) => ({ deo: l.section, polje: l.code ?? '', opis: name(l.name), stopa: l.stopa, osnovica: l.osnovica, pdv: l.pdvIznos, pdvOdbitni: l.pdvOdbitni }));
      await sendXlsx(reply, { ...spec, sheetName: 'POPDV', rows: lines });
      return reply;
    }
    const labelOf = (red: number) => q.rowLabels?.[red - 1] ?? name(pppdvLayout[red - 1]!.name);
    const lines: VatReturnLine[] =
      q.form === 'pppdv'
        ? pppdvLayout.map((row) => ({ red: row.red, opis: labelOf(row.red), poljeOsnovica: row.osn ?? '', osnovica: row.osn && r.pppdv[row.osn], poljePdv: row.pdv ?? '', pdv: row.pdv && r.pppdv[row.pdv] }))
        : vatReturnLayout.map((row) => ({ red: row.red, opis: labelOf(row.red), osnovica: row.osn && r[row.osn], pdv: row.pdv && r[row.pdv] }));
    await sendXlsx(reply, { ...spec, sheetName: q.form === 'pppdv' ? 'PPPDV' : 'PP-PDV', rows: lines });
    return reply;
  });

  bookRoutes({ book: 'kir', row: kirRow, page: repo.kirPage, rows: repo.kirRows });
  bookRoutes({ book: 'kur', row: kurRow, page: repo.kurPage, rows: repo.kurRows });

  /** A book's page, totals and export. */
  function bookRoutes<R extends z.ZodType<object>>(b: {
    book: 'kir' | 'kur';
    row: R;
    page: (tx: typeof db, companyId: number, q: VatBookQuery) => Promise<{ data: z.output<R>[]; pagination: Pagination }>;
    rows: (tx: typeof db, companyId: number, q: VatBookQuery) => AsyncGenerator<z.output<R>>;
  }) {
    app.get(`/rpt-fin/${b.book}`, { schema: { querystring: vatBookQuery, response: { 200: paged(b.row) } } }, async (request) => {
      const companyId = sessionOf(request).companyId;
      await repo.checkRange(db, companyId, request.query);
      return b.page(db, companyId, request.query);
    });
    app.get(`/rpt-fin/${b.book}-total`, { schema: { querystring: vatBookQuery, response: { 200: vatBookTotal } } }, async (request) => {
      const companyId = sessionOf(request).companyId;
      await repo.checkRange(db, companyId, request.query);
      return { data: await repo.bookTotal(db, companyId, b.book, request.query) };
    });
    app.get(`/rpt-fin/${b.book}/export`, { schema: { querystring: vatBookQuery.extend(exportFields) } }, async (request, reply) => {
      const companyId = sessionOf(request).companyId;
      const q = request.query;
      await repo.checkRange(db, companyId, q);
      await sendXlsx(reply, { fileName: q.fileName, sheetName: b.book.toUpperCase(), columns: q.columns, totalLabel: q.totalLabel, rows: b.rows(db, companyId, q) });
      return reply;
    });
  }

  app.get('/rpt-fin/kepu-vp', { schema: { querystring: kepuQuery, response: { 200: paged(kepuRow) } } }, async (request) => {
    const scope = await kepuScope(request.query, sessionOf(request).companyId);
    return repo.kepuPage(db, scope, request.query);
  });
  app.get('/rpt-fin/kepu-vp-total', { schema: { querystring: kepuQuery, response: { 200: kepuTotal } } }, async (request) => {
    const scope = await kepuScope(request.query, sessionOf(request).companyId);
    return { data: await repo.kepuTotalOf(db, scope, request.query) };
  });
  app.get('/rpt-fin/kepu-vp/export', { schema: { querystring: kepuQuery.extend(exportFields) } }, async (request, reply) => {
    const q = request.query;
    const scope = await kepuScope(q, sessionOf(request).companyId);
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'KEPU', columns: q.columns, totalLabel: q.totalLabel, rows: repo.kepuRows(db, scope, q) });
    return reply;
  });

  /** The trade book's scope: the range checked, the warehouse this company's (404 otherwise). */
  async function kepuScope(q: { periodId: number; dateFrom: string; dateTo: string; magId: number }, companyId: number) {
    await repo.checkRange(db, companyId, q);
    await repo.kepuWarehouse(db, companyId, q.magId);
    return { companyId, periodId: q.periodId, magId: q.magId };
  }
};
