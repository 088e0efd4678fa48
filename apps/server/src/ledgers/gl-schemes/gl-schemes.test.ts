import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SchemeRowView } from '@knjige/contract';
import { glBalance, glJournal, glJournalLine, glScheme, glSchemeVersion } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let A: number;
let supplier: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, supplier, buyer } = await goodsSetup(d));
  A = await d.article('roba', 'SCH-A', 2000);
});

/** A document's entry in a status: whose scheme and which version, and its lines [account, client, debit, credit]. */
async function entry(vDoc: string, docId: number, status: 'posted' | 'reversed' | 'reversal') {
  const [e] = await t.database.db
    .select()
    .from(glJournal)
    .where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId), eq(glJournal.status, status)))
    // the document's own entry: the first it posted (cost corrections its lock posted come after it)
    .orderBy(glJournal.id)
    .limit(1);
  const lines = await t.database.db.select().from(glJournalLine).where(eq(glJournalLine.journalId, e!.id)).orderBy(glJournalLine.rb);
  return { version: e!.schemeVersion, own: e!.schemeOwn, lines: lines.map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]) };
}

async function saldo(konto: string) {
  const rows = await t.database.db.select().from(glBalance).where(eq(glBalance.konto, konto));
  return rows.reduce((s, r) => s + r.duguje - r.potrazuje, 0);
}

/** 100 units at 1,000.00 + 20 % VAT into the wholesale warehouse. */
async function purchase() {
  const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-02-01', dokDpo: '2024-02-01' });
  await d.item('doc-ur', id, { artId: A, kolicina: 100_000, fakCena: 1_000_00, rabat1: 0, prodCena: 1_260_00 });
  await d.lock('doc-ur', id);
}

/** A wholesale sale at 1,260.00 + 20 % VAT. */
async function sale(rbroj: number, datum: string, kolicina: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj, datum, magId: VP, komId: buyer, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: A, kolicina, prodCena: 1_260_00 });
  await d.lock('doc-prod', id);
  return id;
}

const row = (figure: string, konto: string, side: 'duguje' | 'potrazuje', withClient = false) => ({ figure, konto, side, withClient });
const input = (rows: SchemeRowView[]) => rows.map(({ figure, konto, side, withClient }) => ({ figure, konto, side, withClient }));

