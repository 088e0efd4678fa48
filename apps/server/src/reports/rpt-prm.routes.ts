import { paged, prmQuery, prmRow, prmTotal } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { prmPage, prmTotals } from './rpt-prm.repo';

/** Realised turnover (rpt-fin prm): the sold lines of a date range with their cost and margin, and the totals. */
export const rptPrmModule: Module = (app, { db }) => {
  app.get('/rpt-fin/prm', { schema: { querystring: prmQuery, response: { 200: paged(prmRow) } } }, async (request) =>
    prmPage(db, sessionOf(request).companyId, request.query),
  );
  app.get('/rpt-fin/prm-total', { schema: { querystring: prmQuery, response: { 200: prmTotal } } }, async (request) => ({
    data: await prmTotals(db, sessionOf(request).companyId, request.query),
  }));
};
