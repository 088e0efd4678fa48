import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let supplier: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier } = await goodsSetup(d));
  buyer = (await d.call('GET', '/v1/kom-main?search=Market')).json().data[0].id;
});

const urBody = (vSubDoc: string, magId: number, extra: Record<string, unknown> = {}) => ({
  periodId: 2,
  vSubDoc,
  rbroj: 1,
  datum: '2024-03-05',
  magId,
  komId: supplier,
  dokBroj: 'F-1',
  dokDatum: '2024-03-05',
  dokDpo: '2024-04-04',
  ...extra,
});

describe('a new document proposes a warehouse of its sub-type', () => {
  it('retail sub-type → the retail warehouse, wholesale → the wholesale one', async () => {
    expect((await d.call('GET', '/v1/doc-ur/init?periodId=2&vSubDoc=mp')).json().data.magId).toBe(MP);
    expect((await d.call('GET', '/v1/doc-ur/init?periodId=2&vSubDoc=vp')).json().data.magId).toBe(VP);
    expect((await d.call('GET', '/v1/doc-psr/init?periodId=2&vSubDoc=mp')).json().data.magId).toBe(MP);
    expect((await d.call('GET', '/v1/doc-niv/init?periodId=2&vSubDoc=mp')).json().data.magId).toBe(MP);
    expect((await d.call('GET', '/v1/doc-int/init?periodId=2')).json().data).toMatchObject({ vSubDoc: 'vp-mp', magOutId: VP, magInId: MP });
  });
});

describe('the warehouse fits the document’s turnover type', () => {
  it('refuses a wholesale document into a retail warehouse and the reverse (422 on magId)', async () => {
    for (const resource of ['doc-ur', 'doc-psr', 'doc-niv']) {
      for (const [vSubDoc, magId] of [['vp', MP], ['mp', VP]] as const) {
        const { komId: _k, dokBroj: _b, dokDatum: _d, dokDpo: _p, ...goods } = urBody(vSubDoc, magId);
        const res = await d.call('POST', `/v1/${resource}`, resource === 'doc-ur' ? urBody(vSubDoc, magId) : goods);
        expect(res.statusCode, `${resource} ${vSubDoc}`).toBe(422);
        expect(res.json().errors).toEqual({ magId: 'error.magId.wrong-turnover-type' });
      }
    }
    expect((await d.call('POST', '/v1/doc-ur', urBody('mp', MP))).statusCode).toBe(201);
  });

  it('a transfer goes out of a wholesale warehouse into a retail one', async () => {
    const body = { periodId: 2, vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-03-05' };
    const reversed = await d.call('POST', '/v1/doc-int', { ...body, magOutId: MP, magInId: VP });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ magOutId: 'error.magOutId.wrong-turnover-type', magInId: 'error.magInId.wrong-turnover-type' });
    expect((await d.call('POST', '/v1/doc-int', { ...body, magOutId: VP, magInId: MP })).statusCode).toBe(201);
  });

  it('an update is checked the same way', async () => {
    const id = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    const res = await d.call('PUT', `/v1/doc-psr/${id}`, { periodId: 2, vSubDoc: 'mp', rbroj: 1, datum: '2024-01-02', magId: VP });
    expect(res.json().errors).toEqual({ magId: 'error.magId.wrong-turnover-type' });
  });
});

describe('the partner fits the family', () => {
  it('an incoming invoice refuses a client flagged only as a buyer', async () => {
    const res = await d.call('POST', '/v1/doc-ur', urBody('vp', VP, { komId: buyer }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ komId: 'error.komId.not-supplier' });
  });

  it('a supplier’s due date cannot precede its invoice date', async () => {
    const res = await d.call('POST', '/v1/doc-ur', urBody('vp', VP, { dokDatum: '2024-03-05', dokDpo: '2024-03-04' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ dokDpo: 'error.dokDpo.before-dokDatum' });
    expect((await d.call('POST', '/v1/doc-ur', urBody('vp', VP, { dokDatum: '2024-03-05', dokDpo: '2024-03-05' }))).statusCode).toBe(201);
  });
});

describe('labels carry the sub-type', () => {
  it('two incoming invoices numbered 1 of different sub-types have different labels', async () => {
    const vp = await d.create('doc-ur', urBody('vp', VP));
    const mp = await d.create('doc-ur', urBody('mp', MP));
    expect((await d.read('doc-ur', vp)).oznaka).toBe('UR-VP-1/2024');
    expect((await d.read('doc-ur', mp)).oznaka).toBe('UR-MP-1/2024');
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-03-05', magOutId: VP, magInId: MP });
    expect((await d.read('doc-int', int)).oznaka).toBe('INT-1/2024');
  });

  it('a document whose sub-type changes on update gets the matching label', async () => {
    const id = await d.create('doc-ur', urBody('vp', VP, { rbroj: 4 }));
    const res = await d.call('PUT', `/v1/doc-ur/${id}`, urBody('mp', MP, { rbroj: 4 }));
    expect(res.statusCode, res.body).toBe(204);
    expect(await d.read('doc-ur', id)).toMatchObject({ vSubDoc: 'mp', magId: MP, oznaka: 'UR-MP-4/2024' });
  });

  it('migration 0006 relabels documents stored with the old labels', async () => {
    const ur = await d.create('doc-ur', urBody('mp', MP, { rbroj: 3 }));
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-02', magId: VP });
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 5, datum: '2024-03-05', magOutId: VP, magInId: MP });
    const db = t.database.db;
    await db.execute(sql`update doc_ur set oznaka = 'UR-3/2024'`);
    await db.execute(sql`update doc_psr set oznaka = 'PSR-2/2024'`);
    const file = path.resolve(import.meta.dirname, '../../migrations/0006_document_labels.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await d.read('doc-ur', ur)).oznaka).toBe('UR-MP-3/2024');
    expect((await d.read('doc-psr', psr)).oznaka).toBe('PSR-VP-2/2024');
    expect((await d.read('doc-int', int)).oznaka).toBe('INT-5/2024');
  });
});
