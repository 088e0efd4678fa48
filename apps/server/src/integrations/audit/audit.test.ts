import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditChain, auditChainHeads, companies, docFis, docPsr, docPsrItems, documentHistory } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { GENESIS_HASH } from '../../master/audit/audit.tables';
import { recordHash } from '../../master/audit/canonical';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let art: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const setup = await goodsSetup(d);
  VP = setup.VP;
  art = await setup.articleByCode('1002');
});

/** An opening-stock document with one line of 10 pieces at 100.00 / 150.00. */
async function openingStock(rbroj: number) {
  const id = await d.create('doc-psr', { vSubDoc: 'vp', rbroj, datum: '2024-01-02', magId: VP });
  const itemId = await d.item('doc-psr', id, { artId: art, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
  return { id, itemId };
}

const verify = async () => {
  const res = await d.call('GET', '/v1/audit/verify');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const chain = () => t.database.db.select().from(auditChain).orderBy(asc(auditChain.seq));

/** Changes a chain record behind the application's back (the table refuses updates until its trigger is off). */
async function tamperRecord(seq: number, set: ReturnType<typeof sql>) {
  const db = t.database.db;
  await db.execute(sql`alter table audit_chain disable trigger audit_chain_append_only`);
  try {
    await db.execute(sql`update audit_chain set ${set} where seq = ${seq}`);
  } finally {
    await db.execute(sql`alter table audit_chain enable trigger audit_chain_append_only`);
  }
}

describe('the audit chain', () => {
  it('appends a linked record for each lock and storno, and verify recomputes it', async () => {
    const a = await openingStock(1);
    const b = await openingStock(2);
    await d.lock('doc-psr', a.id);
    await d.lock('doc-psr', b.id);
    await d.storno('doc-psr', a.id);
    const records = await chain();
    expect(records.map((r) => [r.seq, r.vDoc, r.docId, r.status])).toEqual([
      [1, 'psr', a.id, 'locked'],
      [2, 'psr', b.id, 'locked'],
      [3, 'psr', a.id, 'storno'],
    ]);
    expect(records[0]!.prevHash).toBe(GENESIS_HASH);
    expect(records[1]!.prevHash).toBe(records[0]!.hash);
    expect(records[2]!.prevHash).toBe(records[1]!.hash);
    // the storno changes no content: the same hash as at the lock; another document, another hash
    expect(records[2]!.contentHash).toBe(records[0]!.contentHash);
    expect(records[1]!.contentHash).not.toBe(records[0]!.contentHash);
    for (const r of records) expect(recordHash(r)).toBe(r.hash);
    const [head] = await t.database.db.select().from(auditChainHeads);
    expect(head).toEqual({ companyId: 1, seq: 3, hash: records[2]!.hash });
    expect(await verify()).toMatchObject({ ok: true, records: 3, documents: 2, head: { seq: 3, hash: records[2]!.hash }, broken: null });
  });

  it('two locks at once in one company append one after the other', async () => {
    const docs = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => openingStock(n)));
    const results = await Promise.all(docs.map((doc) => d.call('POST', `/v1/doc-psr/${doc.id}/lock`)));
    expect(results.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    const records = await chain();
    expect(records.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(records.map((r) => r.docId).sort((x, y) => x - y)).toEqual(docs.map((doc) => doc.id).sort((x, y) => x - y));
    expect(await verify()).toMatchObject({ ok: true, records: 6, documents: 6 });
  });

  it('a locked line changed in the database is named: the document, its record and why', async () => {
    const a = await openingStock(1);
    const b = await openingStock(2);
    await d.lock('doc-psr', a.id);
    await d.lock('doc-psr', b.id);
    await t.database.db.update(docPsrItems).set({ kolicina: 9_000 }).where(eq(docPsrItems.id, b.itemId));
    const [record] = await t.database.db.select().from(auditChain).where(eq(auditChain.docId, b.id));
    expect(await verify()).toMatchObject({
      ok: false,
      records: 1,
      broken: { seq: 2, recordId: record!.id, vDoc: 'psr', docId: b.id, oznaka: 'PSR-VP-2/2024', reason: 'document-changed' },
    });
    // put back, the document matches its hash again
    await t.database.db.update(docPsrItems).set({ kolicina: 10_000 }).where(eq(docPsrItems.id, b.itemId));
    expect((await verify()).ok).toBe(true);
  });

  it('a header changed, a status set back or a document deleted are named too; the lock and storno times are not content', async () => {
    const a = await openingStock(1);
    const b = await openingStock(2);
    await d.lock('doc-psr', a.id);
    await d.lock('doc-psr', b.id);
    await d.storno('doc-psr', b.id);
    await t.database.db.update(docPsr).set({ lockedAt: new Date('2020-01-01T00:00:00Z') }).where(eq(docPsr.id, a.id));
    expect((await verify()).ok).toBe(true);
    await t.database.db.update(docPsr).set({ napomena: 'dopisano' }).where(eq(docPsr.id, a.id));
    expect((await verify()).broken).toMatchObject({ seq: 1, docId: a.id, reason: 'document-changed' });
    await t.database.db.update(docPsr).set({ napomena: '' }).where(eq(docPsr.id, a.id));
    await t.database.db.update(docPsr).set({ status: 'locked' }).where(eq(docPsr.id, b.id));
    expect((await verify()).broken).toMatchObject({ seq: 3, docId: b.id, reason: 'status-changed' });
    await t.database.db.delete(docPsrItems).where(eq(docPsrItems.docId, b.id));
    await t.database.db.delete(docPsr).where(eq(docPsr.id, b.id));
    expect((await verify()).broken).toMatchObject({ seq: 2, docId: b.id, oznaka: null, reason: 'document-missing' });
  });

  it('a changed chain record is named, and so is the record after one rewritten with its hash', async () => {
    for (const n of [1, 2, 3]) await d.lock('doc-psr', (await openingStock(n)).id);
    // the table refuses updates
    await expect(t.database.db.execute(sql`update audit_chain set status = 'storno' where seq = 2`)).rejects.toThrow();
    const records = await chain();
    // backdated
    const backdated = new Date('2024-01-01T08:00:00.000Z');
    await tamperRecord(2, sql`at = ${backdated.toISOString()}`);
    expect((await verify()).broken).toMatchObject({ seq: 2, recordId: records[1]!.id, docId: records[1]!.docId, reason: 'record-altered' });
    // rewritten with a consistent hash: the next record no longer follows it
    await tamperRecord(2, sql`hash = ${recordHash({ ...records[1]!, at: backdated })}`);
    expect((await verify()).broken).toMatchObject({ seq: 3, recordId: records[2]!.id, reason: 'chain-broken' });
    await tamperRecord(2, sql`at = ${records[1]!.at.toISOString()}, hash = ${records[1]!.hash}`);
    expect((await verify()).ok).toBe(true);
    // the last record removed: the head still names it
    await t.database.db.delete(auditChain).where(eq(auditChain.seq, 3));
    expect((await verify()).broken).toMatchObject({ seq: 3, recordId: null, reason: 'chain-truncated' });
  });

  it('a receipt taken over by a retail invoice after its lock still verifies (the invoice link is not its content)', async () => {
    await t.database.db.update(companies).set({ allowNegativeStock: true });
    const buyer = (await goodsSetup(d)).buyer;
    const pos = (await d.get('/v1/pos-main')).data[0].id as number;
    const fis = await d.create('doc-fis', { vSubDoc: 'fis', rbroj: 1, datum: '2024-02-15', posId: pos, fisPlacanje: 4 });
    await d.item('doc-fis', fis, { artId: art, kolicina: 2_000, prodCena: 9_600 });
    await d.lock('doc-fis', fis);
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj: 1, datum: '2024-02-16', komId: buyer, datumDospeca: '2024-02-16' });
    await d.item('doc-fak', fak, { fisId: fis });
    await d.lock('doc-fak', fak);
    const [claimed] = await t.database.db.select({ fakId: docFis.fakId }).from(docFis).where(eq(docFis.id, fis));
    expect(claimed!.fakId).toBe(fak);
    expect(await verify()).toMatchObject({ ok: true, records: 2, documents: 2 });
    await d.storno('doc-fak', fak);
    expect(await verify()).toMatchObject({ ok: true, records: 3, documents: 2 });
    // the receipt's own lines are still covered
    await t.database.db.execute(sql`update doc_fis_items set kolicina = 3000 where doc_id = ${fis}`);
    expect((await verify()).broken).toMatchObject({ seq: 1, vDoc: 'fis', docId: fis, reason: 'document-changed' });
  });

  it('an empty chain verifies; an ordinary user gets 403, a super user may verify', async () => {
    expect(await verify()).toMatchObject({ ok: true, records: 0, documents: 0, head: { seq: 0, hash: GENESIS_HASH }, broken: null });
    const res = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: await authHeader(t.database, 'user@demo.rs') });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: await authHeader(t.database, 'super@demo.rs') })).statusCode).toBe(200);
  });
});

