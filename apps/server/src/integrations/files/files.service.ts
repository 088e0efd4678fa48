import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { chunksOf, PDF_MIME, type FileCreate, type FileRow, type FileStatus, type z, type fileAttach, type fileSearchQuery } from '@knjige/contract';
import type { Database, Db, Reader, Tx } from '../../platform/db/client';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';
import { documentFamilies } from '../../documents/documents.module';
import { files } from './files.tables';
import {
  chunksStored,
  deleteFile,
  documentFiles,
  dropAbandonedUploads,
  filePage,
  fileRow,
  insertFile,
  lockDocumentStatus,
  lockFileForChunk,
  putChunkRow,
  storedFile,
  updateFile,
} from './files.repo';
import { bytesParam, fileBytes, isPdfStart } from './attachments';
import { recordHistory } from '../../master/audit/history';

type StoredFile = typeof files.$inferSelect;

/** An upload never finished is dropped a day after it began. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

async function findFile(tx: Reader, companyId: number, uuid: string, forUpdate = false): Promise<StoredFile> {
  const row = await storedFile(tx, companyId, uuid, forUpdate);
  if (!row) throw notFound();
  return row;
}

/** The family of `vDoc` when its documents take attachments (registry entry `attachments`). */
function attachableFamily(vDoc: string) {
  return documentFamilies.find((f) => f.vDoc === vDoc && f.entry.attachments === true) ?? null;
}

/**
 * The status of a company's document, its row share-locked so a lock or storno waits for the
 * attachment change (and the change sees the status the lock leaves). 404 for another company's.
 */
async function documentStatus(tx: Tx, vDoc: string, companyId: number, docId: number): Promise<string | null> {
  const family = attachableFamily(vDoc);
  if (!family) return null;
  const row = await lockDocumentStatus(tx, family.header, companyId, docId);
  if (!row) return null;
  return String(row.status);
}

/** Attachments change only while their document is a draft, like its lines. */
async function assertDraftDocument(tx: Tx, companyId: number, file: StoredFile) {
  if (file.vDoc === null || file.docId === null) return;
  const status = await documentStatus(tx, file.vDoc, companyId, file.docId);
  if (status !== null && status !== 'draft') throw conflict('error.document.not-draft', { status });
}

export interface ChunkFields {
  chunkIndex: number;
  chunksCount: number;
  retry: number;
}

