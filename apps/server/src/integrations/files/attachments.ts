import { sql } from 'drizzle-orm';
import type { Database, Reader, Tx } from '../../platform/db/client';
import { attachedFiles, chunkBase64, deleteDocumentFiles } from './files.repo';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether bytes start as a PDF does (its header, `%PDF-`), whatever the file's name or declared type. */
export const isPdfStart = (bytes: Buffer) => bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Bytes as a query parameter. The embedded database's driver converts a binary parameter byte by
 * byte (a 256 KiB chunk took 160 ms): it gets base64 text, decoded in SQL (20 ms). node-postgres
 * sends a Buffer as it is, with no copy as text.
 */
export const bytesParam = (bytes: Buffer, kind: Database['kind']) =>
  kind === 'pglite' ? sql`decode(${bytes.toString('base64')}, 'base64')` : sql`${bytes}`;

/**
 * A file's bytes chunk by chunk, each read when the consumer asks for it (never the whole file at
 * once). Read as base64 text: both drivers parse a bytea answer byte by byte in JavaScript (the
 * embedded one took 90 ms a chunk), base64 is decoded natively.
 */
export async function* fileBytes(tx: Reader, fileId: number, chunksCount: number): AsyncGenerator<Buffer> {
  for (let chunkIndex = 0; chunkIndex < chunksCount; chunkIndex++) {
    const data = await chunkBase64(tx, fileId, chunkIndex);
    if (data === undefined) throw new Error(`file ${fileId}: chunk ${chunkIndex} missing`);
    yield Buffer.from(data, 'base64');
  }
}

/**
 * The PDFs attached to a document, oldest first, whole (the SEF e-invoice embeds each one). Only
 * the company's own document's files; none for a document without attachments.
 */
export async function documentAttachmentPdfs(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<{ fileName: string; bytes: Buffer }[]> {
  const attached = await attachedFiles(tx, companyId, vDoc, docId);
  const result: { fileName: string; bytes: Buffer }[] = [];
  for (const file of attached) {
    const parts: Buffer[] = [];
    for await (const part of fileBytes(tx, file.id, file.chunksCount)) parts.push(part);
    result.push({ fileName: file.name, bytes: Buffer.concat(parts) });
  }
  return result;
}

/** Deletes the files attached to a document that is itself being deleted (a draft), with their chunks. */
export async function deleteDocumentAttachments(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  await deleteDocumentFiles(tx, companyId, vDoc, docId);
}
