import { clientBalanceQuery, clientBalanceRow, clientBalanceSum, clientTurnoverHeader, clientTurnoverQuery, clientTurnoverRow, exportFields, iosData, iosQuery, paged, turnoverExportFields, z, pathId } from '@knjige/contract';
import { defaultDate, findPeriod } from '../master/periods/period';
import { sessionOf } from '../platform/auth/guard';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { afterOpening, allPages, sendXlsx } from '../platform/xlsx-export';
import * as repo from './rpt-kom.repo';

const komParams = z.object({ komId: pathId() });

/** Client reports (rpt-kom): balances with their summary, a client's turnover, its open items (IOS). */
export const rptKomModule: Module = (app, { db }) => {
  app.get('/rpt-kom/stanje', { schema: { querystring: clientBalanceQuery, response: { 200: paged(clientBalanceRow) } } }, async (request) =>
    repo.balanceList(db, sessionOf(request).companyId, request.query),
  );

  app.get('/rpt-kom/stanje/export', { schema: { querystring: clientBalanceQuery.extend(exportFields) } }, async (request, reply) => {
    const { columns, fileName, totalLabel, ...q } = request.query;
    const companyId = sessionOf(request).companyId;
    await findPeriod(db, companyId, q.periodId);
    await sendXlsx(reply, { fileName, columns, totalLabel, rows: allPages((p) => repo.balanceList(db, companyId, { ...q, ...p })) });
    return reply;
  });

  app.get('/rpt-kom/sum', { schema: { querystring: clientBalanceQuery, response: { 200: clientBalanceSum } } }, async (request) => ({
    data: await repo.balanceSum(db, sessionOf(request).companyId, request.query),
  }));

  app.get(
    '/rpt-kom/ios/:komId',
    { schema: { params: komParams, querystring: iosQuery, response: { 200: iosData } } },
    async (request) => {
      const { companyId } = sessionOf(request);
      const period = await findPeriod(db, companyId, request.query.periodId);
      const client = await repo.clientOf(db, companyId, request.params.komId);
      if (!client) throw notFound();
      const datum = request.query.datum ?? defaultDate(period);
      const open = await repo.openItems(db, { companyId, periodId: request.query.periodId, komId: client.komId }, datum);
      return { data: { ...client, datum, ...open } };
    },
  );

  /** A client's turnover in the range: the client (404 for another company's), the range with its defaults. */
  async function turnoverScope(companyId: number, komId: number, q: { periodId: number; dateFrom?: string | undefined; dateTo?: string | undefined }) {
    const period = await findPeriod(db, companyId, q.periodId);
    const client = await repo.clientOf(db, companyId, komId);
    if (!client) throw notFound();
    const range = { dateFrom: q.dateFrom ?? period.startDate, dateTo: q.dateTo ?? defaultDate(period) };
    return { client, range, scope: { companyId, periodId: q.periodId, komId: client.komId } };
  }

  app.get(
    '/rpt-kom/:komId/promet',
    { schema: { params: komParams, querystring: clientTurnoverQuery, response: { 200: paged(clientTurnoverRow).extend({ header: clientTurnoverHeader }) } } },
    async (request) => {
      const { page, perPage } = request.query;
      const { client, range, scope } = await turnoverScope(sessionOf(request).companyId, request.params.komId, request.query);
      const { opening, closing, data, pagination } = await repo.turnover(db, scope, range, { page, perPage });
      return { header: { ...client, ...range, opening, closing }, data, pagination };
    },
  );

  app.get('/rpt-kom/:komId/promet/export', { schema: { params: komParams, querystring: clientTurnoverQuery.extend(turnoverExportFields) } }, async (request, reply) => {
    const { columns, fileName, totalLabel, openingLabel, ...q } = request.query;
    const { range, scope } = await turnoverScope(sessionOf(request).companyId, request.params.komId, q);
    const { opening } = await repo.turnover(db, scope, range, { page: 1, perPage: 1 });
    const rows = allPages((p) => repo.turnover(db, scope, range, p));
    await sendXlsx(reply, { fileName, columns, totalLabel, rows: afterOpening({ datum: range.dateFrom, label: openingLabel, saldo: opening }, rows) });
    return reply;
  });
};
