import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@knjige/contract';
import { forbidden, unauthorized } from '../errors';
import type { AccessClaims, Session, TokenSigner } from './tokens';

/** The caller's current role if the sign-in of these claims is still open, else null. */
export type SessionCheck = (claims: AccessClaims) => Promise<Role | null>;

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

/** The session of a request: the caller, and the sign-in (`sid`) its token belongs to. */
export interface RequestSession extends Session {
  sid: number;
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^bearer +(\S+) *$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/**
 * onRequest hook: a valid bearer token of a sign-in still open, or 401. A sign-out, a revoked
 * refresh-token family or a deactivation ends its access tokens at once, not when they expire; the
 * role is the member's role now, not the one the token was issued with.
 */
export function authenticate(signer: TokenSigner, sessionCheck: SessionCheck) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    request.session = await openSession(await signer.verifyAccess(token), sessionCheck);
  };
}

/** The session of verified claims, with the role read now; 401 once the sign-in is over. */
export async function openSession(claims: AccessClaims, sessionCheck: SessionCheck): Promise<RequestSession> {
  const role = await sessionCheck(claims);
  if (role === null) throw unauthorized('error.session.invalid');
  return { userId: claims.userId, companyId: claims.companyId, role, sid: claims.sid };
}

/** onRequest hook after `authenticate`: the caller's role must be one of `allowed`, or 403. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.session) throw unauthorized();
    if (!allowed.includes(request.session.role)) throw forbidden();
  };
}

/** The session of an authenticated request (routes behind `authenticate` only). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw unauthorized();
  return request.session;
}
