import { describe, expect, it } from 'vitest';
import { familyRegistry, type DocFamily } from '@knjige/contract';
import { useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { sessions, type Member } from '../../test/sessions';

const t = useTestApp();

type Ids = { VP: number; MP: number; supplier: number; article: number; pos: number; buyer: number; receipt: number; account: number; cost: number; vat: number; import: number; opening: number; desk: number; asset: number };
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
  fis: {
    header: (ids, n) => ({ vSubDoc: 'fis', rbroj: n, datum: '2024-04-02', posId: ids.pos, fisPlacanje: 1 }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, prodCena: 180_00 }),
  },
  fak: {
    header: (ids, n) => ({ vSubDoc: 'fak-mp', rbroj: n, datum: '2024-04-03', komId: ids.buyer, datumDospeca: '2024-04-10' }),
    item: (ids) => ({ fisId: ids.receipt }),
  },
  trn: {
    header: (ids, n) => ({ vSubDoc: 'izvod', rbroj: n, datum: '2024-04-02', trnId: ids.account }),
    // money in: a lock that takes the account below zero answers 200 with a warning, not 204
    item: (ids) => ({ vNalog: 'uplata', komId: ids.supplier, uplata: 100_00 }),
  },
  psk: {
    header: (_ids, n) => ({ vSubDoc: 'firma', rbroj: n, datum: '2024-01-01' }),
    item: (ids) => ({ komId: ids.supplier, potrazuje: 100_00 }),
  },
  zrn: {
    header: (ids, n) => ({ vSubDoc: 'zrn', rbroj: n, datum: '2024-02-01', komId: ids.supplier, dokBroj: `T-${n}`, dokDatum: '2024-02-01', dokDpo: '2024-03-01', trosakId: ids.cost }),
    item: (ids) => ({ pdvId: ids.vat, iznos: 100_00 }),
  },
  // the sample credit note is financial (no VAT lines): its line call is refused (below)
  knod: {
    header: (ids, n) => ({ vSubDoc: 'knod-potrazuje', rbroj: n, datum: '2024-02-02', komId: ids.supplier, osnov: 'Rabat', iznos: 10_00 }),
    item: () => ({}),
  },
  // a debit note with VAT lines over a period (no invoice named)
  knz: {
    header: (ids, n) => ({ vSubDoc: 'knz-potrazuje', rbroj: n, datum: '2024-02-02', komId: ids.supplier, osnov: 'Prevoz', saPdv: true, periodOd: '2024-01-01', periodDo: '2024-01-31' }),
    item: (ids) => ({ pdvId: ids.vat, iznos: 100_00 }),
  },
  prod: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-05-01', magId: ids.VP, komId: ids.buyer, datumDospeca: '2024-05-31', datumIsporuke: '2024-05-01', datumPrometa: '2024-05-01' }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, prodCena: 150_00, rabat: 0 }),
  },
  prn: {
    header: (ids, n) => ({ vSubDoc: 'vp', rbroj: n, datum: '2024-05-01', magId: ids.VP, komId: ids.buyer }),
    item: (ids) => ({ artId: ids.article, kolicina: 1_000, prodCena: 150_00, rabat: 0 }),
  },
  jci: {
    header: (ids, n) => ({ vSubDoc: 'jci', rbroj: n, datum: '2024-02-04', urId: ids.import, dokBroj: `C-${n}` }),
    item: (ids) => ({ pdvId: ids.vat, iznos: 100_00 }),
  },
  avr: {
    header: (ids, n) => ({ vSubDoc: 'avr-primljeni', rbroj: n, datum: '2024-02-03', komId: ids.supplier, dokBroj: `A-${n}` }),
    item: (ids) => ({ pdvId: ids.vat, iznos: 120_00 }),
  },
  // one line cannot balance: its lock is refused (422), and the draft's storno retires it
  nal: {
    header: (_ids, n) => ({ vSubDoc: 'nal', rbroj: n, datum: '2024-06-30', opis: 'Amortizacija' }),
    item: () => ({ konto: '540', duguje: 100_00 }),
  },
  // cash drawn from the bank into the desk: a receipt, so that the desk never falls below zero
  blg: {
    header: (ids, n) => ({ vSubDoc: 'uplatnica', rbroj: n, datum: '2024-06-30', kasaId: ids.desk }),
    item: () => ({ vrsta: 'banka', opis: 'Podizanje gotovine', iznos: 100_00 }),
  },
  // an offset naming one side only (what we owed the supplier at the opening) cannot lock: 422
  kmp: {
    header: (ids, n) => ({ vSubDoc: 'kmp', rbroj: n, datum: '2024-06-30', komId: ids.supplier, iznos: 50_00 }),
    item: (ids) => ({ dokVDoc: 'psk', dokId: ids.opening }),
  },
  // saving computes the asset's line: adding it again is refused (422 `osId`)
  amo: {
    header: (_ids, n) => ({ vSubDoc: 'amo', rbroj: n, datum: '2024-06-30', mesec: 6 }),
    item: (ids) => ({ osId: ids.asset }),
  },
};

