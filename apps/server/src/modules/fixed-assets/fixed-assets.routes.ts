import { created, dataOf, idParam, osMain, osMainInput, osMainListQuery, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { listAssets } from './fixed-assets.repo';
import { changeAsset, createAsset, readAsset, removeAsset } from './fixed-assets.service';

/** The fixed-asset register: `/v1/osnovna-sredstva` (list, one asset, create, update, delete). */
export const fixedAssetsModule: Module = (app, { db }) => {
  app.get('/osnovna-sredstva', { schema: { querystring: osMainListQuery, response: { 200: paged(osMain) } } }, async (request) =>
    listAssets(db, sessionOf(request).companyId, request.query),
  );

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
