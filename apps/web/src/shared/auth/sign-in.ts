import type { TokenAnswer, z } from '@knjige/contract';
import type { codeAnswer, loginInit } from '@knjige/contract';
import { ApiError, apiFetch } from '../api/client';
import { isMessageKey } from '../i18n/error-text';
import { codeChallengeOf, createCodeVerifier, encryptForServer, hasWebCrypto } from './crypto';

export type LoginInit = z.infer<typeof loginInit>;
type CodeAnswer = z.infer<typeof codeAnswer>;

/** Query key of the one-time login value (GET /v1/auth/login); a failed login invalidates it. */
export const loginInitKey = ['auth', 'login-init'] as const;

export type LoginStep = 'init' | 'credentials' | 'start' | 'finish';

/** A failed sign-in: `message` is a catalog key ('error.login.invalid'), `step` where it failed. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly step: LoginStep,
    readonly status?: number,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const fetchLoginInit = (): Promise<LoginInit> => apiFetch<LoginInit>('GET', '/v1/auth/login', { auth: false });

const post = <T>(path: string, body: unknown) => apiFetch<T>('POST', path, { body, auth: false });

/** The server's message when it sent a key; otherwise the fallback key. */
function serverMessageOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 502 && isMessageKey(err.message) ? err.message : fallback;
}

function failure(err: unknown, step: LoginStep, message: string): LoginError {
  const status = err instanceof ApiError ? err.status : undefined;
  const params = err instanceof ApiError ? err.params : undefined;
  return new LoginError(message, step, status, params);
}

/** Step 1's answer turned into the error of the spec: any non-200 reads as invalid credentials. */
export function initFailure(err: unknown): LoginError {
  return err instanceof LoginError ? err : failure(err, 'init', 'error.login.invalid');
}

/**
 * Steps 2–4 of the sign-in exchange (docs/domain.md#states-and-defaults), given step 1's one-time value:
 * credentials with the password encrypted for the server → code; PKCE start → code; finish → tokens.
 */
export async function signIn(email: string, password: string, init: LoginInit['data']): Promise<TokenAnswer> {
  if (!hasWebCrypto()) throw new LoginError('error.login.insecure', 'credentials');

  let loginCode: string;
  try {
    const encrypted = await encryptForServer(init.publicKey, JSON.stringify({ nonce: init.nonce, password }));
    const answer = await post<CodeAnswer>('/v1/auth/login', { email: email.trim(), nonce: init.nonce, password: encrypted });
    loginCode = answer.data.code;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw failure(err, 'credentials', 'error.login.invalid');
    if (err instanceof ApiError && err.status === 429) throw failure(err, 'credentials', 'error.login.locked');
    throw failure(err, 'credentials', serverMessageOr(err, err instanceof ApiError ? err.message : 'error.login.invalid'));
  }

  const verifier = createCodeVerifier();
  let handshakeCode: string;
  try {
    const codeChallenge = await codeChallengeOf(verifier);
    const answer = await post<CodeAnswer>('/v1/auth/authenticate', { code: loginCode, codeChallenge, codeChallengeMethod: 'S256' });
    handshakeCode = answer.data.code;
  } catch (err) {
    throw failure(err, 'start', serverMessageOr(err, 'error.login.handshake-start'));
  }

  try {
    return await post<TokenAnswer>('/v1/auth/token', { code: handshakeCode, codeVerifier: verifier });
  } catch (err) {
    throw failure(err, 'finish', serverMessageOr(err, 'error.login.handshake-finish'));
  }
}
