import { vatMonthQuery, vatToAccept } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { toAccept } from './to-accept';

/** The 2027 return: the purchase invoices to accept by the 10th (docs/decisions.md "The 2027 return"). */
export const vatModule: Module = (app, { db }) => {
  app.get('/vat/to-accept', { schema: { querystring: vatMonthQuery, response: { 200: vatToAccept } } }, async (request) => ({
    data: await toAccept(db, sessionOf(request).companyId, request.query.periodId, request.query.month, belgradeToday()),
  }));
};
