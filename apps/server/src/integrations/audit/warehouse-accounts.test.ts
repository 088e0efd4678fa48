import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, glBalance, glCompanyAccount, glJournal, glJournalLine, magMain } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

/** A warehouse's own goods account (docs/decisions.md#posting-schemes): its stock figures post there and gl-verify compares it with the warehouse's stock. */
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
  A = (await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'WHK-A', artNaziv: 'Artikal WHK', meraCode: 'kom', pdvId: vat20 })).json().id;
});

const verify = async (datum?: string) => (await d.get(`/v1/audit/gl-verify?periodId=2${datum ? `&datum=${datum}` : ''}`)).data;

async function saldo(konto: string) {
  const rows = await t.database.db.select().from(glBalance).where(eq(glBalance.konto, konto));
  return rows.reduce((s, r) => s + r.duguje - r.potrazuje, 0);
}

async function account(konto: string, naziv: string) {
  const res = await d.call('POST', '/v1/kontni-plan', { konto, naziv });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function warehouse(sifra: string, magNaziv: string, vPromet: 'vp' | 'mp', konto: string | null) {
  return d.call('POST', '/v1/mag-main', { sifra, magNaziv, vPromet, konto });
}

async function setKonto(id: number, konto: string | null) {
  const current = await d.read('mag-main', id);
  const { sifra, magNaziv, vPromet, kepuMesto, mesto, opis, isDefault } = current;
  return d.call('PUT', `/v1/mag-main/${id}`, { sifra, magNaziv, vPromet, kepuMesto, mesto, opis, isDefault, konto });
}

async function receipt(rbroj: number, datum: string, magId: number, kolicina: number, fakCena: number) {
  const id = await d.create('doc-ur', { vSubDoc: magId === MP ? 'mp' : 'vp', rbroj, datum, magId, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: datum, dokDpo: datum });
  await d.item('doc-ur', id, { artId: A, kolicina, fakCena, rabat1: 0, prodCena: 1_800_00 });
  return id;
}

/** The lines of a document's posted entries: [account, debit, credit]. */
async function lines(vDoc: string, docId: number) {
  const rows = await t.database.db
    .select({ konto: glJournalLine.konto, duguje: glJournalLine.duguje, potrazuje: glJournalLine.potrazuje })
    .from(glJournalLine)
    .innerJoin(glJournal, eq(glJournal.id, glJournalLine.journalId))
    .where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId)))
    .orderBy(glJournal.id, glJournalLine.rb);
  return rows.map((r) => [r.konto, r.duguje, r.potrazuje]);
}

