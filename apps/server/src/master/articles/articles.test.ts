import { describe, expect, it } from 'vitest';
import { companies, artGrupa, artPdv, memberships, periods, users } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();

async function as(email = 'admin@demo.rs') {
  return authHeader(t.database, email);
}

async function firstIds() {
  const headers = await as();
  const groups = (await t.app.inject({ method: 'GET', url: '/v1/art-grupa?perPage=50', headers })).json();
  const pdv = (await t.app.inject({ method: 'GET', url: '/v1/art-pdv', headers })).json();
  const vat20 = pdv.data.find((r: { stopa: number }) => r.stopa === 2000);
  return { headers, grpId: groups.data[0].id as number, pdvId: vat20.id as number };
}

describe('article groups', () => {
  it('creates, lists with search, updates and deletes a group', async () => {
    const headers = await as();
    const create = await t.app.inject({ method: 'POST', url: '/v1/art-grupa', headers, payload: { vArtikl: 'roba', grpSifra: '400', grpNaziv: 'Slatkiši' } });
    expect(create.statusCode).toBe(201);
    const { id } = create.json();
    const list = await t.app.inject({ method: 'GET', url: '/v1/art-grupa?search=slatk', headers });
    expect(list.json().data).toEqual([{ id, vArtikl: 'roba', grpSifra: '400', grpNaziv: 'Slatkiši' }]);
    expect(list.json().pagination).toMatchObject({ page: 1, pages: 1, itemsCount: 5, filteredCount: 1 });
    const update = await t.app.inject({ method: 'PUT', url: `/v1/art-grupa/${id}`, headers, payload: { vArtikl: 'roba', grpSifra: '400', grpNaziv: 'Slatkiši i grickalice' } });
    expect(update.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v1/art-grupa/${id}`, headers })).json().data.grpNaziv).toBe('Slatkiši i grickalice');
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/art-grupa/${id}`, headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/v1/art-grupa/${id}`, headers })).statusCode).toBe(404);
  });

  it('refuses a duplicate code with a field error and a used group with 409', async () => {
    const headers = await as();
    const dup = await t.app.inject({ method: 'POST', url: '/v1/art-grupa', headers, payload: { vArtikl: 'roba', grpSifra: '100', grpNaziv: 'X' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ grpSifra: 'error.grpSifra.unique' });
    const { grpId } = await firstIds();
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/art-grupa/${grpId}`, headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('error.art-grupa.in-use');
  });
});

describe('articles', () => {
  it('creates an article, reads it with its unit, VAT rate and group, finds it by search and by code', async () => {
    const { headers, grpId, pdvId } = await firstIds();
    const init = (await t.app.inject({ method: 'GET', url: '/v1/art-main/init', headers })).json().data;
    expect(init).toMatchObject({ intSifra: '9002', barkod: '9002', pdvId, meraCode: 'kom' });
    const res = await t.app.inject({
      method: 'POST', url: '/v1/art-main', headers,
      payload: { vArtikl: 'roba', grpId, intSifra: init.intSifra, artNaziv: 'Čokolada mlečna 100 g', meraCode: 'kom', pdvId },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = (await t.app.inject({ method: 'GET', url: `/v1/art-main/${id}`, headers })).json().data;
    expect(row).toEqual({ id, vArtikl: 'roba', grpId, pdvId, meraCode: 'kom', intSifra: '9002', barkod: '9002', artNaziv: 'Čokolada mlečna 100 g', mera: 'komad', pdvStopa: 2000, grpNaziv: 'Prehrana' });
    const found = (await t.app.inject({ method: 'GET', url: '/v1/art-main?search=%C4%8Dokol', headers })).json();
    expect(found.data.map((a: { id: number }) => a.id)).toEqual([id]);
    expect(found.pagination).toMatchObject({ itemsCount: 9, filteredCount: 1 });
    const byCode = await t.app.inject({ method: 'GET', url: '/v1/art-main/lookup?code=9002', headers });
    expect(byCode.json().data.id).toBe(id);
  });

  it('pages and filters by group and type', async () => {
    const { headers, grpId } = await firstIds();
    const page = (await t.app.inject({ method: 'GET', url: '/v1/art-main?perPage=3&page=2', headers })).json();
    expect(page.data).toHaveLength(3);
    expect(page.pagination).toEqual({ page: 2, perPage: 3, pages: 3, itemsCount: 8, filteredCount: 8 });
    const byGroup = (await t.app.inject({ method: 'GET', url: `/v1/art-main?grpId=${grpId}`, headers })).json();
    expect(byGroup.data.every((a: { grpId: number }) => a.grpId === grpId)).toBe(true);
    expect(byGroup.pagination.itemsCount).toBe(4);
    const services = (await t.app.inject({ method: 'GET', url: '/v1/art-main?vArtikl=usluga', headers })).json();
    expect(services.data.map((a: { intSifra: string }) => a.intSifra)).toEqual(['9001']);
  });

  it('answers a missing code with mp-art-main.not.found and the code', async () => {
    const headers = await as();
    const res = await t.app.inject({ method: 'GET', url: '/v1/art-main/lookup?code=XYZ', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'mp-art-main.not.found', params: { code: 'XYZ' } });
  });
});

describe('bad input changes nothing', () => {
  async function count(headers: Record<string, string>) {
    return (await t.app.inject({ method: 'GET', url: '/v1/art-main', headers })).json().pagination.itemsCount as number;
  }

  it('{} → 422 with a key per required field', async () => {
    const headers = await as();
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      grpId: 'error.grpId.required', intSifra: 'error.intSifra.required', artNaziv: 'error.artNaziv.required',
      meraCode: 'error.mera.required', pdvId: 'error.pdvId.required',
    });
    expect(await count(headers)).toBe(8);
  });

  it('an unknown key → 422 naming it', async () => {
    const { headers, grpId, pdvId } = await firstIds();
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: { grpId, pdvId, intSifra: 'N1', artNaziv: 'N', meraCode: 'kom', cena: 5 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cena: 'error.cena.unknown' });
    expect(await count(headers)).toBe(8);
  });

  it('malformed JSON → 400 with a message', async () => {
    const headers = await as();
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"grpId": 1,' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error.body.malformed-json');
    expect(await count(headers)).toBe(8);
  });

  it('a 10 MB body → 413', async () => {
    const headers = await as();
    const res = await t.app.inject({
      method: 'POST', url: '/v1/art-main', headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ artNaziv: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('error.body.too-large');
    expect(await count(headers)).toBe(8);
  });

  it('a duplicate code → 422 on intSifra', async () => {
    const { headers, grpId, pdvId } = await firstIds();
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: { grpId, pdvId, intSifra: '1001', artNaziv: 'Dupli', meraCode: 'kom' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ intSifra: 'error.intSifra.unique' });
    expect(await count(headers)).toBe(8);
  });

  it('a group or VAT rate of another company → 422 field errors', async () => {
    const { headers, grpId } = await firstIds();
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga firma', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [foreignGroup] = await t.database.db.insert(artGrupa).values({ companyId: other!.id, vArtikl: 'roba', grpSifra: '1', grpNaziv: 'Tuđa' }).returning();
    const [foreignPdv] = await t.database.db.insert(artPdv).values({ companyId: other!.id, opis: 'Tuđa', stopa: 2000 }).returning();
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: { grpId: foreignGroup!.id, pdvId: foreignPdv!.id, intSifra: 'N2', artNaziv: 'N', meraCode: 'kom' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ grpId: 'error.grpId.not-found', pdvId: 'error.pdvId.not-found' });
    const unit = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: { grpId, pdvId: foreignPdv!.id, intSifra: 'N2', artNaziv: 'N', meraCode: 'bačva' } });
    expect(unit.json().errors).toEqual({ pdvId: 'error.pdvId.not-found', meraCode: 'error.mera.not-found' });
    expect(await count(headers)).toBe(8);
  });
});

