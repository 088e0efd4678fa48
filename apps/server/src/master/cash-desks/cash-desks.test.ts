import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';

/**
 * Cash desks: the account a desk takes (its currency's, the first analytic under it), an account
 * that takes no postings refused, the desk moved with the schemes when its account gains a first
 * analytic, its currency and account kept once its book has rows, a foreign-currency desk's orders refused.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
type Desk = { id: number; naziv: string; valuta: string; konto: string };
const desks = async () => (await d.get('/v1/blagajne')).data as Desk[];

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
});

describe('cash desks', () => {
  it('take their currency’s account or its first analytic; a synthetic or unknown account is refused; a first analytic moves them', async () => {
    const [main] = await desks();
    expect(main).toMatchObject({ naziv: 'Glavna blagajna', valuta: 'RSD', konto: '243' });
    const euro = (await d.call('POST', '/v1/blagajne', { naziv: 'Devizna', valuta: 'EUR' })).json().id as number;
    expect((await desks()).find((x) => x.id === euro)?.konto).toBe('246');
    for (const [konto, error] of [
      ['24', 'error.konto.not-postable'],
      ['2439', 'error.konto.not-found'],
    ] as const) {
      const res = await d.call('POST', '/v1/blagajne', { naziv: 'Pogrešna', konto });
      expect([konto, res.statusCode, res.json().errors]).toEqual([konto, 422, { konto: error }]);
    }
    // the chart gains 2430 under 243: the desk on 243 moves to it, a new dinar desk takes it
    const analytic = await d.call('POST', '/v1/kontni-plan', { konto: '2430', naziv: 'Glavna blagajna' });
    expect(analytic.statusCode, analytic.body).toBe(201);
    expect((await desks()).find((x) => x.id === main!.id)?.konto).toBe('2430');
    const second = (await d.call('POST', '/v1/blagajne', { naziv: 'Blagajna 2' })).json().id as number;
    expect((await desks()).find((x) => x.id === second)?.konto).toBe('2430');

    // a receipt on the desk posts to 2430; after it the desk's account stays, its name may change
    const id = await d.create('doc-blg', { vSubDoc: 'uplatnica', rbroj: 1, datum: '2024-04-02', kasaId: main!.id });
    await d.item('doc-blg', id, { vrsta: 'banka', iznos: 500_00, opis: 'Podizanje' });
    await d.lock('doc-blg', id);
    const journal = (await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30&perPage=200')).data as { konto: string; duguje: number; potrazuje: number }[];
    expect(journal.map((l) => [l.konto, l.duguje, l.potrazuje])).toEqual([
      ['2430', 500_00, 0],
      ['248', 0, 500_00],
    ]);
    const moved = await d.call('PUT', `/v1/blagajne/${main!.id}`, { naziv: 'Glavna', valuta: 'RSD', konto: '243' });
    expect([moved.statusCode, moved.json().message]).toEqual([409, 'error.blagajna.valuta-in-use']);
    expect((await d.call('PUT', `/v1/blagajne/${main!.id}`, { naziv: 'Glavna', valuta: 'RSD', konto: '2430' })).statusCode).toBe(204);

    // a foreign-currency desk takes no orders yet
    const foreign = await d.call('POST', '/v1/doc-blg', { periodId: 2, vSubDoc: 'uplatnica', rbroj: 2, datum: '2024-04-02', kasaId: euro });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([422, { kasaId: 'error.kasaId.foreign-currency' }]);
  });
});
