import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';

const t = useTestApp();

describe('reference data', () => {
  it('lists the seeded periods with id 2 = 2024 from 2024-01-01', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const res = (await t.app.inject({ method: 'GET', url: '/v1/periods', headers })).json();
    expect(res.data.map((p: { title: string }) => p.title)).toEqual(['2023', '2024', '2025', '2026']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/periods/2', headers })).json().data).toEqual({
      id: 2, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31', status: 'open',
    });
    const search = (await t.app.inject({ method: 'GET', url: '/v1/periods/search?search=202', headers })).json();
    expect(search.pagination).toMatchObject({ page: 1, pages: 1, filteredCount: 4 });
  });

  it('lists VAT rates in hundredths of a percent, 20 % the default', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const res = (await t.app.inject({ method: 'GET', url: '/v1/art-pdv', headers })).json();
    expect(res.data.map((r: { stopa: number; isDefault: boolean }) => [r.stopa, r.isDefault])).toEqual([[2000, true], [1000, false], [0, false]]);
  });

  it('lists warehouses and retrieves one', async () => {
    const headers = await authHeader(t.database, 'user@demo.rs');
    const res = (await t.app.inject({ method: 'GET', url: '/v1/mag-main', headers })).json();
    expect(res.data.map((m: { sifra: string; vPromet: string; isDefault: boolean }) => [m.sifra, m.vPromet, m.isDefault])).toEqual([['01', 'vp', true], ['02', 'mp', false]]);
    const one = await t.app.inject({ method: 'GET', url: `/v1/mag-main/${res.data[1].id}/retrieve`, headers });
    expect(one.json().data.magNaziv).toBe('Maloprodajni objekat');
  });

  it('keeps one default warehouse and lets only admins write', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const user = await authHeader(t.database, 'user@demo.rs');
    const body = { sifra: '03', magNaziv: 'Novi magacin', vPromet: 'vp', isDefault: true };
    expect((await t.app.inject({ method: 'POST', url: '/v1/mag-main', headers: user, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/v1/mag-main', headers: admin, payload: body })).statusCode).toBe(201);
    const res = (await t.app.inject({ method: 'GET', url: '/v1/mag-main', headers: user })).json();
    expect(res.data.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { sifra: string }) => m.sifra)).toEqual(['03']);
    const dup = await t.app.inject({ method: 'POST', url: '/v1/mag-main', headers: admin, payload: { ...body, isDefault: false } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ sifra: 'error.sifra.unique' });
  });

  it('refuses to delete a VAT rate that articles use', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const rates = (await t.app.inject({ method: 'GET', url: '/v1/art-pdv', headers: admin })).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/art-pdv/${rates[0].id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('error.art-pdv.in-use');
    const unused = await t.app.inject({ method: 'DELETE', url: `/v1/art-pdv/${rates[2].id}`, headers: admin });
    expect(unused.statusCode).toBe(204);
  });

  it('answers who-am-i with the name, role and company', async () => {
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const res = (await t.app.inject({ method: 'GET', url: '/v1/users/who-am-i', headers })).json();
    expect(res.data).toMatchObject({ firstName: 'Ana', lastName: 'Adminović', role: 'admin', companyName: 'Demo Trgovina d.o.o.' });
  });

  it('refuses every private call without a token', async () => {
    for (const url of ['/v1/periods', '/v1/art-pdv', '/v1/mag-main', '/v1/users/who-am-i', '/v1/app-config/object']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('app configuration', () => {
  it('gives the version, the pipe-separated type lists and the menu by role', async () => {
    const user = await authHeader(t.database, 'user@demo.rs');
    const admin = await authHeader(t.database, 'admin@demo.rs');
    expect((await t.app.inject({ method: 'GET', url: '/v1/app-config/version', headers: user })).json()).toEqual({ data: { version: 1 } });
    const object = (await t.app.inject({ method: 'GET', url: '/v1/app-config/object', headers: user })).json().data;
    expect(object['v-artikl'].split('|')[0]).toBe('roba');
    expect(object['v-promet'].split('|')).toEqual(['vp', 'mp', 'usluga']);
    expect(object['v-kom'].split('|')).toEqual(['firma', 'kupac']);
    const userLinks = (await t.app.inject({ method: 'GET', url: '/v1/app-config/app-links', headers: user })).json().data;
    const adminLinks = (await t.app.inject({ method: 'GET', url: '/v1/app-config/app-links', headers: admin })).json().data;
    expect(userLinks.map((g: { key: string }) => g.key)).not.toContain('podesavanja');
    expect(adminLinks.map((g: { key: string }) => g.key)).toContain('podesavanja');
    const articles = userLinks.find((g: { key: string }) => g.key === 'artikli');
    expect(articles.items).toEqual([{ key: 'artikli' }, { key: 'grupe-artikala' }]);
    const clients = userLinks.find((g: { key: string }) => g.key === 'klijenti');
    expect(clients.items[1]).toEqual({ key: 'mesta', separator: true });
  });
});