describe('tenancy', () => {
  it('a user of company B cannot read or change a row of company A (404)', async () => {
    const { headers: headersA, grpId } = await firstIds();
    const articleA = (await t.app.inject({ method: 'GET', url: '/v1/art-main?perPage=1', headers: headersA })).json().data[0];
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Firma B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [user] = await t.database.db.insert(users).values({ email: 'b@firma-b.rs', firstName: 'B', lastName: 'B' }).returning();
    await t.database.db.insert(memberships).values({ userId: user!.id, companyId: other!.id, role: 'admin' });
    const headersB = await authHeader(t.database, 'b@firma-b.rs');
    expect((await t.app.inject({ method: 'GET', url: `/v1/art-main/${articleA.id}`, headers: headersB })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/art-grupa/${grpId}`, headers: headersB })).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: `/v1/art-grupa/${grpId}`, headers: headersB, payload: { vArtikl: 'roba', grpSifra: 'H', grpNaziv: 'Hacked' } });
    expect(put.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/art-main/${articleA.id}`, headers: headersB })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/art-main', headers: headersB })).json().pagination.itemsCount).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/v1/art-grupa/${grpId}`, headers: headersA })).json().data.grpNaziv).toBe('Prehrana');
  });
});

describe('an article\'s stock', () => {
  it('is told per warehouse of a period, with each warehouse\'s sale price, and not at all without a period', async () => {
    const headers = await as();
    const d = documents(t, () => headers);
    const { VP, MP, supplier, articleByCode } = await goodsSetup(d);
    const sugar = await articleByCode('1002');
    const receive = async (magId: number, vSubDoc: string, rbroj: number, kolicina: number, prodCena: number) => {
      const id = await d.create('doc-ur', { vSubDoc, rbroj, datum: '2024-04-01', magId, komId: supplier, dokBroj: `R-${rbroj}`, dokDatum: '2024-04-01', dokDpo: '2024-04-01' });
      await d.item('doc-ur', id, { artId: sugar, kolicina, fakCena: 10_000, rabat1: 0, prodCena });
      await d.lock('doc-ur', id);
    };
    const read = async (query = '') => (await t.app.inject({ method: 'GET', url: `/v1/art-main/${sugar}${query}`, headers })).json().data;
    expect(await read('?periodId=2')).toMatchObject({ intSifra: '1002', zalihe: [] });

    // 12 kg at 130.00 into the wholesale warehouse, 5 kg at 156.00 with VAT into the retail one.
    await receive(VP, 'vp', 1, 12_000, 13_000);
    await receive(MP, 'mp', 2, 5_000, 15_600);
    const stock = (await read('?periodId=2')).zalihe;
    expect(stock).toEqual([
      { magId: VP, magNaziv: expect.any(String), vPromet: 'vp', stanje: 12_000, cena: 13_000 },
      { magId: MP, magNaziv: expect.any(String), vPromet: 'mp', stanje: 5_000, cena: 15_600 },
    ]);
    const byCode = (await t.app.inject({ method: 'GET', url: '/v1/art-main/lookup?code=1002&periodId=2', headers })).json().data;
    expect(byCode.zalihe).toEqual(stock);
    // Another period has its own balances: none in 2025.
    expect((await read('?periodId=3')).zalihe).toEqual([]);

    // Without a period, nothing about stock: no zero that looks like an empty shelf.
    const plain = await read();
    for (const key of ['zalihe', 'stanje', 'cena']) expect(plain).not.toHaveProperty(key);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/art-main?search=1002&periodId=2', headers })).json().data;
    for (const key of ['zalihe', 'stanje', 'cena']) expect(list[0]).not.toHaveProperty(key);
  });

  it('of a period of another company or none is a field error', async () => {
    const headers = await as();
    const [article] = (await t.app.inject({ method: 'GET', url: '/v1/art-main?perPage=1', headers })).json().data;
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga d.o.o.', pib: '100000008', maticniBroj: '10000009' }).returning({ id: companies.id });
    const [foreign] = await t.database.db.insert(periods).values({ companyId: other!.id, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31' }).returning({ id: periods.id });
    for (const periodId of [foreign!.id, 9999]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/art-main/${article.id}?periodId=${periodId}`, headers });
      expect([res.statusCode, res.json().errors]).toEqual([422, { periodId: 'error.periodId.not-found' }]);
    }
  });
});
