import {
  accountCardExportQuery,
  accountCardPage,
  accountCardQuery,
  journalExportQuery,
  journalPage,
  journalQuery,
  statementLineNames,
  statementsData,
  statementsExportQuery,
  statementsQuery,
  trialBalanceData,
  trialBalanceExportQuery,
  trialBalanceQuery,
} from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { sendXlsx } from '../platform/xlsx-export';
import * as report from './rpt-gl.service';

const EXPORT_PAGE = 5_000;

/** Every page of a paged report, one after another (an export's rows). */
async function* allPages<R>(read: (page: number) => Promise<{ data: R[] }>): AsyncGenerator<R> {
  for (let page = 1; ; page++) {
    const { data } = await read(page);
    yield* data;
    if (data.length < EXPORT_PAGE) return;
  }
}

/** The general ledger's reports (rpt-gl): trial balance, account card and journal, each with its Excel export. */
export const rptGlModule: Module = (app, { db }) => {
  app.get('/rpt-gl/bruto-bilans', { schema: { querystring: trialBalanceQuery, response: { 200: trialBalanceData } } }, async (request) => {
    const companyId = sessionOf(request).companyId;
    await report.checkRange(db, companyId, request.query);
    return { data: await report.trialBalance(db, companyId, request.query) };
  });
  app.get('/rpt-gl/bruto-bilans/export', { schema: { querystring: trialBalanceExportQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await report.checkRange(db, companyId, q);
    const { rows } = await report.trialBalance(db, companyId, q);
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Bruto bilans', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });

  app.get('/rpt-gl/kartica', { schema: { querystring: accountCardQuery, response: { 200: accountCardPage } } }, async (request) => {
    const companyId = sessionOf(request).companyId;
    await report.checkRange(db, companyId, request.query);
    return report.accountCard(db, companyId, request.query);
  });
  app.get('/rpt-gl/kartica/export', { schema: { querystring: accountCardExportQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await report.checkRange(db, companyId, q);
    const rows = allPages((page) => report.accountCard(db, companyId, { ...q, page, perPage: EXPORT_PAGE }));
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Kartica konta', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });

  app.get('/rpt-gl/dnevnik', { schema: { querystring: journalQuery, response: { 200: journalPage } } }, async (request) => {
    const companyId = sessionOf(request).companyId;
    await report.checkRange(db, companyId, request.query);
    return report.journal(db, companyId, request.query);
  });
  app.get('/rpt-gl/dnevnik/export', { schema: { querystring: journalExportQuery } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const q = request.query;
    await report.checkRange(db, companyId, q);
    const rows = allPages((page) => report.journal(db, companyId, { ...q, page, perPage: EXPORT_PAGE }));
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Dnevnik', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });

  app.get('/rpt-gl/bilans', { schema: { querystring: statementsQuery, response: { 200: statementsData } } }, async (request) => {
    return { data: await report.statements(db, sessionOf(request).companyId, request.query.periodId) };
  });
  app.get('/rpt-gl/bilans/export', { schema: { querystring: statementsExportQuery } }, async (request, reply) => {
    const q = request.query;
    const { lines } = await report.statements(db, sessionOf(request).companyId, q.periodId);
    const rows = lines.map((l) => ({ ...l, aop: l.aop ?? '', naziv: statementLineNames[l.key] }));
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Bilans', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });
};
