import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { companies, memberships, users } from '../../platform/db/schema';

const t = useTestApp();

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const monthly = { naziv: 'Plate za prethodni mesec', napomena: 'PPP-PD', ruleKind: 'monthly', ruleDay: 31, ruleOffset: 1, shift: false };

describe("a company's own deadlines", () => {
  it('create, read with the next day due, change, delete; another company sees none of it (404)', async () => {
    const { admin, user, foreign } = await sessions(t.database);
    const res = await call('POST', '/v1/deadlines', user, monthly);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;

    const read = await call('GET', `/v1/deadlines/${id}`, admin);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id, naziv: 'Plate za prethodni mesec', ruleKind: 'monthly', ruleDay: 31, ruleMonth: null, ruleDate: null, ruleOffset: 1, shift: false });
    expect(read.json().data.next).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);

    const changed = await call('PUT', `/v1/deadlines/${id}`, user, { naziv: 'Godišnji popis', ruleKind: 'yearly', ruleMonth: 12, ruleDay: 31, ruleOffset: 0, shift: false });
    expect(changed.statusCode, changed.body).toBe(204);
    const list = await call('GET', '/v1/deadlines', user);
    expect(list.json().data).toEqual([{ id, naziv: 'Godišnji popis', napomena: '', ruleKind: 'yearly', ruleDate: null, ruleDay: 31, ruleMonth: 12, ruleOffset: 0, shift: false, next: expect.stringMatching(/-12-31$/) }]);

    for (const [method, payload] of [['GET'], ['PUT', monthly], ['DELETE']] as const) {
      const res = await call(method, `/v1/deadlines/${id}`, foreign, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    expect((await call('GET', '/v1/deadlines', foreign)).json().data).toEqual([]);

    expect((await call('DELETE', `/v1/deadlines/${id}`, user)).statusCode).toBe(204);
    expect((await call('GET', `/v1/deadlines/${id}`, user)).statusCode).toBe(404);
  });

  it('bad input: 422 with the field, nothing written', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ naziv: 'Nikad', ruleKind: 'yearly', ruleMonth: 2, ruleDay: 30 }, { ruleDay: 'error.ruleDay.never-resolves' }],
      [{ naziv: 'Nikad', ruleKind: 'yearly', ruleMonth: 4, ruleDay: 31 }, { ruleDay: 'error.ruleDay.never-resolves' }],
      [{ naziv: 'Bez dana', ruleKind: 'date' }, { ruleDate: 'error.ruleDate.required' }],
      [{ naziv: 'Bez meseca', ruleKind: 'yearly', ruleDay: 1 }, { ruleMonth: 'error.ruleMonth.required' }],
      [{ naziv: 'Dva dana', ruleKind: 'monthly', ruleDay: 32 }, { ruleDay: 'error.ruleDay.out-of-range' }],
      [{ naziv: 'Deset godina', ruleKind: 'yearly', ruleMonth: 6, ruleDay: 30, ruleOffset: 10 }, { ruleOffset: 'error.ruleOffset.out-of-range' }],
      [{ naziv: '', ruleKind: 'monthly', ruleDay: 5 }, { naziv: 'error.naziv.required' }],
      [{ naziv: 'Vrsta', ruleKind: 'weekly', ruleDay: 5 }, { ruleKind: expect.stringMatching(/^error\.ruleKind\./) as unknown as string }],
      [{ naziv: 'Višak', ruleKind: 'monthly', ruleDay: 5, boja: 'crvena' }, { boja: 'error.boja.unknown' }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call('POST', '/v1/deadlines', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toMatchObject(errors);
    }
    const real = (await call('POST', '/v1/deadlines', admin, monthly)).json().id as number;
    const bad = await call('PUT', `/v1/deadlines/${real}`, admin, { naziv: 'Nikad', ruleKind: 'yearly', ruleMonth: 2, ruleDay: 31 });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', '/v1/deadlines', admin)).json().data).toMatchObject([{ id: real, naziv: monthly.naziv, ruleKind: 'monthly', ruleDay: 31 }]);
  });
});

