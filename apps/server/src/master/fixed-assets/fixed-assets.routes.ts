import { created, dataOf, idParam, osCardData, osDepreciationData, osDepreciationExportQuery, osDepreciationQuery, osMain, osMainInput, osMainListQuery, osRegisterData, osRegisterExportQuery, osRegisterQuery, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { listAssets } from './fixed-assets.repo';
import { changeAsset, createAsset, readAsset, readCard, removeAsset } from './fixed-assets.service';
import { depreciationIn, registerAt } from './fixed-asset-reports.repo';
import { sendXlsx } from '../../platform/xlsx-export';

/** The fixed-asset register: `/v1/osnovna-sredstva` (list, one asset, create, update, delete). */
export const fixedAssetsModule: Module = (app, { db }) => {
  app.get('/osnovna-sredstva', { schema: { querystring: osMainListQuery, response: { 200: paged(osMain) } } }, async (request) =>
    listAssets(db, sessionOf(request).companyId, request.query),
  );

  // the reports: the register at a date, the depreciation of a year or month, an asset's card; Excel of the first two
  app.get('/osnovna-sredstva/stanje', { schema: { querystring: osRegisterQuery, response: { 200: osRegisterData } } }, async (request) => ({
    data: await registerAt(db, sessionOf(request).companyId, request.query),
  }));
  app.get('/osnovna-sredstva/stanje/export', { schema: { querystring: osRegisterExportQuery } }, async (request, reply) => {
    const q = request.query;
    const { rows } = await registerAt(db, sessionOf(request).companyId, q);
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Osnovna sredstva', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });
  app.get('/osnovna-sredstva/amortizacija', { schema: { querystring: osDepreciationQuery, response: { 200: osDepreciationData } } }, async (request) => ({
    data: await depreciationIn(db, sessionOf(request).companyId, request.query),
  }));
  app.get('/osnovna-sredstva/amortizacija/export', { schema: { querystring: osDepreciationExportQuery } }, async (request, reply) => {
    const q = request.query;
    const { rows } = await depreciationIn(db, sessionOf(request).companyId, q);
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Amortizacija', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });
  app.get('/osnovna-sredstva/:id/kartica', { schema: { params: idParam, response: { 200: osCardData } } }, async (request) => ({
    data: await readCard(db, sessionOf(request).companyId, request.params.id),
  }));

  app.get('/osnovna-sredstva/:id', { schema: { params: idParam, response: { 200: dataOf(osMain) } } }, async (request) => ({
    data: await readAsset(db, sessionOf(request).companyId, request.params.id),
  }));

  app.post('/osnovna-sredstva', { schema: { body: osMainInput, response: { 201: created } } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    const id = await db.transaction((tx) => createAsset(tx, companyId, request.body));
    return reply.status(201).send({ id });
  });

  app.put('/osnovna-sredstva/:id', { schema: { params: idParam, body: osMainInput } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await db.transaction((tx) => changeAsset(tx, companyId, request.params.id, request.body));
    return reply.status(204).send();
  });

  app.delete('/osnovna-sredstva/:id', { schema: { params: idParam } }, async (request, reply) => {
    const { companyId } = sessionOf(request);
    await db.transaction((tx) => removeAsset(tx, companyId, request.params.id));
    return reply.status(204).send();
  });
};
