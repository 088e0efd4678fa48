import { describe, expect, it } from 'vitest';
import { familyRegistry, type DocFamily } from '@knjige/contract';
import { useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { sessions, type Member } from '../../test/sessions';

const t = useTestApp();

type Ids = { VP: number; MP: number; supplier: number; buyer: number; article: number };
type Body = Record<string, unknown>;

/**
 * A valid header and line of every family (typed by the registry: a new family does not compile
 * here until it has one). Each line moves one piece of sugar, so every document can be locked.
 */
const samples: Record<DocFamily, { header: (ids: Ids, n: number) => Body; item: (ids: Ids) => Body }> = {
  psr: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-01-02', magId: ids.VP }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, nabCena: 100_00, prodCena: 150_00 }),
  },
  ur: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-02-01', magId: ids.VP, komId: ids.supplier, dokBroj: `F-${n}`, dokDatum: '2024-02-01', dokDpo: '2024-03-01' }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, fakCena: 100_00, rabat1: 0, prodCena: 150_00 }),
  },
  niv: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-03-01', magId: ids.VP }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, cenaPre: 150_00, cenaPosle: 160_00 }),
  },
  int: {
    header: (ids, n) => ({ vSubDoc: 'vp-mp', rbroj: n, datum: '2024-04-01', magOutId: ids.VP, magInId: ids.MP }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, outCena: 150_00, inCena: 180_00 }),
  },
  prod: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-05-01', magId: ids.VP, komId: ids.buyer, datumDospeca: '2024-05-31', datumIsporuke: '2024-05-01', datumPrometa: '2024-05-01' }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, prodCena: 150_00, rabat: 0 }),
  },
  prn: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-05-01', magId: ids.VP, komId: ids.buyer }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, prodCena: 150_00, rabat: 0 }),
  },
};

const families = Object.entries(familyRegistry) as [DocFamily, (typeof familyRegistry)[DocFamily]][];

describe('roles on the document and stock report endpoints', () => {
  it('anonymous 401; every member lists, opens, writes, locks and reverses documents; another company sees 404', async () => {
    const { foreign, ...members } = await sessions(t.database);
    const d = documents(t, () => members.admin);
    const setup = await goodsSetup(d);
    const ids: Ids = { VP: setup.VP, MP: setup.MP, supplier: setup.supplier, buyer: setup.buyer, article: await setup.articleByCode('1002') };
    // Opening stock of 100, so that issues never run short.
    const opening = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 999, datum: '2024-01-01', magId: ids.VP });
    await d.item('doc-psr', opening, { artId: ids.article, kolicina: 100_000, nabCena: 100_00, prodCena: 150_00 });
    await d.lock('doc-psr', opening);

    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Body, payload?: Body) =>
      (await t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as never })).statusCode;
    let n = 0;
    const statuses: string[] = [];
    const expected: string[] = [];
    for (const [family, entry] of families) {
      const sample = samples[family];
      for (const resource of entry.resources) {
        const base = `/v1/${resource}`;
        const anonymous = [
          await call('GET', `${base}?periodId=2`),
          await call('GET', `${base}/init?periodId=2`),
          await call('POST', base, undefined, { periodId: 2, ...sample.header(ids, ++n) }),
          await call('GET', `${base}/1`),
          await call('PUT', `${base}/1`, undefined, { periodId: 2, ...sample.header(ids, ++n) }),
          await call('GET', `${base}/1/items`),
          await call('POST', `${base}/1/items`, undefined, sample.item(ids)),
          await call('POST', `${base}/1/lock`),
          await call('POST', `${base}/1/storno`),
        ];
        statuses.push(`${resource} anonymous list/init/create/read/update/items/add item/lock/storno ${anonymous.join('/')}`);
        expected.push(`${resource} anonymous list/init/create/read/update/items/add item/lock/storno 401/401/401/401/401/401/401/401/401`);
        for (const who of ['user', 'admin'] satisfies Member[]) {
          const h = members[who];
          const created = await t.app.inject({ method: 'POST', url: base, headers: h, payload: { periodId: 2, ...sample.header(ids, ++n) } });
          const id = created.json().id as number;
          const doc = `${base}/${id}`;
          const theirs = [
            await call('GET', doc, foreign),
            await call('PUT', doc, foreign, { periodId: 2, ...sample.header(ids, ++n) }),
            await call('GET', `${doc}/items`, foreign),
            await call('POST', `${doc}/items`, foreign, sample.item(ids)),
            await call('POST', `${doc}/lock`, foreign),
            await call('POST', `${doc}/storno`, foreign),
          ];
          const own = [
            await call('GET', `${base}?periodId=2`, h),
            await call('GET', `${base}/init?periodId=2`, h),
            created.statusCode,
            await call('GET', doc, h),
            await call('PUT', doc, h, { periodId: 2, ...sample.header(ids, ++n) }),
            await call('POST', `${doc}/items`, h, sample.item(ids)),
            await call('GET', `${doc}/items`, h),
            await call('POST', `${doc}/lock`, h),
            await call('POST', `${doc}/storno`, h),
          ];
          statuses.push(`${resource} ${who} list/init/create/read/update/add item/items/lock/storno ${own.join('/')}`);
          // a pro-forma has no lifecycle: lock and storno are refused
          const lifecycle = entry.lifecycle ? '204/204' : '409/409';
          expected.push(`${resource} ${who} list/init/create/read/update/add item/items/lock/storno 200/200/201/200/204/201/200/${lifecycle}`);
          statuses.push(`${resource} other company on ${who}'s document read/update/items/add item/lock/storno ${theirs.join('/')}`);
          expected.push(`${resource} other company on ${who}'s document read/update/items/add item/lock/storno 404/404/404/404/404/404`);
        }
      }
    }
    expect(statuses).toEqual(expected);

    const reports = [
      '/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=kepuCena',
      '/v1/rpt-mag/sum?periodId=2&priceType=kepuCena',
      `/v1/rpt-mag/${ids.VP}/promet/${ids.article}?periodId=2`,
      `/v1/rpt-mag/art-stanje-lookup?periodId=2&magId=${ids.VP}&artId=${ids.article}`,
    ];
    const reportStatuses = async (h?: Body) => (await Promise.all(reports.map((url) => call('GET', url, h)))).join('/');
    expect({
      anonymous: await reportStatuses(),
      user: await reportStatuses(members.user),
      admin: await reportStatuses(members.admin),
      foreign: await reportStatuses(foreign),
    }).toEqual({ anonymous: '401/401/401/401', user: '200/200/200/200', admin: '200/200/200/200', foreign: '200/200/404/404' });
    // Every document above was reversed: the wholesale warehouse holds the opening 100 again.
    expect((await t.app.inject({ method: 'GET', url: reports[3]!, headers: members.user })).json().data).toMatchObject({ stanje: 100_000 });

    // Another company lists none of these documents and none of this stock, and cannot start a document in this company's period.
    const asForeign = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: foreign })).json();
    expect((await asForeign(reports[0]!)).pagination.itemsCount).toBe(0);
    expect((await asForeign(reports[1]!)).data).toEqual({ vrednost: 0, stanje: 0, count: 0 });
    for (const [, entry] of families) {
      for (const resource of entry.resources) {
        expect((await asForeign(`/v1/${resource}?periodId=2`)).pagination.itemsCount, resource).toBe(0);
        expect(await asForeign(`/v1/${resource}/init?periodId=2`), resource).toMatchObject({ errors: { periodId: 'error.periodId.not-found' } });
      }
    }
  });
});
