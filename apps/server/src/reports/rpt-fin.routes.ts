import { exportFields, finRangeQuery, vatReturnExportQuery, type VatReturnLine, type PopdvExportLine, type Language, kepuQuery, kepuRow, kepuTotal, kirRow, kurRow, paged, vatBookQuery, vatBookTotal, vatReturnData, type Pagination, type VatBookQuery, type z } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { sendXlsx } from '../platform/xlsx-export';
import { monthDays, popdvForm, pppdvLayout, return2027Fields, RETURN_2027_FROM, toCyrillic, vatReturnLayout, type Return2027 } from '@knjige/domain';
import { findCompany } from '../master/company/company.repo';
import { invalid, notFound } from '../platform/errors';
import { return2027Of } from '../integrations/vat/return-2027.repo';
import { pppdvXml, return2027Xml } from '../outputs/xml/eporezi-return';
import * as repo from './rpt-fin.repo';

/** A form's name in a language (Serbian Cyrillic is the Latin transliterated). */
const nameIn = (lang: Language) => (name: { sr: string; en: string }) => (lang === 'en' ? name.en : lang === 'sr-cyr' ? toCyrillic(name.sr) : name.sr);

/** The books (rpt-fin): the VAT return, KIR, KUR and the trade book, each with its Excel export. */
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

  // The return as the file ePorezi imports (docs/decisions.md "The return as a file for ePorezi"):
  // PPPDV and POPDV for a range of 2026 or before, the 2027 form for a month from January 2027.
  app.get('/rpt-fin/pdv-total/xml', { schema: { querystring: finRangeQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await repo.checkRange(db, companyId, q);
    const taxpayer = await findCompany(db, companyId);
    if (!taxpayer) throw notFound();
    const common = { taxpayer, from: q.dateFrom, to: q.dateTo };
    let xml: string;
    if (q.dateTo >= `${RETURN_2027_FROM}-01`) {
      if (q.dateFrom < `${RETURN_2027_FROM}-01`) throw invalid({ dateFrom: 'error.dateFrom.across-2027' });
      const month = q.dateFrom.slice(0, 7);
      const days = monthDays(month);
      if (days.from !== q.dateFrom || days.to !== q.dateTo) throw invalid({ dateTo: 'error.dateTo.not-a-month' });
      const r = await return2027Of(db, companyId, q.periodId, month);
      const fields = Object.fromEntries(return2027Fields.map((f) => [f, r.fields[f] ?? 0])) as Return2027;
      xml = return2027Xml({ ...common, fields });
    } else {
      const r = await repo.vatReturnOf(db, companyId, q);
      xml = pppdvXml({ ...common, pppdv: r.pppdv, popdv: r.popdv });
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="PPPDV-${q.dateFrom}-${q.dateTo}.xml"`)
      .send(xml);
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
