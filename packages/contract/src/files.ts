import { MAX_ID, MAX_TOTAL, bodyId, queryId } from './bounds';
import { z } from './zod-config';
import { listQuery } from './paging';

/** docs/domain.md#constants: files go up in chunks of 256 KiB. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** The only kind of file a document takes (docs/domain.md#states-and-defaults). */
export const PDF_MIME = 'application/pdf';

/** How many chunks a file of `size` bytes takes. */
export const chunksOf = (size: number) => Math.max(1, Math.ceil(size / FILE_CHUNK_BYTES));

/**
 * docs/domain.md#entities-and-fields: `in-progress` while chunks are missing, `succeeded` once every chunk is
 * in and the file passed its checks, `uploaded` once it is attached to a document.
 */
export const fileStatuses = ['in-progress', 'succeeded', 'uploaded'] as const;
export type FileStatus = (typeof fileStatuses)[number];

/** POST /v1/files: the file record before its bytes (docs/domain.md#calls). */
export const fileCreate = z.strictObject({
  /** the file's name */
  name: z.string().trim().min(1).max(255),
  /** media type (must be application/pdf) */
  mime: z.string().trim().min(1).max(100),
  /** size in bytes (declared) */
  size: z.number().int().min(1).max(MAX_TOTAL, 'too-large'),
  /** how many chunks of 256 KiB make the file */
  chunksCount: z.number().int().min(1).max(MAX_ID, 'too-large'),
});
export type FileCreate = z.infer<typeof fileCreate>;

/** POST /v1/files answers 201 with the new file's uuid. */
export const fileCreated = z.object({
  /** the new file's id, for its chunks */
  uuid: z.uuid(),
});

/** The multipart fields of PUT /v1/files/{uuid} beside the `chunk` itself. */
export const chunkFields = z.object({
  /** which chunk this is, from 0 */
  chunkIndex: z.coerce.number().int().min(0).max(MAX_ID, 'too-large'),
  /** how many chunks of 256 KiB make the file */
  chunksCount: z.coerce.number().int().min(1).max(MAX_ID, 'too-large'),
  /** how many times the client has sent this chunk before (0 the first time) */
  retry: z.coerce.number().int().min(0).max(MAX_ID, 'too-large').optional().default(0),
});

export const fileUuidParam = z.object({
  /** the file's id */
  id: z.uuid(),
});

/** docs/domain.md#entities-and-fields and what a document's attachments list shows of it. */
export const fileRow = z.object({
  /** the file's id */
  uuid: z.string(),
  /** the file's name */
  name: z.string(),
  /** media type (must be application/pdf) */
  mime: z.string(),
  /** size in bytes (declared) */
  size: z.number().int(),
  /** how many chunks of 256 KiB make the file */
  chunksCount: z.number().int(),
  /** in-progress, succeeded or uploaded (attached) */
  status: z.enum(fileStatuses),
  /** the document it is attached to */
  vDoc: z.string().nullable(),
  /** the document */
  docId: z.number().int().nullable(),
  /** when the upload began */
  createdAt: z.string(),
});
export type FileRow = z.infer<typeof fileRow>;

/** GET /v1/files/{id}/status, polled every 750 ms (docs/domain.md#constants). */
export const fileStatusRow = z.object({
  /** the file's id */
  uuid: z.string(),
  /** in-progress, succeeded or uploaded (attached) */
  status: z.enum(fileStatuses),
  /** how many chunks of 256 KiB make the file */
  chunksCount: z.number().int(),
  /** how many chunks are in */
  chunksReceived: z.number().int(),
});

/** POST /v1/files/attach. */
export const fileAttach = z.strictObject({
  /** the document's family */
  vDoc: z.string().min(1).max(20),
  /** the document */
  docId: bodyId(),
  /** the file's id */
  uuid: z.uuid(),
});

/** GET /v1/files/search: the company's files by name, optionally of one document or status. */
export const fileSearchQuery = listQuery.extend({
  /** the document's family */
  vDoc: z.string().max(20).optional(),
  /** the document */
  docId: queryId().optional(),
  /** in-progress, succeeded or uploaded (attached) */
  status: z.enum(fileStatuses).optional(),
});