describe('GET /v1/agency/deadlines', () => {
  async function agencyUser() {
    const [second] = await t.database.db.insert(companies).values({ naziv: 'Beta d.o.o.', pib: '100000016', maticniBroj: '10000017' }).returning({ id: companies.id });
    const [stranger] = await t.database.db.insert(companies).values({ naziv: 'Tuđa d.o.o.', pib: '100000024', maticniBroj: '10000025', isPdv: false }).returning({ id: companies.id });
    const [pending] = await t.database.db.insert(companies).values({ naziv: 'Pozvana d.o.o.', pib: '100000032', maticniBroj: '10000033' }).returning({ id: companies.id });
    const [me] = await t.database.db.insert(users).values({ email: 'agencija@demo.rs', firstName: 'A', lastName: 'B' }).returning({ id: users.id });
    await t.database.db.insert(memberships).values([
      { userId: me!.id, companyId: 1, role: 'user' },
      { userId: me!.id, companyId: second!.id, role: 'admin' },
      { userId: me!.id, companyId: pending!.id, role: 'user', isPending: true },
    ]);
    return { second: second!.id, stranger: stranger!.id, headers: await authHeader(t.database, 'agencija@demo.rs') };
  }

  it("February 2026: each of the user's companies' VAT return and records on Wednesday the 18th, own deadlines, nothing of a company she is not a member of", async () => {
    const { second, stranger, headers } = await agencyUser();
    const admin = await authHeader(t.database, 'admin@demo.rs');
    // company 1 files by the quarter from now on: no monthly return in February, the quarter's in April
    expect((await call('PUT', '/v1/deadlines/vat-filing', headers, { period: 'quarter' })).statusCode).toBe(403);
    expect((await call('PUT', '/v1/deadlines/vat-filing', admin, { period: 'quarter' })).statusCode).toBe(204);
    expect((await call('GET', '/v1/deadlines/vat-filing', admin)).json().data).toEqual({ period: 'quarter' });
    const ownId = (await call('POST', '/v1/deadlines', admin, { naziv: 'Popisna lista', ruleKind: 'date', ruleDate: '2026-02-07', shift: true })).json().id as number;
    // the stranger company's own deadline in the range must not show
    const strangerAuth = await (async () => {
      const [u] = await t.database.db.insert(users).values({ email: 'tudji@demo.rs', firstName: 'T', lastName: 'U' }).returning({ id: users.id });
      await t.database.db.insert(memberships).values({ userId: u!.id, companyId: stranger, role: 'admin' });
      return authHeader(t.database, 'tudji@demo.rs');
    })();
    expect((await call('POST', '/v1/deadlines', strangerAuth, { naziv: 'Tuđi rok', ruleKind: 'date', ruleDate: '2026-02-10', shift: false })).statusCode).toBe(201);

    const res = await call('GET', '/v1/agency/deadlines?from=2026-02-01&to=2026-02-28', headers);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { companyId: number; companyName: string; code: string; date: string; nominal: string; period: string; name: string | null }[];
    expect(rows.map((r) => `${r.date} ${r.companyName} ${r.code} ${r.period}${r.name ? ` ${r.name}` : ''}`)).toEqual([
      // Saturday the 7th: Monday the 9th
      `2026-02-09 Demo preduzeće d.o.o. own-${ownId} 2026-02-07 Popisna lista`,
      // the 15th a Sunday, the 16th Statehood Day, the 17th its moved day
      '2026-02-18 Beta d.o.o. pppdv-month 2026-01',
      '2026-02-18 Beta d.o.o. vat-records-month 2026-01',
    ].map((s) => s.replace('Demo preduzeće d.o.o.', rows.find((r) => r.companyId === 1)?.companyName ?? '?')));
    expect(rows.find((r) => r.code === 'pppdv-month')).toMatchObject({ companyId: second, nominal: '2026-02-15', labelKey: 'deadlines.code.pppdv-month' });
    // the Cyrillic name where the company has one (the seeded demo company), else empty
    expect(rows.find((r) => r.companyId === 1)).toMatchObject({ companyNameCyr: 'Демо Трговина д.о.о.' });
    expect(rows.find((r) => r.companyId === second)).toMatchObject({ companyName: 'Beta d.o.o.', companyNameCyr: '' });
    // the statistical report of 2025: Saturday 28 February, so Monday 2 March, past the range
    const march = (await call('GET', '/v1/agency/deadlines?from=2026-03-01&to=2026-03-02', headers)).json().data as { companyId: number; code: string; date: string }[];
    expect(march.map((r) => `${r.companyId} ${r.code} ${r.date}`)).toEqual([`1 apr-statistical 2026-03-02`, `${second} apr-statistical 2026-03-02`]);
    // the quarterly filer's return of the first quarter
    const april = (await call('GET', '/v1/agency/deadlines?from=2026-04-01&to=2026-04-30', headers)).json().data as { companyId: number; code: string; date: string; period: string }[];
    expect(april.filter((r) => r.companyId === 1).map((r) => `${r.code} ${r.period} ${r.date}`)).toEqual(['pppdv-quarter 2026-Q1 2026-04-15', 'vat-records-quarter 2026-Q1 2026-04-15']);
  });

  it('a year of deadlines: twelve returns per monthly company, the APR ones once', async () => {
    const { second, headers } = await agencyUser();
    const rows = (await call('GET', '/v1/agency/deadlines?from=2027-01-01&to=2027-12-31', headers)).json().data as { companyId: number; code: string; date: string }[];
    const count = (code: string) => rows.filter((r) => r.companyId === second && r.code === code).length;
    expect([count('pppdv-month'), count('vat-records-month'), count('sef-accept'), count('apr-financial'), count('apr-statistical')]).toEqual([12, 12, 11, 1, 1]);
    expect(rows.find((r) => r.companyId === second && r.code === 'apr-financial')?.date).toBe('2027-06-30');
    // Easter Monday 3 May and the moved Labour Day 4 May 2027: the 15 May return is on Saturday, so Monday the 17th
    expect(rows.filter((r) => r.companyId === second && r.code === 'pppdv-month').map((r) => r.date)).toContain('2027-05-17');
  });

  it('range rules: from not after to, at most a year; malformed or missing dates; 422 with the field', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const cases: [string, Record<string, string>][] = [
      ['from=2026-03-01&to=2026-02-28', { to: 'error.to.before-from' }],
      ['from=2026-01-01&to=2027-01-02', { to: 'error.to.range-too-long' }],
      ['from=2026-02-30&to=2026-03-01', { from: expect.stringMatching(/^error\.from\./) as unknown as string }],
      ['to=2026-03-01', { from: expect.stringMatching(/^error\.from\./) as unknown as string }],
      ['from=2026-01-01&to=2026-02-01&companyId=2', { companyId: 'error.companyId.unknown' }],
    ];
    for (const [query, errors] of cases) {
      const res = await call('GET', `/v1/agency/deadlines?${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toMatchObject(errors);
    }
    for (const query of ['from=2026-01-01&to=2027-01-01', 'from=2028-02-29&to=2029-02-28', 'from=2026-05-05&to=2026-05-05']) {
      expect((await call('GET', `/v1/agency/deadlines?${query}`, admin)).statusCode, query).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/agency/deadlines?from=2026-01-01&to=2026-02-01' })).statusCode).toBe(401);
  });
});
