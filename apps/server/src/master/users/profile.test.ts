import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, userTokens, users } from '../../platform/db/schema';
import { TEST_PASSWORD, authHeader, useTestApp } from '../../../test/harness';
import { encryptedFields, postLogin, signIn } from '../../../test/login';
import { lastLinkToken, outbox } from '../../../test/outbox';
import { MAX_FAILURES, pairKey } from '../auth/throttle';

const t = useTestApp();

type Headers = { authorization: string };
const as = (email: string) => authHeader(t.database, email);
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers?: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers?: Headers) => t.app.inject({ method: 'PUT', url, payload, headers });

describe('own profile', () => {
  it('reads and updates name and language', async () => {
    const headers = await as('user@demo.rs');
    const res = await get('/v1/users/profile', headers);
    expect(res.statusCode).toBe(200);
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'user@demo.rs'));
    expect(res.json().data).toEqual({
      id: me!.id, email: 'user@demo.rs', firstName: 'Marko', lastName: 'Korisnić', language: 'sr-lat', role: 'user', companyId: 1,
      companyName: 'Demo Trgovina d.o.o.', pendingEmail: null,
    });
    expect((await put('/v1/users/profile', { firstName: ' Marko ', lastName: 'Marković', language: 'sr-cyr' }, headers)).statusCode).toBe(204);
    expect((await get('/v1/users/profile', headers)).json().data).toMatchObject({ firstName: 'Marko', lastName: 'Marković', language: 'sr-cyr' });
    expect((await get('/v1/users/who-am-i', headers)).json().data.lastName).toBe('Marković');

    const bad = await put('/v1/users/profile', { firstName: '', language: 'de', email: 'x@y.rs' }, headers);
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { firstName: 'error.firstName.required', language: 'error.language.invalid', email: 'error.email.unknown' }]);
    expect((await put('/v1/users/profile', { firstName: 'M' }, headers)).json().errors).toEqual({ language: 'error.language.required' });
  });

  it('every signed-in role has a profile; anonymous is 401', async () => {
    for (const email of ['super@demo.rs', 'admin@demo.rs', 'user@demo.rs']) {
      expect((await get('/v1/users/profile', await as(email))).json().data.email).toBe(email);
    }
    expect((await get('/v1/users/profile')).statusCode).toBe(401);
    expect((await put('/v1/users/profile', { firstName: 'X', language: 'en' })).statusCode).toBe(401);
    expect((await post('/v1/users/profile/password', { nonce: 'x', currentPassword: 'y', newPassword: 'z' })).statusCode).toBe(401);
    expect((await post('/v1/users/profile/email', { nonce: 'x', password: 'y', email: 'a@b.rs' })).statusCode).toBe(401);
    expect((await get('/v1/users/companies')).statusCode).toBe(401);
  });
});

describe('own password', () => {
  const NEW = 'Promenjena-1';

  it('changes the password with the current one, both encrypted as at sign-in', async () => {
    const headers = await as('user@demo.rs');
    const res = await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: TEST_PASSWORD, newPassword: NEW }), headers);
    expect(res.statusCode).toBe(204);
    expect((await postLogin(t.app, 'user@demo.rs', TEST_PASSWORD)).statusCode).toBe(401);
    await signIn(t.app, 'user@demo.rs', NEW);
  });

  it('ends every other sign-in of the user (access and refresh tokens, in every company) and keeps the one that changed it', async () => {
    const here = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const phone = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const other = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    // The sign-in that changes the password has renewed once: its family goes on, not just its first token.
    const renewed = (await post('/v1/auth/renew', { refreshToken: here.refreshToken })).json();
    const res = await post(
      '/v1/users/profile/password',
      await encryptedFields(t.app, { currentPassword: TEST_PASSWORD, newPassword: NEW }),
      bearer(renewed.accessToken),
    );
    expect(res.statusCode).toBe(204);

    const phoneCall = await get('/v1/users/profile', bearer(phone.accessToken));
    expect([phoneCall.statusCode, phoneCall.json().message]).toEqual([401, 'error.session.invalid']);
    expect((await post('/v1/auth/renew', { refreshToken: phone.refreshToken })).statusCode).toBe(401);

    expect((await get('/v1/users/profile', bearer(renewed.accessToken))).statusCode).toBe(200);
    expect((await post('/v1/auth/renew', { refreshToken: renewed.refreshToken })).statusCode).toBe(200);
    // Another user's sign-in is untouched.
    expect((await get('/v1/users/profile', bearer(other.accessToken))).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one with field keys', async () => {
    const headers = await as('user@demo.rs');
    const wrong = await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: 'Nije-ta-lozinka', newPassword: NEW }), headers);
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { currentPassword: 'error.currentPassword.invalid' }]);
    const short = await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: TEST_PASSWORD, newPassword: 'Abc-123' }), headers);
    expect([short.statusCode, short.json().errors]).toEqual([422, { newPassword: 'error.newPassword.too-short' }]);
    const both = await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: 'x', newPassword: 'y' }), headers);
    expect(both.json().errors).toEqual({ newPassword: 'error.newPassword.too-short', currentPassword: 'error.currentPassword.invalid' });
    // The same nonce twice: the second is refused before any password is looked at.
    const fields = await encryptedFields(t.app, { currentPassword: TEST_PASSWORD, newPassword: NEW });
    expect((await post('/v1/users/profile/password', fields, headers)).statusCode).toBe(204);
    const replay = await post('/v1/users/profile/password', fields, headers);
    expect([replay.statusCode, replay.json().errors]).toEqual([422, { nonce: 'error.nonce.expired' }]);
  });

  it('counts wrong current passwords as failed sign-ins of the account at that address and stops while it waits', async () => {
    const headers = await as('user@demo.rs');
    const pair = eq(loginThrottle.key, pairKey('user@demo.rs', '127.0.0.1'));
    const wrong = async (i: number) =>
      expect((await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: `Pogresna-${i}-lozinka`, newPassword: NEW }), headers)).statusCode).toBe(422);
    for (let i = 0; i < MAX_FAILURES; i++) await wrong(i);
    const [row] = await t.database.db.select().from(loginThrottle).where(pair);
    expect(row!.failures).toBe(MAX_FAILURES);
    expect(row!.lockedUntil).not.toBeNull();
    // Many failures later (and the last wait over), one more makes the next attempt wait the longest.
    await t.database.db.update(loginThrottle).set({ failures: 40, lockedUntil: null }).where(pair);
    await wrong(41);
    const locked = await post('/v1/users/profile/password', await encryptedFields(t.app, { currentPassword: TEST_PASSWORD, newPassword: NEW }), headers);
    expect([locked.statusCode, locked.json().message]).toEqual([429, 'error.login.locked']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
  });
});

