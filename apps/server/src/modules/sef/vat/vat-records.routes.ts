import { dataOf, sefVatRecords, sefVatRecordsInput, sefVatRecordsQuery } from '@knjige/contract';
import { sessionOf } from '../../../platform/auth/guard';
import type { Module } from '../../../platform/http';
import { sefRuntimeOf } from '../sef-runtime';
import { reviewVatRecords, sendVatRecords } from './vat-records.service';

/** SEF's VAT records of a month (evidencija PDV): the review, and the send of what it lists. */
export const sefVatRecordsModule: Module = (app, ctx) => {
  const { db } = ctx;
  const runtime = sefRuntimeOf(ctx.config);

  app.get('/sef/vat-records', { schema: { querystring: sefVatRecordsQuery, response: { 200: dataOf(sefVatRecords) } } }, async (request) => ({
    data: await reviewVatRecords(db, sessionOf(request).companyId, request.query.periodId, request.query.month),
  }));

  app.post('/sef/vat-records', { schema: { body: sefVatRecordsInput, response: { 200: dataOf(sefVatRecords) } } }, async (request) => ({
    data: await sendVatRecords(db, runtime, sessionOf(request).companyId, request.body.periodId, request.body.month),
  }));
};
