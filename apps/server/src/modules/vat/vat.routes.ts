import { preparedReturn, preparedReturnQuery, vatMonthQuery, vatToAccept } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { sefRuntimeOf } from '../sef/sef-runtime';
import { preparedReturnOf } from './prepared-return';
import { toAccept } from './to-accept';

/** The 2027 return: the purchase invoices to accept by the 10th, the return SEF prepares (docs/decisions.md "The 2027 return"). */
export const vatModule: Module = (app, { db, config }) => {
  const runtime = sefRuntimeOf(config);
  app.get('/vat/to-accept', { schema: { querystring: vatMonthQuery, response: { 200: vatToAccept } } }, async (request) => ({
    data: await toAccept(db, sessionOf(request).companyId, request.query.periodId, request.query.month, belgradeToday()),
  }));
  app.get('/vat/prepared-return', { schema: { querystring: preparedReturnQuery, response: { 200: preparedReturn } } }, async (request) => ({
    data: await preparedReturnOf(db, runtime, sessionOf(request).companyId, request.query),
  }));
};
