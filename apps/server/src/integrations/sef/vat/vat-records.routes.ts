import { adminRoles, dataOf, sefEpp, sefEppInput, sefEppParams, sefEppQuery, sefVatRecords, sefVatRecordsInput, sefVatRecordsQuery } from '@knjige/contract';
import { requireRole, sessionOf } from '../../../platform/auth/guard';
import { eppBaseUrlOf } from '../../../platform/config';
import type { Module } from '../../../platform/http';
import { sefRuntimeOf } from '../sef-runtime';
import { correctEpp, refreshEpp, reviewEpp, sendEpp, type EppRuntime } from './epp.service';
import { reviewVatRecords, sendVatRecords } from './vat-records.service';

/**
 * SEF's VAT records of a month (evidencija PDV): the review, and the send of what it lists; and the
 * input-VAT record of a VAT period (EPP): the books' figures, the send, a correction, its status.
 * Every member reads them; sending and correcting (a filing in the company's name) is the admins'.
 */
export const sefVatRecordsModule: Module = (app, ctx) => {
  const { db } = ctx;
  const runtime = sefRuntimeOf(ctx.config);
  const epp: EppRuntime = { baseUrl: eppBaseUrlOf(ctx.config), sef: runtime };
  const admins = { onRequest: requireRole(...adminRoles) };

  app.get('/sef/vat-records', { schema: { querystring: sefVatRecordsQuery, response: { 200: dataOf(sefVatRecords) } } }, async (request) => ({
    data: await reviewVatRecords(db, sessionOf(request).companyId, request.query.periodId, request.query.month),
  }));

  app.post('/sef/vat-records', { ...admins, schema: { body: sefVatRecordsInput, response: { 200: dataOf(sefVatRecords) } } }, async (request) => ({
    data: await sendVatRecords(db, runtime, sessionOf(request).companyId, request.body.periodId, request.body.month),
  }));

  app.get('/sef/vat-deduction-records', { schema: { querystring: sefEppQuery, response: { 200: dataOf(sefEpp) } } }, async (request) => ({
    data: await reviewEpp(db, sessionOf(request).companyId, request.query.periodId, request.query.vatPeriod),
  }));

  app.post('/sef/vat-deduction-records', { ...admins, schema: { body: sefEppInput, response: { 200: dataOf(sefEpp) } } }, async (request) => ({
    data: await sendEpp(db, epp, sessionOf(request).companyId, request.body.periodId, request.body.vatPeriod),
  }));

  app.get('/sef/vat-deduction-records/:id', { schema: { params: sefEppParams, response: { 200: dataOf(sefEpp) } } }, async (request) => ({
    data: await refreshEpp(db, epp, sessionOf(request).companyId, request.params.id),
  }));

  app.post('/sef/vat-deduction-records/:id/correction', { ...admins, schema: { params: sefEppParams, response: { 200: dataOf(sefEpp) } } }, async (request) => ({
    data: await correctEpp(db, epp, sessionOf(request).companyId, request.params.id),
  }));
};
