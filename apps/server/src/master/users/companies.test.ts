import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../../platform/db/schema';
import { TEST_PASSWORD, authHeader, useTestApp } from '../../../test/harness';
import { encryptedFields, signIn } from '../../../test/login';
import { lastLinkToken, outbox } from '../../../test/outbox';

const t = useTestApp();

type Headers = { authorization: string };
const as = (email: string) => authHeader(t.database, email);
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers?: Headers) => t.app.inject({ method: 'POST', url, payload, headers });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const newCompany = {
  naziv: 'Sever Promet d.o.o.',
  pib: '111032440',
  maticniBroj: '17400169',
  admin: { email: 'Direktor@Sever.rs', firstName: 'Petar', lastName: 'Severac' },
};

async function createCompany(): Promise<number> {
  const res = await post('/v1/companies', newCompany, await as('super@demo.rs'));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('companies (super user)', () => {
  it('lists the companies of the installation; admins and users are refused', async () => {
    const res = await get('/v1/companies', await as('super@demo.rs'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: 1, naziv: 'Demo Trgovina d.o.o.', pib: '101134702', maticniBroj: '07204990', usersCount: 3, isMember: true }]);
    expect(res.json().pagination).toMatchObject({ itemsCount: 1, filteredCount: 1 });
    for (const email of ['admin@demo.rs', 'user@demo.rs']) {
      const headers = await as(email);
      expect((await get('/v1/companies', headers)).statusCode).toBe(403);
      expect((await post('/v1/companies', newCompany, headers)).json()).toEqual({ message: 'error.forbidden' });
    }
    expect((await get('/v1/companies')).statusCode).toBe(401);
    expect((await post('/v1/companies', newCompany)).statusCode).toBe(401);
  });

  it('creates a company with the seed’s reference data, a period, a warehouse, and its first admin invited', async () => {
    const id = await createCompany();
    const list = (await get('/v1/companies?search=sever', await as('super@demo.rs'))).json();
    expect(list.data).toEqual([{ id, naziv: 'Sever Promet d.o.o.', pib: '111032440', maticniBroj: '17400169', usersCount: 2, isMember: true }]);
    expect(list.pagination).toMatchObject({ itemsCount: 2, filteredCount: 1 });

    const [message] = await outbox(t.app, t.database, 'direktor@sever.rs');
    expect(message).toMatchObject({ kind: 'invite', subject: 'Poziv za rad u firmi Sever Promet d.o.o.' });
    const uuid = await lastLinkToken(t.app, t.database, 'direktor@sever.rs', 'invite');
    expect((await get(`/v1/auth/signup?uuid=${uuid}`)).json().data).toEqual({ email: 'direktor@sever.rs', firstName: 'Petar', lastName: 'Severac', companyName: 'Sever Promet d.o.o.' });
    expect((await post('/v1/auth/signup', { uuid, ...(await encryptedFields(t.app, { password: 'Severna-zvezda-1' })) })).statusCode).toBe(204);

    const tokens = await signIn(t.app, 'direktor@sever.rs', 'Severna-zvezda-1');
    const headers = bearer(tokens.accessToken);
    expect((await get('/v1/users/who-am-i', headers)).json().data).toMatchObject({ role: 'admin', companyId: id, companyName: 'Sever Promet d.o.o.' });
    const year = String(new Date().getFullYear());
    expect((await get('/v1/periods', headers)).json().data).toEqual([
      expect.objectContaining({ title: year, startDate: `${year}-01-01`, endDate: `${year}-12-31`, status: 'open' }),
    ]);
    const vat = (await get('/v1/art-pdv', headers)).json().data.map((r: { stopa: number; isDefault: boolean }) => [r.stopa, r.isDefault]);
    expect(vat).toEqual([[2000, true], [1000, false], [0, false]]);
    expect((await get('/v1/mag-main', headers)).json().data).toEqual([expect.objectContaining({ sifra: '01', magNaziv: 'Magacin', isDefault: true })]);
    expect((await get('/v1/units', headers)).json().data).toHaveLength(7);
    expect((await get('/v1/kom-mesto?perPage=1', headers)).json().pagination.itemsCount).toBe(30);
    expect((await get('/v1/app-config/object', headers)).json().data['v-artikl']).toBe('roba|usluga|repro|gp|os');
    // The new company sees none of the demo company's data, and its users are its admin and the super user who made it.
    expect((await get('/v1/art-main', headers)).json().data).toEqual([]);
    expect((await get('/v1/users', headers)).json().data.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['direktor@sever.rs', 'admin'],
      ['super@demo.rs', 'super'],
    ]);
  });

  it('validates the company and its admin', async () => {
    const headers = await as('super@demo.rs');
    const bad = await post('/v1/companies', { naziv: '', pib: '123456789', maticniBroj: '1234', admin: { email: 'x' } }, headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ naziv: 'error.naziv.required', pib: 'error.pib.invalid', maticniBroj: 'error.maticniBroj.invalid', 'admin.email': 'error.email.invalid' });
    const missing = await post('/v1/companies', { naziv: 'X' }, headers);
    expect(missing.json().errors).toEqual({ pib: 'error.pib.required', maticniBroj: 'error.maticniBroj.required', admin: 'error.admin.required' });
    const dup = await post('/v1/companies', { ...newCompany, pib: '101134702' }, headers);
    expect([dup.statusCode, dup.json().errors]).toEqual([422, { pib: 'error.pib.unique' }]);
    expect((await get('/v1/companies', headers)).json().data).toHaveLength(1);
  });

  it('a super user named as the first admin is simply a member (no invitation)', async () => {
    const res = await post('/v1/companies', { ...newCompany, admin: { email: 'SUPER@demo.rs' } }, await as('super@demo.rs'));
    expect(res.statusCode).toBe(201);
    expect(await outbox(t.app, t.database, 'super@demo.rs')).toEqual([]);
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.companyId, res.json().id));
    expect(rows.map((r) => r.role)).toEqual(['super']);
  });
});

