import { forgottenPasswordBody, linkBody, linkQuery, resetPasswordBody, resetPasswordInfo, signupBody, signupInfo } from '@knjige/contract';
import type { Module } from '../../platform/http';
import { mailerOf } from '../../platform/mail';
import { loginKeyLoader } from '../auth/rsa';
import { forgottenPassword, resendSignup, resetPassword, resetPasswordInfo as resetInfo, signup, signupInfo as inviteInfo, verifyEmail, type AccountDeps } from './account.service';
import { links } from './links';

/** Public: no bearer token on these routes. */
const security: [] = [];

/** The e-mail links of docs/domain.md#calls: forgotten password, reset, signup by invitation, e-mail confirmation. */
export const accountModule: Module = (app, ctx) => {
  const deps: AccountDeps = { db: ctx.db, mailer: mailerOf(ctx, app.log), links: links(ctx.config), loginKey: loginKeyLoader(ctx.db) };

  app.post('/forgotten-password', { schema: { security, body: forgottenPasswordBody } }, async (request, reply) => {
    await forgottenPassword(deps, request.body.email, new Date());
    return reply.status(204).send();
  });

  app.get('/reset-password', { schema: { security, querystring: linkQuery, response: { 200: resetPasswordInfo } } }, async (request) => ({
    data: await resetInfo(deps, request.query.uuid, new Date()),
  }));

  app.post('/reset-password', { schema: { security, body: resetPasswordBody } }, async (request, reply) => {
    await resetPassword(deps, request.body, new Date());
    return reply.status(204).send();
  });

  app.get('/signup', { schema: { security, querystring: linkQuery, response: { 200: signupInfo } } }, async (request) => ({
    data: await inviteInfo(deps, request.query.uuid, new Date()),
  }));

  app.post('/signup', { schema: { security, body: signupBody } }, async (request, reply) => {
    await signup(deps, request.body, new Date());
    return reply.status(204).send();
  });

  app.post('/resend-signup', { schema: { security, body: linkBody } }, async (request, reply) => {
    await resendSignup(deps, request.body.uuid, new Date());
    return reply.status(204).send();
  });

  app.post('/verify-email', { schema: { security, body: linkBody } }, async (request, reply) => {
    await verifyEmail(deps, request.body.uuid, new Date());
    return reply.status(204).send();
  });
};
