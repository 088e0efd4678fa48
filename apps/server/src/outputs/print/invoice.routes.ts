import { z, pathId } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { loadInvoice } from './invoice-data';
import { pdfFileName, renderInvoiceModel } from './invoice-pdf';
import { printQuery, sendPdf } from './print-auth';

const id = pathId();

/**
 * The invoice prints: a sales invoice `GET /v1/doc-prod/{type}/print/{id}` (the spec's
 * `{vPromet}` segment carries the print's name: racun-otpremnica, racun, otpremnica,
 * storno-racun-otpremnica), a retail invoice `GET /v1/doc-fak/{id}/print/{type}` (racun), a
 * pro-forma `GET /v1/doc-prn/predracun/print/{id}`.
 */
export function invoicePrintModule(app: App, { db }: AppContext): void {
  app.get('/doc-prod/:type/print/:id', { schema: { params: z.object({ type: z.string(), id }), querystring: printQuery } }, async (request, reply) => {
    const model = await loadInvoice(db, sessionOf(request).companyId, 'doc-prod', request.params.id, request.params.type);
    return sendPdf(reply, await renderInvoiceModel(model, request.query.lang), pdfFileName(model.oznaka));
  });
  app.get('/doc-prn/:type/print/:id', { schema: { params: z.object({ type: z.string(), id }), querystring: printQuery } }, async (request, reply) => {
    const model = await loadInvoice(db, sessionOf(request).companyId, 'doc-prn', request.params.id, request.params.type);
    return sendPdf(reply, await renderInvoiceModel(model, request.query.lang), pdfFileName(model.oznaka));
  });
  app.get('/doc-fak/:id/print/:type', { schema: { params: z.object({ type: z.string(), id }), querystring: printQuery } }, async (request, reply) => {
    const model = await loadInvoice(db, sessionOf(request).companyId, 'doc-fak', request.params.id, request.params.type);
    return sendPdf(reply, await renderInvoiceModel(model, request.query.lang), pdfFileName(model.oznaka));
  });
}