describe("a warehouse's own goods account", () => {
  it('posts each warehouse to its account and gl-verify compares each account with its warehouse, to the para', async () => {
    await account('13201', 'Roba u magacinu Glavni');
    await account('13202', 'Roba u magacinu Drugi');
    await account('13401', 'Roba u prodavnici 1');
    expect((await setKonto(VP, '13201')).statusCode).toBe(204);
    expect((await setKonto(MP, '13401')).statusCode).toBe(204);
    const second = await warehouse('WHK2', 'Drugi', 'vp', '13202');
    expect(second.statusCode, second.body).toBe(201);
    const W2 = second.json().id as number;
    const third = await warehouse('WHK3', 'Treći', 'vp', null);
    expect(third.statusCode, third.body).toBe(201);
    const W3 = third.json().id as number;
    expect((await d.read('mag-main', W2)).konto).toBe('13202');
    expect((await d.read('mag-main', W3)).konto).toBeNull();

    // receipts: 100 at 1,000.00 into Glavni, 50 at 1,200.00 into Drugi
    const r1 = await receipt(1, '2024-02-01', VP, 100_000, 1_000_00);
    await d.lock('doc-ur', r1);
    expect((await lines('ur', r1)).filter(([k]) => String(k).startsWith('132'))).toEqual([['13201', 100_000_00, 0]]);
    const r2 = await receipt(2, '2024-02-02', W2, 50_000, 1_200_00);
    await d.lock('doc-ur', r2);
    expect((await lines('ur', r2)).filter(([k]) => String(k).startsWith('132'))).toEqual([['13202', 60_000_00, 0]]);

    // a transfer of 20 from Glavni to shop 1 at 1,800.00: out of 13201 at cost, into 13401 at sale value
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-05', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 20_000, outCena: 1_000_00, inCena: 1_800_00 });
    await d.lock('doc-int', int);
    const intLines = await lines('int', int);
    expect(intLines).toContainEqual(['13201', 0, 20_000_00]);
    expect(intLines).toContainEqual(['13401', 36_000_00, 0]);
    expect(intLines.some(([k]) => k === '1320' || k === '1340')).toBe(false);

    // a sale of 30 from Drugi: its cost (36,000.00) out of 13202
    const prod = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-10', magId: W2, komId: buyer, datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' });
    await d.item('doc-prod', prod, { artId: A, kolicina: 30_000, prodCena: 1_500_00 });
    await d.lock('doc-prod', prod);
    expect(await lines('prod', prod)).toContainEqual(['13202', 0, 36_000_00]);

    // a backdated receipt of 100 at 1,300.00 into Glavni: the transfer's 20 now cost 1,150.00, the re-costing (3,000.00) out of 13201
    const late = await receipt(3, '2024-01-15', VP, 100_000, 1_300_00);
    await d.lock('doc-ur', late);
    expect(await lines('ur', late)).toContainEqual(['13201', 0, 3_000_00]);

    // each account equals its warehouse's stock: Glavni 180 at 1,150.00, Drugi 20 at 1,200.00, shop 1 20 at 1,800.00
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 180_000, vrednost: 207_000_00 });
    expect(await saldo('13201')).toBe(207_000_00);
    expect(await d.stock('pnCena', W2, A)).toMatchObject({ stanje: 20_000, vrednost: 24_000_00 });
    expect(await saldo('13202')).toBe(24_000_00);
    expect(await saldo('13401')).toBe(36_000_00);
    expect(await saldo('1320')).toBe(0);
    for (const datum of [undefined, '2024-01-31', '2024-02-05', '2024-02-10']) {
      expect(await verify(datum), `at ${datum ?? 'the end'}`).toMatchObject({ ok: true, checks: [] });
    }
    // the ten comparisons of before and one per own account
    expect((await verify()).compared).toBe(13);

    // 1320 split into analytics takes no postings: a warehouse without an account of its own cannot post goods
    const refused = await receipt(4, '2024-02-12', W3, 10_000, 1_000_00);
    const res = await d.call('POST', `/v1/doc-ur/${refused}/lock`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ 'lines.0.konto': 'error.konto.not-postable' });
    expect(await d.stock('pnCena', W3, A)).toBeUndefined();
    expect(await verify()).toMatchObject({ ok: true, checks: [] });

    // Drugi named 13201 after its postings went to 13202: the kind's total still holds, the account does not
    await t.database.db.update(magMain).set({ konto: '13201' }).where(eq(magMain.id, W2));
    const moved = await verify();
    expect(moved.checks).toMatchObject([{ check: 'stock.wholesale', key: '13201', ledger: 207_000_00, subLedger: 231_000_00, difference: -24_000_00 }]);
    expect(moved.checks[0].label).toContain('Drugi');
  });

  it('names a wrong account on the field: not in the chart, another company’s, taking no postings, under another kind', async () => {
    const glavni = await account('13201', 'Roba u magacinu Glavni');
    await account('13401', 'Roba u prodavnici 1');
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    await t.database.db.insert(glCompanyAccount).values({ companyId: other!.id, konto: '13209', parent: '1320', kind: 'balance', naziv: 'Tuđi', nazivCyr: 'Туђи', nazivEn: 'Other' });
    const before = await d.read('mag-main', VP);
    const cases: [number, 'vp' | 'mp', string, string][] = [
      [VP, 'vp', '13299', 'error.konto.not-found'],
      [VP, 'vp', '13209', 'error.konto.not-found'],
      [VP, 'vp', '1320', 'error.konto.not-postable'],
      [VP, 'vp', '13401', 'error.konto.not-warehouse'],
      [VP, 'vp', '241', 'error.konto.not-warehouse'],
      [MP, 'mp', '13201', 'error.konto.not-warehouse'],
    ];
    for (const [id, vPromet, konto, key] of cases) {
      const res = await setKonto(id, konto);
      expect(res.statusCode, `${vPromet} ${konto}`).toBe(422);
      expect(res.json().errors, `${vPromet} ${konto}`).toEqual({ konto: key });
    }
    const created = await warehouse('WHK9', 'Deveti', 'vp', '13401');
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ konto: 'error.konto.not-warehouse' });
    expect((await d.get('/v1/mag-main?search=WHK9')).data).toEqual([]);
    expect(await d.read('mag-main', VP)).toEqual(before);
    // an account a warehouse names stays in the chart; empty is none, and then it may go
    expect((await setKonto(VP, '13201')).statusCode).toBe(204);
    const kept = await d.call('DELETE', `/v1/kontni-plan/${glavni}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('error.konto.in-use-warehouses');
    expect((await setKonto(VP, '')).statusCode).toBe(204);
    expect((await d.read('mag-main', VP)).konto).toBeNull();
    expect((await d.call('DELETE', `/v1/kontni-plan/${glavni}`)).statusCode).toBe(204);
  });
});