describe('switching companies', () => {
  it('lists the caller’s companies and moves the sign-in to another one', async () => {
    const id = await createCompany();
    const tokens = await signIn(t.app, 'super@demo.rs', TEST_PASSWORD);
    const mine = await get('/v1/users/companies', bearer(tokens.accessToken));
    expect(mine.json().data).toEqual([
      { companyId: 1, naziv: 'Demo Trgovina d.o.o.', role: 'super', isDefault: true, isCurrent: true },
      { companyId: id, naziv: 'Sever Promet d.o.o.', role: 'super', isDefault: false, isCurrent: false },
    ]);

    const res = await post('/v1/auth/switch-company', { companyId: id, refreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(200);
    const switched = res.json();
    expect(decodeJwt(switched.idToken)).toMatchObject({ companyId: id, companyName: 'Sever Promet d.o.o.', role: 'super' });
    expect((await get('/v1/users/who-am-i', bearer(switched.accessToken))).json().data.companyId).toBe(id);
    expect((await get('/v1/users/companies', bearer(switched.accessToken))).json().data.find((c: { isCurrent: boolean }) => c.isCurrent).companyId).toBe(id);
    // The old refresh token was rotated; the new one renews in the new company.
    expect((await post('/v1/auth/renew', { refreshToken: switched.refreshToken })).statusCode).toBe(200);
    const old = await post('/v1/auth/renew', { refreshToken: tokens.refreshToken });
    expect([old.statusCode, old.json().message]).toEqual([401, 'error.session.invalid']);
  });

  it('refuses a company the user is not an active member of (403) and keeps the session', async () => {
    const id = await createCompany();
    const tokens = await signIn(t.app, 'user@demo.rs', TEST_PASSWORD);
    expect((await get('/v1/users/companies', bearer(tokens.accessToken))).json().data).toHaveLength(1);
    for (const companyId of [id, 999]) {
      const res = await post('/v1/auth/switch-company', { companyId, refreshToken: tokens.refreshToken });
      expect([res.statusCode, res.json().message]).toEqual([403, 'error.company.forbidden']);
    }
    expect((await post('/v1/auth/renew', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);

    // A deactivated membership does not count either.
    const superTokens = await signIn(t.app, 'super@demo.rs', TEST_PASSWORD);
    const [sup] = await t.database.db.select().from(users).where(eq(users.email, 'super@demo.rs'));
    await t.database.db.update(memberships).set({ isActive: false }).where(and(eq(memberships.userId, sup!.id), eq(memberships.companyId, id)));
    const inactive = await post('/v1/auth/switch-company', { companyId: id, refreshToken: superTokens.refreshToken });
    expect(inactive.statusCode).toBe(403);
    expect((await get('/v1/users/companies', bearer(superTokens.accessToken))).json().data).toHaveLength(1);

    const unknown = await post('/v1/auth/switch-company', { companyId: 1, refreshToken: 'nije-token' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'error.session.invalid']);
    expect((await post('/v1/auth/switch-company', { companyId: 'x' })).json().errors).toEqual({ companyId: 'error.companyId.invalid', refreshToken: 'error.refreshToken.required' });
  });
});

describe('outbox', () => {
  it('is read by super users only', async () => {
    expect((await get('/v1/dev/outbox', await as('admin@demo.rs'))).statusCode).toBe(403);
    expect((await get('/v1/dev/outbox', await as('user@demo.rs'))).statusCode).toBe(403);
    expect((await get('/v1/dev/outbox')).statusCode).toBe(401);
    expect((await get('/v1/dev/outbox', await as('super@demo.rs'))).json()).toEqual({ data: [] });
  });
});
