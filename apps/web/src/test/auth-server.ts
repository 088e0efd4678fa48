import { http, HttpResponse, type HttpHandler } from 'msw';
import { authenticateBody, loginBody, tokenBody, z } from '@knjige/contract';
import { bytesToBase64, bytesToBase64Url, base64ToBytes } from '../shared/auth/crypto';

/** What the password is encrypted over (sign-in step 2). */
const encryptedLogin = z.object({ nonce: z.string(), password: z.string() });

/** A fake id token carrying the claims the client reads (the signature is not checked client-side). */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

export const demoClaims = {
  sub: '1',
  name: 'Ana Adminović',
  email: 'admin@demo.rs',
  role: 'admin',
  companyId: 1,
  companyName: 'Demo Trgovina d.o.o.',
  companyNameCyr: 'Демо Трговина д.о.о.',
};

export interface AuthServerState {
  /** what step 2 received, decrypted */
  decrypted?: { nonce: string; password: string };
  loginBody?: Record<string, unknown>;
  challenge?: string;
  verifierOk?: boolean;
  initCalls: number;
}

/**
 * The four endpoints of the sign-in exchange as the server implements them: a one-time RSA key,
 * password checked after decryption, PKCE S256 verified at the token step.
 */
export async function authHandlers(options: { password: string; loginStatus?: number }): Promise<{ handlers: HttpHandler[]; state: AuthServerState }> {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey)));
  const state: AuthServerState = { initCalls: 0 };
  // a body the server's schema refuses is refused as the server does
  const refused = () => HttpResponse.json({ message: 'error.validation' }, { status: 422 });
  const handlers = [
    http.get('/v1/auth/login', () => {
      state.initCalls += 1;
      return HttpResponse.json({ data: { nonce: `nonce-${state.initCalls}`, publicKey: spki, algorithm: 'RSA-OAEP-256', expiresAt: '2099-01-01T00:00:00Z' } });
    }),
    http.post('/v1/auth/login', async ({ request }) => {
      const parsed = loginBody.safeParse(await request.json());
      if (!parsed.success) return refused();
      const body = parsed.data;
      state.loginBody = body;
      const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, base64ToBytes(body.password));
      state.decrypted = encryptedLogin.parse(JSON.parse(new TextDecoder().decode(plain)));
      if (options.loginStatus) return HttpResponse.json({ message: options.loginStatus === 429 ? 'error.too-many-requests' : 'error.login.invalid' }, { status: options.loginStatus });
      if (state.decrypted.password !== options.password || state.decrypted.nonce !== body.nonce) {
        return HttpResponse.json({ message: 'error.login.invalid' }, { status: 401 });
      }
      return HttpResponse.json({ data: { code: 'login-code' } });
    }),
    http.post('/v1/auth/authenticate', async ({ request }) => {
      const parsed = authenticateBody.safeParse(await request.json());
      if (!parsed.success) return refused();
      const body = parsed.data;
      if (body.code !== 'login-code') return HttpResponse.json({ message: 'error.login.code' }, { status: 400 });
      state.challenge = body.codeChallenge;
      return HttpResponse.json({ data: { code: 'auth-code' } });
    }),
    http.post('/v1/auth/token', async ({ request }) => {
      const parsed = tokenBody.safeParse(await request.json());
      if (!parsed.success) return refused();
      const body = parsed.data;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.codeVerifier));
      state.verifierOk = body.code === 'auth-code' && bytesToBase64Url(new Uint8Array(digest)) === state.challenge;
      if (!state.verifierOk) return HttpResponse.json({ message: 'error.login.pkce' }, { status: 400 });
      return HttpResponse.json({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900, idToken: fakeIdToken(demoClaims) });
    }),
  ];
  return { handlers, state };
}
