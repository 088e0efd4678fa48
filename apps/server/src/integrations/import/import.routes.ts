import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { adminRoles, importKinds, importMapping, importOptions, importPreview, importSummary, z } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { invalid } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { readParts } from '../../platform/multipart';
import { commitImport, previewImport } from './import.service';
import { parseOffThread } from '../../master/parsing/off-thread';

const MAX_FILE_BYTES = 20 * 1024 * 1024;
const kindParam = z.object({ kind: z.enum(importKinds) });

/** The multipart form: `file` (CSV or XLSX) and optionally `mapping` (JSON: field → column index). */
async function readUpload(request: FastifyRequest) {
  let file: Buffer | null = null;
  let mapping: unknown;
  const fields: Record<string, string> = {};
  await readParts(request, async (part) => {
    if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
    else if (part.type === 'file') part.file.resume();
    else if (part.fieldname === 'mapping') {
      try {
        mapping = JSON.parse(String(part.value));
      } catch {
        throw invalid({ mapping: 'error.mapping.invalid' });
      }
    } else if (part.fieldname === 'periodId' || part.fieldname === 'trnId') fields[part.fieldname] = String(part.value);
  });
  if (!file) throw invalid({ file: 'error.file.required' });
  const parsedMapping = mapping === undefined ? undefined : importMapping.safeParse(mapping);
  if (parsedMapping && !parsedMapping.success) throw invalid({ mapping: 'error.mapping.invalid' });
  const options = importOptions.safeParse(fields);
  if (!options.success) throw invalid({ trnId: 'error.trnId.invalid' });
  return { table: await parseOffThread('table', file), mapping: parsedMapping?.data, options: options.data };
}

/** Articles and clients from spreadsheets: preview with per-row errors, then commit the valid rows. */
export const importModule: Module = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 }, throwFileSizeLimit: true });
  const guard = { onRequest: requireRole(...adminRoles) };

  app.post('/import/:kind/preview', { ...guard, schema: { params: kindParam, response: { 200: importPreview } } }, async (request) => {
    const { table, mapping, options } = await readUpload(request);
    return { data: await previewImport(db, sessionOf(request).companyId, request.params.kind, table, mapping, options) };
  });

  app.post('/import/:kind/commit', { ...guard, schema: { params: kindParam, response: { 200: importSummary } } }, async (request) => {
    const { table, mapping, options } = await readUpload(request);
    return { data: await commitImport(db, sessionOf(request).companyId, request.params.kind, table, mapping ?? {}, options) };
  });
};
