import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password';
import { companies, memberships, userTokens, users } from '../../platform/db/schema';
import { TEST_PASSWORD, authHeader, useTestApp } from '../../../test/harness';
import { encryptedFields, postLogin, signIn } from '../../../test/login';
import { lastLinkToken, outbox } from '../../../test/outbox';

const t = useTestApp();

type Headers = { authorization: string };
const as = (email: string) => authHeader(t.database, email);
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers?: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers?: Headers) => t.app.inject({ method: 'PUT', url, payload, headers });
const whoAmI = (accessToken: string) => get('/v1/users/who-am-i', { authorization: `Bearer ${accessToken}` });

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A second company with its own admin (password TEST_PASSWORD). */
async function otherCompany(): Promise<{ companyId: number; headers: Headers; adminId: number }> {
  const [company] = await t.database.db.insert(companies).values({ naziv: 'Druga firma d.o.o.', pib: '100000008', maticniBroj: '10000009' }).returning();
  const [admin] = await t.database.db
    .insert(users)
    .values({ email: 'admin@druga.rs', firstName: 'Dragan', lastName: 'Drugić', passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning();
  await t.database.db.insert(memberships).values({ userId: admin!.id, companyId: company!.id, role: 'admin', isDefault: true });
  return { companyId: company!.id, headers: await as('admin@druga.rs'), adminId: admin!.id };
}

const invite = (headers: Headers, payload: object) => post('/v1/users', payload, headers);

describe('users of the company', () => {
  it('lists the users by last name with role and status, and searches first name, last name and e-mail', async () => {
    const headers = await as('admin@demo.rs');
    const res = await get('/v1/users', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string; role: string; status: string }) => [u.email, u.role, u.status])).toEqual([
      ['admin@demo.rs', 'admin', 'active'],
      ['user@demo.rs', 'user', 'active'],
      ['super@demo.rs', 'super', 'active'],
    ]);
    expect(res.json().pagination).toMatchObject({ page: 1, pages: 1, itemsCount: 3, filteredCount: 3 });
    for (const [search, email] of [['mark', 'user@demo.rs'], ['SUPERIĆ', 'super@demo.rs'], ['admin@', 'admin@demo.rs']]) {
      const found = (await get(`/v1/users?search=${encodeURIComponent(search!)}`, headers)).json();
      expect(found.data.map((u: { email: string }) => u.email)).toEqual([email]);
      expect(found.pagination).toMatchObject({ itemsCount: 3, filteredCount: 1 });
    }
    const one = await get(`/v1/users/${await userId('user@demo.rs')}`, headers);
    expect(one.json().data).toEqual({ id: await userId('user@demo.rs'), firstName: 'Marko', lastName: 'Korisnić', email: 'user@demo.rs', role: 'user', isActive: true, status: 'active' });
  });

  it('invites by e-mail: the link in the outbox opens signup, the password is set encrypted, the user signs in with the invited role', async () => {
    const admin = await as('admin@demo.rs');
    const res = await invite(admin, { email: 'Nova.Radnica@Demo.RS', firstName: 'Nina', lastName: 'Novaković', role: 'user' });
    expect(res.statusCode).toBe(204);
    const id = await userId('nova.radnica@demo.rs');
    const row = (await get(`/v1/users/${id}`, admin)).json().data;
    expect(row).toMatchObject({ email: 'nova.radnica@demo.rs', role: 'user', isActive: true, status: 'invited' });
    // Not signed up yet: the address cannot sign in.
    expect((await postLogin(t.app, 'nova.radnica@demo.rs', TEST_PASSWORD)).statusCode).toBe(401);

    const [message] = await outbox(t.app, t.database, 'nova.radnica@demo.rs');
    expect(message).toMatchObject({ kind: 'invite', subject: 'Poziv za rad u firmi Demo Trgovina d.o.o.' });
    expect(message!.link).toMatch(/^http:\/\/localhost:3000\/signup\?uuid=[A-Za-z0-9_-]{43}$/);
    expect(message!.text).toContain('Zdravo Nina,');
    expect(message!.text).toContain(message!.link);
    expect(message!.text).toContain('Link važi 7 dana');
    // Only the hash of the token is stored.
    const uuid = await lastLinkToken(t.app, t.database, 'nova.radnica@demo.rs', 'invite');
    const stored = await t.database.db.select({ tokenHash: userTokens.tokenHash }).from(userTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(uuid);

    const info = await get(`/v1/auth/signup?uuid=${uuid}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ data: { email: 'nova.radnica@demo.rs', firstName: 'Nina', lastName: 'Novaković', companyName: 'Demo Trgovina d.o.o.' } });

    const newPassword = 'Nova-lozinka-7';
    const short = await post('/v1/auth/signup', { uuid, ...(await encryptedFields(t.app, { password: 'kratka' })) });
    expect([short.statusCode, short.json().errors]).toEqual([422, { password: 'error.password.too-short' }]);
    const done = await post('/v1/auth/signup', { uuid, lastName: 'Novaković-Perić', ...(await encryptedFields(t.app, { password: newPassword })) });
    expect(done.statusCode).toBe(204);

    const tokens = await signIn(t.app, 'nova.radnica@demo.rs', newPassword);
    const me = (await whoAmI(tokens.accessToken)).json().data;
    expect(me).toMatchObject({ id, email: 'nova.radnica@demo.rs', firstName: 'Nina', lastName: 'Novaković-Perić', role: 'user', companyId: 1 });
    expect(decodeJwt(tokens.accessToken).role).toBe('user');
    expect((await get(`/v1/users/${id}`, admin)).json().data.status).toBe('active');

    // The link was used once.
    expect((await get(`/v1/auth/signup?uuid=${uuid}`)).json()).toEqual({ message: 'error.link.invalid' });
    const again = await post('/v1/auth/signup', { uuid, ...(await encryptedFields(t.app, { password: 'Treca-lozinka-3' })) });
    expect([again.statusCode, again.json().message]).toEqual([404, 'error.link.invalid']);
  });

  it('refuses an expired invitation and renews it for a user without a password', async () => {
    const admin = await as('admin@demo.rs');
    expect((await invite(admin, { email: 'kasni@demo.rs', role: 'user' })).statusCode).toBe(204);
    const id = await userId('kasni@demo.rs');
    const uuid = await lastLinkToken(t.app, t.database, 'kasni@demo.rs', 'invite');
    await t.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.userId, id));
    expect((await get(`/v1/auth/signup?uuid=${uuid}`)).statusCode).toBe(404);
    const expired = await post('/v1/auth/signup', { uuid, ...(await encryptedFields(t.app, { password: 'Kasna-lozinka-1' })) });
    expect([expired.statusCode, expired.json().message]).toEqual([404, 'error.link.invalid']);

    expect((await post('/v1/auth/resend-signup', { uuid })).statusCode).toBe(204);
    const fresh = await lastLinkToken(t.app, t.database, 'kasni@demo.rs', 'invite');
    expect(fresh).not.toBe(uuid);
    expect((await get(`/v1/auth/signup?uuid=${fresh}`)).json().data).toMatchObject({ email: 'kasni@demo.rs', firstName: '', companyName: 'Demo Trgovina d.o.o.' });
    expect((await post('/v1/auth/signup', { uuid: fresh, ...(await encryptedFields(t.app, { password: 'Kasna-lozinka-1' })) })).statusCode).toBe(204);
    // Signed up: nothing to resend.
    const done = await post('/v1/auth/resend-signup', { uuid: fresh });
    expect([done.statusCode, done.json().message]).toEqual([409, 'error.signup.completed']);
    const unknown = await post('/v1/auth/resend-signup', { uuid: 'x'.repeat(43) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'error.link.invalid']);
  });

  it('lets an admin resend an invitation: the earlier link stops working', async () => {
    const admin = await as('admin@demo.rs');
    expect((await invite(admin, { email: 'ponovo@demo.rs', role: 'user' })).statusCode).toBe(204);
    const id = await userId('ponovo@demo.rs');
    const first = await lastLinkToken(t.app, t.database, 'ponovo@demo.rs', 'invite');
    expect((await post(`/v1/users/${id}/resend-invitation`, undefined, admin)).statusCode).toBe(204);
    const second = await lastLinkToken(t.app, t.database, 'ponovo@demo.rs', 'invite');
    expect(second).not.toBe(first);
    expect((await get(`/v1/auth/signup?uuid=${first}`)).statusCode).toBe(404);
    expect((await get(`/v1/auth/signup?uuid=${second}`)).statusCode).toBe(200);
    const signedUp = await post(`/v1/users/${await userId('user@demo.rs')}/resend-invitation`, undefined, admin);
    expect([signedUp.statusCode, signedUp.json().message]).toEqual([409, 'error.user.signed-up']);
  });

  it('refuses a second invitation of a member and malformed input', async () => {
    const admin = await as('admin@demo.rs');
    const dup = await invite(admin, { email: 'USER@demo.rs', role: 'admin' });
    expect([dup.statusCode, dup.json().errors]).toEqual([422, { email: 'error.email.member' }]);
    const bad = await invite(admin, { email: 'nije-adresa', role: 'boss', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: 'error.email.invalid', role: 'error.role.invalid', extra: 'error.extra.unknown' });
    expect((await invite(admin, {})).json().errors).toEqual({ email: 'error.email.required', role: 'error.role.required' });
  });

  it('asks a user of another company who already signs in: nothing opens until they accept, and they may decline', async () => {
    const other = await otherCompany();
    const admin = await as('admin@demo.rs');
    const res = await invite(admin, { email: 'admin@druga.rs', firstName: 'Pozvani', role: 'user' });
    expect([res.statusCode, res.body]).toEqual([204, '']);
    // the company sees the name its admin typed, not the account's
    const row = (await get(`/v1/users/${other.adminId}`, admin)).json().data;
    expect(row).toMatchObject({ firstName: 'Pozvani', lastName: '', role: 'user', isActive: false, status: 'invited' });
    const [message] = await outbox(t.app, t.database, 'admin@druga.rs');
    expect(message).toMatchObject({ kind: 'join', subject: 'Poziv u firmu Demo Trgovina d.o.o.', link: 'http://localhost:3000/login' });
    expect(message!.text).toContain('prihvatite ili odbijte poziv');

    // Not a member yet: the company cannot be switched to, and the admin cannot activate the invitation for them.
    const tokens = await signIn(t.app, 'admin@druga.rs', TEST_PASSWORD);
    const mine = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await whoAmI(tokens.accessToken)).json().data).toMatchObject({ companyId: other.companyId, role: 'admin' });
    expect((await get('/v1/users/companies', mine)).json().data.map((c: { companyId: number }) => c.companyId)).toEqual([other.companyId]);
    const switched = await post('/v1/auth/switch-company', { companyId: 1, refreshToken: tokens.refreshToken });
    expect([switched.statusCode, switched.json().message]).toEqual([403, 'error.company.forbidden']);
    const forced = await post(`/v1/users/${other.adminId}/activate`, undefined, admin);
    expect([forced.statusCode, forced.json().message]).toEqual([409, 'error.user.pending']);

    // The user sees the invitation and accepts it: the company opens with the invited role.
    expect((await get('/v1/users/invitations', mine)).json().data).toEqual([{ companyId: 1, naziv: 'Demo Trgovina d.o.o.', role: 'user' }]);
    expect((await post('/v1/users/invitations/1/accept', undefined, mine)).statusCode).toBe(204);
    expect((await get('/v1/users/invitations', mine)).json().data).toEqual([]);
    expect((await get(`/v1/users/${other.adminId}`, admin)).json().data).toMatchObject({ isActive: true, status: 'active' });
    const there = await post('/v1/auth/switch-company', { companyId: 1, refreshToken: tokens.refreshToken });
    expect(there.statusCode).toBe(200);
    expect((await whoAmI(there.json().accessToken)).json().data).toMatchObject({ companyId: 1, role: 'user' });
    // Their own company stays the one a sign-in opens.
    const again = await signIn(t.app, 'admin@druga.rs', TEST_PASSWORD);
    expect((await whoAmI(again.accessToken)).json().data).toMatchObject({ companyId: other.companyId, role: 'admin' });
    expect((await post('/v1/users/invitations/1/accept', undefined, mine)).statusCode).toBe(404);
  });

  it('an invitation answers the same for a new address, an account without a password and a user of another company; the list tells nothing of the account', async () => {
    const other = await otherCompany();
    const admin = await as('admin@demo.rs');
    // an address another company invited (no password yet), under the name that company typed
    const [third] = await t.database.db.insert(companies).values({ naziv: 'Treća d.o.o.', pib: '100000016', maticniBroj: '10000017' }).returning();
    const [pending] = await t.database.db.insert(users).values({ email: 'bez.lozinke@treca.rs', firstName: 'Tajna', lastName: 'Trećić' }).returning();
    await t.database.db.insert(memberships).values({ userId: pending!.id, companyId: third!.id, role: 'user', isDefault: true });
    const answers = [];
    for (const email of ['sasvim.nova@demo.rs', 'bez.lozinke@treca.rs', 'admin@druga.rs']) {
      const res = await invite(admin, { email, firstName: 'Pozvana', lastName: 'Osoba', role: 'user' });
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] ?? null });
    }
    expect(answers).toEqual(Array(3).fill({ status: 204, body: '', type: null }));
    const list = (await get('/v1/users?perPage=50', admin)).json().data as { email: string; firstName: string; lastName: string; status: string }[];
    const invitedRows = list.filter((u) => u.status === 'invited').map(({ email, firstName, lastName }) => ({ email, firstName, lastName }));
    expect(invitedRows).toEqual([
      { email: 'sasvim.nova@demo.rs', firstName: 'Pozvana', lastName: 'Osoba' },
      { email: 'bez.lozinke@treca.rs', firstName: 'Pozvana', lastName: 'Osoba' },
      { email: 'admin@druga.rs', firstName: 'Pozvana', lastName: 'Osoba' },
    ].sort((a, b) => list.findIndex((u) => u.email === a.email) - list.findIndex((u) => u.email === b.email)));
    // nor can the account's own name be found by a search
    for (const name of ['Dragan', 'Drugić', 'Tajna', 'Trećić']) expect((await get(`/v1/users?search=${encodeURIComponent(name)}`, admin)).json().data, name).toEqual([]);
    expect(JSON.stringify(list)).not.toMatch(/Dragan|Tajna/);
    // once the account accepts, the company sees the person's own name
    expect((await post('/v1/users/invitations/1/accept', undefined, other.headers)).statusCode).toBe(204);
    expect((await get(`/v1/users/${other.adminId}`, admin)).json().data).toMatchObject({ firstName: 'Dragan', lastName: 'Drugić', status: 'active' });
  });

  it('a declined invitation leaves no membership; a withdrawn one neither; another company\'s invitation cannot be answered', async () => {
    const other = await otherCompany();
    const admin = await as('admin@demo.rs');
    await invite(admin, { email: 'admin@druga.rs', role: 'admin' });
    // The admin of company 1 cannot answer it for the user.
    expect((await post('/v1/users/invitations/1/accept', undefined, admin)).statusCode).toBe(404);
    expect((await post('/v1/users/invitations/1/decline', undefined, other.headers)).statusCode).toBe(204);
    expect((await get(`/v1/users/${other.adminId}`, admin)).statusCode).toBe(404);
    expect((await get('/v1/users/invitations', other.headers)).json().data).toEqual([]);

    // Invited again, then withdrawn by the admin (deactivating an invitation withdraws it).
    expect((await invite(admin, { email: 'admin@druga.rs', role: 'user' })).statusCode).toBe(204);
    expect((await post(`/v1/users/${other.adminId}/resend-invitation`, undefined, admin)).statusCode).toBe(204);
    expect((await outbox(t.app, t.database, 'admin@druga.rs')).map((m) => m.kind)).toEqual(['join', 'join', 'join']);
    expect((await post(`/v1/users/${other.adminId}/deactivate`, undefined, admin)).statusCode).toBe(204);
    expect((await get('/v1/users/invitations', other.headers)).json().data).toEqual([]);
    expect((await post('/v1/users/invitations/1/accept', undefined, other.headers)).statusCode).toBe(404);
  });

  it('a user leaves another company: its sign-ins end there; not the company signed in to, not as its last admin', async () => {
    const other = await otherCompany();
    const admin = await as('admin@demo.rs');
    await invite(admin, { email: 'admin@druga.rs', role: 'user' });
    expect((await post('/v1/users/invitations/1/accept', undefined, other.headers)).statusCode).toBe(204);
    const tokens = await signIn(t.app, 'admin@druga.rs', TEST_PASSWORD);
    const inDemo = (await post('/v1/auth/switch-company', { companyId: 1, refreshToken: tokens.refreshToken })).json();
    const demo = { authorization: `Bearer ${inDemo.accessToken}` };

    // Signed in to company 1, it cannot leave company 1; its own company it is the only admin of.
    const current = await post('/v1/users/companies/1/leave', undefined, demo);
    expect([current.statusCode, current.json().message]).toEqual([409, 'error.company.current']);
    const last = await post(`/v1/users/companies/${other.companyId}/leave`, undefined, demo);
    expect([last.statusCode, last.json().message]).toEqual([409, 'error.company.last-admin']);

    // From its own company it leaves company 1: the sign-in there ends at once.
    const fresh = other.headers;
    expect((await post('/v1/users/companies/1/leave', undefined, fresh)).statusCode).toBe(204);
    expect((await whoAmI(inDemo.accessToken)).statusCode).toBe(401);
    expect((await get('/v1/users/companies', fresh)).json().data.map((c: { companyId: number }) => c.companyId)).toEqual([other.companyId]);
    expect((await get(`/v1/users/${other.adminId}`, admin)).statusCode).toBe(404);
    expect((await post('/v1/users/companies/1/leave', undefined, fresh)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('an admin cannot invite or promote anyone to super; a super user can', async () => {
    const admin = await as('admin@demo.rs');
    const superUser = await as('super@demo.rs');
    const refused = await invite(admin, { email: 'novi.super@demo.rs', role: 'super' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'error.role.forbidden']);
    expect(await outbox(t.app, t.database, 'novi.super@demo.rs')).toEqual([]);
    const user = await userId('user@demo.rs');
    const promote = await put(`/v1/users/${user}/role`, { role: 'super' }, admin);
    expect([promote.statusCode, promote.json().message]).toEqual([403, 'error.role.forbidden']);

    const created = await invite(superUser, { email: 'novi.super@demo.rs', role: 'super' });
    expect(created.statusCode).toBe(204);
    expect((await get(`/v1/users/${await userId('novi.super@demo.rs')}`, superUser)).json().data.role).toBe('super');
    expect((await put(`/v1/users/${user}/role`, { role: 'super' }, superUser)).statusCode).toBe(204);
    expect((await get(`/v1/users/${user}`, superUser)).json().data.role).toBe('super');
  });

  it('changes a role; the next renew carries it', async () => {
    const admin = await as('admin@demo.rs');
    const tokens = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    const user = await userId('user@demo.rs');
    expect((await put(`/v1/users/${user}/role`, { role: 'admin' }, admin)).statusCode).toBe(204);
    expect((await get(`/v1/users/${user}`, admin)).json().data.role).toBe('admin');
    const renewed = await post('/v1/auth/renew', { refreshToken: tokens.refreshToken });
    expect(renewed.statusCode).toBe(200);
    expect(decodeJwt(renewed.json().accessToken).role).toBe('admin');
    // Now an admin: the users area opens.
    expect((await get('/v1/users', { authorization: `Bearer ${renewed.json().accessToken}` })).statusCode).toBe(200);
    const bad = await put(`/v1/users/${user}/role`, { role: 'owner' }, admin);
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { role: 'error.role.invalid' }]);
  });

  it('an admin cannot change or deactivate a super user, and nobody changes or deactivates themself', async () => {
    const admin = await as('admin@demo.rs');
    const superUser = await as('super@demo.rs');
    const sup = await userId('super@demo.rs');
    const adm = await userId('admin@demo.rs');
    for (const res of [await put(`/v1/users/${sup}/role`, { role: 'user' }, admin), await post(`/v1/users/${sup}/deactivate`, undefined, admin)]) {
      expect([res.statusCode, res.json().message]).toEqual([403, 'error.user.super']);
    }
    for (const res of [
      await put(`/v1/users/${adm}/role`, { role: 'user' }, admin),
      await post(`/v1/users/${adm}/deactivate`, undefined, admin),
      await put(`/v1/users/${sup}/role`, { role: 'admin' }, superUser),
      await post(`/v1/users/${sup}/deactivate`, undefined, superUser),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, 'error.user.self']);
    }
    // A super user may change an admin.
    expect((await put(`/v1/users/${adm}/role`, { role: 'user' }, superUser)).statusCode).toBe(204);
    expect((await get('/v1/users', superUser)).json().data.find((u: { id: number }) => u.id === adm).role).toBe('user');
    // The demoted admin's token has a user's rights at once.
    expect((await get('/v1/users', admin)).statusCode).toBe(403);
  });

  it('deactivation refuses sign-in and renew in that company; reactivation lets the user back', async () => {
    const admin = await as('admin@demo.rs');
    const user = await userId('user@demo.rs');
    const before = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect((await post(`/v1/users/${user}/deactivate`, undefined, admin)).statusCode).toBe(204);
    expect((await get(`/v1/users/${user}`, admin)).json().data).toMatchObject({ isActive: false, status: 'inactive' });
    const login = await postLogin(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect([login.statusCode, login.json().message]).toEqual([401, 'error.login.invalid']);
    const renew = await post('/v1/auth/renew', { refreshToken: before.refreshToken });
    expect(renew.statusCode).toBe(401);
    // No reset link for someone who cannot sign in anywhere.
    expect((await post('/v1/auth/forgotten-password', { email: 'user@demo.rs' })).statusCode).toBe(204);
    expect(await outbox(t.app, t.database, 'user@demo.rs')).toEqual([]);
    // Twice is not an error.
    expect((await post(`/v1/users/${user}/deactivate`, undefined, admin)).statusCode).toBe(204);

    expect((await post(`/v1/users/${user}/activate`, undefined, admin)).statusCode).toBe(204);
    expect((await get(`/v1/users/${user}`, admin)).json().data.status).toBe('active');
    const after = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect((await whoAmI(after.accessToken)).json().data.role).toBe('user');
  });
});

describe('rights follow the member at once', () => {
  it('a demoted admin loses admin rights on the next request: the old access token cannot create an admin or a warehouse (403)', async () => {
    const superUser = await as('super@demo.rs');
    const adm = await userId('admin@demo.rs');
    const tokens = await signIn(t.app, 'admin@demo.rs', TEST_PASSWORD);
    const old = { authorization: `Bearer ${tokens.accessToken}` };
    expect(decodeJwt(tokens.accessToken).role).toBe('admin');
    expect((await post('/v1/mag-main', { sifra: 'M1', magNaziv: 'Pre', vPromet: 'vp' }, old)).statusCode).toBe(201);

    expect((await put(`/v1/users/${adm}/role`, { role: 'user' }, superUser)).statusCode).toBe(204);
    const admin = await post('/v1/users', { email: 'novi.admin@demo.rs', firstName: 'N', role: 'admin' }, old);
    expect([admin.statusCode, admin.json().message]).toEqual([403, 'error.forbidden']);
    const warehouse = await post('/v1/mag-main', { sifra: 'M2', magNaziv: 'Posle', vPromet: 'vp' }, old);
    expect([warehouse.statusCode, warehouse.json().message]).toEqual([403, 'error.forbidden']);
    expect((await whoAmI(tokens.accessToken)).json().data.role).toBe('user');
    // Nothing was written with the old rights.
    expect((await get('/v1/users', superUser)).json().data.map((u: { email: string }) => u.email)).not.toContain('novi.admin@demo.rs');

    // Promoted back, the same token has admin rights again at once.
    expect((await put(`/v1/users/${adm}/role`, { role: 'admin' }, superUser)).statusCode).toBe(204);
    expect((await post('/v1/mag-main', { sifra: 'M3', magNaziv: 'Opet', vPromet: 'vp' }, old)).statusCode).toBe(201);
  });

  it('a deactivated member\'s access token stops at once (401)', async () => {
    const tokens = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect((await whoAmI(tokens.accessToken)).statusCode).toBe(200);
    await post(`/v1/users/${await userId('user@demo.rs')}/deactivate`, undefined, await as('admin@demo.rs'));
    const res = await whoAmI(tokens.accessToken);
    expect([res.statusCode, res.json().message]).toEqual([401, 'error.session.invalid']);
  });
});

describe('who may call', () => {
  it('anonymous 401, ordinary user 403, admin and super allowed, another company 404', async () => {
    const user = await userId('user@demo.rs');
    const calls = [
      ['GET', '/v1/users', undefined],
      ['GET', `/v1/users/${user}`, undefined],
      ['POST', '/v1/users', { email: 'x@demo.rs', role: 'user' }],
      ['PUT', `/v1/users/${user}/role`, { role: 'user' }],
      ['POST', `/v1/users/${user}/deactivate`, undefined],
      ['POST', `/v1/users/${user}/activate`, undefined],
      ['POST', `/v1/users/${user}/resend-invitation`, undefined],
    ] as const;
    const ordinary = await as('user@demo.rs');
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url} anonymous`).toBe(401);
      const res = await t.app.inject({ method, url, payload, headers: ordinary });
      expect([res.statusCode, res.json().message], `${method} ${url} ordinary`).toEqual([403, 'error.forbidden']);
    }
    for (const email of ['admin@demo.rs', 'super@demo.rs']) {
      const headers = await as(email);
      expect((await get('/v1/users', headers)).json().data).toHaveLength(3);
      expect((await get(`/v1/users/${user}`, headers)).statusCode).toBe(200);
    }

    const other = await otherCompany();
    const list = (await get('/v1/users', other.headers)).json();
    expect(list.data.map((u: { email: string }) => u.email)).toEqual(['admin@druga.rs']);
    for (const [method, url, payload] of calls.slice(1).filter(([, url]) => !url.endsWith('/users'))) {
      const res = await t.app.inject({ method, url, payload, headers: other.headers });
      expect([res.statusCode, res.json().message], `${method} ${url} other company`).toEqual([404, 'error.not-found']);
    }
    // The demo user is untouched.
    expect((await get(`/v1/users/${user}`, await as('admin@demo.rs'))).json().data).toMatchObject({ role: 'user', isActive: true });
  });

  it('the user lookup is open to every member and shows names of active members only', async () => {
    const ordinary = await as('user@demo.rs');
    const res = await get('/v1/users/search?search=ana', ordinary);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: await userId('admin@demo.rs'), firstName: 'Ana', lastName: 'Adminović' }]);
    await post(`/v1/users/${await userId('admin@demo.rs')}/deactivate`, undefined, await as('super@demo.rs'));
    expect((await get('/v1/users/search', ordinary)).json().data.map((u: { firstName: string }) => u.firstName)).toEqual(['Marko', 'Sava']);
    expect((await get('/v1/users/search')).statusCode).toBe(401);
  });
});
