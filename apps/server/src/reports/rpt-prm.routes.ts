import { exportFields, paged, prmQuery, prmRow, prmTotal } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { allPages, sendXlsx } from '../platform/xlsx-export';
import { prmPage, prmTotals } from './rpt-prm.service';

const EXPORT_PAGE = 200;

/** Realised turnover (rpt-fin prm): the sold lines of a date range with their cost and margin, and the totals. */
export const rptPrmModule: Module = (app, { db }) => {
  app.get('/rpt-fin/prm', { schema: { querystring: prmQuery, response: { 200: paged(prmRow) } } }, async (request) =>
    prmPage(db, sessionOf(request).companyId, request.query),
  );
  app.get('/rpt-fin/prm-total', { schema: { querystring: prmQuery, response: { 200: prmTotal } } }, async (request) => ({
    data: await prmTotals(db, sessionOf(request).companyId, request.query),
  }));
  app.get('/rpt-fin/prm/export', { schema: { querystring: prmQuery.extend(exportFields) } }, async (request, reply) => {
    const companyId = sessionOf(request).companyId;
    const { columns, fileName, totalLabel, ...q } = request.query;
    // the first page checks the range and scope (422/404) before any byte of the file
    const first = await prmPage(db, companyId, { ...q, page: 1, perPage: EXPORT_PAGE });
    const rows = allPages((p) => (p.page === 1 ? Promise.resolve(first) : prmPage(db, companyId, { ...q, ...p })), EXPORT_PAGE);
    await sendXlsx(reply, { fileName, sheetName: 'PRM', columns, totalLabel, rows });
    return reply;
  });
};
