import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { artGrupa, artMain, artPdv, companies, magMain, periods, stockLedger } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let art: number;
let supplier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, MP, supplier } = setup);
  art = await setup.articleByCode('1002');
});

async function openingStock(kolicina = 10_000, rbroj = 1) {
  const id = await d.create('doc-psr', { vSubDoc: 'vp', rbroj, datum: '2024-01-02', magId: VP });
  const itemId = await d.item('doc-psr', id, { artId: art, kolicina, nabCena: 10_000, prodCena: 15_000 });
  return { id, itemId };
}

describe('numbering, defaults and period rules', () => {
  it('proposes the next number, today inside the period, the default note and warehouse', async () => {
    await d.call('POST', '/v1/doc-napomene', { vDoc: 'ur', vSubDoc: 'vp', naziv: 'Rok', napomena: 'Roba primljena bez oštećenja.' });
    const first = (await d.call('GET', '/v1/doc-ur/init?periodId=2&vSubDoc=vp')).json().data;
    expect(first).toMatchObject({ rbroj: 1, periodId: 2, vSubDoc: 'vp', magId: VP, napomena: 'Roba primljena bez oštećenja.', datum: '2024-12-31' });
    expect(first.dokDatum).toBe(first.datum);
    expect(first.dokDpo).toBe(first.datum);
    await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 7, datum: '2024-05-05', magId: VP, komId: supplier, dokBroj: 'X', dokDatum: '2024-05-05', dokDpo: '2024-05-05' });
    expect((await d.call('GET', '/v1/doc-ur/init?periodId=2&vSubDoc=vp')).json().data.rbroj).toBe(8);
    expect((await d.call('GET', '/v1/doc-ur/init?periodId=2&vSubDoc=mp')).json().data.rbroj).toBe(1);
    // doc-nab answers like doc-ur
    expect((await d.call('GET', '/v1/doc-nab/init?periodId=2&vSubDoc=vp')).json().data.rbroj).toBe(8);
  });

  it('refuses a duplicate number, a date outside the period and a foreign warehouse with field errors', async () => {
    await openingStock();
    const dup = await d.call('POST', '/v1/doc-psr', { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-01-03', magId: VP });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ rbroj: 'error.rbroj.unique' });
    const outside = await d.call('POST', '/v1/doc-psr', { periodId: 2, vSubDoc: 'vp', rbroj: 2, datum: '2025-01-01', magId: VP });
    expect(outside.json().errors).toEqual({ datum: 'error.datum.outside-period' });
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [foreignMag] = await t.database.db.insert(magMain).values({ companyId: other!.id, sifra: '9', magNaziv: 'Tuđi', vPromet: 'vp' }).returning();
    const foreign = await d.call('POST', '/v1/doc-psr', { periodId: 2, vSubDoc: 'vp', rbroj: 2, datum: '2024-01-03', magId: foreignMag!.id });
    expect(foreign.json().errors).toEqual({ magId: 'error.magId.not-found' });
    // The supplier's dates default to the document date (docs/domain.md#states-and-defaults), so only what has no default is missing.
    const empty = await d.call('POST', '/v1/doc-ur', { periodId: 2 });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['datum', 'dokBroj', 'komId', 'magId', 'rbroj', 'vSubDoc']);
    expect((await d.call('GET', '/v1/doc-psr?periodId=2')).json().pagination.itemsCount).toBe(1);
  });

  it('a closed period refuses every document write with 409', async () => {
    const { id } = await openingStock();
    await t.database.db.update(periods).set({ status: 'closed' }).where(eq(periods.id, 2));
    const create = await d.call('POST', '/v1/doc-psr', { periodId: 2, vSubDoc: 'vp', rbroj: 2, datum: '2024-01-03', magId: VP });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toBe('error.period.closed');
    expect((await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: art, kolicina: 1000, nabCena: 1, prodCena: 1 })).statusCode).toBe(409);
    expect((await d.call('POST', `/v1/doc-psr/${id}/lock`)).statusCode).toBe(409);
    expect((await d.call('POST', `/v1/doc-psr/${id}/storno`)).statusCode).toBe(409);
  });
});

describe('master data that documents use', () => {
  it('a warehouse, client or article in a document cannot be deleted (409 naming the documents)', async () => {
    const { id } = await openingStock();
    const mag = await d.call('DELETE', `/v1/mag-main/${VP}`);
    expect(mag.statusCode).toBe(409);
    expect(mag.json()).toMatchObject({ message: 'error.in-use', params: { table: 'doc_psr' } });
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-02', magId: VP, komId: supplier, dokBroj: 'F', dokDatum: '2024-02-02', dokDpo: '2024-02-02' });
    const client = await d.call('DELETE', `/v1/kom-main/${supplier}`);
    expect(client.statusCode).toBe(409);
    expect(client.json().params).toEqual({ table: 'doc_ur' });
    expect((await d.call('DELETE', `/v1/art-main/${art}`)).statusCode).toBe(409);
    expect((await d.read('doc-psr', id)).magId).toBe(VP);
    expect((await d.read('doc-ur', ur)).komId).toBe(supplier);
  });
});

