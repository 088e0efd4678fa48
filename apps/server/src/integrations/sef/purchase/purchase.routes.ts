import { dataOf, idParam, paged, sefPurchaseBookInput, sefPurchaseBooked, sefPurchaseDecision, sefPurchaseDetail, sefPurchaseListQuery, sefPurchaseRow } from '@knjige/contract';
import { sessionOf } from '../../../platform/auth/guard';
import type { Module } from '../../../platform/http';
import { sefRuntimeOf } from '../sef-runtime';
import { bookPurchase } from './purchase-book';
import { decidePurchase } from './purchase-decide';
import { listPurchases, purchasePdf, readPurchase } from './purchase-inbox';

/** The inbox of purchase invoices from SEF: list, one with its lines, its PDF, accept, reject, book. */
export const sefPurchaseModule: Module = (app, ctx) => {
  const { db } = ctx;
  const runtime = sefRuntimeOf(ctx.config);
  runtime.log = (err) => app.log.error({ err }, 'SEF call after the answer failed');
  // decisions still talking to SEF: a closing server lets them finish
  app.addHook('onClose', () => runtime.settleLater());

  app.get('/sef/purchase-invoices', { schema: { querystring: sefPurchaseListQuery, response: { 200: paged(sefPurchaseRow) } } }, async (request) =>
    listPurchases(db, sessionOf(request).companyId, request.query),
  );

  app.get('/sef/purchase-invoices/:id', { schema: { params: idParam, response: { 200: dataOf(sefPurchaseDetail) } } }, async (request) => ({
    data: await readPurchase(db, sessionOf(request).companyId, request.params.id),
  }));

  app.get('/sef/purchase-invoices/:id/pdf', { schema: { params: idParam } }, async (request, reply) => {
    const pdf = await purchasePdf(db, sessionOf(request).companyId, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${pdf.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(pdf.bytes);
  });

  for (const [action, accepted] of [
    ['accept', true],
    ['reject', false],
  ] as const) {
    // 200 with SEF's answer when it comes at once; 202 with the decision pending when SEF is slow (the inbox follows it)
    app.post(
      `/sef/purchase-invoices/:id/${action}`,
      { schema: { params: idParam, body: sefPurchaseDecision, response: { 200: dataOf(sefPurchaseRow), 202: dataOf(sefPurchaseRow) } } },
      async (request, reply) => {
        const { row, pending } = await decidePurchase(db, runtime, sessionOf(request).companyId, request.params.id, accepted, request.body.comment);
        return reply.status(pending ? 202 : 200).send({ data: row });
      },
    );
  }

  app.post('/sef/purchase-invoices/:id/book', { schema: { params: idParam, body: sefPurchaseBookInput, response: { 201: dataOf(sefPurchaseBooked) } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    return reply.status(201).send({ data: await bookPurchase(db, companyId, userId, request.params.id, request.body) });
  });
};
