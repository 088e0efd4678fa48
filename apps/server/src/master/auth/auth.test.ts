import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from '../../platform/auth/tokens';
import { authCodes, loginNonces, loginThrottle, memberships, refreshTokens, users } from '../../platform/db/schema';
import { TEST_PASSWORD, useTestApp } from '../../../test/harness';
import { encryptPassword, finishSignIn, loginInit, pkcePair, postLogin, signIn } from '../../../test/login';
import { purgeExpired } from './auth.repo';
import { MAX_ADDRESS_FAILURES, MAX_FAILURES, MAX_WAIT_SECONDS, pairKey } from './throttle.repo';

const t = useTestApp();
const TEST_SECRET = 'test-secret-test-secret-test-secret';

const post = (url: string, payload: object, remoteAddress?: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: '/v1/users/who-am-i', headers: { authorization: `Bearer ${token}` } });

async function loginCode(email = 'admin@demo.rs', password = TEST_PASSWORD): Promise<string> {
  const res = await postLogin(t.app, email, password);
  expect(res.statusCode).toBe(200);
  return res.json().data.code;
}

describe('sign-in exchange', () => {
  it('gives a one-time value and an RSA public key valid two minutes', async () => {
    const before = Date.now();
    const init = await loginInit(t.app);
    expect(init.algorithm).toBe('RSA-OAEP-256');
    expect(init.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const expires = Date.parse(init.expiresAt) - before;
    expect(expires).toBeGreaterThan(115_000);
    expect(expires).toBeLessThanOrEqual(125_000);
    // SPKI DER of a 2048-bit key is 294 bytes, and the same key is served on every call.
    expect(Buffer.from(init.publicKey, 'base64')).toHaveLength(294);
    expect((await loginInit(t.app)).publicKey).toBe(init.publicKey);
  });

  it('signs in with the four steps; the tokens open private calls and describe the user', async () => {
    const tokens = await signIn(t.app, 'Admin@Demo.RS', TEST_PASSWORD);
    expect(tokens.expiresIn).toBe(900);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await whoAmI(tokens.accessToken);
    expect(me.statusCode).toBe(200);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.rs'));
    expect(me.json().data).toEqual({
      id: admin!.id, firstName: 'Ana', lastName: 'Adminović', email: 'admin@demo.rs', role: 'admin', companyId: 1, companyName: 'Demo Trgovina d.o.o.',
    });
    expect(decodeJwt(tokens.idToken)).toMatchObject({
      sub: String(admin!.id), name: 'Ana Adminović', email: 'admin@demo.rs', role: 'admin', companyId: 1, companyName: 'Demo Trgovina d.o.o.', companyNameCyr: 'Демо Трговина д.о.о.', typ: 'id',
    });
    const access = decodeJwt(tokens.accessToken);
    expect(access.exp! - access.iat!).toBe(900);
    // Only hashes are kept: the refresh token itself is not in the table.
    const stored = await t.database.db.select().from(refreshTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(tokens.refreshToken);
  });

  it('carries the role of each user', async () => {
    for (const [email, role] of [['super@demo.rs', 'super'], ['user@demo.rs', 'user']] as const) {
      const tokens = await signIn(t.app, email, TEST_PASSWORD);
      expect((await whoAmI(tokens.accessToken)).json().data.role).toBe(role);
      expect(decodeJwt(tokens.idToken).role).toBe(role);
    }
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await postLogin(t.app, 'admin@demo.rs', 'Pogresna-lozinka-9');
    const unknown = await postLogin(t.app, 'nobody@demo.rs', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'error.login.invalid' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an inactive user and a user without a company like a wrong password', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'user@demo.rs'));
    const inactive = await postLogin(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect([inactive.statusCode, inactive.json().message]).toEqual([401, 'error.login.invalid']);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.rs'));
    await t.database.db.delete(memberships).where(eq(memberships.userId, admin!.id));
    const homeless = await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD);
    expect([homeless.statusCode, homeless.json().message]).toEqual([401, 'error.login.invalid']);
  });

  it('accepts a nonce once', async () => {
    const init = await loginInit(t.app);
    const payload = { email: 'admin@demo.rs', nonce: init.nonce, password: encryptPassword(init.publicKey, init.nonce, TEST_PASSWORD) };
    expect((await post('/v1/auth/login', payload)).statusCode).toBe(200);
    const again = await post('/v1/auth/login', payload);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'error.login.nonce' });
  });

  it('refuses an expired nonce and one never issued', async () => {
    const init = await loginInit(t.app);
    await t.database.db.update(loginNonces).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(loginNonces.nonce, init.nonce));
    const expired = await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: init.nonce, password: encryptPassword(init.publicKey, init.nonce, TEST_PASSWORD) });
    expect([expired.statusCode, expired.json().message]).toEqual([401, 'error.login.nonce']);
    const made = 'x'.repeat(32);
    const unknown = await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: made, password: encryptPassword(init.publicKey, made, TEST_PASSWORD) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'error.login.nonce']);
  });

  it('refuses a password blob made for another nonce, bad base64 and garbage with 401, never 500', async () => {
    const first = await loginInit(t.app);
    const second = await loginInit(t.app);
    const replayed = await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: second.nonce, password: encryptPassword(first.publicKey, first.nonce, TEST_PASSWORD) });
    expect([replayed.statusCode, replayed.json().message]).toEqual([401, 'error.login.invalid']);
    for (const password of ['not base64 at all!', Buffer.alloc(256, 7).toString('base64'), 'QUJD']) {
      const init = await loginInit(t.app);
      const res = await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: init.nonce, password });
      expect([res.statusCode, res.json().message]).toEqual([401, 'error.login.invalid']);
    }
    const plainJson = await loginInit(t.app);
    const notJson = encryptPassword(plainJson.publicKey, plainJson.nonce, TEST_PASSWORD).slice(0, -4) + 'AAA=';
    expect((await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: plainJson.nonce, password: notJson })).statusCode).toBe(401);
  });

  it('rejects unknown keys and malformed input with 422', async () => {
    const init = await loginInit(t.app);
    const extra = await post('/v1/auth/login', { email: 'admin@demo.rs', nonce: init.nonce, password: 'QUJD', remember: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ remember: 'error.remember.unknown' });
    expect((await post('/v1/auth/login', { email: 'admin', nonce: init.nonce, password: 'QUJD' })).statusCode).toBe(422);
    const { challenge } = pkcePair();
    expect((await post('/v1/auth/authenticate', { code: 'x', codeChallenge: challenge, codeChallengeMethod: 'plain' })).statusCode).toBe(422);
    expect((await post('/v1/auth/token', { code: 'x', codeVerifier: 'short' })).statusCode).toBe(422);
    expect((await post('/v1/auth/renew', {})).statusCode).toBe(422);
    expect((await post('/v1/auth/logout', { refreshToken: 'x', all: true })).statusCode).toBe(422);
  });

  it('exchanges a login code once', async () => {
    const code = await loginCode();
    const { challenge } = pkcePair();
    const body = { code, codeChallenge: challenge, codeChallengeMethod: 'S256' };
    expect((await post('/v1/auth/authenticate', body)).statusCode).toBe(200);
    const again = await post('/v1/auth/authenticate', body);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'error.login.code' });
    expect((await post('/v1/auth/authenticate', { ...body, code: 'never-issued' })).statusCode).toBe(401);
  });

  it('exchanges an authorize code once, and not as a login code', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await post('/v1/auth/authenticate', { code: await loginCode(), codeChallenge: challenge, codeChallengeMethod: 'S256' })).json().data.code;
    // A code of one stage is no good at the other.
    expect((await post('/v1/auth/authenticate', { code, codeChallenge: challenge, codeChallengeMethod: 'S256' })).statusCode).toBe(401);
    expect((await post('/v1/auth/token', { code, codeVerifier: verifier })).statusCode).toBe(200);
    const again = await post('/v1/auth/token', { code, codeVerifier: verifier });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'error.login.code' });
  });

  it('refuses a wrong PKCE verifier and burns the code', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await post('/v1/auth/authenticate', { code: await loginCode(), codeChallenge: challenge, codeChallengeMethod: 'S256' })).json().data.code;
    const wrong = await post('/v1/auth/token', { code, codeVerifier: pkcePair().verifier });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'error.login.verifier' });
    const right = await post('/v1/auth/token', { code, codeVerifier: verifier });
    expect([right.statusCode, right.json().message]).toEqual([401, 'error.login.code']);
  });
});

