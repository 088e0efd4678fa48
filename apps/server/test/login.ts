import { constants, createHash, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TokenAnswer } from '@knjige/contract';
import type { App } from '../src/platform/http';

/** What a browser client does at step 2: RSA-OAEP-256 over the JSON of nonce and password. */
export function encryptPassword(publicKey: string, nonce: string, password: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const plain = Buffer.from(JSON.stringify({ nonce, password }), 'utf8');
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, plain).toString('base64');
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface LoginInit {
  nonce: string;
  publicKey: string;
  algorithm: string;
  expiresAt: string;
}

export async function loginInit(app: App): Promise<LoginInit> {
  const res = await app.inject({ method: 'GET', url: '/v1/auth/login' });
  if (res.statusCode !== 200) throw new Error(`GET /v1/auth/login: ${res.statusCode} ${res.body}`);
  return res.json().data as LoginInit;
}

/** Steps 1 and 2; the raw answer, so tests can look at refusals. */
export async function postLogin(
  app: App,
  email: string,
  password: string,
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const init = await loginInit(app);
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: options.remoteAddress,
    payload: { email, nonce: init.nonce, password: encryptPassword(init.publicKey, init.nonce, password) },
  });
}

/** Steps 3 and 4 for a login code. */
export async function finishSignIn(app: App, loginCode: string): Promise<TokenAnswer> {
  const { verifier, challenge } = pkcePair();
  const auth = await app.inject({
    method: 'POST',
    url: '/v1/auth/authenticate',
    payload: { code: loginCode, codeChallenge: challenge, codeChallengeMethod: 'S256' },
  });
  if (auth.statusCode !== 200) throw new Error(`POST /v1/auth/authenticate: ${auth.statusCode} ${auth.body}`);
  const token = await app.inject({ method: 'POST', url: '/v1/auth/token', payload: { code: auth.json().data.code, codeVerifier: verifier } });
  if (token.statusCode !== 200) throw new Error(`POST /v1/auth/token: ${token.statusCode} ${token.body}`);
  return token.json() as TokenAnswer;
}

/** The whole four-step sign-in, as the web client performs it. */
export async function signIn(app: App, email: string, password: string, options: { remoteAddress?: string } = {}): Promise<TokenAnswer> {
  const res = await postLogin(app, email, password, options);
  if (res.statusCode !== 200) throw new Error(`POST /v1/auth/login: ${res.statusCode} ${res.body}`);
  return finishSignIn(app, res.json().data.code as string);
}

/**
 * Fresh one-time value, then each field encrypted over it, as the web client sends passwords to
 * reset, signup and password change: `{nonce, password: blob}`.
 */
export async function encryptedFields<K extends string>(app: App, plain: Record<K, string>): Promise<{ nonce: string } & Record<K, string>> {
  const init = await loginInit(app);
  const out = { nonce: init.nonce } as { nonce: string } & Record<K, string>;
  for (const field of Object.keys(plain) as K[]) (out as Record<K, string>)[field] = encryptPassword(init.publicKey, init.nonce, plain[field]);
  return out;
}
