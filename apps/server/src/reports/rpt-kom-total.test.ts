import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents } from '../../test/documents';
import { postClient, type ClientPosting } from '../ledgers/books';
import { selectRows } from '../platform/db/client';
import { migrationsFolder } from '../platform/paths';

/**
 * The client-balance report's counts and summary come from the kept totals (`client_total`);
 * whatever locks and stornos did, they equal the sums of the report's own rows, for every state
 * filter, with and without a search.
 */

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let Z: number;
let N: number;
let T1: number;
let zakup: number;
let vat20: number;
let statementNo = 0;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  statementNo = 0;
  K = await client('TK', 'Kupac K', { isKupac: true });
  D = await client('TD', 'Dobavljač D', { isDobavljac: true });
  Z = await client('TZ', 'Kupac Z', { isKupac: true });
  N = await client('TN', 'Dobavljač N', { isDobavljac: true });
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  zakup = await d.costItem('Opšti troškovi', 'Zakup');
  vat20 = await d.vatRate(2000);
});

type Row = { id: number; duguje: number; uplata: number; dugSaldo: number; potrazuje: number; isplata: number; potSaldo: number; stanje: number };
const columns = ['duguje', 'uplata', 'dugSaldo', 'potrazuje', 'isplata', 'potSaldo', 'stanje'] as const;
const states = ['all', 'dug', 'pot', 'not-0'] as const;
const searches = ['', 'kupac', 'dobavlja', 'TZ'];

/** The kept totals that differ from the balances' sums per class (none when they agree). */
const keptMismatch = () =>
  selectRows<Record<string, unknown>>(
    t.database.db,
    sql`with b as (
          select company_id, period_id, case when duguje - uplata - potrazuje + isplata > 0 then 1 when duguje - uplata - potrazuje + isplata < 0 then -1
              when duguje <> 0 or uplata <> 0 or potrazuje <> 0 or isplata <> 0 then 0 else 2 end::smallint as class,
            count(*) n, sum(duguje) duguje, sum(uplata) uplata, sum(potrazuje) potrazuje, sum(isplata) isplata
          from client_balance group by 1, 2, 3)
        select * from b full join client_total k using (company_id, period_id, class)
        where coalesce(b.n, 0) <> coalesce(k.balances, 0) or coalesce(b.duguje, 0) <> coalesce(k.duguje, 0) or coalesce(b.uplata, 0) <> coalesce(k.uplata, 0)
           or coalesce(b.potrazuje, 0) <> coalesce(k.potrazuje, 0) or coalesce(b.isplata, 0) <> coalesce(k.isplata, 0)`,
  );

/** The kept totals by class: [class, balances, stanje]. */
const keptByClass = async () =>
  (
    await selectRows<{ class: number; balances: number; stanje: string }>(
      t.database.db,
      sql`select class, balances, (duguje - uplata - potrazuje + isplata)::text as stanje from client_total where period_id = 2 and balances <> 0 order by class`,
    )
  ).map((r) => [r.class, r.balances, Number(r.stanje)]);

/** Every combination of the report's filters: the summary and the counts against the rows' sums. */
async function checkTotals(step: string) {
  expect(await keptMismatch(), `${step}: the kept totals equal the balances' sums`).toEqual([]);
  const everyRow = (await d.get('/v1/rpt-kom/stanje?periodId=2&perPage=200')).data.length as number;
  for (const stanje of states) {
    for (const search of searches) {
      const query = `periodId=2&stanje=${stanje}${search ? `&search=${search}` : ''}`;
      const list = await d.get(`/v1/rpt-kom/stanje?${query}&perPage=200&datum=2024-12-31`);
      const rows = list.data as Row[];
      const label = `${step}: ${query}`;
      const summed = Object.fromEntries(columns.map((c) => [c, rows.reduce((s, r) => s + r[c], 0)]));
      expect((await d.get(`/v1/rpt-kom/sum?${query}`)).data, label).toEqual({ ...summed, count: rows.length });
      expect(list.pagination, label).toMatchObject({ filteredCount: rows.length, itemsCount: everyRow });
    }
  }
}

async function statement(lines: Record<string, unknown>[]) {
  const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: ++statementNo, datum: '2024-03-01', trnId: T1 });
  for (const body of lines) await d.item('doc-trn', id, body);
  await d.lock('doc-trn', id);
  return id;
}

async function expenseInvoice(komId: number, rbroj: number, iznos: number) {
  const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj, datum: '2024-02-20', komId, dokBroj: `R-${rbroj}`, dokDatum: '2024-02-20', dokDpo: '2024-03-20', trosakId: zakup });
  await d.item('doc-zrn', zrn, { pdvId: vat20, iznos });
  await d.lock('doc-zrn', zrn);
  return zrn;
}