describe('the lifecycle', () => {
  it('locks once; a locked document accepts no edits; storno of a storno is refused', async () => {
    const { id, itemId } = await openingStock();
    await d.lock('doc-psr', id);
    const again = await d.call('POST', `/v1/doc-psr/${id}/lock`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('error.document.not-draft');
    expect((await d.call('PUT', `/v1/doc-psr/${id}`, { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP })).statusCode).toBe(409);
    expect((await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: art, kolicina: 1000, nabCena: 1, prodCena: 1 })).statusCode).toBe(409);
    expect((await d.call('PUT', `/v1/doc-psr/${id}/items/${itemId}`, { artId: art, kolicina: 1000, nabCena: 1, prodCena: 1 })).statusCode).toBe(409);
    expect((await d.call('DELETE', `/v1/doc-psr/${id}/items/${itemId}`)).statusCode).toBe(409);
    await d.storno('doc-psr', id);
    const twice = await d.call('POST', `/v1/doc-psr/${id}/storno`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('error.document.storno');
    // The storno's postings are the exact negation of the lock's.
    const [net] = await t.database.db
      .select({ kol: sql<number>`sum(kolicina)`.mapWith(Number), nab: sql<number>`sum(nab_vrednost)`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
      .from(stockLedger)
      .where(eq(stockLedger.docId, id));
    expect(net).toEqual({ kol: 0, nab: 0, n: 2 });
  });

  it('storno of a draft just retires it; a document without lines cannot be locked', async () => {
    const id = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    const empty = await d.call('POST', `/v1/doc-psr/${id}/lock`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('error.document.no-items');
    await d.storno('doc-psr', id);
    expect((await d.read('doc-psr', id)).status).toBe('storno');
    expect(await t.database.db.$count(stockLedger)).toBe(0);
    const totals = (await d.call('GET', '/v1/doc-psr/totals?periodId=2')).json().data;
    expect(totals).toEqual({ draft: 0, locked: 0, storno: 1 });
  });

  it('ten concurrent locks give one success, nine conflicts and one set of postings', async () => {
    const { id } = await openingStock();
    const results = await Promise.all(Array.from({ length: 10 }, () => d.call('POST', `/v1/doc-psr/${id}/lock`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([204, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.database.db.$count(stockLedger, eq(stockLedger.docId, id))).toBe(1);
  });
});

describe('bad item input changes nothing', () => {
  it('refuses zero or negative quantity, zero price, a foreign article and an unknown key', async () => {
    const { id } = await openingStock();
    const zero = await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: art, kolicina: 0, nabCena: 0, prodCena: 100 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ kolicina: 'error.kolicina.greater-than-0', nabCena: 'error.nabCena.greater-than-0' });
    const negative = await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: art, kolicina: -5, nabCena: 100, prodCena: 100 });
    expect(negative.json().errors).toEqual({ kolicina: 'error.kolicina.greater-than-0' });
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [grp] = await t.database.db.insert(artGrupa).values({ companyId: other!.id, vArtikl: 'roba', grpSifra: '1', grpNaziv: 'G' }).returning();
    const [pdv] = await t.database.db.insert(artPdv).values({ companyId: other!.id, opis: 'P', stopa: 2000 }).returning();
    const [foreignArt] = await t.database.db.insert(artMain).values({ companyId: other!.id, vArtikl: 'roba', grpId: grp!.id, intSifra: 'F', artNaziv: 'F', meraCode: 'kom', pdvId: pdv!.id }).returning();
    const foreign = await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: foreignArt!.id, kolicina: 1000, nabCena: 100, prodCena: 100 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ artId: 'error.artId.not-found' });
    const unknown = await d.call('POST', `/v1/doc-psr/${id}/items`, { artId: art, kolicina: 1000, nabCena: 100, prodCena: 100, iznos: 5 });
    expect(unknown.json().errors).toEqual({ iznos: 'error.iznos.unknown' });
    const items = (await d.call('GET', `/v1/doc-psr/${id}/items`)).json();
    expect(items.pagination.itemsCount).toBe(1);
    expect(await d.read('doc-psr', id)).toMatchObject({ nabVrednost: 100_000, prodVrednost: 150_000 });
  });

  it('a document of another company is 404, and so is an item of another family', async () => {
    const { id } = await openingStock();
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const { users, memberships } = await import('../platform/db/schema');
    const [user] = await t.database.db.insert(users).values({ email: 'b@b.rs', firstName: 'B', lastName: 'B' }).returning();
    await t.database.db.insert(memberships).values({ userId: user!.id, companyId: other!.id, role: 'admin' });
    const theirs = await authHeader(t.database, 'b@b.rs');
    for (const [method, url] of [['GET', `/v1/doc-psr/${id}`], ['POST', `/v1/doc-psr/${id}/lock`], ['POST', `/v1/doc-psr/${id}/storno`], ['GET', `/v1/doc-psr/${id}/items`]] as const) {
      expect((await t.app.inject({ method, url, headers: theirs })).statusCode).toBe(404);
    }
    const niv = await d.call('POST', `/v1/doc-niv/${id}/items`, { artId: art, kolicina: 1000, cenaPre: 100, cenaPosle: 200 });
    expect(niv.statusCode).toBe(404);
    expect((await d.read('doc-psr', id)).status).toBe('draft');
  });

  it('allows negative stock only when the company allows it', async () => {
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: art, kolicina: 5000, outCena: 100, inCena: 200 });
    const refused = await d.call('POST', `/v1/doc-int/${int}/lock`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual([expect.objectContaining({ artId: art, magId: VP, shortfall: 5000 })]);
    await t.database.db.update(companies).set({ allowNegativeStock: true });
    await d.lock('doc-int', int);
    const below = (await d.call('GET', '/v1/rpt-mag/stanje-zaliha?periodId=2&stockFilter=less-than-0')).json().data;
    expect(below).toEqual([expect.objectContaining({ magId: VP, artId: art, stanje: -5000 })]);
  });
});
