import type { Reader } from '../../platform/db/client';
import { documentFamilies } from '../../documents/documents.module';
import { notFound } from '../../platform/errors';
import type { InvoiceModel } from '../../master/print-kit/invoice-model';

export type { InvoiceLine, InvoiceModel, InvoicePrintType, InvoiceVDoc } from '../../master/print-kit/invoice-model';

/**
 * The invoice model of a document of the company (404 for another company's or an unknown type):
 * the loader its family provides (`invoiceModel` in its registry entry).
 */
export async function loadInvoice(tx: Reader, companyId: number, vDoc: string, docId: number, type: string): Promise<InvoiceModel> {
  const family = documentFamilies.find((f) => f.entry.resources[0] === vDoc);
  if (!family?.invoiceModel) throw notFound();
  return family.invoiceModel(tx, companyId, docId, type);
}
