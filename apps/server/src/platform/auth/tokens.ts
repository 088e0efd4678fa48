import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { roles, type IdClaims, type Role } from '@knjige/contract';
import { unauthorized } from '../errors';

/** What every private call knows about its caller. */
export interface Session {
  userId: number;
  companyId: number;
  role: Role;
}

/**
 * What an access token says: the caller, and the sign-in it was issued in (`sid`, the refresh-token
 * row issued with it), which the guard checks is still open on every call.
 */
export interface AccessClaims extends Session {
  sid: number;
}

/**
 * What a print token says: who asked, in which company and sign-in, and the one print it opens
 * (`path`: the print's path and query without the token). It rides in a URL (a new tab sends no
 * bearer header), so it lives minutes and opens nothing else.
 */
export interface PrintClaims extends AccessClaims {
  path: string;
}

const ISSUER = 'knjige';
const PRINT_AUDIENCE = 'print';
const ALG = 'HS256';

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<string>;
  signId(claims: IdClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  signPrint(claims: PrintClaims, seconds: number): Promise<string>;
  verifyPrint(token: string): Promise<PrintClaims>;
  accessSeconds: number;
}

export const newSecret = () => randomBytes(48).toString('base64url');

export function createTokenSigner(secret: string, accessSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    accessSeconds,
    signAccess: (s) =>
      new SignJWT({ cid: s.companyId, role: s.role, sid: s.sid, typ: 'access' })
        .setProtectedHeader({ alg: ALG })
        .setSubject(String(s.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${accessSeconds}s`)
        .sign(key),
    signId: (claims) =>
      new SignJWT({ ...claims, typ: 'id' })
        .setProtectedHeader({ alg: ALG })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${accessSeconds}s`)
        .sign(key),
    async verifyAccess(token) {
      try {
        // The algorithm is pinned: `alg: none` and tokens of other keys or algorithms fail here.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
        const role = payload.role as Role;
        if (payload.typ !== 'access' || !roles.includes(role) || typeof payload.cid !== 'number' || typeof payload.sid !== 'number') throw unauthorized();
        return { userId: Number(payload.sub), companyId: payload.cid, role, sid: payload.sid };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized('error.session.expired');
        throw unauthorized();
      }
    },
    signPrint: (c, seconds) =>
      new SignJWT({ cid: c.companyId, role: c.role, sid: c.sid, prt: c.path, typ: 'print' })
        .setProtectedHeader({ alg: ALG })
        .setSubject(String(c.userId))
        .setIssuer(ISSUER)
        .setAudience(PRINT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${seconds}s`)
        .sign(key),
    async verifyPrint(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER, audience: PRINT_AUDIENCE });
        const role = payload.role as Role;
        const { cid, sid, prt } = payload;
        if (payload.typ !== 'print' || !roles.includes(role) || typeof cid !== 'number' || typeof sid !== 'number' || typeof prt !== 'string') throw unauthorized();
        return { userId: Number(payload.sub), companyId: cid, role, sid, path: prt };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw unauthorized('error.print.expired');
        throw unauthorized('error.print.invalid');
      }
    },
  };
}
