import { authenticateBody, codeAnswer, loginBody, loginInit, logoutBody, renewBody, switchCompanyBody, tokenAnswer, tokenBody } from '@knjige/contract';
import { AppError } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { accountModule } from '../users/account.routes';
import { authorize, exchangeCode, login, logout, renew, startLogin, switchCompany, type AuthDeps } from './auth.service';
import { housekeeper } from './housekeeping';
import { loginKeyLoader } from './rsa';

/** Public: no bearer token on these routes. */
const security: [] = [];

/** Sign-in exchange (docs/domain.md#states-and-defaults, docs/domain.md#calls), and the account links beside it. */
export const authModule: Module = async (app, ctx) => {
  const { db, signer, config } = ctx;
  const deps: AuthDeps = { db, signer, config, loginKey: loginKeyLoader(db) };
  const tidy = housekeeper(db);

  app.get('/login', { schema: { security, response: { 200: loginInit } } }, async (request) => {
    const now = new Date();
    await tidy(now, request.log);
    return { data: await startLogin(deps, now) };
  });

  app.post('/login', { schema: { security, body: loginBody, response: { 200: codeAnswer } } }, async (request, reply) => {
    try {
      return { data: { code: await login(deps, request.body, request.ip, new Date()) } };
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429) reply.header('retry-after', String(err.params?.retryAfter));
      throw err;
    }
  });

  app.post('/authenticate', { schema: { security, body: authenticateBody, response: { 200: codeAnswer } } }, async (request) => ({
    data: { code: await authorize(deps, request.body, new Date()) },
  }));

  app.post('/token', { schema: { security, body: tokenBody, response: { 200: tokenAnswer } } }, async (request) =>
    exchangeCode(deps, request.body, new Date()),
  );

  app.post('/renew', { schema: { security, body: renewBody, response: { 200: tokenAnswer } } }, async (request) =>
    renew(deps, request.body.refreshToken, new Date()),
  );

  app.post('/logout', { schema: { security, body: logoutBody } }, async (request, reply) => {
    await logout(deps, request.body.refreshToken, new Date());
    return reply.status(204).send();
  });

  /** The same sign-in in another company of the user: the refresh token is the credential. */
  app.post('/switch-company', { schema: { security, body: switchCompanyBody, response: { 200: tokenAnswer } } }, async (request) =>
    switchCompany(deps, request.body, new Date()),
  );

  await accountModule(app, ctx);
};
