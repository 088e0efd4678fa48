import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { glBalance, glBalanceDay, glJournal, glJournalLine, glScheme } from '../../platform/db/schema';
import { documentFamilies } from '../../documents/documents.module';
import { backfillJournal } from '../../documents/gl-backfill';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let A: number;
let supplier: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier, buyer } = await goodsSetup(d));
  const vat20 = await d.vatRate(2000);
  const groups = (await d.call('GET', '/v1/art-grupa')).json().data;
  A = (await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'GLV-A', artNaziv: 'Artikal GLV', meraCode: 'kom', pdvId: vat20 })).json().id;
});

const verify = async (datum?: string) => (await d.get(`/v1/audit/gl-verify?periodId=2${datum ? `&datum=${datum}` : ''}`)).data;

/** Every entry of a document with its date and lines [account, client, debit, credit], in posting order. */
async function entries(vDoc: string, docId: number) {
  const rows = await t.database.db.select().from(glJournal).where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId))).orderBy(glJournal.id);
  const out = [];
  for (const e of rows) {
    const lines = await t.database.db.select().from(glJournalLine).where(eq(glJournalLine.journalId, e.id)).orderBy(glJournalLine.rb);
    out.push({ datum: e.datum, status: e.status, lines: lines.map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]) });
  }
  return out;
}

async function saldo(konto: string) {
  const rows = await t.database.db.select().from(glBalance).where(eq(glBalance.konto, konto));
  return rows.reduce((s, r) => s + r.duguje - r.potrazuje, 0);
}

async function receipt(rbroj: number, datum: string, magId: number, kolicina: number, fakCena: number, prodCena: number) {
  const id = await d.create('doc-ur', { vSubDoc: magId === VP ? 'vp' : 'mp', rbroj, datum, magId, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: datum, dokDpo: datum });
  await d.item('doc-ur', id, { artId: A, kolicina, fakCena, rabat1: 0, prodCena });
  await d.lock('doc-ur', id);
  return id;
}

async function sale(datum: string, kolicina: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum, magId: VP, komId: buyer, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: A, kolicina, prodCena: 1_500_00 });
  await d.lock('doc-prod', id);
  return id;
}

