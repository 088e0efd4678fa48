import { adminRoles, chainVerification, dataOf } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { documentFamilies } from '../../documents/documents.module';
import { verifyChain } from './chain';

/** `GET /v1/audit/verify`: the company's chain of locks and stornos recomputed (admins). */
export const auditModule: Module = (app, { db }) => {
  app.get('/audit/verify', { onRequest: requireRole(...adminRoles), schema: { response: { 200: dataOf(chainVerification) } } }, async (request) => ({
    data: await verifyChain(db, sessionOf(request).companyId, documentFamilies),
  }));
};
