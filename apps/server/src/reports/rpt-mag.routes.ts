import { artStanjeLookupQuery, dataOf, exportFields, movementHeader, movementQuery, movementRow, paged, stockReportQuery, stockRow, stockSum, z, pathId } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import { notFound } from '../platform/errors';
import type { Module } from '../platform/http';
import { allPages, sendXlsx } from '../platform/xlsx-export';
import * as report from './rpt-mag.service';

/** Stock reports (rpt-mag): the stock list with its total, an article's movement card, a lookup. */
export const rptMagModule: Module = (app, { db }) => {
  app.get('/rpt-mag/stanje-zaliha', { schema: { querystring: stockReportQuery, response: { 200: paged(stockRow) } } }, async (request) =>
    report.stockList(db, sessionOf(request).companyId, request.query),
  );

  app.get('/rpt-mag/stanje-zaliha/export', { schema: { querystring: stockReportQuery.extend(exportFields) } }, async (request, reply) => {
    const { columns, fileName, totalLabel, ...q } = request.query;
    const companyId = sessionOf(request).companyId;
    await sendXlsx(reply, { fileName, columns, totalLabel, rows: allPages((page) => report.stockList(db, companyId, { ...q, ...page })) });
    return reply;
  });

  app.get('/rpt-mag/sum', { schema: { querystring: stockReportQuery, response: { 200: stockSum } } }, async (request) => ({
    data: await report.stockTotal(db, sessionOf(request).companyId, request.query),
  }));

  const promet = { params: z.object({ magId: pathId(), artId: pathId() }), querystring: movementQuery };
  app.get(
    '/rpt-mag/:magId/promet/:artId',
    { schema: { ...promet, response: { 200: paged(movementRow).extend({ header: movementHeader }) } } },
    async (request) => {
      const { page, perPage, periodId } = request.query;
      const scope = { companyId: sessionOf(request).companyId, periodId, ...request.params };
      const header = await report.movementHeader(db, scope);
      if (!header) throw notFound();
      return { header, ...(await report.movementPage(db, scope, { page, perPage })) };
    },
  );

  app.get('/rpt-mag/art-stanje-lookup', { schema: { querystring: artStanjeLookupQuery, response: { 200: dataOf(stockRow) } } }, async (request) => {
    const row = await report.stockOf(db, sessionOf(request).companyId, request.query);
    if (!row) throw notFound();
    return { data: row };
  });
};
