import { changeEmailInput, changePasswordInput, dataOf, idParam, invitation, membership, profile, profileInput, z } from '@knjige/contract';
import { sessionOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { mailerOf } from '../../platform/mail';
import { loginKeyLoader } from '../auth/rsa';
import { links } from './links';
import { changePassword, getProfile, requestEmailChange, updateProfile, type ProfileDeps } from './profile.service';
import { acceptInvitation, declineInvitation, leaveCompany } from './my-companies.service';
import { listInvitations, listMemberships } from './users.repo';

/** A lockout answer carries Retry-After, as at sign-in. */
async function withRetryAfter(reply: { header(name: string, value: string): unknown }, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 429) reply.header('retry-after', String(err.params?.retryAfter));
    throw err;
  }
}

/** The signed-in user's own profile and companies: every role. */
export const profileModule: Module = (app, ctx) => {
  const deps: ProfileDeps = { db: ctx.db, mailer: mailerOf(ctx, app.log), links: links(ctx.config), loginKey: loginKeyLoader(ctx.db) };

  app.get('/users/profile', { schema: { response: { 200: dataOf(profile) } } }, async (request) => ({
    data: await getProfile(ctx.db, sessionOf(request), new Date()),
  }));

  app.put('/users/profile', { schema: { body: profileInput } }, async (request, reply) => {
    await updateProfile(ctx.db, sessionOf(request), request.body);
    return reply.status(204).send();
  });

  app.post('/users/profile/password', { schema: { body: changePasswordInput } }, async (request, reply) => {
    await withRetryAfter(reply, () => changePassword(deps, sessionOf(request), request.body, request.ip, new Date()));
    return reply.status(204).send();
  });

  app.post('/users/profile/email', { schema: { body: changeEmailInput } }, async (request, reply) => {
    await withRetryAfter(reply, () => requestEmailChange(deps, sessionOf(request), request.body, request.ip, new Date()));
    return reply.status(204).send();
  });

  /** The companies the caller may switch to (POST /v1/auth/switch-company). */
  app.get('/users/companies', { schema: { response: { 200: z.object({ data: z.array(membership) }) } } }, async (request) => {
    const session = sessionOf(request);
    const rows = await listMemberships(ctx.db, session.userId);
    return { data: rows.map((row) => ({ ...row, isCurrent: row.companyId === session.companyId })) };
  });

  /** Leaves another company of the caller (not the one signed in to). */
  app.post('/users/companies/:id/leave', { schema: { params: idParam } }, async (request, reply) => {
    await leaveCompany(ctx.db, sessionOf(request), request.params.id, new Date());
    return reply.status(204).send();
  });

  /** Companies that asked the caller to join; nothing of theirs opens until the caller accepts. */
  app.get('/users/invitations', { schema: { response: { 200: z.object({ data: z.array(invitation) }) } } }, async (request) => ({
    data: await listInvitations(ctx.db, sessionOf(request).userId),
  }));

  app.post('/users/invitations/:id/accept', { schema: { params: idParam } }, async (request, reply) => {
    await acceptInvitation(ctx.db, sessionOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.post('/users/invitations/:id/decline', { schema: { params: idParam } }, async (request, reply) => {
    await declineInvitation(ctx.db, sessionOf(request), request.params.id, new Date());
    return reply.status(204).send();
  });
};
