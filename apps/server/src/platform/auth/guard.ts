import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@knjige/contract';
import { forbidden, unauthorized } from '../errors';
import type { Session, TokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** onRequest hook: a valid bearer token or 401. */
export function authenticate(signer: TokenSigner) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    request.session = await signer.verifyAccess(header.slice(7).trim());
  };
}

/** onRequest hook after `authenticate`: the caller's role must be one of `allowed`, or 403. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.session) throw unauthorized();
    if (!allowed.includes(request.session.role)) throw forbidden();
  };
}

/** The session of an authenticated request (routes behind `authenticate` only). */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
