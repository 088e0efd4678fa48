import { pathId, z } from '@knjige/contract';
import { documentFamilies } from '../../documents/documents.module';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { loadInvoice } from './invoice-data';
import { pdfFileName, renderInvoiceModel } from './invoice-pdf';
import { printQuery, sendPdf } from '../../master/print-kit/print-auth';

const id = pathId();

/**
 * The invoice prints of every family that provides an invoice model (`invoiceModel` in its registry
 * entry): a sales invoice `GET /v1/doc-prod/{type}/print/{id}` (the spec's `{vPromet}` segment
 * carries the print's name: racun-otpremnica, racun, otpremnica, storno-racun-otpremnica), a retail
 * invoice `GET /v1/doc-fak/{id}/print/{type}` (racun; the entry's `prints.idFirst`), a pro-forma
 * `GET /v1/doc-prn/predracun/print/{id}`.
 */
export function invoicePrintModule(app: App, { db }: AppContext): void {
  for (const family of documentFamilies) {
    if (!family.invoiceModel) continue;
    const resource = family.entry.resources[0];
    const path = family.entry.prints?.idFirst ? `/${resource}/:id/print/:type` : `/${resource}/:type/print/:id`;
    app.get(path, { schema: { params: z.object({ type: z.string(), id }), querystring: printQuery } }, async (request, reply) => {
      const model = await loadInvoice(db, sessionOf(request).companyId, resource, request.params.id, request.params.type);
      return sendPdf(reply, await renderInvoiceModel(model, request.query.lang), pdfFileName(model.oznaka));
    });
  }
}
