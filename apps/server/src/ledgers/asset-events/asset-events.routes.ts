import { created, idParam, osPromenaRow, osRashodInput, taxDepreciationExportQuery, taxDepreciationQuery, taxDepreciationReport, z } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx-export';
import { disposeAsset, assetHistory } from './asset-events.service';
import { taxDepreciation } from './tax-depreciation.service';

/**
 * Fixed assets leaving the books and their tax depreciation: a write-off
 * (`POST /v1/osnovna-sredstva/{id}/rashod`), an asset's write-off and sales
 * (`GET …/{id}/promene`), the year's tax depreciation (`GET /v1/osnovna-sredstva/poreska-amortizacija`)
 * and its Excel export.
 */
export const assetEventsModule: Module = (app, { db }) => {
  app.post('/osnovna-sredstva/:id/rashod', { schema: { params: idParam, body: osRashodInput, response: { 201: created } } }, async (request, reply) => {
    const id = await disposeAsset(db, sessionOf(request).companyId, request.params.id, request.body);
    return reply.status(201).send({ id });
  });

  app.get('/osnovna-sredstva/:id/promene', { schema: { params: idParam, response: { 200: z.object({ data: z.array(osPromenaRow) }) } } }, async (request) => ({
    data: await assetHistory(db, sessionOf(request).companyId, request.params.id),
  }));

  app.get('/osnovna-sredstva/poreska-amortizacija', { schema: { querystring: taxDepreciationQuery, response: { 200: z.object({ data: taxDepreciationReport }) } } }, async (request) => ({
    data: await taxDepreciation(db, sessionOf(request).companyId, request.query.godina),
  }));

  app.get('/osnovna-sredstva/poreska-amortizacija/export', { schema: { querystring: taxDepreciationExportQuery } }, async (request, reply) => {
    const { godina, columns, fileName, totalLabel } = request.query;
    const report = await taxDepreciation(db, sessionOf(request).companyId, godina);
    await sendXlsx(reply, { fileName, sheetName: 'Poreska amortizacija', columns, totalLabel, rows: report.sredstva });
    return reply;
  });
};
