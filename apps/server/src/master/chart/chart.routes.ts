import { adminRoles, created, glAccountExportQuery, glAccountInput, glAccountList, glAccountListQuery, glAccountUpdate, idParam } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import type { Module } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx-export';
import { chartAccounts, chartPage } from './chart.repo';
import { createAccount, deleteAccount, updateAccount } from './chart.service';

/**
 * `/v1/kontni-plan`: the company's chart of accounts (the official chart and its own analytics) in
 * code order, with search and Excel export; admins add, rename and delete the company's accounts.
 */
export const chartModule: Module = (app, { db }) => {
  const admins = { onRequest: requireRole(...adminRoles) };

  app.get('/kontni-plan', { schema: { querystring: glAccountListQuery, response: { 200: glAccountList } } }, async (request) =>
    chartPage(db, sessionOf(request).companyId, request.query),
  );

  app.get('/kontni-plan/export', { schema: { querystring: glAccountExportQuery } }, async (request, reply) => {
    const q = request.query;
    const rows = await chartAccounts(db, sessionOf(request).companyId, q);
    await sendXlsx(reply, { fileName: q.fileName, sheetName: 'Kontni plan', columns: q.columns, totalLabel: q.totalLabel, rows });
    return reply;
  });

  app.post('/kontni-plan', { ...admins, schema: { body: glAccountInput, response: { 201: created } } }, async (request, reply) => {
    const { companyId, userId } = sessionOf(request);
    const id = await createAccount(db, companyId, userId, request.body);
    return reply.status(201).send({ id });
  });

  app.put('/kontni-plan/:id', { ...admins, schema: { params: idParam, body: glAccountUpdate } }, async (request, reply) => {
    await updateAccount(db, sessionOf(request).companyId, request.params.id, request.body);
    return reply.status(204).send();
  });

  app.delete('/kontni-plan/:id', { ...admins, schema: { params: idParam } }, async (request, reply) => {
    await deleteAccount(db, sessionOf(request).companyId, request.params.id);
    return reply.status(204).send();
  });
};
