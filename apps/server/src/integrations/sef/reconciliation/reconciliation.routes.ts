import { dataOf, sefReconciliation, sefReconQuery } from '@knjige/contract';
import { sessionOf } from '../../../platform/auth/guard';
import type { Module } from '../../../platform/http';
import { reconcile } from './reconciliation';

/** Books against SEF: the period's disagreements, from what the synchronisation keeps (no call to SEF). */
export const sefReconciliationModule: Module = (app, ctx) => {
  app.get('/sef/reconciliation', { schema: { querystring: sefReconQuery, response: { 200: dataOf(sefReconciliation) } } }, async (request) => ({
    data: await reconcile(ctx.db, sessionOf(request).companyId, request.query),
  }));
};
