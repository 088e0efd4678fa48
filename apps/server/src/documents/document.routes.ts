import {
  artLookup,
  created,
  dataOf,
  docArticles,
  docComboQuery,
  docComboRow,
  docInitQuery,
  docListQuery,
  docLookupQuery,
  docTotals,
  docTotalsQuery,
  documentHistory,
  exportFields,
  idParam,
  itemBatch,
  itemBatchCreated,
  itemIds,
  MAX_ID,
  pathId,
  paged,
  z,
} from '@knjige/contract';
import { sessionOf } from '../platform/auth/guard';
import { allPages, sendXlsx } from '../platform/xlsx-export';
import type { App, AppContext } from '../platform/http';
import { hasArticleLines, type DocumentFamily } from './family';
import { documentService } from './document.service';

const itemParams = z.object({ id: pathId(), itemId: pathId() });
const artParams = z.object({ id: pathId(), artId: pathId() });
/** A created document's id, and what is worth a look though allowed (a credit note over the balance). */
const createdWithWarnings = created.extend({ warnings: z.array(z.string()).optional() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1), perPage: z.coerce.number().int().min(1).max(500).default(20) });

/**
 * The standard calls of docs/domain.md#calls for one document family, under each of its resource names.
 * Static paths (`/combo`, `/search`, `/lookup`, `/totals`, `/init`) are registered before `/:id`
 * (the router prefers them anyway; the order says so to the reader).
 */
export function registerDocumentRoutes(app: App, { db, config }: AppContext, family: DocumentFamily): void {
  const service = documentService(family);
  const itemRow = family.itemRow;
  for (const resource of family.entry.resources) {
    const base = `/${resource}`;
    for (const path of [base, `${base}/search`]) {
      app.get(path, { schema: { querystring: docListQuery, response: { 200: paged(family.headerRow) } } }, async (request) =>
        service.list(db, sessionOf(request).companyId, request.query),
      );
    }
    app.get(`${base}/export`, { schema: { querystring: docListQuery.extend(exportFields) } }, async (request, reply) => {
      const { columns, fileName, totalLabel, ...q } = request.query;
      const companyId = sessionOf(request).companyId;
      await sendXlsx(reply, { fileName, columns, totalLabel, rows: allPages((page) => service.list(db, companyId, { ...q, ...page })) });
      return reply;
    });
    app.get(`${base}/combo`, { schema: { querystring: docComboQuery, response: { 200: paged(docComboRow) } } }, async (request) =>
      service.combo(db, sessionOf(request).companyId, request.query),
    );
    app.get(`${base}/lookup`, { schema: { querystring: docLookupQuery, response: { 200: dataOf(family.headerRow) } } }, async (request) => ({
      data: await service.lookup(db, sessionOf(request).companyId, request.query),
    }));
    app.get(`${base}/totals`, { schema: { querystring: docTotalsQuery, response: { 200: docTotals } } }, async (request) => ({
      data: await service.totals(db, sessionOf(request).companyId, request.query.periodId, request.query.vSubDoc),
    }));
    app.get(`${base}/init`, { schema: { querystring: docInitQuery } }, async (request) => ({
      data: await service.init(db, sessionOf(request).companyId, request.query.periodId, request.query.vSubDoc ?? family.defaultSubType),
    }));
    for (const path of [`${base}/:id`, `${base}/:id/retrieve`]) {
      app.get(path, { schema: { params: idParam, response: { 200: dataOf(family.headerRow) } } }, async (request) => ({
        data: await service.read(db, sessionOf(request).companyId, request.params.id),
      }));
    }
    app.post(base, { schema: { body: family.headerInput, response: { 201: createdWithWarnings } } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      const { id, warnings } = await service.create(db, companyId, request.body, userId);
      return reply.status(201).send(warnings.length ? { id, warnings } : { id });
    });
    app.put(`${base}/:id`, { schema: { params: idParam, body: family.headerInput } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      await service.update(db, companyId, request.params.id, request.body, userId);
      return reply.status(204).send();
    });
    app.delete(`${base}/:id`, { schema: { params: idParam } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      await service.remove(db, companyId, request.params.id, userId);
      return reply.status(204).send();
    });
    app.post(`${base}/:id/lock`, { schema: { params: idParam } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      // Allowed but worth a look (an account taken below zero): 200 with the message keys.
      const warnings = await service.lock(db, companyId, request.params.id, userId);
      return warnings.length ? reply.status(200).send({ warnings }) : reply.status(204).send();
    });
    app.post(`${base}/:id/storno`, { schema: { params: idParam } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      await service.storno(db, config, companyId, request.params.id, userId);
      return reply.status(204).send();
    });

    app.get(`${base}/:id/history`, { schema: { params: idParam, response: { 200: documentHistory } } }, async (request) => ({
      data: await service.history(db, sessionOf(request).companyId, request.params.id),
    }));

    app.get(`${base}/:id/items`, { schema: { params: idParam, querystring: pageQuery, response: { 200: paged(itemRow) } } }, async (request) =>
      service.listItems(db, sessionOf(request).companyId, request.params.id, request.query),
    );
    app.get(`${base}/:id/item-ids`, { schema: { params: idParam, response: { 200: itemIds } } }, async (request) => ({
      data: await service.itemIds(db, sessionOf(request).companyId, request.params.id),
    }));
    app.post(`${base}/:id/items`, { schema: { params: idParam, body: family.itemInput, response: { 201: created } } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      const id = await service.createItem(db, companyId, request.params.id, request.body, userId);
      return reply.status(201).send({ id });
    });
    // the line grid's new lines (typed ahead, or pasted) in one call: all or nothing
    app.post(`${base}/:id/items/batch`, { schema: { params: idParam, body: itemBatch(family.itemInput), response: { 201: itemBatchCreated } } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      const ids = await service.createItems(db, companyId, request.params.id, request.body.items, userId);
      return reply.status(201).send({ ids });
    });
    for (const path of [`${base}/:id/items/:itemId`, `${base}/:id/items/:itemId/retrieve`]) {
      app.get(path, { schema: { params: itemParams, response: { 200: dataOf(itemRow) } } }, async (request) => ({
        data: await service.readItem(db, sessionOf(request).companyId, request.params.id, request.params.itemId),
      }));
    }
    app.put(`${base}/:id/items/:itemId`, { schema: { params: itemParams, body: family.itemInput } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      await service.updateItem(db, companyId, request.params.id, request.params.itemId, request.body, userId);
      return reply.status(204).send();
    });
    app.delete(`${base}/:id/items/:itemId`, { schema: { params: itemParams } }, async (request, reply) => {
      const { companyId, userId } = sessionOf(request);
      await service.deleteItem(db, companyId, request.params.id, request.params.itemId, userId);
      return reply.status(204).send();
    });

    if (!hasArticleLines(family)) continue;
    app.get(`${base}/:id/articles`, { schema: { params: idParam, response: { 200: docArticles } } }, async (request) => ({
      data: await service.articles(db, sessionOf(request).companyId, request.params.id),
    }));
    app.get(`${base}/:id/art-lookup/:artId`, { schema: { params: artParams, response: { 200: artLookup } } }, async (request) => ({
      data: await service.artLookup(db, sessionOf(request).companyId, request.params.id, request.params.artId),
    }));
  }
}
