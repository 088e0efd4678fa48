import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';

const t = useTestApp();

const companyBody = {
  naziv: 'Demo Trgovina d.o.o.', pib: '101134702', maticniBroj: '07204990', isPdv: 1, banka: 'Banca Intesa', tracun: '160-12345-95',
  address: { postcode: '11000', city: 'Beograd', street: 'Knez Mihailova 12' }, contact: { name: 'Ana', phone: '011', email: 'a@demo.rs' },
};

describe('company data', () => {
  it('reads and updates the company; only admins may write; identifiers are checked', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const user = await authHeader(t.database, 'user@demo.rs');
    const before = (await t.app.inject({ method: 'GET', url: '/v1/config', headers: user })).json().data;
    expect(before).toMatchObject({ naziv: 'Demo Trgovina d.o.o.', pib: '101134702', maticniBroj: '07204990', address: { city: 'Beograd' } });
    expect((await t.app.inject({ method: 'PUT', url: '/v1/config', headers: user, payload: companyBody })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url: '/v1/config', headers: admin, payload: { ...companyBody, pib: '101134703', maticniBroj: '', tracun: '160-12345-96' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ pib: 'error.pib.invalid', maticniBroj: 'error.maticniBroj.required', tracun: 'error.tracun.invalid' });
    expect((await t.app.inject({ method: 'PUT', url: '/v1/config', headers: admin, payload: companyBody })).statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/v1/config', headers: user })).json().data;
    expect(after).toMatchObject({ tracun: '160000000001234595', address: { street: 'Knez Mihailova 12' }, contact: { name: 'Ana' } });
  });
});

describe('current accounts, fiscal registers, document notes', () => {
  it('returns the default current account and keeps one default', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    expect((await t.app.inject({ method: 'GET', url: '/v1/app-config/tekuci-racun', headers: admin })).json().data).toMatchObject({ naziv: 'Glavni račun', tracun: '160000000001234595' });
    const res = await t.app.inject({ method: 'POST', url: '/v1/tekuci-racuni', headers: admin, payload: { naziv: 'Devizni', banka: 'NBS', tracun: '840-955845-10', isDefault: true } });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/v1/app-config/tekuci-racun', headers: admin })).json().data).toMatchObject({ id: res.json().id, tracun: '840000000095584510' });
    const list = (await t.app.inject({ method: 'GET', url: '/v1/tekuci-racuni', headers: admin })).json().data;
    expect(list.filter((r: { isDefault: boolean }) => r.isDefault)).toHaveLength(1);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/tekuci-racuni', headers: admin, payload: { naziv: 'X', banka: 'Y', tracun: '160-12345-96' } });
    expect(bad.json().errors).toEqual({ tracun: 'error.tracun.invalid' });
  });

  it('a fiscal register sells from a retail warehouse of the company', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const mags = (await t.app.inject({ method: 'GET', url: '/v1/mag-main', headers: admin })).json().data;
    const wholesale = mags.find((m: { vPromet: string }) => m.vPromet === 'vp');
    const retail = mags.find((m: { vPromet: string }) => m.vPromet === 'mp');
    const bad = await t.app.inject({ method: 'POST', url: '/v1/pos-main', headers: admin, payload: { naziv: 'Kasa 2', ibfm: 'CD654321', magId: wholesale.id } });
    expect(bad.json().errors).toEqual({ magId: 'error.magId.not-found' });
    const ok = await t.app.inject({ method: 'POST', url: '/v1/pos-main', headers: admin, payload: { naziv: 'Kasa 2', ibfm: 'CD654321', magId: retail.id } });
    expect(ok.statusCode).toBe(201);
    const row = (await t.app.inject({ method: 'GET', url: `/v1/pos-main/${ok.json().id}`, headers: admin })).json().data;
    expect(row).toEqual({ id: ok.json().id, naziv: 'Kasa 2', ibfm: 'CD654321', magId: retail.id, magNaziv: 'Maloprodajni objekat' });
    const dup = await t.app.inject({ method: 'POST', url: '/v1/pos-main', headers: admin, payload: { naziv: 'Kasa 3', ibfm: 'AB123456', magId: retail.id } });
    expect(dup.json().errors).toEqual({ ibfm: 'error.ibfm.unique' });
  });

  it('document notes require vDoc, vSubDoc and naziv and filter by document kind', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const empty = await t.app.inject({ method: 'POST', url: '/v1/doc-napomene', headers: admin, payload: {} });
    expect(empty.json().errors).toEqual({ vDoc: 'error.vDoc.required', vSubDoc: 'error.vSubDoc.required', naziv: 'error.naziv.required' });
    await t.app.inject({ method: 'POST', url: '/v1/doc-napomene', headers: admin, payload: { vDoc: 'ur', vSubDoc: 'vp', naziv: 'Reklamacije', napomena: 'Reklamacije u roku od 8 dana.' } });
    await t.app.inject({ method: 'POST', url: '/v1/doc-napomene', headers: admin, payload: { vDoc: 'niv', vSubDoc: 'mp', naziv: 'Cene', napomena: 'Nove cene od ponedeljka.' } });
    const ur = (await t.app.inject({ method: 'GET', url: '/v1/doc-napomene?vDoc=ur', headers: admin })).json().data;
    expect(ur.map((n: { naziv: string }) => n.naziv)).toEqual(['Reklamacije']);
  });

  it('document notes name a known document family and one of its sub-types, or * for all of them', async () => {
    const admin = await authHeader(t.database, 'admin@demo.rs');
    const post = (vDoc: string, vSubDoc: string) =>
      t.app.inject({ method: 'POST', url: '/v1/doc-napomene', headers: admin, payload: { vDoc, vSubDoc, naziv: `${vDoc}/${vSubDoc}` } });
    for (const [vDoc, vSubDoc, errors] of [
      ['xyz', 'vp', { vDoc: 'error.vDoc.invalid' }],
      ['UR', 'vp', { vDoc: 'error.vDoc.invalid' }],
      ['ur', 'abc', { vSubDoc: 'error.vSubDoc.invalid' }],
      // a sub-type of another family
      ['int', 'vp', { vSubDoc: 'error.vSubDoc.invalid' }],
      ['ur', 'vp-mp', { vSubDoc: 'error.vSubDoc.invalid' }],
    ] as const) {
      const res = await post(vDoc, vSubDoc);
      expect([res.statusCode, res.json()], `${vDoc}/${vSubDoc}`).toEqual([422, { message: 'error.validation', errors }]);
    }
    for (const [vDoc, vSubDoc] of [['ur', 'mp'], ['psr', 'vp'], ['int', 'vp-mp'], ['niv', '*']] as const) expect((await post(vDoc, vSubDoc)).statusCode).toBe(201);
    const rows = (await t.app.inject({ method: 'GET', url: '/v1/doc-napomene?perPage=50', headers: admin })).json().data as { id: number; naziv: string }[];
    expect(rows.map((n) => n.naziv).sort()).toEqual(['int/vp-mp', 'niv/*', 'psr/vp', 'ur/mp']);
    const note = rows.find((n) => n.naziv === 'ur/mp');
    const changed = await t.app.inject({ method: 'PUT', url: `/v1/doc-napomene/${note!.id}`, headers: admin, payload: { vDoc: 'ur', vSubDoc: 'fak-mp', naziv: 'x' } });
    expect([changed.statusCode, changed.json().errors]).toEqual([422, { vSubDoc: 'error.vSubDoc.invalid' }]);
  });
});
