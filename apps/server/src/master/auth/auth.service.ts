import { randomUUID } from 'node:crypto';
import type { TokenAnswer } from '@knjige/contract';
import type { AppConfig } from '../../platform/config';
import type { Db, Tx } from '../../platform/db/client';
import { AppError, forbidden, unauthorized } from '../../platform/errors';
import { verifyPassword } from '../../platform/auth/password';
import type { TokenSigner } from '../../platform/auth/tokens';
import {
  consumeCode,
  consumeNonce,
  findIdentity,
  findLoginUser,
  findRefreshToken,
  findSignInMembership,
  insertAuthCode,
  insertNonce,
  insertRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  type CodeStage,
} from './auth.repo';
import { hashToken, randomToken, verifierMatches } from './pkce';
import { LOGIN_ALGORITHM, decryptPassword, type LoginKey } from './rsa';
import { clearFailures, lockedFor, pairKey, recordFailure, signInKeys } from './throttle.repo';

export const NONCE_TTL_MS = 2 * 60 * 1000;
export const CODE_TTL_MS = 60 * 1000;

/** The error keys of the exchange; the web client translates them. */
export const authErrors = {
  invalid: 'error.login.invalid',
  nonce: 'error.login.nonce',
  locked: 'error.login.locked',
  code: 'error.login.code',
  verifier: 'error.login.verifier',
  sessionInvalid: 'error.session.invalid',
  sessionExpired: 'error.session.expired',
  notMember: 'error.company.forbidden',
} as const;

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  config: Pick<AppConfig, 'refreshTokenDays'>;
  loginKey: () => Promise<LoginKey>;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Step 1: a one-time value and the key to encrypt the password with. */
export async function startLogin(deps: AuthDeps, now: Date) {
  const { publicKey } = await deps.loginKey();
  const nonce = randomToken(24);
  const expiresAt = later(now, NONCE_TTL_MS);
  await deps.db.transaction((tx) => insertNonce(tx, { nonce, expiresAt }));
  return { nonce, publicKey, algorithm: LOGIN_ALGORITHM, expiresAt: expiresAt.toISOString() } as const;
}

/**
 * Step 2: the credentials, against the nonce of step 1. Every refusal counts as a failure of the
 * e-mail at this address and of the address; while either waits, the attempt is refused (429)
 * before the password is looked at.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; nonce: string; password: string },
  ip: string,
  now: Date,
): Promise<string> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  const keys = signInKeys(email, ip);
  const retryAfter = await lockedFor(db, keys, now);
  if (retryAfter !== null) throw new AppError(429, authErrors.locked, undefined, { retryAfter });
  const refuse = async (message: string) => {
    await db.transaction((tx) => recordFailure(tx, keys, now));
    return unauthorized(message);
  };

  if (!(await db.transaction((tx) => consumeNonce(tx, input.nonce, now)))) throw await refuse(authErrors.nonce);
  const password = decryptPassword(await deps.loginKey(), input.password, input.nonce);
  if (password === null) throw await refuse(authErrors.invalid);

  const user = await findLoginUser(db, email);
  // An unknown e-mail still pays for a hash, so the answer time does not tell accounts apart.
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? null);
  const membership = user && passwordOk && user.isActive ? await findSignInMembership(db, user.id) : null;
  if (!user || !membership) throw await refuse(authErrors.invalid);

  const code = randomToken();
  await db.transaction(async (tx) => {
    await insertCode(tx, code, 'login', { userId: user.id, companyId: membership.companyId }, now);
    await clearFailures(tx, pairKey(email, ip));
  });
  return code;
}

async function insertCode(tx: Tx, code: string, stage: CodeStage, owner: { userId: number; companyId: number }, now: Date, codeChallenge?: string) {
  await insertAuthCode(tx, { codeHash: hashToken(code), stage, ...owner, codeChallenge, expiresAt: later(now, CODE_TTL_MS) });
}

/** Step 3: the login code, once, for a code bound to the client's PKCE challenge. */
export async function authorize(deps: AuthDeps, input: { code: string; codeChallenge: string }, now: Date): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const owner = await consumeCode(tx, hashToken(input.code), 'login', now);
    if (!owner) throw unauthorized(authErrors.code);
    const code = randomToken();
    await insertCode(tx, code, 'authorize', { userId: owner.userId, companyId: owner.companyId }, now, input.codeChallenge);
    return code;
  });
}

