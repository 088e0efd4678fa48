import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  chunkFields,
  dataOf,
  familyRegistry,
  FILE_CHUNK_BYTES,
  fileAttach,
  fileCreate,
  fileCreated,
  fileRow,
  fileSearchQuery,
  fileStatusRow,
  fileUuidParam,
  idParam,
  paged,
  z,
} from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { AppError, invalid } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readParts } from '../../platform/multipart';
import { filesService } from './files.service';

/**
 * The multipart body of a chunk: `chunk` (the bytes, at most 256 KiB) and the fields
 * `chunkIndex`, `chunksCount`, `retry`, in any order. Only this one chunk is held in memory.
 */
async function readChunk(request: FastifyRequest) {
  let chunk: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    await readParts(request, async (part) => {
      if (part.type === 'file') {
        if (part.fieldname === 'chunk') chunk = await part.toBuffer();
        else part.file.resume();
      } else fields[part.fieldname] = String(part.value);
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'error.chunk.too-large', undefined, { max: FILE_CHUNK_BYTES });
    throw err;
  }
  const parsed = chunkFields.safeParse(fields);
  if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), `error.${String(i.path[0])}.invalid`])));
  if (!chunk) throw invalid({ chunk: 'error.chunk.required' });
  return { fields: parsed.data, chunk };
}

/** docs/domain.md#calls: chunked PDF upload, attachments of documents, preview. */
export const filesModule: Module = async (app, { db, database, config }) => {
  await app.register(multipart, { limits: { fileSize: FILE_CHUNK_BYTES, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: true });
  const service = filesService(db, database.kind, config.fileMaxBytes);
  const statusAnswer = dataOf(fileStatusRow);

  app.post('/files', { schema: { body: fileCreate, response: { 201: fileCreated } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send({ uuid: await service.create(companyId, userId, request.body) });
  });

  app.get('/files/search', { schema: { querystring: fileSearchQuery, response: { 200: paged(fileRow) } } }, async (request) =>
    service.search(sessionOf(request).companyId, request.query),
  );

  app.post('/files/attach', { schema: { body: fileAttach } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    await service.attach(companyId, userId, request.body);
    return reply.status(204).send();
  });

  app.put('/files/:id', { schema: { params: fileUuidParam, response: { 200: statusAnswer } } }, async (request) => {
    const { fields, chunk } = await readChunk(request);
    return { data: await service.putChunk(sessionOf(request).companyId, request.params.id, fields, chunk) };
  });

  app.get('/files/:id/status', { schema: { params: fileUuidParam, response: { 200: statusAnswer } } }, async (request) => ({
    data: await service.status(sessionOf(request).companyId, request.params.id),
  }));

  app.get('/files/:id/retrieve', { schema: { params: fileUuidParam, response: { 200: dataOf(fileRow) } } }, async (request) => ({
    data: await service.retrieve(sessionOf(request).companyId, request.params.id),
  }));

  app.get('/files/:id/preview', { schema: { params: fileUuidParam } }, async (request, reply) => {
    const file = await service.preview(sessionOf(request).companyId, request.params.id);
    return reply
      .type(file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.stream);
  });

  app.delete('/files/:id/dettach', { schema: { params: fileUuidParam } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    await service.detach(companyId, userId, request.params.id);
    return reply.status(204).send();
  });

  app.delete('/files/:id', { schema: { params: fileUuidParam } }, async (request, reply) => {
    await service.remove(sessionOf(request).companyId, request.params.id);
    return reply.status(204).send();
  });

  // docs/domain.md#calls: GET /{resource}/{id}/attachments of every family that takes them.
  for (const entry of Object.values(familyRegistry)) {
    if (!('attachments' in entry) || !entry.attachments) continue;
    for (const resource of entry.resources) {
      app.get(`/${resource}/:id/attachments`, { schema: { params: idParam, response: { 200: dataOf(z.array(fileRow)) } } }, async (request) => ({
        data: await service.ofDocument(sessionOf(request).companyId, entry.vDoc, request.params.id),
      }));
    }
  }
};
