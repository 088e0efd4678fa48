import { adminRoles, agencyDeadlines, agencyDeadlinesQuery, created, dataOf, idParam, ownDeadline, ownDeadlineInput, vatFiling, z } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { agencyDeadlinesOf, changeOwnDeadline, createOwnDeadline, getOwnDeadline, listOwnDeadlines, removeOwnDeadline, setVatFilingOfCompany, vatFilingOfCompany } from './deadlines.service';

/**
 * Deadlines (docs/decisions.md#statutory-deadlines): the company's own deadlines (every member
 * writes them, like a catalogue), how it files VAT (admins), and the deadlines of all the user's
 * companies in a range.
 */
export const deadlinesModule: Module = (app, { db }) => {
  const admins = { onRequest: requireRole(...adminRoles) };

  app.get('/deadlines', { schema: { response: { 200: dataOf(z.array(ownDeadline)) } } }, async (request) => ({
    data: await listOwnDeadlines(db, sessionOf(request).companyId, belgradeToday()),
  }));
  app.get('/deadlines/vat-filing', { schema: { response: { 200: dataOf(vatFiling) } } }, async (request) => ({
    data: { period: await vatFilingOfCompany(db, sessionOf(request).companyId) },
  }));
  app.put('/deadlines/vat-filing', { ...admins, schema: { body: vatFiling } }, async (request, reply) => {
    await setVatFilingOfCompany(db, sessionOf(request).companyId, request.body.period);
    return reply.status(204).send();
  });
  app.get('/deadlines/:id', { schema: { params: idParam, response: { 200: dataOf(ownDeadline) } } }, async (request) => ({
    data: await getOwnDeadline(db, sessionOf(request).companyId, request.params.id, belgradeToday()),
  }));
  app.post('/deadlines', { schema: { body: ownDeadlineInput, response: { 201: created } } }, async (request, reply) => {
    const id = await createOwnDeadline(db, sessionOf(request).companyId, request.body);
    return reply.status(201).send({ id });
  });
  app.put('/deadlines/:id', { schema: { params: idParam, body: ownDeadlineInput } }, async (request, reply) => {
    await changeOwnDeadline(db, sessionOf(request).companyId, request.params.id, request.body);
    return reply.status(204).send();
  });
  app.delete('/deadlines/:id', { schema: { params: idParam } }, async (request, reply) => {
    await removeOwnDeadline(db, sessionOf(request).companyId, request.params.id);
    return reply.status(204).send();
  });

  app.get('/agency/deadlines', { schema: { querystring: agencyDeadlinesQuery, response: { 200: agencyDeadlines } } }, async (request) => ({
    data: await agencyDeadlinesOf(db, sessionOf(request).userId, request.query.from, request.query.to),
  }));
};
