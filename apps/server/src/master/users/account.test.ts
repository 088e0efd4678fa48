import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, userTokens, users } from '../../platform/db/schema';
import { TEST_PASSWORD, useTestApp } from '../../../test/harness';
import { encryptPassword, encryptedFields, loginInit, postLogin, signIn } from '../../../test/login';
import { lastLinkToken, outbox } from '../../../test/outbox';
import { MAX_FAILURES, pairKey } from '../auth/throttle';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const NEW_PASSWORD = 'Sasvim-nova-9';

async function requestReset(email = 'admin@demo.rs'): Promise<string> {
  expect((await post('/v1/auth/forgotten-password', { email })).statusCode).toBe(204);
  return lastLinkToken(t.app, t.database, email.toLowerCase(), 'reset');
}

describe('forgotten password', () => {
  it('answers 204 for any address and mails a reset link only to a known user', async () => {
    const unknown = await post('/v1/auth/forgotten-password', { email: 'niko@demo.rs' });
    expect(unknown.statusCode).toBe(204);
    expect(await outbox(t.app, t.database, 'niko@demo.rs')).toEqual([]);
    expect((await post('/v1/auth/forgotten-password', { email: 'Admin@Demo.rs' })).statusCode).toBe(204);
    const [message] = await outbox(t.app, t.database, 'admin@demo.rs');
    expect(message).toMatchObject({ kind: 'reset', subject: 'Promena lozinke' });
    expect(message!.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?uuid=[A-Za-z0-9_-]{43}$/);
    expect(message!.text).toContain('Zdravo Ana,');
    expect(message!.text).toContain('Link važi 1 sat');
    // A second request within a minute sends nothing more.
    await post('/v1/auth/forgotten-password', { email: 'admin@demo.rs' });
    expect(await outbox(t.app, t.database, 'admin@demo.rs')).toHaveLength(1);
    const bad = await post('/v1/auth/forgotten-password', { email: 'nije adresa' });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { email: 'error.email.invalid' }]);
  });

  it('writes the message in the user’s language', async () => {
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.email, 'user@demo.rs'));
    await t.database.db.update(users).set({ language: 'sr-cyr' }).where(eq(users.email, 'admin@demo.rs'));
    await post('/v1/auth/forgotten-password', { email: 'user@demo.rs' });
    await post('/v1/auth/forgotten-password', { email: 'admin@demo.rs' });
    const [en] = await outbox(t.app, t.database, 'user@demo.rs');
    const [cyr] = await outbox(t.app, t.database, 'admin@demo.rs');
    expect(en).toMatchObject({ subject: 'Password reset' });
    expect(en!.text).toContain('Hello Marko,');
    expect(cyr).toMatchObject({ subject: 'Промена лозинке' });
    expect(cyr!.text).toContain('Линк важи 1 сат');
  });

  it('resets the password: the old one is refused, the new one works, sessions end, the link works once', async () => {
    const before = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const uuid = await requestReset();
    const info = await get(`/v1/auth/reset-password?uuid=${uuid}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ data: { email: 'admin@demo.rs' } });

    const res = await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: NEW_PASSWORD })) });
    expect(res.statusCode).toBe(204);
    expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD)).statusCode).toBe(401);
    await signIn(t.app, 'admin@demo.rs', NEW_PASSWORD);
    const renew = await post('/v1/auth/renew', { refreshToken: before.refreshToken });
    expect([renew.statusCode, renew.json().message]).toEqual([401, 'error.session.invalid']);

    expect((await get(`/v1/auth/reset-password?uuid=${uuid}`)).json()).toEqual({ message: 'error.link.invalid' });
    const again = await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: 'Jos-jedna-123' })) });
    expect([again.statusCode, again.json().message]).toEqual([404, 'error.link.invalid']);
    await signIn(t.app, 'admin@demo.rs', NEW_PASSWORD);
  });

  it('refuses an expired link and an unknown one', async () => {
    const uuid = await requestReset();
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get(`/v1/auth/reset-password?uuid=${uuid}`)).statusCode).toBe(404);
    const res = await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: NEW_PASSWORD })) });
    expect([res.statusCode, res.json().message]).toEqual([404, 'error.link.invalid']);
    expect((await get(`/v1/auth/reset-password?uuid=${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/v1/auth/reset-password')).json().errors).toEqual({ uuid: 'error.uuid.required' });
    await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
  });

  it('a link lives one hour', async () => {
    const uuid = await requestReset();
    const [row] = await t.database.db.select().from(userTokens);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(row!.tokenHash).not.toBe(uuid);
  });

  it('keeps the link when the password is refused: too short, a spent nonce, a blob for another nonce', async () => {
    const uuid = await requestReset();
    const short = await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: 'Kratka1' })) });
    expect([short.statusCode, short.json().errors]).toEqual([422, { password: 'error.password.too-short' }]);

    const fields = await encryptedFields(t.app, { password: NEW_PASSWORD });
    await post('/v1/auth/login', { email: 'user@demo.rs', nonce: fields.nonce, password: fields.password });
    const spent = await post('/v1/auth/reset-password', { uuid, ...fields });
    expect([spent.statusCode, spent.json().errors]).toEqual([422, { nonce: 'error.nonce.expired' }]);

    const first = await loginInit(t.app);
    const second = await loginInit(t.app);
    const foreign = await post('/v1/auth/reset-password', { uuid, nonce: second.nonce, password: encryptPassword(first.publicKey, first.nonce, NEW_PASSWORD) });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([422, { password: 'error.password.invalid' }]);
    const garbage = await post('/v1/auth/reset-password', { uuid, nonce: first.nonce, password: 'bm90IGEgYmxvYg==' });
    expect([garbage.statusCode, garbage.json().errors]).toEqual([422, { password: 'error.password.invalid' }]);

    expect((await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: NEW_PASSWORD })) })).statusCode).toBe(204);
    await signIn(t.app, 'admin@demo.rs', NEW_PASSWORD);
  });

  it('a reset ends the sign-in waits of the account at every address', async () => {
    for (const ip of ['10.0.0.9', '10.0.0.10']) {
      for (let i = 0; i < MAX_FAILURES; i++) await postLogin(t.app, 'admin@demo.rs', 'Pogresna-lozinka-1', { remoteAddress: ip });
      // Many failures later, one more: the longest wait, so the check below cannot outlast it.
      await t.database.db.update(loginThrottle).set({ failures: 40, lockedUntil: null }).where(eq(loginThrottle.key, pairKey('admin@demo.rs', ip)));
      await postLogin(t.app, 'admin@demo.rs', 'Pogresna-lozinka-1', { remoteAddress: ip });
      expect((await postLogin(t.app, 'admin@demo.rs', TEST_PASSWORD, { remoteAddress: ip })).statusCode).toBe(429);
    }
    const uuid = await requestReset();
    expect((await post('/v1/auth/reset-password', { uuid, ...(await encryptedFields(t.app, { password: NEW_PASSWORD })) })).statusCode).toBe(204);
    for (const ip of ['10.0.0.9', '10.0.0.10']) await signIn(t.app, 'admin@demo.rs', NEW_PASSWORD, { remoteAddress: ip });
  });

  it('rejects unknown keys and missing fields with 422', async () => {
    expect((await post('/v1/auth/reset-password', { uuid: 'x', nonce: 'y', password: 'z', extra: 1 })).json().errors).toEqual({ extra: 'error.extra.unknown' });
    expect((await post('/v1/auth/signup', {})).json().errors).toEqual({ uuid: 'error.uuid.required', nonce: 'error.nonce.required', password: 'error.password.required' });
    expect((await post('/v1/auth/verify-email', {})).json().errors).toEqual({ uuid: 'error.uuid.required' });
    expect((await post('/v1/auth/resend-signup', { uuid: '' })).json().errors).toEqual({ uuid: 'error.uuid.required' });
  });
});
