import { preparedReturn, preparedReturnQuery, vatMonthQuery, vatReturn2027, vatToAccept } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { sefRuntimeOf } from '../sef/sef-runtime';
import { preparedReturnOf } from './prepared-return';
import { return2027Of } from './return-2027.repo';
import { toAccept } from './to-accept';

/** The 2027 return: the purchase invoices to accept by the 10th, the return SEF prepares, the 2027 form (docs/decisions.md "The 2027 return", "The 2027 form"). */
export const vatModule: Module = (app, { db, config }) => {
  const runtime = sefRuntimeOf(config);
  app.get('/vat/to-accept', { schema: { querystring: vatMonthQuery, response: { 200: vatToAccept } } }, async (request) => ({
    data: await toAccept(db, sessionOf(request).companyId, request.query.periodId, request.query.month, belgradeToday()),
  }));
  app.get('/vat/prepared-return', { schema: { querystring: preparedReturnQuery, response: { 200: preparedReturn } } }, async (request) => ({
    data: await preparedReturnOf(db, runtime, sessionOf(request).companyId, request.query),
  }));
  app.get('/vat/return-2027', { schema: { querystring: vatMonthQuery, response: { 200: vatReturn2027 } } }, async (request) => ({
    data: await return2027Of(db, sessionOf(request).companyId, request.query.periodId, request.query.month),
  }));
};