/** Step 4: the authorize code, once, with the verifier of its challenge; a wrong verifier burns it. */
export async function exchangeCode(deps: AuthDeps, input: { code: string; codeVerifier: string }, now: Date): Promise<TokenAnswer> {
  const owner = await deps.db.transaction((tx) => consumeCode(tx, hashToken(input.code), 'authorize', now));
  if (!owner) throw unauthorized(authErrors.code);
  if (!owner.codeChallenge || !verifierMatches(input.codeVerifier, owner.codeChallenge)) throw unauthorized(authErrors.verifier);
  return deps.db.transaction((tx) => issueTokens(deps, tx, owner, randomUUID(), now));
}

/** A new refresh token in the same family; a token presented after rotation revokes the family. */
export async function renew(deps: AuthDeps, refreshToken: string, now: Date): Promise<TokenAnswer> {
  const tokenHash = hashToken(refreshToken);
  const answer = await deps.db.transaction(async (tx) => {
    const current = await rotateRefreshToken(tx, tokenHash, now);
    return current ? issueTokens(deps, tx, current, current.familyId, now) : null;
  });
  return answer ?? refuseRefresh(deps, tokenHash, now);
}

/**
 * The same sign-in moved to another company of the user: the refresh token rotates as in `renew`
 * and the family continues in that company. Not an active member there: 403, the token unchanged.
 */
export async function switchCompany(deps: AuthDeps, input: { companyId: number; refreshToken: string }, now: Date): Promise<TokenAnswer> {
  const tokenHash = hashToken(input.refreshToken);
  const answer = await deps.db.transaction(async (tx) => {
    const current = await rotateRefreshToken(tx, tokenHash, now);
    if (!current) return null;
    const target = await findIdentity(tx, current.userId, input.companyId);
    // Thrown inside the transaction, so the rotation is rolled back with it.
    if (!target?.isActive) throw forbidden(authErrors.notMember);
    return issueTokens(deps, tx, { userId: current.userId, companyId: input.companyId }, current.familyId, now);
  });
  return answer ?? refuseRefresh(deps, tokenHash, now);
}

async function refuseRefresh(deps: AuthDeps, tokenHash: string, now: Date): Promise<never> {
  const known = await findRefreshToken(deps.db, tokenHash);
  if (!known) throw unauthorized(authErrors.sessionInvalid);
  if (known.rotatedAt || known.revokedAt) {
    // Reuse means the token leaked or was replayed: end every session of this sign-in.
    await deps.db.transaction((tx) => revokeFamily(tx, known.familyId, now));
    throw unauthorized(authErrors.sessionInvalid);
  }
  throw unauthorized(authErrors.sessionExpired);
}

/** Ends the sign-in the refresh token belongs to; an unknown token is not an error. */
export async function logout(deps: AuthDeps, refreshToken: string | undefined, now: Date): Promise<void> {
  if (!refreshToken) return;
  const known = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (known) await deps.db.transaction((tx) => revokeFamily(tx, known.familyId, now));
}

async function issueTokens(
  deps: AuthDeps,
  tx: Tx,
  owner: { userId: number; companyId: number },
  familyId: string,
  now: Date,
): Promise<TokenAnswer> {
  const who = await findIdentity(tx, owner.userId, owner.companyId);
  if (!who?.isActive) throw unauthorized(authErrors.sessionInvalid);
  const refreshToken = randomToken();
  const row = await insertRefreshToken(tx, {
    tokenHash: hashToken(refreshToken),
    familyId,
    userId: who.userId,
    companyId: who.companyId,
    expiresAt: later(now, deps.config.refreshTokenDays * 24 * 60 * 60 * 1000),
  });
  const [accessToken, idToken] = await Promise.all([
    // A family is revoked as a whole, so this row is revoked exactly when the sign-in ends.
    deps.signer.signAccess({ userId: who.userId, companyId: who.companyId, role: who.role, sid: row!.id }),
    deps.signer.signId({
      sub: String(who.userId),
      name: `${who.firstName} ${who.lastName}`.trim(),
      email: who.email,
      role: who.role,
      companyId: who.companyId,
      companyName: who.companyName,
      companyNameCyr: who.companyNameCyr,
    }),
  ]);
  return { accessToken, refreshToken, expiresIn: deps.signer.accessSeconds, idToken };
}
