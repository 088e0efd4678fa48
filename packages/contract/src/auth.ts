import { roles } from './enums';
import { z } from './zod-config';

export const loginInit = z.object({
  /** the answer */
  data: z.object({
    /** one-time value the password is encrypted with */
    nonce: z.string(),
    /** RSA public key to encrypt the password with */
    publicKey: z.string(),
    /** encryption algorithm */
    algorithm: z.literal('RSA-OAEP-256'),
    /** when the nonce expires */
    expiresAt: z.string(),
  }),
});

export const email = z.string().trim().min(1).regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/, 'invalid').max(254);

export const loginBody = z.strictObject({
  /** the sign-in address */
  email,
  /** one-time value the password is encrypted with */
  nonce: z.string().min(1).max(200),
  /** base64(RSA-OAEP-SHA-256(publicKey, JSON {"nonce","password"})) */
  password: z.string().min(1).max(2000),
});
/** Sign-in step 2: the one-time authorization `code`. */
export const codeAnswer = z.object({
  /** the answer */
  data: z.object({
    /** the one-time authorization code */
    code: z.string(),
  }),
});

export const authenticateBody = z.strictObject({
  /** one-time authorization code */
  code: z.string().min(1).max(200),
  /** base64url(SHA-256(codeVerifier)) (RFC 7636 S256): always 43 characters. */
  codeChallenge: z.string().min(43).max(128).regex(/^[A-Za-z0-9_-]{43}$/, 'invalid'),
  /** PKCE method (S256) */
  codeChallengeMethod: z.literal('S256'),
});

export const tokenBody = z.strictObject({
  /** one-time authorization code */
  code: z.string().min(1).max(200),
  /** RFC 7636: 43–128 unreserved characters. */
  codeVerifier: z.string().min(43).max(128).regex(/^[A-Za-z0-9._~-]+$/, 'invalid'),
});

export const tokenAnswer = z.object({
  /** short-lived access token (JWT) */
  accessToken: z.string(),
  /** refresh token, rotated on each renewal */
  refreshToken: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number().int(),
  /** id token with the user's claims (JWT) */
  idToken: z.string(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/** The `refreshToken` to renew the session with (rotated). */
export const renewBody = z.strictObject({
  /** the session's current refresh token */
  refreshToken: z.string().min(1).max(500),
});
/** The `refreshToken` whose sign-in ends. */
export const logoutBody = z.strictObject({
  /** the refresh token of the sign-in that ends */
  refreshToken: z.string().max(500).optional(),
});

/** Claims of the id token (and what the client keeps of the session). */
export const idClaims = z.object({
  /** the user's id (subject) */
  sub: z.string(),
  /** the user's full name */
  name: z.string(),
  /** the sign-in address */
  email: z.string(),
  /** role in the current company */
  role: z.enum(roles),
  /** the current company */
  companyId: z.number().int(),
  /** the current company's name */
  companyName: z.string(),
  /** The company name in Cyrillic, shown when the interface is sr-Cyrl; absent or '' when the company has none. */
  companyNameCyr: z.string().optional(),
});
export type IdClaims = z.infer<typeof idClaims>;

export const whoAmI = z.object({
  /** the answer */
  data: z.object({
    /** the user's id */
    id: z.number().int(),
    /** first name */
    firstName: z.string(),
    /** last name */
    lastName: z.string(),
    /** the sign-in address */
    email: z.string(),
    /** role in the current company */
    role: z.enum(roles),
    /** the current company */
    companyId: z.number().int(),
    /** the current company's name */
    companyName: z.string(),
  }),
});