const families = Object.entries(familyRegistry) as [DocFamily, (typeof familyRegistry)[DocFamily]][];

describe('roles on the document and stock report endpoints', () => {
  it('anonymous 401; every member lists, opens, writes, locks and reverses documents; another company sees 404', async () => {
    const { foreign, ...members } = await sessions(t.database);
    const d = documents(t, () => members.admin);
    const setup = await goodsSetup(d);
    const article = await setup.articleByCode('1002');
    // Opening stock of 100, so that issues never run short.
    const opening = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 999, datum: '2024-01-01', magId: setup.VP });
    await d.item('doc-psr', opening, { artId: article, kolicina: 100_000, nabCena: 100_00, prodCena: 150_00 });
    await d.lock('doc-psr', opening);
    // The shop's too, and one locked receipt that each retail invoice links (its storno frees it again).
    const shop = await d.create('doc-psr', { vSubDoc: 'mp', rbroj: 998, datum: '2024-01-01', magId: setup.MP });
    await d.item('doc-psr', shop, { artId: article, kolicina: 100_000, nabCena: 100_00, prodCena: 180_00 });
    await d.lock('doc-psr', shop);
    const pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id as number;
    const receipt = await d.create('doc-fis', { vSubDoc: 'fis', rbroj: 999, datum: '2024-04-01', posId: pos, fisPlacanje: 4 });
    await d.item('doc-fis', receipt, { artId: article, kolicina: 1_000, prodCena: 180_00 });
    await d.lock('doc-fis', receipt);
    const buyer = (await d.call('GET', '/v1/kom-main?search=Market Jug')).json().data[0].id as number;
    const account = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id as number;
    const grpId = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Režije' })).json().id as number;
    const cost = (await d.call('POST', '/v1/trosak-main', { grpId, naziv: 'Zakup' })).json().id as number;
    const vat = (await d.call('GET', '/v1/art-pdv')).json().data[0].id as number;
    // an import (a foreign supplier's invoice in euros, at a typed rate) that each customs declaration names
    const imported = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 997, datum: '2024-01-02', magId: setup.VP, komId: setup.supplier, dokBroj: 'INV-1', valuta: 'EUR', kurs: 117_200_000 });
    await d.item('doc-ur', imported, { artId: await setup.articleByCode('1001'), kolicina: 1_000, fakCena: 1_00, prodCena: 150_00 });
    await d.lock('doc-ur', imported);
    // what we owed the supplier when the books began: an open item each offset names
    const owed = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 996, datum: '2024-01-01' });
    await d.item('doc-psk', owed, { komId: setup.supplier, potrazuje: 100_00 });
    await d.lock('doc-psk', owed);
    // a van in use since January: each depreciation document has its line
    const asset = (await d.call('POST', '/v1/osnovna-sredstva', { invBroj: 'OS-1', naziv: 'Kombi', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-01-02', nabavnaVrednost: 1_200_000_00, datumUpotrebe: '2024-01-02', vekMeseci: 96 })).json().id as number;
    const desk = (await d.call('GET', '/v1/blagajne')).json().data[0].id as number;
    const ids: Ids = { VP: setup.VP, MP: setup.MP, supplier: setup.supplier, article, pos, buyer, receipt, account, cost, vat, import: imported, opening: owed, desk, asset };

    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Body, payload?: Body) =>
      (await t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as never })).statusCode;
    let n = 0;
    const statuses: string[] = [];
    const expected: string[] = [];
    for (const [family, entry] of families) {
      const sample = samples[family];
      // the sample credit note is financial: its lines are refused
      const addItem = family === 'knod' || family === 'amo' ? 422 : 201;
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
          const lifecycle = !entry.lifecycle ? '409/409' : family === 'nal' || family === 'kmp' ? '422/204' : '204/204';
          expected.push(`${resource} ${who} list/init/create/read/update/add item/items/lock/storno 200/200/201/200/204/${addItem}/200/${lifecycle}`);
          statuses.push(`${resource} other company on ${who}'s document read/update/items/add item/lock/storno ${theirs.join('/')}`);
          expected.push(`${resource} other company on ${who}'s document read/update/items/add item/lock/storno 404/404/404/${addItem === 201 || family === 'amo' ? 404 : 422}/404/404`);
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
  }, 120_000);
});