/** Files, their chunks and their documents (docs/domain.md#states-and-defaults, docs/domain.md#calls). */
export function filesService(db: Db, kind: Database['kind'], maxBytes: number) {
  return {
    /** The file record before its bytes: a PDF within the size limit, in 256 KiB chunks. */
    async create(companyId: number, userId: number, input: FileCreate): Promise<string> {
      const errors: Record<string, string> = {};
      if (input.mime !== PDF_MIME) errors.mime = 'error.mime.not-pdf';
      if (input.size > maxBytes) errors.size = 'error.size.too-large';
      else if (input.chunksCount !== chunksOf(input.size)) errors.chunksCount = 'error.chunksCount.mismatch';
      if (Object.keys(errors).length) throw new AppError(422, 'error.validation', errors, { max: maxBytes, maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });
      return db.transaction(async (tx) => {
        await dropAbandonedUploads(tx, companyId, new Date(Date.now() - ABANDONED_AFTER_MS));
        return insertFile(tx, { companyId, createdBy: userId, ...input });
      });
    },

    /**
     * One chunk, in one transaction with the file row locked: stored (a retried chunk replaces its
     * earlier copy) only when it fits; the chunk that completes the file marks it succeeded. A
     * refused chunk changes nothing.
     */
    async putChunk(companyId: number, uuid: string, fields: ChunkFields, data: Buffer) {
      return db.transaction(async (tx) => {
        // the file locked, with what its other chunks hold, in one round trip
        const found = await lockFileForChunk(tx, companyId, uuid, fields.chunkIndex);
        if (!found) throw notFound();
        const { file, ...others } = found;
        if (file.status !== 'in-progress') throw conflict('error.file.finished', { status: file.status });
        if (fields.chunksCount !== file.chunksCount) throw invalid({ chunksCount: 'error.chunksCount.mismatch' });
        if (fields.chunkIndex >= file.chunksCount) throw invalid({ chunkIndex: 'error.chunkIndex.out-of-range' });
        if (data.length === 0) throw invalid({ chunk: 'error.chunk.required' });
        if (fields.chunkIndex === 0 && !isPdfStart(data)) throw invalid({ chunk: 'error.file.not-pdf' });
        const bytes = others.bytes + data.length;
        const received = others.n + 1;
        if (bytes > file.size) throw invalid({ chunk: 'error.chunk.over-size' });
        const complete = received === file.chunksCount;
        if (complete && bytes !== file.size) throw invalid({ chunk: 'error.size.mismatch' });
        await putChunkRow(tx, file.id, fields.chunkIndex, data.length, bytesParam(data, kind));
        const status: FileStatus = complete ? 'succeeded' : 'in-progress';
        if (complete) await updateFile(tx, file.id, { status, completedAt: new Date() });
        return { uuid, status, chunksCount: file.chunksCount, chunksReceived: received };
      });
    },

    async status(companyId: number, uuid: string) {
      const file = await findFile(db, companyId, uuid);
      return { uuid, status: file.status as FileStatus, chunksCount: file.chunksCount, chunksReceived: await chunksStored(db, file.id) };
    },

    async retrieve(companyId: number, uuid: string): Promise<FileRow> {
      const row = await fileRow(db, companyId, uuid);
      if (!row) throw notFound();
      return row;
    },

    async search(companyId: number, q: z.infer<typeof fileSearchQuery>) {
      const scope = eq(files.companyId, companyId);
      const where = and(
        scope,
        q.vDoc ? eq(files.vDoc, q.vDoc) : undefined,
        q.docId ? eq(files.docId, q.docId) : undefined,
        q.status ? eq(files.status, q.status) : undefined,
        searchAny(q.search, [files.name]),
      );
      const { data, total, filtered } = await filePage(db, scope, where, q.perPage, offsetOf(q));
      return { data, pagination: pageInfo(q, total, filtered) };
    },

    /** A document's attachments, oldest first, read with its status share-locked in one transaction; 404 for a document of another company. */
    async ofDocument(companyId: number, vDoc: string, docId: number): Promise<FileRow[]> {
      const found = await db.transaction(async (tx) => ((await documentStatus(tx, vDoc, companyId, docId)) === null ? null : documentFiles(tx, companyId, vDoc, docId)));
      if (!found) throw notFound();
      return found;
    },

    /**
     * Attaches a finished file to a draft document of the company. The one place a file joins a
     * document (document history records it).
     */
    async attach(companyId: number, userId: number, input: z.infer<typeof fileAttach>) {
      if (!attachableFamily(input.vDoc)) throw invalid({ vDoc: 'error.vDoc.invalid' });
      await db.transaction(async (tx) => {
        const file = await findFile(tx, companyId, input.uuid, true);
        const status = await documentStatus(tx, input.vDoc, companyId, input.docId);
        if (status === null) throw notFound();
        if (file.status === 'in-progress') throw conflict('error.file.not-finished');
        if (file.vDoc === input.vDoc && file.docId === input.docId) return;
        if (file.vDoc !== null) throw conflict('error.file.attached');
        if (status !== 'draft') throw conflict('error.document.not-draft', { status });
        await updateFile(tx, file.id, { vDoc: input.vDoc, docId: input.docId, status: 'uploaded' });
        await recordHistory(tx, { companyId, userId, vDoc: input.vDoc, docId: input.docId, action: 'attach', detail: file.name });
      });
    },

    /**
     * Takes a file off its document (a draft's); the file stays. The one place a file leaves a
     * document (document history records it).
     */
    async detach(companyId: number, userId: number, uuid: string) {
      await db.transaction(async (tx) => {
        const file = await findFile(tx, companyId, uuid, true);
        const { vDoc, docId } = file;
        if (vDoc === null || docId === null) throw conflict('error.file.not-attached');
        await assertDraftDocument(tx, companyId, file);
        await updateFile(tx, file.id, { vDoc: null, docId: null, status: 'succeeded' });
        await recordHistory(tx, { companyId, userId, vDoc, docId, action: 'detach', detail: file.name });
      });
    },

    /** Deletes a file and its chunks; refused while it is attached to a document that is no longer a draft. */
    async remove(companyId: number, uuid: string) {
      await db.transaction(async (tx) => {
        const file = await findFile(tx, companyId, uuid, true);
        await assertDraftDocument(tx, companyId, file);
        await deleteFile(tx, file.id);
      });
    },

    /** A finished file's bytes, read chunk by chunk as the stream is consumed. */
    async preview(companyId: number, uuid: string) {
      const file = await findFile(db, companyId, uuid);
      if (file.status === 'in-progress') throw conflict('error.file.not-finished');
      return { name: file.name, mime: file.mime, size: file.size, stream: Readable.from(fileBytes(db, file.id, file.chunksCount)) };
    },
  };
}
