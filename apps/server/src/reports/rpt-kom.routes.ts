import { clientBalanceQuery, clientBalanceRow, clientBalanceSum, clientTurnoverHeader, clientTurnoverQuery, clientTurnoverRow, iosData, iosQuery, paged, z } from '@knjige/contract';
import { defaultDate, findPeriod } from '../documents/period';
import { sessionOf } from '../platform/auth/guard';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import * as repo from './rpt-kom.repo';

const komParams = z.object({ komId: z.coerce.number().int().positive() });

/** Client reports (rpt-kom): balances with their summary, a client's turnover, its open items (IOS). */
export const rptKomModule: Module = (app, { db }) => {
  app.get('/rpt-kom/stanje', { schema: { querystring: clientBalanceQuery, response: { 200: paged(clientBalanceRow) } } }, async (request) =>
    repo.balanceList(db, sessionOf(request).companyId, request.query),
  );

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

  app.get(
    '/rpt-kom/:komId/promet',
    { schema: { params: komParams, querystring: clientTurnoverQuery, response: { 200: paged(clientTurnoverRow).extend({ header: clientTurnoverHeader }) } } },
    async (request) => {
      const { companyId } = sessionOf(request);
      const { periodId, page, perPage } = request.query;
      const period = await findPeriod(db, companyId, periodId);
      const client = await repo.clientOf(db, companyId, request.params.komId);
      if (!client) throw notFound();
      const range = { dateFrom: request.query.dateFrom ?? period.startDate, dateTo: request.query.dateTo ?? defaultDate(period) };
      const { opening, closing, data, pagination } = await repo.turnover(db, { companyId, periodId, komId: client.komId }, range, { page, perPage });
      return { header: { ...client, ...range, opening, closing }, data, pagination };
    },
  );
};
