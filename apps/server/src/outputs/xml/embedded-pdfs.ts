import type { XmlData } from '@knjige/contract';
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
export async function collectEmbeddedPdfs(_tx: Tx, _companyId: number, _vDoc: string, _docId: number, _xmlUpload: string): Promise<EmbeddedPdf[]> {
  // filled in when the prints (the invoice's and the dispatch note's PDFs) and the attachments land
  return [];
}

/** The document's attached files as the XML data page lists them (spec §3 "XML data": each with its uuid). */
export async function listAttachments(_tx: Tx, _companyId: number, _vDoc: string, _docId: number): Promise<XmlData['attachments']> {
  // filled in when the attachments land
  return [];
}
