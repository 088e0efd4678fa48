import { artLookupQuery, artMain, artMainDetail, periodQuery, artMainInit, artMainInput, artMainListQuery, created, dataOf, idParam, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { conflict, notFound, sqlState } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { offsetOf, pageInfo } from '../../platform/paging';
import { findArticle, findArticleByCode, listArticles } from './art-main.repo';
import { createArticle, deleteArticle, initArticle, updateArticle, withStock } from './art-main.service';

export const artMainModule: Module = (app, { db }) => {
  for (const path of ['/art-main', '/art-main/search', '/art-main/combo']) {
    app.get(path, { schema: { querystring: artMainListQuery, response: { 200: paged(artMain) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const q = request.query;
      const { data, total, filtered } = await listArticles(db, { companyId, vArtikl: q.vArtikl, grpId: q.grpId, search: q.search }, q.perPage, offsetOf(q));
      return { data, pagination: pageInfo(q, total, filtered) };
    });
  }

  app.get('/art-main/init', { schema: { response: { 200: artMainInit } } }, async (request) => ({
    data: await initArticle(db, sessionOf(request).companyId),
  }));

  app.get('/art-main/lookup', { schema: { querystring: artLookupQuery, response: { 200: dataOf(artMainDetail) } } }, async (request) => {
    const { companyId } = sessionOf(request);
    const row = await findArticleByCode(db, companyId, request.query.code);
    if (!row) throw notFound('mp-art-main.not.found', { code: request.query.code });
    return { data: await withStock(db, companyId, row, request.query.periodId) };
  });

  for (const path of ['/art-main/:id', '/art-main/:id/retrieve']) {
    app.get(path, { schema: { params: idParam, querystring: periodQuery, response: { 200: dataOf(artMainDetail) } } }, async (request) => {
      const { companyId } = sessionOf(request);
      const row = await findArticle(db, companyId, request.params.id);
      if (!row) throw notFound();
      return { data: await withStock(db, companyId, row, request.query.periodId) };
    });
  }

  app.post('/art-main', { schema: { body: artMainInput, response: { 201: created } } }, async (request, reply) => {
    const id = await createArticle(db, sessionOf(request).companyId, request.body);
    return reply.status(201).send({ id });
  });

  app.put('/art-main/:id', { schema: { params: idParam, body: artMainInput } }, async (request, reply) => {
    await updateArticle(db, sessionOf(request).companyId, request.params.id, request.body);
    return reply.status(204).send();
  });

  app.delete('/art-main/:id', { schema: { params: idParam } }, async (request, reply) => {
    try {
      await deleteArticle(db, sessionOf(request).companyId, request.params.id);
    } catch (err) {
      if (sqlState(err) === '23503') throw conflict('error.art-main.in-use');
      throw err;
    }
    return reply.status(204).send();
  });
};