describe('editing posting schemes', () => {
  it('lists every posting family with its scheme in force and the figures its lock can give', async () => {
    const { data } = await d.get('/v1/gl/schemes');
    const families = data.map((s: { family: string }) => s.family);
    expect(families).toEqual(expect.arrayContaining(['prod', 'ur', 'zrn', 'trn', 'knod', 'fis', 'fak', 'psk', 'jci', 'avr']));
    expect(families).not.toContain('prn');
    expect(families).not.toContain('nal');
    const prod = data.find((s: { family: string }) => s.family === 'prod');
    expect(prod).toMatchObject({ own: false, subTypes: ['vp', 'mp', 'usluga'] });
    expect(prod.rows).toContainEqual({ subType: '', figure: 'base.out', konto: '604', side: 'potrazuje', withClient: false });
    expect(prod.rows).toContainEqual({ subType: '', figure: 'client', konto: '204', side: 'duguje', withClient: true });
    // the retail difference split into the VAT in the price (1347) and the margin (1349) by the defaults' second version
    expect(prod.rows).toContainEqual({ subType: '', figure: 'goods.retail.vat', konto: '1347', side: 'potrazuje', withClient: false });
    // services and products on 614/615, goods abroad on 605, a customer abroad on 205 (the defaults' third version)
    expect(prod.rows).toContainEqual({ subType: '', figure: 'base.out.services', konto: '614', side: 'potrazuje', withClient: false });
    expect(prod.rows).toContainEqual({ subType: '', figure: 'base.out.services.abroad', konto: '615', side: 'potrazuje', withClient: false });
    expect(prod.rows).toContainEqual({ subType: '', figure: 'base.out.abroad', konto: '605', side: 'potrazuje', withClient: false });
    expect(prod.rows).toContainEqual({ subType: '', figure: 'client.abroad', konto: '205', side: 'duguje', withClient: true });
    expect(prod.rows).toHaveLength(19);
    // the sub-ledgers the defaults draw on: stock, client and KIR; every rate of the company under `#`
    expect(prod.figures).toEqual(expect.arrayContaining(['goods', 'goods.retail.markup', 'client', 'client.in', 'fx.gain', 'base.out', 'vat.out.#', 'vat.out.2000', 'vat.out.1000', 'vat.out.avans.2000']));
    expect(prod.figures).not.toContain('bank');
    expect(prod.figures).not.toContain('vat.in.#');
    const trn = data.find((s: { family: string }) => s.family === 'trn');
    expect(trn.figures).toEqual(expect.arrayContaining(['bank', 'bank.pazar', 'bank.trosak', 'bank.ostalo', 'client.in', 'client.out', 'client.in.abroad', 'client.out.abroad', 'fx.loss']));
    expect(trn.rows).toContainEqual({ subType: '', figure: 'client.out.abroad', konto: '436', side: 'duguje', withClient: true });
    // a family's own figures (no sub-ledger gives them) come with its defaults
    expect(data.find((s: { family: string }) => s.family === 'ur').figures).toEqual(expect.arrayContaining(['cost.duty', 'cost.unbilled', 'goods', 'vat.in.#', 'vat.out.#']));
  });

  it('applies a changed scheme to documents locked after it, keeps the version with each entry, and a storno negates the older accounts', async () => {
    // the defaults' version in force (a migration may have added one); the company's versions go above it
    const dv: number = (await d.get('/v1/gl/schemes/prod')).data.version;
    await purchase();
    const first = await sale(1, '2024-02-10', 60_000);
    expect(await entry('prod', first, 'posted')).toEqual({
      version: dv,
      own: false,
      lines: [['204', buyer, 90_720_00, 0], ['604', null, 0, 75_600_00], ['470', null, 0, 15_120_00], ['1320', null, 0, 60_000_00], ['501', null, 60_000_00, 0]],
    });

    // the company's analytic of sales: the first under 604 moves the schemes posting to 604 there (a company version)
    expect((await d.call('POST', '/v1/kontni-plan', { konto: '6040', naziv: 'Prihodi od prodaje robe – veleprodaja' })).statusCode).toBe(201);
    const current = (await d.get('/v1/gl/schemes/prod')).data;
    expect(current).toMatchObject({ own: true, version: dv + 1 });
    expect(current.rows.map((r: SchemeRowView) => r.konto)).not.toContain('604');
    // and the admin's own version of it
    const rows = input(current.rows).map((r) => (r.konto === '604' ? { ...r, konto: '6040' } : r));
    const put = await d.call('PUT', '/v1/gl/schemes/prod', { rows });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ version: dv + 2 });

    const detail = (await d.get('/v1/gl/schemes/prod')).data;
    expect(detail).toMatchObject({ own: true, version: dv + 2 });
    expect(detail.rows).toContainEqual({ subType: '', figure: 'base.out', konto: '6040', side: 'potrazuje', withClient: false });
    expect(detail.rows.map((r: SchemeRowView) => r.konto)).not.toContain('604');
    expect(detail.history.slice(0, 3).map((h: { version: number; own: boolean; current: boolean; user: string | null }) => [h.version, h.own, h.current, h.user === null])).toEqual([
      [dv + 2, true, true, false],
      [dv + 1, true, false, false],
      [dv, false, false, true],
    ]);
    expect(detail.history[2].rows).toContainEqual({ subType: '', figure: 'base.out', konto: '604', side: 'potrazuje', withClient: false });

    const second = await sale(2, '2024-02-12', 20_000);
    expect(await entry('prod', second, 'posted')).toEqual({
      version: dv + 2,
      own: true,
      lines: [['204', buyer, 30_240_00, 0], ['6040', null, 0, 25_200_00], ['470', null, 0, 5_040_00], ['1320', null, 0, 20_000_00], ['501', null, 20_000_00, 0]],
    });
    // the first invoice's entry is as it was
    expect((await entry('prod', first, 'posted')).lines[1]).toEqual(['604', null, 0, 75_600_00]);

    // storno of the first invoice: its own accounts negated (604, not 6040), the old version named
    await d.storno('doc-prod', first);
    expect(await entry('prod', first, 'reversal')).toEqual({
      version: dv,
      own: false,
      lines: [['204', buyer, -90_720_00, 0], ['604', null, 0, -75_600_00], ['470', null, 0, -15_120_00], ['1320', null, 0, -60_000_00], ['501', null, -60_000_00, 0]],
    });
    expect(await saldo('604')).toBe(0);
    expect(await saldo('6040')).toBe(-25_200_00);
    expect(await saldo('204')).toBe(30_240_00);
    expect(await saldo('1320')).toBe(100_000_00 - 20_000_00);

    // back to the defaults: a reset version, the company's version 2 kept for the entries that name it
    const reset = await d.call('DELETE', '/v1/gl/schemes/prod');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ version: dv + 3 });
    const after = (await d.get('/v1/gl/schemes/prod')).data;
    expect(after).toMatchObject({ own: false, version: dv });
    expect(after.history.slice(0, 4).map((h: { version: number; own: boolean; reset: boolean; current: boolean }) => [h.version, h.own, h.reset, h.current])).toEqual([
      [dv + 3, true, true, false],
      [dv + 2, true, false, false],
      [dv + 1, true, false, false],
      [dv, false, false, true],
    ]);
    expect(await t.database.db.select().from(glScheme).where(and(eq(glScheme.version, dv + 2), isNotNull(glScheme.companyId)))).toHaveLength(19);
    // on the defaults already: nothing to reset
    const again = await d.call('DELETE', '/v1/gl/schemes/prod');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'error.gl-scheme.on-defaults' });
    // the defaults are in force again: their 604 takes no postings since 6040 is under it, so the lock is refused whole
    const third = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 3, datum: '2024-02-14', magId: VP, komId: buyer, datumDospeca: '2024-02-14', datumIsporuke: '2024-02-14', datumPrometa: '2024-02-14' });
    await d.item('doc-prod', third, { artId: A, kolicina: 10_000, prodCena: 1_260_00 });
    const refused = await d.call('POST', `/v1/doc-prod/${third}/lock`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'lines.1.konto': 'error.konto.not-postable' });
    expect(await d.read('doc-prod', third)).toMatchObject({ status: 'draft' });
    // a new version after the reset starts from the defaults; the lock then posts by it
    expect((await d.call('PUT', '/v1/gl/schemes/prod', { rows: input(after.rows).map((r) => (r.konto === '604' ? { ...r, konto: '6040' } : r)) })).json()).toEqual({ version: dv + 4 });
    await d.lock('doc-prod', third);
    expect(await entry('prod', third, 'posted')).toMatchObject({ version: dv + 4, own: true });
    expect(await saldo('6040')).toBe(-25_200_00 - 12_600_00);
  });

  it('writes one sub-type’s rows and keeps the other sub-types’ as they were', async () => {
    const knod = (await d.get('/v1/gl/schemes/knod')).data;
    const customers = knod.rows.filter((r: SchemeRowView) => r.subType === 'knod-duguje');
    const suppliers = knod.rows.filter((r: SchemeRowView) => r.subType === 'knod-potrazuje');
    const rows = input(customers).map((r) => (r.figure === 'base' ? { ...r, konto: '602' } : r));
    expect((await d.call('PUT', '/v1/gl/schemes/knod', { subType: 'knod-duguje', rows })).json()).toEqual({ version: 4 });
    const own = (await d.get('/v1/gl/schemes/knod?subType=knod-duguje')).data;
    expect(own.rows.map((r: SchemeRowView) => `${r.figure}:${r.konto}`)).toEqual([
      'client:204',
      'client.abroad:205',
      'base:602',
      'base.services:614',
      'base.services.abroad:615',
      'base.abroad:605',
      'vat.out.2000:470',
      'vat.out.#:470',
      'vat.out.1000:471',
    ]);
    expect((await d.get('/v1/gl/schemes/knod?subType=knod-potrazuje')).data.rows).toEqual(suppliers);
    expect(own.history[0]).toMatchObject({ version: 4, own: true, subType: 'knod-duguje', current: true });
    // another company keeps the defaults and sees none of this company's versions
    const { foreign } = await sessions(t.database);
    const theirs = (await t.app.inject({ method: 'GET', url: '/v1/gl/schemes/knod', headers: foreign })).json().data;
    expect(theirs).toMatchObject({ own: false, version: 3 });
    expect(theirs.history.map((h: { version: number; own: boolean }) => [h.version, h.own])).toEqual([
      [3, false],
      [2, false],
      [1, false],
    ]);
  });

  it('refuses bad schemes with each row’s field and writes nothing', async () => {
    const put = (family: string, body: unknown) => d.call('PUT', `/v1/gl/schemes/${family}`, body);
    // a figure mapped to no account, an empty figure
    let res = await put('prod', { rows: [row('base.out', '', 'potrazuje'), row('', '604', 'potrazuje')] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'rows.0.konto': 'error.konto.required', 'rows.1.figure': 'error.figure.required' });
    expect((await put('prod', { rows: [] })).json().errors).toEqual({ rows: 'error.rows.required' });
    expect((await put('prod', { rows: [{ ...row('client', '204', 'duguje', true), sign: 1 }] })).json().errors).toEqual({ 'rows.0.sign': 'error.sign.unknown' });

    res = await put('prod', {
      rows: [
        row('client', '204', 'duguje', true),
        row('bank', '241', 'duguje'),
        row('base.out', '9999', 'potrazuje'),
        row('base.out', '60', 'potrazuje'),
        row('vat.out.2000', '470', 'potrazuje', true),
        row('client', '204', 'duguje'),
        row('vat.out.1800', '470', 'potrazuje'),
        row('goods', '132', 'duguje'),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'rows.1.figure': 'error.figure.not-produced',
      'rows.2.konto': 'error.konto.not-found',
      'rows.3.konto': 'error.konto.not-postable',
      'rows.4.withClient': 'error.komId.not-on-account',
      'rows.5.figure': 'error.figure.duplicate',
      'rows.5.withClient': 'error.komId.required-on-account',
      'rows.7.konto': 'error.konto.not-postable',
    });

    const ok = { rows: [row('base.out', '604', 'potrazuje')] };
    expect((await put('prn', ok)).json()).toMatchObject({ errors: { family: 'error.family.posts-nothing' } });
    expect((await put('nal', ok)).statusCode).toBe(422);
    expect((await d.call('DELETE', '/v1/gl/schemes/prn')).statusCode).toBe(422);
    expect((await put('xyz', ok)).statusCode).toBe(404);
    expect((await d.call('GET', '/v1/gl/schemes/xyz')).statusCode).toBe(404);
    // a malformed family names no row, as a malformed id (decisions "Input bounds and ids")
    expect((await put('prod_vp', ok)).statusCode).toBe(404);
    expect((await put('prod', { ...ok, subType: 'vp-x' })).json()).toMatchObject({ errors: { subType: 'error.subType.invalid' } });
    expect((await d.call('GET', '/v1/gl/schemes/prod?subType=vp-x')).statusCode).toBe(422);
    const asUser = await t.app.inject({ method: 'PUT', url: '/v1/gl/schemes/prod', headers: await authHeader(t.database, 'user@demo.rs'), payload: ok });
    expect(asUser.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/gl/schemes/prod', headers: await authHeader(t.database, 'user@demo.rs') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/gl/schemes', headers: await authHeader(t.database, 'user@demo.rs') })).statusCode).toBe(200);

    // nothing written: no company row, no version
    expect((await t.database.db.select().from(glScheme)).filter((r) => r.companyId !== null)).toHaveLength(0);
    expect(await t.database.db.select().from(glSchemeVersion)).toHaveLength(0);
  });
});
