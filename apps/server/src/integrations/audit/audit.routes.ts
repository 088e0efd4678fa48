import { adminRoles, chainVerification, dataOf, glVerification, glVerifyQuery } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { documentFamilies } from '../../documents/documents.module';
import { verifyChain } from '../../master/audit/chain';
import { verifyGeneralLedger } from './gl-verify';

/** `GET /v1/audit/verify`: the company's chain of locks and stornos recomputed (admins). */
export const auditModule: Module = (app, { db }) => {
  app.get('/audit/verify', { onRequest: requireRole(...adminRoles), schema: { response: { 200: dataOf(chainVerification) } } }, async (request) => ({
    data: await verifyChain(db, sessionOf(request).companyId, documentFamilies),
  }));
  /** `GET /v1/audit/gl-verify`: the general ledger against the stock, client, current-account and VAT sub-ledgers (admins). */
  app.get('/audit/gl-verify', { onRequest: requireRole(...adminRoles), schema: { querystring: glVerifyQuery, response: { 200: dataOf(glVerification) } } }, async (request) => ({
    data: await verifyGeneralLedger(db, sessionOf(request).companyId, request.query),
  }));
};