describe('the general ledger against the sub-ledgers', () => {
  it('posts the re-costing a backdated receipt makes in a later sale, dated as the sale, and its storno; the ledger equals the stock at every date', async () => {
    await receipt(1, '2024-02-01', VP, 100_000, 1_000_00, 1_500_00);
    const prod = await sale('2024-02-10', 60_000);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });

    // 100 more at 1,300.00 on 15 January: the sale of 10 February now costs 60 × 1,150.00 = 69,000.00, 9,000.00 more
    const late = await receipt(2, '2024-01-15', VP, 100_000, 1_300_00, 1_500_00);
    const lateEntries = await entries('ur', late);
    expect(lateEntries).toHaveLength(2);
    expect(lateEntries[1]).toEqual({ datum: '2024-02-10', status: 'posted', lines: [['1320', null, 0, 9_000_00], ['501', null, 9_000_00, 0]] });
    expect(await saldo('1320')).toBe(161_000_00); // 140 units at 1,150.00
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 140_000, vrednost: 161_000_00 });
    expect(await saldo('501')).toBe(69_000_00);
    for (const datum of [undefined, '2024-01-20', '2024-02-05', '2024-02-10', '2024-12-30']) {
      expect(await verify(datum), `at ${datum ?? 'the end'}`).toMatchObject({ ok: true, checks: [] });
    }
    const full = await verify();
    expect(full.kept).toBe(true);
    // vp, mp sale, mp cost; the supplier and the buyer; the advances' VAT; 241; VAT net, KIR, KUR
    expect(full.compared).toBe(10);

    // the sale reversed: its cost and the correction the late receipt made to it both go back
    await d.storno('doc-prod', prod);
    const prodEntries = await entries('prod', prod);
    expect(prodEntries.map((e) => e.status)).toEqual(['reversed', 'reversal', 'posted']);
    expect(prodEntries[2]).toEqual({ datum: '2024-02-10', status: 'posted', lines: [['1320', null, 9_000_00, 0], ['501', null, 0, 9_000_00]] });
    expect(await saldo('1320')).toBe(230_000_00);
    expect(await saldo('501')).toBe(0);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    expect(await verify('2024-02-10')).toMatchObject({ ok: true, checks: [] });

    // the late receipt reversed as well: both its entries negated; its correction of the sale was
    // already negated in the stock by the sale's storno (which posted that), so its stock rows net to
    // −9,000.00 on 10 February, posted now: every stock row is posted exactly once
    await d.storno('doc-ur', late);
    const undone = await entries('ur', late);
    expect(undone.map((e) => e.status)).toEqual(['reversed', 'reversed', 'reversal', 'reversal', 'posted']);
    expect(undone[4]).toEqual({ datum: '2024-02-10', status: 'posted', lines: [['1320', null, 0, 9_000_00], ['501', null, 9_000_00, 0]] });
    expect(await saldo('501')).toBe(0);
    expect(await saldo('1320')).toBe(100_000_00);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
  });

  it('re-costing a transfer to a retail shop moves the cost between 1320 and 1349, and the retail stock matches at cost and at sale value', async () => {
    await receipt(1, '2024-02-01', VP, 100_000, 1_000_00, 1_500_00);
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-10', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 50_000, outCena: 1_000_00, inCena: 1_800_00 });
    await d.lock('doc-int', int);
    const late = await receipt(2, '2024-01-15', VP, 100_000, 1_300_00, 1_500_00);
    // the transfer's 50 units now cost 1,150.00: 7,500.00 more out of 1320, into the shop's cost (1349 down)
    expect((await entries('ur', late))[1]).toEqual({ datum: '2024-02-10', status: 'posted', lines: [['1320', null, 0, 7_500_00], ['1349', null, 7_500_00, 0]] });
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    expect(await verify('2024-02-10')).toMatchObject({ ok: true, checks: [] });
    await d.storno('doc-int', int);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
  });

  it('posts a receipt that re-prices the retail stock on hand: 1340 follows the sale value', async () => {
    await receipt(1, '2024-02-01', MP, 10_000, 1_000_00, 1_500_00);
    const second = await receipt(2, '2024-02-05', MP, 10_000, 1_000_00, 1_800_00);
    // the 10 units on hand go from 1,500.00 to 1,800.00: 3,000.00 more sale value, all of it difference to cost;
    // the difference of 11,000.00 is the VAT the 21,000.00 contain at 20 % (3,500.00, 1347) and the margin (7,500.00, 1349)
    const lines = (await entries('ur', second))[0]!.lines;
    expect(lines.filter((l) => ['1340', '1347', '1349'].includes(String(l[0]))).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['1340', null, 21_000_00, 0],
      ['1347', null, 0, 3_500_00],
      ['1349', null, 0, 7_500_00],
    ]);
    expect(await saldo('1340')).toBe(36_000_00);
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ stanje: 20_000, vrednost: 36_000_00 });
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    expect(await verify('2024-02-04')).toMatchObject({ ok: true, checks: [] });
  });

  it('reports a kept balance that no longer matches, per warehouse kind and per client, and the day sums at a date', async () => {
    await receipt(1, '2024-02-01', VP, 100_000, 1_000_00, 1_500_00);
    await sale('2024-02-10', 60_000);
    expect(await verify()).toMatchObject({ ok: true });

    await t.database.db.execute(sql`update gl_balance set duguje = duguje + 1 where konto = '1320'`);
    await t.database.db.execute(sql`update gl_balance set potrazuje = potrazuje + 500 where konto = '435' and kom_id = ${supplier}`);
    const broken = await verify();
    expect(broken.ok).toBe(false);
    expect(broken.checks).toEqual([
      { check: 'stock.wholesale', key: 'vp', label: '', ledger: 40_000_01, subLedger: 40_000_00, difference: 1 },
      { check: 'client', key: String(supplier), label: expect.stringContaining('Sever'), ledger: -120_005_00, subLedger: -120_000_00, difference: -5_00 },
    ]);
    // at a date the day sums are read, which still hold
    expect(await verify('2024-02-10')).toMatchObject({ ok: true, kept: false });
    await t.database.db.update(glBalanceDay).set({ potrazuje: sql`${glBalanceDay.potrazuje} + 200` }).where(and(eq(glBalanceDay.konto, '470'), eq(glBalanceDay.datum, '2024-02-10')));
    const day = await verify('2024-02-10');
    expect(day.checks.map((c: { check: string; difference: number }) => [c.check, c.difference])).toEqual([
      ['vat.net', -200],
      ['vat.kir', 200],
    ]);
  });

  it('a bank statement: 241 against the current account, the paying clients against their balances, at the end and before the payment', async () => {
    await receipt(1, '2024-02-01', VP, 100_000, 1_000_00, 1_500_00);
    await sale('2024-02-10', 60_000);
    const T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
    const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-02-20', trnId: T1 });
    await d.item('doc-trn', trn, { vNalog: 'uplata', komId: buyer, uplata: 50_000_00 });
    await d.item('doc-trn', trn, { vNalog: 'isplata', komId: supplier, isplata: 30_000_00 });
    await d.lock('doc-trn', trn);
    expect(await saldo('241')).toBe(20_000_00);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    expect(await verify('2024-02-19')).toMatchObject({ ok: true, checks: [] });
    await t.database.db.execute(sql`update gl_balance_day set duguje = duguje + 7 where konto = '241'`);
    expect((await verify('2024-02-20')).checks).toEqual([{ check: 'current-account', key: '241', label: '', ledger: 20_000_07, subLedger: 20_000_00, difference: 7 }]);
  });

  it("an advance invoice's VAT on 430 against the advance rows of KIR; a broken 430 is reported", async () => {
    const vat20 = await d.vatRate(2000);
    const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-20', komId: buyer, osnov: 'Ugovor 7/2024' });
    await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
    await d.lock('doc-avr', avr);
    expect((await entries('avr', avr))[0]!.lines).toEqual([
      ['472', null, 0, 10_000_00],
      ['430', buyer, 10_000_00, 0],
    ]);
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    await t.database.db.execute(sql`update gl_balance set duguje = duguje + 100 where konto = '430'`);
    expect((await verify()).checks).toEqual([
      { check: 'client.advance-vat', key: 'all', label: '', ledger: 10_001_00, subLedger: 10_000_00, difference: 1_00 },
    ]);
  });

  it('the backfill posts the re-costing of a document whose entry was posted without it, once', async () => {
    await receipt(1, '2024-02-01', VP, 100_000, 1_000_00, 1_500_00);
    await sale('2024-02-10', 60_000);
    const recostRows = await t.database.db.select().from(glScheme).where(eq(glScheme.vDoc, 'recost'));
    expect(recostRows).toHaveLength(4);
    await t.database.db.delete(glScheme).where(eq(glScheme.vDoc, 'recost'));
    try {
      const late = await receipt(2, '2024-01-15', VP, 100_000, 1_300_00, 1_500_00);
      expect(await entries('ur', late)).toHaveLength(1);
      expect((await verify()).checks).toEqual([{ check: 'stock.wholesale', key: 'vp', label: '', ledger: 170_000_00, subLedger: 161_000_00, difference: 9_000_00 }]);
    } finally {
      await t.database.db.insert(glScheme).values(recostRows.map(({ id: _id, createdAt: _c, ...r }) => r));
    }
    expect(await backfillJournal(t.database.db, documentFamilies)).toEqual({ posted: { recost: 1 }, empty: 0, refused: [] });
    expect(await verify()).toMatchObject({ ok: true, checks: [] });
    expect(await backfillJournal(t.database.db, documentFamilies)).toEqual({ posted: {}, empty: 0, refused: [] });
  });

  it('admins only; a date outside the period is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/audit/gl-verify?periodId=2', headers: await authHeader(t.database, 'user@demo.rs') });
    expect(res.statusCode).toBe(403);
    const outside = await d.call('GET', '/v1/audit/gl-verify?periodId=2&datum=2025-01-01');
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ datum: 'error.datum.outside-period' });
  });
});
