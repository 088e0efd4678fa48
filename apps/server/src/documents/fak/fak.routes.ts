import { cardEinvoiceInput, created, fiskalItemRow, fiskalItemsQuery, fiskalRow, fiskalsQuery, idParam, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { linkableReceipts, linkedReceiptLines } from './fak.repo';
import { makeCardEinvoice } from './fak-card';

/** `GET /v1/doc-fak/fiskals` and `GET /v1/doc-fak/{id}/fiskal-items` (docs/domain.md#calls), beside the standard calls; `POST /v1/doc-fis/{id}/card-einvoice`. */
export function registerFakRoutes(app: App, { db }: AppContext): void {
  app.get('/doc-fak/fiskals', { schema: { querystring: fiskalsQuery, response: { 200: paged(fiskalRow) } } }, async (request) =>
    linkableReceipts(db, sessionOf(request).companyId, request.query),
  );
  app.get('/doc-fak/:id/fiskal-items', { schema: { params: idParam, querystring: fiskalItemsQuery, response: { 200: paged(fiskalItemRow) } } }, async (request) =>
    linkedReceiptLines(db, sessionOf(request).companyId, request.params.id, request.query),
  );
  // a receipt paid with a company's card: its e-invoice to that company (a locked retail invoice, queued for SEF)
  app.post('/doc-fis/:id/card-einvoice', { schema: { params: idParam, body: cardEinvoiceInput, response: { 201: created } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send({ id: await makeCardEinvoice(db, companyId, request.params.id, request.body, userId) });
  });
}
