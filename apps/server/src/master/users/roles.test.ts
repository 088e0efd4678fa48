import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';

const t = useTestApp();

/**
 * Every master-data resource with a valid body: who may write it (catalogues: every member;
 * configuration: admins), and that another company's session sees none of its rows.
 */
const resources: { path: string; adminOnly: boolean; body: (ids: Ids, n: number) => Record<string, unknown> }[] = [
  { path: 'kom-main', adminOnly: false, body: (_, n) => ({ sifra: `R${n}`, intNaziv: 'Uloga', naziv: 'Uloga d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'A 1' }) },
  { path: 'kom-kontakt', adminOnly: false, body: (ids) => ({ komId: ids.komId, ime: 'Kontakt' }) },
  { path: 'kom-tracun', adminOnly: false, body: (ids) => ({ komId: ids.komId, tracun: '160-12345-95', banka: 'Banka' }) },
  { path: 'kom-mesto', adminOnly: false, body: (_, n) => ({ postcode: `9${n}`, naziv: `Mesto ${n}`, opstina: 'O', drzava: 'Srbija' }) },
  { path: 'trosak-grupa', adminOnly: false, body: () => ({ naziv: 'Grupa' }) },
  { path: 'trosak-main', adminOnly: false, body: (ids) => ({ grpId: ids.trosakGrupa, naziv: 'Trošak' }) },
  { path: 'art-grupa', adminOnly: false, body: (_, n) => ({ vArtikl: 'roba', grpSifra: `G${n}`, grpNaziv: 'Grupa' }) },
  { path: 'mag-main', adminOnly: true, body: (_, n) => ({ sifra: `M${n}`, magNaziv: 'Magacin', vPromet: 'vp' }) },
  { path: 'periods', adminOnly: true, body: (_, n) => ({ title: `P${n}`, startDate: '2030-01-01', endDate: '2030-12-31' }) },
  { path: 'art-pdv', adminOnly: true, body: () => ({ opis: 'Stopa', stopa: 800 }) },
  { path: 'doc-napomene', adminOnly: true, body: () => ({ vDoc: 'ur', vSubDoc: 'vp', naziv: 'Napomena' }) },
  { path: 'tekuci-racuni', adminOnly: true, body: () => ({ naziv: 'Račun', banka: 'Banka', tracun: '840-955845-10' }) },
  // one account per currency: each write a currency of its own
  { path: 'devizni-racuni', adminOnly: true, body: (_, n) => ({ valuta: ['EUR', 'USD', 'CHF', 'GBP', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'JPY'][n % 10], iban: 'DE89370400440532013000', bic: 'DEUTDEFF', banka: 'Banka' }) },
  { path: 'pos-main', adminOnly: true, body: (ids, n) => ({ naziv: 'Kasa', ibfm: `IB${n}`, magId: ids.retail }) },
];
type Ids = { komId: number; trosakGrupa: number; retail: number };

describe('roles on every master-data endpoint', () => {
  it('anonymous 401, ordinary reads and writes catalogues only, admin and super write all, another company sees 404', async () => {
    const { foreign, ...headers } = await sessions(t.database);
    const get = (url: string, h?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: h });
    const ids: Ids = {
      komId: (await get('/v1/kom-main', headers.user)).json().data[0].id,
      trosakGrupa: (await t.app.inject({ method: 'POST', url: '/v1/trosak-grupa', headers: headers.user, payload: { naziv: 'Osnovna' } })).json().id,
      retail: (await get('/v1/mag-main', headers.user)).json().data.find((m: { vPromet: string }) => m.vPromet === 'mp').id,
    };
    let n = 0;
    const statuses: string[] = [];
    for (const r of resources) {
      const url = `/v1/${r.path}`;
      const post = (h?: Record<string, string>) => t.app.inject({ method: 'POST', url, headers: h, payload: r.body(ids, ++n) });
      statuses.push(`${r.path} anonymous GET ${(await get(url)).statusCode} POST ${(await post()).statusCode}`);
      statuses.push(`${r.path} user GET ${(await get(url, headers.user)).statusCode} POST ${(await post(headers.user)).statusCode}`);
      for (const who of ['admin', 'super'] as const) {
        const created = await post(headers[who]);
        statuses.push(`${r.path} ${who} POST ${created.statusCode}`);
        const id = created.json().id;
        const item = `${url}/${id}`;
        const theirs = [
          (await get(item, foreign)).statusCode,
          (await t.app.inject({ method: 'PUT', url: item, headers: foreign, payload: r.body(ids, ++n) })).statusCode,
          (await t.app.inject({ method: 'DELETE', url: item, headers: foreign })).statusCode,
        ];
        statuses.push(`${r.path} other company GET/PUT/DELETE ${theirs.join('/')}`);
        const userPut = (await t.app.inject({ method: 'PUT', url: item, headers: headers.user, payload: r.body(ids, ++n) })).statusCode;
        const userDelete = (await t.app.inject({ method: 'DELETE', url: item, headers: headers.user })).statusCode;
        statuses.push(`${r.path} user PUT/DELETE ${userPut}/${userDelete}`);
        if (userDelete !== 204) statuses.push(`${r.path} ${who} DELETE ${(await t.app.inject({ method: 'DELETE', url: item, headers: headers[who] })).statusCode}`);
      }
      expect((await get(url, foreign)).json().pagination.itemsCount, `${r.path}: another company lists none of these rows`).toBeLessThanOrEqual(r.path === 'kom-mesto' ? 0 : 1);
    }
    const expected = resources.flatMap((r) => {
      const write = r.adminOnly ? 403 : 201;
      const userEdit = r.adminOnly ? '403/403' : '204/204';
      const perWriter = (who: string) => [
        `${r.path} ${who} POST 201`,
        `${r.path} other company GET/PUT/DELETE 404/404/404`,
        `${r.path} user PUT/DELETE ${userEdit}`,
        ...(r.adminOnly ? [`${r.path} ${who} DELETE 204`] : []),
      ];
      return [`${r.path} anonymous GET 401 POST 401`, `${r.path} user GET 200 POST ${write}`, ...perWriter('admin'), ...perWriter('super')];
    });
    expect(statuses).toEqual(expected);

    // Company data and the default account follow the same rule.
    expect((await get('/v1/config')).statusCode).toBe(401);
    expect((await get('/v1/config', headers.user)).statusCode).toBe(200);
    expect((await get('/v1/app-config/tekuci-racun', headers.user)).statusCode).toBe(200);
    expect((await get('/v1/config', foreign)).json().data.naziv).toBe('Druga');
  });
});

describe('what a plain user may do on SEF', () => {
  it('sync, send a document and read the VAT records: yes; send or correct VAT records, the key: admins only (403)', async () => {
    const headers = await sessions(t.database);
    const call = async (who: 'user' | 'admin', method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      (await t.app.inject({ method, url, headers: headers[who], payload })).statusCode;
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['sync', 'POST', '/v1/sef/sync'],
      ['send', 'POST', '/v1/sef/send/prod/1'],
      ['dispatch note', 'POST', '/v1/eotp/send/prod/1'],
      ['VAT records read', 'GET', '/v1/sef/vat-records?periodId=2&month=3'],
      ['input-VAT record read', 'GET', '/v1/sef/vat-deduction-records?periodId=2&vatPeriod=3'],
      ['VAT records send', 'POST', '/v1/sef/vat-records', { periodId: 2, month: 3 }],
      ['input-VAT record send', 'POST', '/v1/sef/vat-deduction-records', { periodId: 2, vatPeriod: 3 }],
      ['input-VAT record correction', 'POST', '/v1/sef/vat-deduction-records/1/correction'],
      ['key', 'PUT', '/v1/sef/settings', { apiKey: 'k' }],
    ];
    const seen: string[] = [];
    for (const [name, method, url, body] of calls) {
      const user = await call('user', method, url, body);
      const admin = await call('admin', method, url, body);
      seen.push(`${name}: user ${user === 403 ? 'refused' : 'allowed'}, admin ${admin === 403 ? 'refused' : 'allowed'}`);
    }
    expect(seen).toEqual([
      'sync: user allowed, admin allowed',
      'send: user allowed, admin allowed',
      'dispatch note: user allowed, admin allowed',
      'VAT records read: user allowed, admin allowed',
      'input-VAT record read: user allowed, admin allowed',
      'VAT records send: user refused, admin allowed',
      'input-VAT record send: user refused, admin allowed',
      'input-VAT record correction: user refused, admin allowed',
      'key: user refused, admin allowed',
    ]);
  });
});
