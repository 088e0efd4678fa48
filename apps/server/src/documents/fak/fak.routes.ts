import { fiskalItemRow, fiskalItemsQuery, fiskalRow, fiskalsQuery, idParam, paged } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import type { App, AppContext } from '../../platform/http';
import { linkableReceipts, linkedReceiptLines } from './fak.repo';

/** `GET /v1/doc-fak/fiskals` and `GET /v1/doc-fak/{id}/fiskal-items` (spec §7), beside the standard calls. */
export function registerFakRoutes(app: App, { db }: AppContext): void {
  app.get('/doc-fak/fiskals', { schema: { querystring: fiskalsQuery, response: { 200: paged(fiskalRow) } } }, async (request) =>
    linkableReceipts(db, sessionOf(request).companyId, request.query),
  );
  app.get('/doc-fak/:id/fiskal-items', { schema: { params: idParam, querystring: fiskalItemsQuery, response: { 200: paged(fiskalItemRow) } } }, async (request) =>
    linkedReceiptLines(db, sessionOf(request).companyId, request.params.id, request.query),
  );
}
