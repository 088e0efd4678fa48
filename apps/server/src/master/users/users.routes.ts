import { adminRoles, dataOf, idParam, inviteInput, paged, roleInput, userListQuery, userLookup, userRow } from '@knjige/contract';
import { requireRole, sessionOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { mailerOf } from '../../platform/mail';
import { pageInfo } from '../../platform/paging';
import { links } from './links';
import { findMember, listMembers, toUserRow } from './users.repo';
import { changeRole, inviteMember, resendInvitation, setActive, type UsersDeps } from './users.service';

/** The company's users (the korisnici screen): admins and super users only. */
export const usersModule: Module = (app, ctx) => {
  const deps: UsersDeps = { db: ctx.db, mailer: mailerOf(ctx, app.log), links: links(ctx.config) };
  const admins = { onRequest: requireRole(...adminRoles) };

  // The lookup of the spec's search calls: names of active members, for every member.
  app.get('/users/search', { schema: { querystring: userListQuery, response: { 200: paged(userLookup) } } }, async (request) => {
    const q = request.query;
    const { rows, itemsCount, filteredCount } = await listMembers(ctx.db, sessionOf(request).companyId, q, { activeOnly: true });
    return { data: rows.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })), pagination: pageInfo(q, itemsCount, filteredCount) };
  });

  app.get('/users', { ...admins, schema: { querystring: userListQuery, response: { 200: paged(userRow) } } }, async (request) => {
    const q = request.query;
    const { rows, itemsCount, filteredCount } = await listMembers(ctx.db, sessionOf(request).companyId, q);
    return { data: rows.map(toUserRow), pagination: pageInfo(q, itemsCount, filteredCount) };
  });

  app.get('/users/:id', { ...admins, schema: { params: idParam, response: { 200: dataOf(userRow) } } }, async (request) => {
    const member = await findMember(ctx.db, sessionOf(request).companyId, request.params.id);
    if (!member) throw notFound();
    return { data: toUserRow(member) };
  });

  /** Invites by e-mail with a role: 204 whoever the address belongs to (the account's id and name are not the company's to know). */
  app.post('/users', { ...admins, schema: { body: inviteInput } }, async (request, reply) => {
    await inviteMember(deps, sessionOf(request), request.body, new Date());
    return reply.status(204).send();
  });

  app.put('/users/:id/role', { ...admins, schema: { params: idParam, body: roleInput } }, async (request, reply) => {
    await changeRole(deps, sessionOf(request), request.params.id, request.body.role);
    return reply.status(204).send();
  });

  app.post('/users/:id/deactivate', { ...admins, schema: { params: idParam } }, async (request, reply) => {
    await setActive(deps, sessionOf(request), request.params.id, false, new Date());
    return reply.status(204).send();
  });

  app.post('/users/:id/activate', { ...admins, schema: { params: idParam } }, async (request, reply) => {
    await setActive(deps, sessionOf(request), request.params.id, true, new Date());
    return reply.status(204).send();
  });

  app.post('/users/:id/resend-invitation', { ...admins, schema: { params: idParam } }, async (request, reply) => {
    await resendInvitation(deps, sessionOf(request), request.params.id, new Date());
    return reply.status(204).send();
  });
};