describe('refresh tokens', () => {
  it('rotates; the old token is refused and its reuse revokes the whole family', async () => {
    const first = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const renewed = await post('/v1/auth/renew', { refreshToken: first.refreshToken });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.expiresIn).toBe(900);
    expect((await whoAmI(second.accessToken)).json().data.email).toBe('user@demo.rs');
    expect(decodeJwt(second.idToken).name).toBe('Marko Korisnić');
    // A third renewal in the same family works while nobody replays an old token.
    const third = (await post('/v1/auth/renew', { refreshToken: second.refreshToken })).json();
    const families = await t.database.db.selectDistinct({ familyId: refreshTokens.familyId }).from(refreshTokens);
    expect(families).toHaveLength(1);

    const reused = await post('/v1/auth/renew', { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'error.session.invalid' });
    const newest = await post('/v1/auth/renew', { refreshToken: third.refreshToken });
    expect([newest.statusCode, newest.json().message]).toEqual([401, 'error.session.invalid']);
  });

  it('leaves other sign-ins alone when one family is revoked', async () => {
    const phone = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const desk = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    await post('/v1/auth/renew', { refreshToken: phone.refreshToken });
    await post('/v1/auth/renew', { refreshToken: phone.refreshToken });
    expect((await post('/v1/auth/renew', { refreshToken: desk.refreshToken })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token and an unknown one', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    await t.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/v1/auth/renew', { refreshToken: tokens.refreshToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'error.session.expired' });
    const unknown = await post('/v1/auth/renew', { refreshToken: 'never-issued' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'error.session.invalid']);
  });

  it('refuses renewal once the user is deactivated', async () => {
    const tokens = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'user@demo.rs'));
    expect((await post('/v1/auth/renew', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('logout revokes the family; an unknown or missing token still gets 204', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const renewed = (await post('/v1/auth/renew', { refreshToken: tokens.refreshToken })).json();
    expect((await post('/v1/auth/logout', { refreshToken: renewed.refreshToken })).statusCode).toBe(204);
    expect((await post('/v1/auth/renew', { refreshToken: renewed.refreshToken })).statusCode).toBe(401);
    const rows = await t.database.db.select({ revokedAt: refreshTokens.revokedAt }).from(refreshTokens);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect((await post('/v1/auth/logout', { refreshToken: 'never-issued' })).statusCode).toBe(204);
    expect((await post('/v1/auth/logout', {})).statusCode).toBe(204);
  });
});

describe('throttling', () => {
  const WRONG = 'Pogresna-lozinka-9';
  const pairRow = async (email: string, ip: string) =>
    (await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, pairKey(email, ip))))[0];
  /** As if the current wait of the account at that address had passed. */
  const waitPasses = (email: string, ip: string) =>
    t.database.db.update(loginThrottle).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(loginThrottle.key, pairKey(email, ip)));
  const expectWait = (res: Awaited<ReturnType<typeof postLogin>>, seconds: number) => {
    expect([res.statusCode, res.json().message]).toEqual([429, 'error.login.locked']);
    expect(res.json().params.retryAfter).toBeGreaterThan(seconds - 2);
    expect(res.json().params.retryAfter).toBeLessThanOrEqual(seconds);
    expect(res.headers['retry-after']).toBe(String(res.json().params.retryAfter));
  };

  /** A wrong password from the address; the wait it starts, checked against the clock around the call. */
  const failAndExpectWait = async (email: string, ip: string, seconds: number | null) => {
    const before = Date.now();
    expect((await postLogin(t.app, email, WRONG, { remoteAddress: ip })).statusCode).toBe(401);
    const after = Date.now();
    const until = (await pairRow(email, ip))!.lockedUntil;
    if (seconds === null) return expect(until).toBeNull();
    expect(until!.getTime()).toBeGreaterThanOrEqual(before + seconds * 1000);
    expect(until!.getTime()).toBeLessThanOrEqual(after + seconds * 1000);
  };
  /** As if the account had failed many times at that address, its last wait over. */
  const manyFailures = (email: string, ip: string) =>
    t.database.db.update(loginThrottle).set({ failures: 40, lockedUntil: null }).where(eq(loginThrottle.key, pairKey(email, ip)));

  it(`makes an account at one address wait after ${MAX_FAILURES} failures, doubling the wait up to 15 minutes, before the password is checked`, async () => {
    const ip = '10.0.0.1';
    for (let i = 1; i < MAX_FAILURES; i++) await failAndExpectWait('admin@demo.rs', ip, null);
    await failAndExpectWait('admin@demo.rs', ip, 1);
    for (const seconds of [2, 4, 8, 16]) {
      await waitPasses('admin@demo.rs', ip);
      await failAndExpectWait('admin@demo.rs', ip, seconds);
    }
    expect((await pairRow('admin@demo.rs', ip))!.failures).toBe(MAX_FAILURES + 4);
    await manyFailures('admin@demo.rs', ip);
    await failAndExpectWait('admin@demo.rs', ip, MAX_WAIT_SECONDS);
    // The right password is not even looked at during the wait, and a refused attempt is no failure.
    expectWait(await postLogin(t.app, 'ADMIN@demo.rs', TEST_PASSWORD, { remoteAddress: ip }), MAX_WAIT_SECONDS);
    expect((await pairRow('admin@demo.rs', ip))!.failures).toBe(41);
    // Once the wait has passed, the right password works and the count of that address is forgotten.
    await waitPasses('admin@demo.rs', ip);
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: ip })).statusCode).toBe(200);
    expect(await pairRow('admin@demo.rs', ip)).toBeUndefined();
  });

  it('does not keep the owner of an account out from another address', async () => {
    for (let i = 1; i <= MAX_FAILURES; i++) await postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.6.6.6' });
    await manyFailures('admin@demo.rs', '10.6.6.6');
    await failAndExpectWait('admin@demo.rs', '10.6.6.6', MAX_WAIT_SECONDS);
    expectWait(await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.6.6.6' }), MAX_WAIT_SECONDS);
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.0.1.1' })).statusCode).toBe(200);
    // The other address still waits: a sign-in elsewhere does not lift it.
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.6.6.6' })).statusCode).toBe(429);
    // Other accounts from the waiting address are not affected.
    expect((await postLogin(t.app, 'user@demo.rs', TEST_PASSWORD, { remoteAddress: '10.6.6.6' })).statusCode).toBe(200);
  });

  it(`makes an address wait 15 minutes after ${MAX_ADDRESS_FAILURES} failures over any accounts`, async () => {
    for (let i = 1; i <= MAX_ADDRESS_FAILURES; i++) {
      // Four accounts, none of which fails more than its free failures at this address.
      const res = await postLogin(t.app, `nobody${i % 4}@demo.rs`, WRONG, { remoteAddress: '10.9.9.9' });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expectWait(await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.9.9.9' }), MAX_WAIT_SECONDS);
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('forgets the failures of an account at an address after a successful sign-in there', async () => {
    for (let i = 1; i < MAX_FAILURES; i++) await postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.1.0.1' });
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
    for (let i = 1; i < MAX_FAILURES; i++) await postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.1.0.1' });
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.1.0.1' })).statusCode).toBe(200);
  });

  it('starts counting again when the window has passed', async () => {
    for (let i = 1; i < MAX_FAILURES; i++) await postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.3.0.1' });
    await t.database.db.update(loginThrottle).set({ windowStart: sql`now() - interval '25 hours'` });
    await postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.3.0.1' });
    expect(await pairRow('admin@demo.rs', '10.3.0.1')).toMatchObject({ failures: 1, lockedUntil: null });
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
  });

  it('counts failures of concurrent attempts without losing any', async () => {
    await Promise.all(
      Array.from({ length: 3 }, () => postLogin(t.app, 'admin@demo.rs', WRONG, { remoteAddress: '10.4.0.1' })),
    );
    const [row] = await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'ip:10.4.0.1'));
    expect(row!.failures).toBe(3);
    expect((await pairRow('admin@demo.rs', '10.4.0.1'))!.failures).toBe(3);
  });
});

describe('access tokens on private calls', () => {
  it('refuses a token signed with another key', async () => {
    const other = createTokenSigner('another-secret-another-secret-another', 900);
    const token = await other.signAccess({ userId: 1, companyId: 1, role: 'super', sid: 1 });
    const res = await whoAmI(token);
    expect([res.statusCode, res.json().message]).toEqual([401, 'error.unauthorized']);
  });

  it('refuses an unsigned (alg: none) token and an RS256 token', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = { sub: '1', cid: 1, role: 'super', typ: 'access', iss: 'knjige', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await whoAmI(none)).statusCode).toBe(401);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect((await whoAmI(rs)).statusCode).toBe(401);
  });

  it('refuses an id token used as an access token', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    expect((await whoAmI(tokens.idToken)).statusCode).toBe(401);
  });

  it('answers an expired access token with error.session.expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ cid: 1, role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuer('knjige')
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 100)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await whoAmI(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'error.session.expired' });
  });
});

