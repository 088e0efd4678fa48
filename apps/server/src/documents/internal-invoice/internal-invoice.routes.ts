import { dataOf, internalInvoice, internalInvoiceParams } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { makeInternalInvoice, readInternalInvoice } from './internal-invoice.service';

/** A reverse-charge purchase's internal invoice: read it, make it (queued for SEF; `/v1/sef/send/iri/{id}` sends it now). */
export function registerInternalInvoiceRoutes(app: App, { db }: AppContext): void {
  app.get('/internal-invoices/:vDoc/:docId', { schema: { params: internalInvoiceParams, response: { 200: dataOf(internalInvoice.nullable()) } } }, async (request) => ({
    data: await readInternalInvoice(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId),
  }));
  app.post('/internal-invoices/:vDoc/:docId', { schema: { params: internalInvoiceParams, response: { 201: dataOf(internalInvoice) } } }, async (request, reply) => {
    const data = await makeInternalInvoice(db, sessionOf(request).companyId, request.params.vDoc, request.params.docId);
    return reply.status(201).send({ data });
  });
}
