import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FileStatus } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import type { HeaderTable } from '../../documents/family';
import { fileChunks, files } from './files.tables';

/** What a client reads of a file (docs/domain.md#entities-and-fields, and where it is attached). */
const fileColumns = {
  uuid: files.uuid,
  name: files.name,
  mime: files.mime,
  size: files.size,
  chunksCount: files.chunksCount,
  status: sql<FileStatus>`${files.status}`,
  vDoc: files.vDoc,
  docId: files.docId,
  createdAt: sql<string>`to_char(${files.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

const ownFile = (companyId: number, uuid: string) => and(eq(files.uuid, uuid), eq(files.companyId, companyId));

/** The company's stored file (locked against concurrent changes when asked; undefined: none). */
export async function storedFile(tx: Reader, companyId: number, uuid: string, forUpdate = false) {
  const query = tx.select().from(files).where(ownFile(companyId, uuid));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A document's status, its row share-locked (undefined: not the company's). */
export async function lockDocumentStatus(tx: Tx, header: HeaderTable, companyId: number, docId: number) {
  const [row] = await tx
    .select({ status: header.status })
    .from(header)
    .where(and(eq(header.id, docId), eq(header.companyId, companyId)))
    .for('share');
  return row;
}

/** Drops the company's uploads begun before `before` and never finished. */
export async function dropAbandonedUploads(tx: Tx, companyId: number, before: Date): Promise<void> {
  await tx.delete(files).where(and(eq(files.companyId, companyId), eq(files.status, 'in-progress'), lt(files.createdAt, before)));
}

/** Stores a new file record; its uuid. */
export async function insertFile(tx: Tx, values: typeof files.$inferInsert): Promise<string> {
  const [row] = await tx.insert(files).values(values).returning({ uuid: files.uuid });
  return row!.uuid;
}

/** The file locked, with the count and bytes of its chunks other than `chunkIndex`, in one round trip (undefined: none). */
export async function lockFileForChunk(tx: Tx, companyId: number, uuid: string, chunkIndex: number) {
  const [found] = await tx
    .select({
      file: files,
      n: sql<number>`(select count(*) from ${fileChunks} where ${fileChunks.fileId} = ${files.id} and ${fileChunks.chunkIndex} <> ${chunkIndex})`.mapWith(Number),
      bytes: sql<number>`(select coalesce(sum(${fileChunks.size}), 0) from ${fileChunks} where ${fileChunks.fileId} = ${files.id} and ${fileChunks.chunkIndex} <> ${chunkIndex})`.mapWith(Number),
    })
    .from(files)
    .where(ownFile(companyId, uuid))
    .for('update');
  return found;
}

/** Stores a chunk; a retried chunk replaces its earlier copy. `data` is the bytes as a query parameter. */
export async function putChunkRow(tx: Tx, fileId: number, chunkIndex: number, size: number, data: SQL): Promise<void> {
  await tx
    .insert(fileChunks)
    .values({ fileId, chunkIndex, size, data })
    .onConflictDoUpdate({ target: [fileChunks.fileId, fileChunks.chunkIndex], set: { size: sql`excluded.size`, data: sql`excluded.data` } });
}

export async function updateFile(tx: Tx, fileId: number, values: Partial<typeof files.$inferInsert>): Promise<void> {
  await tx.update(files).set(values).where(eq(files.id, fileId));
}

export async function deleteFile(tx: Tx, fileId: number): Promise<void> {
  await tx.delete(files).where(eq(files.id, fileId));
}

/** How many chunks of the file are stored. */
export async function chunksStored(tx: Reader, fileId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, fileId));
  return row!.n;
}

/** The company's file as a client reads it (undefined: none). */
export async function fileRow(tx: Reader, companyId: number, uuid: string) {
  const [row] = await tx.select(fileColumns).from(files).where(ownFile(companyId, uuid));
  return row;
}

/** A page of files, newest first, with the count in `scope` and the count `where` keeps. */
export async function filePage(tx: Reader, scope: SQL, where: SQL | undefined, limit: number, offset: number) {
  const data = await tx.select(fileColumns).from(files).where(where).orderBy(desc(files.id)).limit(limit).offset(offset);
  const [total] = await tx.select({ n: count() }).from(files).where(scope);
  const [filtered] = await tx.select({ n: count() }).from(files).where(where);
  return { data, total: total!.n, filtered: filtered!.n };
}

/** A document's files as a client reads them, oldest first. */
export function documentFiles(tx: Reader, companyId: number, vDoc: string, docId: number) {
  return tx
    .select(fileColumns)
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.vDoc, vDoc), eq(files.docId, docId)))
    .orderBy(asc(files.id));
}

/** One chunk's bytes as base64 text (undefined: missing). */
export async function chunkBase64(tx: Reader, fileId: number, chunkIndex: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ data: sql<string>`encode(${fileChunks.data}, 'base64')` })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.chunkIndex, chunkIndex)));
  return row?.data;
}

/** The finished files attached to a document, oldest first. */
export function attachedFiles(tx: Reader, companyId: number, vDoc: string, docId: number) {
  return tx
    .select({ id: files.id, name: files.name, chunksCount: files.chunksCount })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.vDoc, vDoc), eq(files.docId, docId), eq(files.status, 'uploaded')))
    .orderBy(asc(files.id));
}

/** Deletes a document's files (their chunks go with them). */
export async function deleteDocumentFiles(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  await tx.delete(files).where(and(eq(files.companyId, companyId), eq(files.vDoc, vDoc), eq(files.docId, docId)));
}
