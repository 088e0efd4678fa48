import type { XmlData } from '@knjige/contract';
import { and, asc, eq } from 'drizzle-orm';
import { documentAttachmentPdfs } from '../../modules/files/attachments';
import { files } from '../../modules/files/files.tables';
import type { Tx } from '../../platform/db/client';

/** A PDF the e-invoice carries inside it (SERBIA.md §2 "Attachments"). */
export interface EmbeddedPdf {
  fileName: string;
  mime: 'application/pdf';
  bytes: Buffer;
}

/**
 * The PDFs an e-invoice embeds, in this order: by the document's `xmlUpload`, `single` the invoice's
 * print, `multi` the invoice's and the dispatch note's; then the PDF files attached to the document.
 * The one place that gathers them, so the XML job and the data page agree.
 */
export async function collectEmbeddedPdfs(tx: Tx, companyId: number, vDoc: string, docId: number, _xmlUpload: string): Promise<EmbeddedPdf[]> {
  const attached = await documentAttachmentPdfs(tx, companyId, vDoc, docId);
  return attached.map((file) => ({ fileName: file.fileName, mime: 'application/pdf', bytes: file.bytes }));
}

/** The document's attached files as the XML data page lists them (spec §3 "XML data": each with its uuid). */
export async function listAttachments(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<XmlData['attachments']> {
  return tx
    .select({ uuid: files.uuid, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.vDoc, vDoc), eq(files.docId, docId), eq(files.status, 'uploaded')))
    .orderBy(asc(files.id));
}
