import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@knjige/contract';
import { forbidden, unauthorized } from '../errors';
import type { Session, TokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^bearer +(\S+) *$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * onRequest hook: a valid bearer token of a sign-in still open, or 401. A sign-out or a revoked
 * refresh-token family ends its access tokens at once, not when they expire.
 */
export function authenticate(signer: TokenSigner, sessionOpen: (sid: number) => Promise<boolean>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const claims = await signer.verifyAccess(token);
    if (!(await sessionOpen(claims.sid))) throw unauthorized('error.session.invalid');
    request.session = { userId: claims.userId, companyId: claims.companyId, role: claims.role };
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