describe('own e-mail address', () => {
  it('changes the sign-in address after the link sent to the new one is followed', async () => {
    const headers = await as('user@demo.rs');
    const res = await post('/v1/users/profile/email', { email: 'Marko.Novi@Demo.rs', ...(await encryptedFields(t.app, { password: TEST_PASSWORD })) }, headers);
    expect(res.statusCode).toBe(204);
    expect((await get('/v1/users/profile', headers)).json().data).toMatchObject({ email: 'user@demo.rs', pendingEmail: 'marko.novi@demo.rs' });
    const [message] = await outbox(t.app, t.database, 'marko.novi@demo.rs');
    expect(message).toMatchObject({ kind: 'verify', subject: 'Potvrda e-mail adrese' });
    expect(message!.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?uuid=/);
    // Until then the old address signs in.
    await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);

    const uuid = await lastLinkToken(t.app, t.database, 'marko.novi@demo.rs', 'verify');
    const [row] = await t.database.db.select().from(userTokens);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await post('/v1/auth/verify-email', { uuid })).statusCode).toBe(204);
    expect((await postLogin(t.app, 'user@demo.rs', TEST_PASSWORD)).statusCode).toBe(401);
    await signIn(t.app, 'marko.novi@demo.rs', TEST_PASSWORD);
    expect((await get('/v1/users/profile', headers)).json().data).toMatchObject({ email: 'marko.novi@demo.rs', pendingEmail: null });
    const again = await post('/v1/auth/verify-email', { uuid });
    expect([again.statusCode, again.json().message]).toEqual([404, 'error.link.invalid']);
  });

  it('needs the current password and a new, free address', async () => {
    const headers = await as('user@demo.rs');
    const wrong = await post('/v1/users/profile/email', { email: 'a@demo.rs', ...(await encryptedFields(t.app, { password: 'Pogresna-1' })) }, headers);
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { password: 'error.password.invalid' }]);
    const same = await post('/v1/users/profile/email', { email: 'USER@demo.rs', ...(await encryptedFields(t.app, { password: TEST_PASSWORD })) }, headers);
    expect(same.json().errors).toEqual({ email: 'error.email.unchanged' });
    const taken = await post('/v1/users/profile/email', { email: 'admin@demo.rs', ...(await encryptedFields(t.app, { password: TEST_PASSWORD })) }, headers);
    expect(taken.json().errors).toEqual({ email: 'error.email.taken' });
  });

  it('refuses the link when the address was taken meanwhile, and an expired link', async () => {
    const headers = await as('user@demo.rs');
    await post('/v1/users/profile/email', { email: 'zauzeta@demo.rs', ...(await encryptedFields(t.app, { password: TEST_PASSWORD })) }, headers);
    const uuid = await lastLinkToken(t.app, t.database, 'zauzeta@demo.rs', 'verify');
    await post('/v1/users', { email: 'zauzeta@demo.rs', role: 'user' }, await as('admin@demo.rs'));
    const taken = await post('/v1/auth/verify-email', { uuid });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'error.email.taken']);

    await post('/v1/users/profile/email', { email: 'druga@demo.rs', ...(await encryptedFields(t.app, { password: TEST_PASSWORD })) }, headers);
    const second = await lastLinkToken(t.app, t.database, 'druga@demo.rs', 'verify');
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/v1/auth/verify-email', { uuid: second });
    expect([expired.statusCode, expired.json().message]).toEqual([404, 'error.link.invalid']);
    expect((await get('/v1/users/profile', headers)).json().data).toMatchObject({ email: 'user@demo.rs', pendingEmail: null });
  });
});
