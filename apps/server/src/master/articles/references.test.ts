import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';

const t = useTestApp();

/**
 * Node prints a deprecation once per process, so the whole file listens: on PostgreSQL, the
 * article checks must not send a query on a transaction's client while another one runs there.
 */
const warnings: string[] = [];
const listen = (w: Error) => warnings.push(w.message);
beforeAll(() => void process.on('warning', listen));
afterAll(() => void process.off('warning', listen));

describe('the references an article names', () => {
  it('are checked one query at a time on the transaction, each missing one a field error', async () => {
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const [grpId, pdvId] = [(await t.app.inject({ method: 'GET', url: '/v1/art-grupa', headers })).json().data[0].id, (await t.app.inject({ method: 'GET', url: '/v1/art-pdv', headers })).json().data[0].id];
    const body = { grpId, pdvId, intSifra: 'R1', artNaziv: 'Ref', meraCode: 'kom' };
    const missing = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: { ...body, grpId: 99999, pdvId: 99999, meraCode: 'nema' } });
    expect([missing.statusCode, missing.json().errors]).toEqual([
      422,
      { grpId: 'error.grpId.not-found', pdvId: 'error.pdvId.not-found', meraCode: 'error.mera.not-found' },
    ]);
    const created = await t.app.inject({ method: 'POST', url: '/v1/art-main', headers, payload: body });
    expect(created.statusCode).toBe(201);
    const updated = await t.app.inject({ method: 'PUT', url: `/v1/art-main/${created.json().id}`, headers, payload: { ...body, artNaziv: 'Ref 2' } });
    expect(updated.statusCode).toBe(204);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
