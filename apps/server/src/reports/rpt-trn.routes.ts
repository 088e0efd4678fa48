import { accountList, accountsQuery, accountTurnover, accountTurnoverQuery, z } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import * as repo from './rpt-trn.repo';

/** Current accounts (rpt-trn): each account's in, out and balance; one account's rows with a running balance. */
export const rptTrnModule: Module = (app, { db }) => {
  app.get('/rpt-trn/stanje', { schema: { querystring: accountsQuery, response: { 200: accountList } } }, async (request) => ({
    data: await repo.accountList(db, sessionOf(request).companyId, request.query.periodId),
  }));

  app.get(
    '/rpt-trn/:trnId/promet',
    { schema: { params: z.object({ trnId: z.coerce.number().int().positive() }), querystring: accountTurnoverQuery, response: { 200: accountTurnover } } },
    async (request) => {
      const { page, perPage, ...range } = request.query;
      const scope = { companyId: sessionOf(request).companyId, trnId: request.params.trnId, ...range };
      const header = await repo.turnoverHeader(db, scope);
      if (!header) throw notFound();
      return { header, ...(await repo.turnoverPage(db, scope, header.opening, { page, perPage })) };
    },
  );
};
