import { accountList, accountsQuery, accountTurnover, accountTurnoverQuery, exportFields, turnoverExportFields, z, pathId } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { afterOpening, allPages, sendXlsx } from '../platform/xlsx-export';
import * as report from './rpt-trn.service';

/** Current accounts (rpt-trn): each account's in, out and balance; one account's rows with a running balance. */
export const rptTrnModule: Module = (app, { db }) => {
  app.get('/rpt-trn/stanje', { schema: { querystring: accountsQuery, response: { 200: accountList } } }, async (request) => ({
    data: await report.accountList(db, sessionOf(request).companyId, request.query.periodId),
  }));

  app.get('/rpt-trn/stanje/export', { schema: { querystring: accountsQuery.extend(exportFields) } }, async (request, reply) => {
    const { columns, fileName, totalLabel, periodId } = request.query;
    // a company has a handful of accounts: the list is read at once
    await sendXlsx(reply, { fileName, columns, totalLabel, rows: await report.accountList(db, sessionOf(request).companyId, periodId) });
    return reply;
  });

  const trnParams = z.object({ trnId: pathId() });

  /** One account's scope and header (404 for another company's account). */
  async function turnoverOf(companyId: number, trnId: number, range: { periodId: number; dateFrom?: string | undefined; dateTo?: string | undefined }) {
    const scope = { companyId, trnId, ...range };
    const header = await report.turnoverHeader(db, scope);
    if (!header) throw notFound();
    return { scope, header };
  }

  app.get('/rpt-trn/:trnId/promet', { schema: { params: trnParams, querystring: accountTurnoverQuery, response: { 200: accountTurnover } } }, async (request) => {
    const { page, perPage, ...range } = request.query;
    const { scope, header } = await turnoverOf(sessionOf(request).companyId, request.params.trnId, range);
    return { header, ...(await report.turnoverPage(db, scope, header.opening, { page, perPage })) };
  });

  app.get('/rpt-trn/:trnId/promet/export', { schema: { params: trnParams, querystring: accountTurnoverQuery.extend(turnoverExportFields) } }, async (request, reply) => {
    const { columns, fileName, totalLabel, openingLabel, page: _page, perPage: _perPage, ...range } = request.query;
    const { scope, header } = await turnoverOf(sessionOf(request).companyId, request.params.trnId, range);
    const rows = allPages((p) => report.turnoverPage(db, scope, header.opening, p));
    // without a date-from the account's rows start at the period's start, from zero
    await sendXlsx(reply, { fileName, columns, totalLabel, rows: range.dateFrom ? afterOpening({ datum: range.dateFrom, label: openingLabel, saldo: header.opening }, rows) : rows });
    return reply;
  });
};
