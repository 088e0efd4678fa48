import type { XmlData } from '@knjige/contract';
import { documentAttachmentPdfs } from '../../integrations/files/attachments';
import { pdfFileName, renderInvoicePdf } from '../print/invoice-pdf';
import { documentFamilies } from '../../documents/documents.module';
import type { Reader } from '../../platform/db/client';

/** A PDF the e-invoice carries inside it (docs/domain.md#the-e-invoice-ubl). */
export interface EmbeddedPdf {
  fileName: string;
  mime: 'application/pdf';
  bytes: Buffer;
}


/**
 * The prints an e-invoice embeds by the document's `xmlUpload` (docs/domain.md#entities-and-fields): `single` the invoice,
 * `multi` the invoice and, for goods, the dispatch note, `none` neither. A credit note carries the
 * storno print instead of the invoice. Printed in Serbian Latin, the language SEF reads.
 */
function embeddedPrints(data: XmlData, storno: string | undefined): string[] {
  const { kind, xmlUpload } = data.document;
  if (xmlUpload === 'none') return [];
  const invoice = kind === 'credit-note' ? (storno ?? null) : 'racun';
  const despatch = xmlUpload === 'multi' && kind === 'invoice' && data.branch !== null ? 'otpremnica' : null;
  return [invoice, despatch].filter((name): name is string => name !== null);
}

/**
 * The PDFs an e-invoice embeds, in this order: the document's prints (above), then the PDF files
 * attached to it. The one place that gathers them.
 */
export async function collectEmbeddedPdfs(tx: Reader, companyId: number, data: XmlData): Promise<EmbeddedPdf[]> {
  const { vDoc, id, broj } = data.document;
  // the family's invoice print (its registry entry's invoiceModel), under its resource; its storno print for a credit note
  const family = documentFamilies.find((f) => f.vDoc === vDoc && f.invoiceModel);
  const prints: EmbeddedPdf[] = [];
  if (family) {
    const resource = family.entry.resources[0];
    for (const name of embeddedPrints(data, family.entry.prints?.storno)) {
      const bytes = await renderInvoicePdf(tx, companyId, resource, id, name, 'sr-lat');
      prints.push({ fileName: pdfFileName(`${name}-${broj}`), mime: 'application/pdf', bytes });
    }
  }
  const attached = await documentAttachmentPdfs(tx, companyId, vDoc, id);
  return [...prints, ...attached.map((file) => ({ fileName: file.fileName, mime: 'application/pdf' as const, bytes: file.bytes }))];
}
