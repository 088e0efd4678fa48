import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random one-time value for the client (codes, refresh tokens): 256 bits, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What is stored instead of a code or refresh token: a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export function verifierMatches(verifier: string, challenge: string): boolean {
  const actual = Buffer.from(s256(verifier));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