describe('an access token ends with its sign-in', () => {
  it('works while the sign-in is open, also after the refresh token rotated', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    expect((await whoAmI(tokens.accessToken)).statusCode).toBe(200);
    const renewed = (await post('/v1/auth/renew', { refreshToken: tokens.refreshToken })).json();
    expect((await whoAmI(renewed.accessToken)).statusCode).toBe(200);
    expect((await whoAmI(tokens.accessToken)).statusCode).toBe(200);
  });

  it('is refused at once after logout, every token of that sign-in, and only of that one', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const other = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const renewed = (await post('/v1/auth/renew', { refreshToken: tokens.refreshToken })).json();
    expect((await post('/v1/auth/logout', { refreshToken: renewed.refreshToken })).statusCode).toBe(204);
    for (const token of [tokens.accessToken, renewed.accessToken]) {
      const res = await whoAmI(token);
      expect([res.statusCode, res.json()]).toEqual([401, { message: 'error.session.invalid' }]);
    }
    expect((await whoAmI(other.accessToken)).statusCode).toBe(200);
  });

  it('is refused at once when reuse of a rotated refresh token revokes the family', async () => {
    const first = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const second = (await post('/v1/auth/renew', { refreshToken: first.refreshToken })).json();
    expect((await whoAmI(second.accessToken)).statusCode).toBe(200);
    expect((await post('/v1/auth/renew', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    const res = await whoAmI(second.accessToken);
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'error.session.invalid' }]);
  });

  it('is refused at once when the member is deactivated', async () => {
    const member = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const admin = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'user@demo.rs'));
    const off = await t.app.inject({ method: 'POST', url: `/v1/users/${user!.id}/deactivate`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(off.statusCode, off.body).toBe(204);
    expect((await whoAmI(member.accessToken)).statusCode).toBe(401);
  });

  it('without a session claim (a token of an older release) is refused', async () => {
    const token = await new SignJWT({ cid: 1, role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuer('knjige')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await whoAmI(token)).statusCode).toBe(401);
  });
});

