import { cashReport as cashReportData, cashReportQuery, z } from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import type { Module } from '../platform/http';
import { cashReport } from './rpt-blg.service';

/** `GET /v1/rpt-blg/izvestaj?kasaId=&dateFrom=&dateTo=`: the daily cash report of a desk (one day: both dates the same). */
export const rptBlgModule: Module = (app, { db }) => {
  app.get('/rpt-blg/izvestaj', { schema: { querystring: cashReportQuery, response: { 200: z.object({ data: cashReportData }) } } }, async (request) => ({
    data: await cashReport(db, sessionOf(request).companyId, request.query),
  }));
};
