import { companyCreateInput, companyRow, created, listQuery, paged } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { mailerOf } from '../../platform/mail';
import { createCompany, listCompanies, type CompaniesDeps } from './companies.service';
import { links } from './links';

/** App settings: the companies of the installation, super users only. */
export const companiesModule: Module = (app, ctx) => {
  const deps: CompaniesDeps = { db: ctx.db, mailer: mailerOf(ctx, app.log), links: links(ctx.config) };
  const supers = { onRequest: requireRole('super') };

  app.get('/companies', { ...supers, schema: { querystring: listQuery, response: { 200: paged(companyRow) } } }, async (request) =>
    listCompanies(ctx.db, sessionOf(request), request.query),
  );

  app.post('/companies', { ...supers, schema: { body: companyCreateInput, response: { 201: created } } }, async (request, reply) => {
    const id = await createCompany(deps, sessionOf(request), request.body, new Date());
    return reply.status(201).send({ id });
  });
};
