import { beforeEach, describe, expect, it } from 'vitest';
import { companies, docPsr, magMain } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let supplier: number;
let art: number;
let art2: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, MP, supplier } = setup);
  art = await setup.articleByCode('1002');
  art2 = await setup.articleByCode('1001');
});

const invoice = (rbroj: number, vSubDoc = 'vp', extra: Record<string, unknown> = {}) =>
  d.create('doc-ur', { vSubDoc, rbroj, datum: '2024-03-05', magId: vSubDoc === 'vp' ? VP : MP, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: '2024-03-05', dokDpo: '2024-03-05', ...extra });

/** A document of a second company, for the 404s. */
async function foreignDocument() {
  const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
  const [mag] = await t.database.db.insert(magMain).values({ companyId: other!.id, sifra: '9', magNaziv: 'Tuđi', vPromet: 'vp' }).returning();
  const [doc] = await t.database.db
    .insert(docPsr)
    .values({ companyId: other!.id, periodId: 2, vSubDoc: 'vp', rbroj: 1, oznaka: 'PSR-VP-1/2024', datum: '2024-01-02', magId: mag!.id })
    .returning();
  return doc!.id;
}

describe('standard calls of every document family', () => {
  it('combo pages label, date and the supplier’s name, newest first, and searches', async () => {
    const first = await invoice(1, 'vp', { datum: '2024-03-01', dokDatum: '2024-03-01', dokDpo: '2024-03-01' });
    const second = await invoice(2, 'vp', { datum: '2024-03-02', dokDatum: '2024-03-02', dokDpo: '2024-03-02', opis: 'šećer' });
    const res = await d.call('GET', '/v1/doc-ur/combo?periodId=2&perPage=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [{ id: second, oznaka: 'UR-VP-2/2024', datum: '2024-03-02', vSubDoc: 'vp', status: 'draft', naziv: 'Veletrgovina Sever' }],
      pagination: { page: 1, perPage: 1, pages: 2, itemsCount: 2, filteredCount: 2 },
    });
    const page2 = (await d.call('GET', '/v1/doc-ur/combo?periodId=2&perPage=1&page=2')).json().data;
    expect(page2.map((r: { id: number }) => r.id)).toEqual([first]);
    const found = (await d.call('GET', '/v1/doc-ur/combo?periodId=2&search=%C4%87er')).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([second]);
    expect(found.pagination).toMatchObject({ itemsCount: 2, filteredCount: 1 });
    // a warehouse document names its warehouse
    await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    expect((await d.call('GET', '/v1/doc-psr/combo?periodId=2')).json().data[0]).toMatchObject({ oznaka: 'PSR-VP-1/2024', naziv: 'Veleprodajni magacin' });
  });

  it('search answers the list filtered by the term', async () => {
    await invoice(1);
    const second = await invoice(2, 'vp', { dokBroj: 'ABC-99' });
    const res = await d.call('GET', '/v1/doc-ur/search?periodId=2&search=abc-9');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { id: number; dokBroj: string }) => [r.id, r.dokBroj])).toEqual([[second, 'ABC-99']]);
    expect(res.json().pagination).toMatchObject({ itemsCount: 2, filteredCount: 1 });
  });

  it('lookup finds one document by number, sub-type and period; 404 when there is none', async () => {
    const vp = await invoice(1, 'vp');
    const mp = await invoice(1, 'mp');
    const res = await d.call('GET', '/v1/doc-ur/lookup?periodId=2&vSubDoc=mp&rbroj=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: mp, oznaka: 'UR-MP-1/2024', magId: MP });
    expect((await d.call('GET', '/v1/doc-ur/lookup?periodId=2&vSubDoc=vp&rbroj=1')).json().data.id).toBe(vp);
    expect((await d.call('GET', '/v1/doc-ur/lookup?periodId=2&vSubDoc=vp&rbroj=2')).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/doc-ur/lookup?periodId=3&vSubDoc=vp&rbroj=1')).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/doc-ur/lookup?periodId=2&vSubDoc=vp')).statusCode).toBe(422);
  });

  it('deletes a draft with its lines; a locked document is 409 error.document.not-draft', async () => {
    const draft = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    const itemId = await d.item('doc-psr', draft, { artId: art, kolicina: 1000, nabCena: 100, prodCena: 150 });
    const del = await d.call('DELETE', `/v1/doc-psr/${draft}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await d.call('GET', `/v1/doc-psr/${draft}`)).statusCode).toBe(404);
    expect((await d.call('GET', `/v1/doc-psr/${draft}/items/${itemId}`)).statusCode).toBe(404);
    const locked = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', locked, { artId: art, kolicina: 1000, nabCena: 100, prodCena: 150 });
    await d.lock('doc-psr', locked);
    const refused = await d.call('DELETE', `/v1/doc-psr/${locked}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error.document.not-draft', params: { status: 'locked' } });
    expect((await d.read('doc-psr', locked)).status).toBe('locked');
    // the number of a deleted draft is free again
    expect((await d.call('GET', '/v1/doc-psr/init?periodId=2&vSubDoc=vp')).json().data.rbroj).toBe(3);
    await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
  });

  it('lists the distinct articles of a document, by code', async () => {
    const id = await invoice(1);
    for (const [artId, kolicina] of [[art, 1000], [art2, 2000], [art, 3000]] as const) {
      await d.item('doc-ur', id, { artId, kolicina, fakCena: 1000, rabat1: 0, prodCena: 1500 });
    }
    const res = await d.call('GET', `/v1/doc-ur/${id}/articles`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((a: { id: number; intSifra: string }) => [a.id, a.intSifra])).toEqual([[art2, '1001'], [art, '1002']]);
    expect(res.json().data[0]).toEqual({ id: art2, intSifra: '1001', artNaziv: expect.any(String), mera: expect.any(String), pdvStopa: expect.any(Number) });
  });

  it('answers 404 for another company’s document on every call by id', async () => {
    const foreign = await foreignDocument();
    for (const path of [`${foreign}`, `${foreign}/articles`, `${foreign}/items`, `${foreign}/art-lookup/${art}`]) {
      expect((await d.call('GET', `/v1/doc-psr/${path}`)).statusCode, path).toBe(404);
    }
    expect((await d.call('DELETE', `/v1/doc-psr/${foreign}`)).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/doc-psr/lookup?periodId=2&vSubDoc=vp&rbroj=1')).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/doc-psr/combo?periodId=2')).json().data).toEqual([]);
  });
});

describe('GET /v1/sef/units', () => {
  it('lists the electronic-invoice units, code and names in three scripts, to a signed-in user', async () => {
    const res = await d.call('GET', '/v1/sef/units');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(52);
    expect(res.json().data[0]).toEqual({ code: 'H87', name: 'komad', nameCyr: 'комад', nameEn: 'piece' });
    expect(res.json().data).toContainEqual({ code: 'KGM', name: 'kilogram', nameCyr: 'килограм', nameEn: 'kilogram' });
    expect(res.json().data).toContainEqual({ code: 'DZN', name: 'tuce', nameCyr: 'туце', nameEn: 'dozen' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/sef/units' })).statusCode).toBe(401);
  });
});