describe('the Bearer scheme', () => {
  it('is read in any case', async () => {
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users/who-am-i', headers: { authorization: `${scheme} ${tokens.accessToken}` } });
      expect(res.statusCode, scheme).toBe(200);
    }
    for (const header of [`Basic ${tokens.accessToken}`, `Bearer`, `Bearer${tokens.accessToken}`, tokens.accessToken]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/users/who-am-i', headers: { authorization: header } });
      expect(res.statusCode, header.slice(0, 8)).toBe(401);
    }
  });
});

describe('a finished sign-in', () => {
  it('works end to end with the exported helpers', async () => {
    const code = await loginCode('super@demo.rs');
    const tokens = await finishSignIn(t.app, code);
    expect((await whoAmI(tokens.accessToken)).json().data.role).toBe('super');
  });
});

describe('housekeeping', () => {
  it('deletes spent nonces, codes, refresh tokens and old throttle rows, and keeps live ones', async () => {
    const db = t.database.db;
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.rs'));
    const owner = { userId: admin!.id, companyId: 1 };
    await db.insert(loginNonces).values([{ nonce: 'old', expiresAt: ago(1) }, { nonce: 'live', expiresAt: ago(-1) }]);
    await db.insert(authCodes).values([
      { codeHash: 'old', stage: 'login', ...owner, expiresAt: ago(1) },
      { codeHash: 'live', stage: 'login', ...owner, expiresAt: ago(-1) },
    ]);
    await db.insert(refreshTokens).values([
      { tokenHash: 'old', familyId: 'f', ...owner, expiresAt: ago(1) },
      { tokenHash: 'live', familyId: 'f', ...owner, expiresAt: ago(-1), rotatedAt: ago(5) },
    ]);
    await db.insert(loginThrottle).values([
      { key: 'ip:old', failures: 2, windowStart: ago(20) },
      { key: 'ip:recent', failures: 2, windowStart: ago(5) },
      { key: 'ip:locked', failures: 5, windowStart: ago(20), lockedUntil: ago(-10) },
      // An account at an address keeps its count a day.
      { key: pairKey('a@demo.rs', '10.0.0.1'), failures: 2, windowStart: ago(25 * 60) },
      { key: pairKey('b@demo.rs', '10.0.0.1'), failures: 2, windowStart: ago(20) },
    ]);
    await db.transaction((tx) => purgeExpired(tx, now));
    expect((await db.select().from(loginNonces)).map((r) => r.nonce)).toEqual(['live']);
    expect((await db.select().from(authCodes)).map((r) => r.codeHash)).toEqual(['live']);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(['live']);
    expect((await db.select().from(loginThrottle)).map((r) => r.key).sort()).toEqual(['ip:locked', 'ip:recent', pairKey('b@demo.rs', '10.0.0.1')]);
  });
});