it('keeps the client totals equal to the sums of the report rows after invoices, payments, a credit note, stornos and a client paid to zero', async () => {
  const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
  await d.item('doc-psk', psk, { komId: K, duguje: 500_00, dueDate: '2024-01-31' });
  await d.item('doc-psk', psk, { komId: D, potrazuje: 300_00 });
  await d.item('doc-psk', psk, { komId: Z, duguje: 123_45, dueDate: '2024-02-15' });
  await d.lock('doc-psk', psk);
  expect(await keptByClass()).toEqual([
    [-1, 1, -300_00],
    [1, 2, 623_45],
  ]);
  await checkTotals('opening balances');

  // Expense invoices from D (1,000.00 + 20 %) and from N (333.33 + 66.67: the VAT rounded to the para).
  await expenseInvoice(D, 1, 1_000_00);
  const fromN = await expenseInvoice(N, 2, 333_33);
  await checkTotals('expense invoices');

  // A credit note to K of 50.00 (invoice side, potrazuje).
  const knod = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', komId: K, osnov: 'Reklamacija', iznos: 50_00 });
  expect(knod.statusCode, knod.body).toBe(201);
  await d.lock('doc-knod', knod.json().id);
  await checkTotals('credit note');

  // The bank statement: K pays 400.00, Z pays its 123.45 in full (its stanje goes to 0), we pay D 1,000.00.
  const trn = await statement([
    { vNalog: 'uplata', komId: K, uplata: 400_00 },
    { vNalog: 'uplata', komId: Z, uplata: 123_45 },
    { vNalog: 'isplata', komId: D, isplata: 1_000_00 },
  ]);
  expect((await d.get('/v1/rpt-kom/sum?periodId=2&stanje=dug')).data).toMatchObject({ stanje: 50_00, count: 1 });
  expect((await d.get('/v1/rpt-kom/sum?periodId=2&stanje=not-0')).data).toMatchObject({ duguje: 623_45, uplata: 523_45, potrazuje: 1_500_00 + 400_00 + 50_00, isplata: 1_000_00, count: 4 });
  await checkTotals('payments');

  // Storno of N's only invoice: N's balance row stays with all four columns 0 (counted by `all`, not by `not-0`).
  await d.storno('doc-zrn', fromN);
  const all = (await d.get('/v1/rpt-kom/sum?periodId=2&stanje=all')).data;
  const not0 = (await d.get('/v1/rpt-kom/sum?periodId=2&stanje=not-0')).data;
  expect([all.count, not0.count]).toEqual([4, 3]);
  expect(await keptByClass()).toEqual([
    [-1, 1, -500_00],
    [0, 1, 0],
    [1, 1, 50_00],
    [2, 1, 0],
  ]);
  await checkTotals('storno of an invoice');

  // Storno of the bank statement: Z owes its 123.45 again.
  await d.storno('doc-trn', trn);
  expect((await d.get('/v1/rpt-kom/sum?periodId=2&stanje=dug')).data).toMatchObject({ stanje: 450_00 + 123_45, count: 2 });
  await checkTotals('storno of the payments');
}, 120_000);

it('keeps the totals exact when postings of the same clients run at once', async () => {
  // Each transaction posts two clients, in either order; the classes flip as they run (N owes, is paid to 0; we owe K, pay K to 0).
  const post = (docId: number, rows: Omit<ClientPosting, 'datum'>[]) =>
    t.database.db.transaction((tx) =>
      postClient(tx, { companyId: 1, periodId: 2, vDoc: 'test-pay', docId, docOznaka: `T-${docId}/2024`, docOpis: '' }, rows.map((r) => ({ ...r, datum: '2024-03-01' }))),
    );
  await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? post(i + 1, [
            { komId: N, side: 'invoice', duguje: 100_00, potrazuje: 0 },
            { komId: K, side: 'invoice', duguje: 0, potrazuje: 30_00 },
          ])
        : post(i + 1, [
            { komId: K, side: 'payment', duguje: 30_00, potrazuje: 0 },
            { komId: N, side: 'payment', duguje: 0, potrazuje: 100_00 },
          ]),
    ),
  );
  expect(await keptMismatch()).toEqual([]);
  expect(await keptByClass()).toEqual([[0, 2, 0]]);
  expect((await d.get('/v1/rpt-kom/sum?periodId=2&stanje=not-0')).data).toEqual({
    duguje: 600_00,
    uplata: 600_00,
    dugSaldo: 0,
    potrazuje: 180_00,
    isplata: 180_00,
    potSaldo: 0,
    stanje: 0,
    count: 2,
  });
});

it('migration 0078 fills the kept totals of an existing history as the postings keep them', async () => {
  const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
  await d.item('doc-psk', psk, { komId: K, duguje: 500_00, dueDate: '2024-01-31' });
  await d.item('doc-psk', psk, { komId: D, potrazuje: 300_00 });
  await d.item('doc-psk', psk, { komId: Z, duguje: 123_45, dueDate: '2024-02-15' });
  await d.lock('doc-psk', psk);
  await d.storno('doc-zrn', await expenseInvoice(N, 1, 100_00));
  await statement([{ vNalog: 'uplata', komId: Z, uplata: 123_45 }]);
  const kept = () => selectRows<Record<string, unknown>>(t.database.db, sql`select * from client_total where balances <> 0 order by company_id, period_id, class`);
  const written = await kept();
  // D owes us nothing, we owe D (−1); Z paid to zero (0); K owes (1); N's storno'd invoice left all four columns 0 (2)
  expect(written.map((r) => [r.class, r.balances])).toEqual([
    [-1, 1],
    [0, 1],
    [1, 1],
    [2, 1],
  ]);
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith('0078_'))!;
  const fill = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint').at(-1)!;
  await t.database.db.execute(sql`delete from client_total`);
  await t.database.db.execute(sql.raw(fill));
  expect(await kept()).toEqual(written);
});