describe('document history', () => {
  it('records who created, saved, changed lines, locked and cancelled, in order', async () => {
    const user = await authHeader(t.database, 'user@demo.rs');
    const { id, itemId } = await openingStock(1);
    auth = user;
    const put = await d.call('PUT', `/v1/doc-psr/${id}`, { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-01-03', magId: VP, napomena: 'ispravka' });
    expect(put.statusCode, put.body).toBe(204);
    expect((await d.call('PUT', `/v1/doc-psr/${id}/items/${itemId}`, { artId: art, kolicina: 12_000, nabCena: 10_000, prodCena: 15_000 })).statusCode).toBe(204);
    const extra = await d.item('doc-psr', id, { artId: art, kolicina: 1_000, nabCena: 10_000, prodCena: 15_000 });
    expect((await d.call('DELETE', `/v1/doc-psr/${id}/items/${extra}`)).statusCode).toBe(204);
    auth = await authHeader(t.database, 'admin@demo.rs');
    await d.lock('doc-psr', id);
    await d.storno('doc-psr', id);
    const entries = (await d.get(`/v1/doc-psr/${id}/history`)).data as { action: string; userName: string; at: string; detail: string | null }[];
    expect(entries.map((e) => [e.action, e.userName])).toEqual([
      ['create', 'Ana Adminović'],
      ['item-add', 'Ana Adminović'],
      ['save', 'Marko Korisnić'],
      ['item-save', 'Marko Korisnić'],
      ['item-add', 'Marko Korisnić'],
      ['item-delete', 'Marko Korisnić'],
      ['lock', 'Ana Adminović'],
      ['storno', 'Ana Adminović'],
    ]);
    expect(entries.every((e) => e.detail === null && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    // a refused change leaves no entry
    expect((await d.call('POST', `/v1/doc-psr/${id}/lock`)).statusCode).toBe(409);
    expect((await d.get(`/v1/doc-psr/${id}/history`)).data).toHaveLength(8);
    // entries are never changed
    await expect(t.database.db.update(documentHistory).set({ action: 'save' })).rejects.toThrow();
  });

  it('an invoice made from a pro-forma starts its history naming the pro-forma', async () => {
    const { buyer } = await goodsSetup(d);
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: buyer });
    await d.item('doc-prn', prn, { artId: art, kolicina: 3_000, prodCena: 7_000 });
    const res = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(res.statusCode, res.body).toBe(201);
    const entries = (await d.get(`/v1/doc-prod/${res.json().id}/history`)).data;
    expect(entries.map((e: { action: string; userName: string; detail: string }) => [e.action, e.userName, e.detail])).toEqual([['create', 'Ana Adminović', 'PRN-VP-1/2024']]);
  });

  it('is 404 for another company’s document and has no write route', async () => {
    const { id } = await openingStock(1);
    const { companies, users, memberships } = await import('../../platform/db/schema');
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [user] = await t.database.db.insert(users).values({ email: 'b@b.rs', firstName: 'B', lastName: 'B' }).returning();
    await t.database.db.insert(memberships).values({ userId: user!.id, companyId: other!.id, role: 'admin' });
    const theirs = await authHeader(t.database, 'b@b.rs');
    expect((await t.app.inject({ method: 'GET', url: `/v1/doc-psr/${id}/history`, headers: theirs })).statusCode).toBe(404);
    expect((await d.call('GET', `/v1/doc-psr/${id}/history`)).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await d.call(method, `/v1/doc-psr/${id}/history`)).statusCode).toBe(404);
  });
});
