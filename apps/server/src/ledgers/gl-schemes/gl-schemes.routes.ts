import { adminRoles, schemeDetail as schemeDetailData, schemeFamilyParam, schemeInput, schemeList, schemeQuery, schemeWritten } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { listSchemes, resetScheme, schemeDetail, writeScheme } from './gl-schemes.service';

/**
 * `/v1/gl/schemes`: the posting schemes in force for the company (every member reads them); admins
 * write a new version of a family's scheme or put it back on the defaults.
 */
export const glSchemesModule: Module = (app, { db }) => {
  const admins = { onRequest: requireRole(...adminRoles) };

  app.get('/gl/schemes', { schema: { response: { 200: schemeList } } }, async (request) => ({ data: await listSchemes(db, sessionOf(request).companyId) }));

  app.get('/gl/schemes/:family', { schema: { params: schemeFamilyParam, querystring: schemeQuery, response: { 200: schemeDetailData } } }, async (request) => ({
    data: await schemeDetail(db, sessionOf(request).companyId, request.params.family, request.query.subType),
  }));

  app.put('/gl/schemes/:family', { ...admins, schema: { params: schemeFamilyParam, body: schemeInput, response: { 200: schemeWritten } } }, async (request) => {
    const session = sessionOf(request);
    return { version: await writeScheme(db, session.companyId, session.userId, request.params.family, request.body) };
  });

  app.delete('/gl/schemes/:family', { ...admins, schema: { params: schemeFamilyParam, response: { 200: schemeWritten } } }, async (request) => {
    const session = sessionOf(request);
    return { version: await resetScheme(db, session.companyId, session.userId, request.params.family) };
  });
};
