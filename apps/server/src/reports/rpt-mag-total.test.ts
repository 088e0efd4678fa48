import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { selectRows } from '../platform/db/client';
import { migrationsFolder } from '../platform/paths';
import { companies } from '../platform/db/schema';

/**
 * The stock report's total and counts come from the kept totals (`stock_total`); whatever locks and
 * stornos did, they equal the sums of the report's own rows, for every price type, stock filter,
 * warehouse and search.
 */

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let sugar: number;
let oil: number;
let supplier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'user@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, MP, supplier } = setup);
  sugar = await setup.articleByCode('1002');
  oil = await setup.articleByCode('1003');
});

type Row = { magId: number; artId: number; stanje: number; vrednost: number };
const priceTypes = ['pnCena', 'znCena', 'kepuCena'] as const;
const stockFilters = ['all', 'less-than-0', 'greater-than-0', 'not-0', 'equals-0'] as const;

/** Every combination of the report's filters: the total and the counts against the rows' sums. */
async function checkTotals(step: string) {
  const kept = await selectRows<Record<string, unknown>>(
    t.database.db,
    sql`with b as (
          select company_id, period_id, mag_id, sign(stanje)::smallint sign, count(*) n, sum(stanje) stanje, sum(nab_vrednost) nab,
            sum(prod_vrednost) prod, sum(round(stanje::numeric * zn_cena / 1000)) zn
          from stock_balance group by 1, 2, 3, 4)
        select * from b full join stock_total k using (company_id, period_id, mag_id, sign)
        where coalesce(b.n, 0) <> coalesce(k.balances, 0) or coalesce(b.stanje, 0) <> coalesce(k.stanje, 0) or coalesce(b.nab, 0) <> coalesce(k.nab_vrednost, 0)
           or coalesce(b.prod, 0) <> coalesce(k.prod_vrednost, 0) or coalesce(b.zn, 0) <> coalesce(k.zn_vrednost, 0)`,
  );
  expect(kept, `${step}: the kept totals equal the balances' sums`).toEqual([]);
  const everyRow = (await d.call('GET', '/v1/rpt-mag/stanje-zaliha?periodId=2&perPage=200')).json().data.length as number;
  for (const priceType of priceTypes) {
    for (const stockFilter of stockFilters) {
      for (const scope of ['', `&magId=${VP}`, `&magId=${MP}`, '&search=ulje', `&magId=${MP}&search=e`]) {
        const query = `periodId=2&priceType=${priceType}&stockFilter=${stockFilter}${scope}`;
        const list = (await d.call('GET', `/v1/rpt-mag/stanje-zaliha?${query}&perPage=200`)).json();
        const rows = list.data as Row[];
        const total = (await d.call('GET', `/v1/rpt-mag/sum?${query}`)).json().data;
        const label = `${step}: ${query}`;
        expect(total, label).toEqual({ vrednost: rows.reduce((s, r) => s + r.vrednost, 0), stanje: rows.reduce((s, r) => s + r.stanje, 0), count: rows.length });
        expect(list.pagination, label).toMatchObject({ filteredCount: rows.length, itemsCount: everyRow });
      }
    }
  }
}

it('keeps the stock total equal to the sum of the report rows after locks, stornos, re-costing and negative stock', async () => {
  await t.database.db.update(companies).set({ allowNegativeStock: true });
  const extra = await d.article('roba', 'T1', 2000);
  // Wholesale receipts at prices that do not divide: 1.333 l of oil at 123.45 is worth 164.56 at znCena.
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: VP });
  await d.item('doc-psr', psr, { artId: sugar, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
  await d.item('doc-psr', psr, { artId: oil, kolicina: 1_333, nabCena: 12_345, prodCena: 20_000 });
  await d.item('doc-psr', psr, { artId: extra, kolicina: 5_000, nabCena: 9_999, prodCena: 14_999 });
  await d.lock('doc-psr', psr);
  expect((await d.call('GET', `/v1/rpt-mag/sum?periodId=2&priceType=znCena&magId=${VP}`)).json().data).toEqual({
    vrednost: 100_000 + 16_456 + 49_995,
    stanje: 16_333,
    count: 3,
  });
  const ur = await d.create('doc-ur', { vSubDoc: 'mp', rbroj: 1, datum: '2024-02-02', magId: MP, komId: supplier, dokBroj: 'R-1', dokDatum: '2024-02-02', dokDpo: '2024-02-02' });
  await d.item('doc-ur', ur, { artId: sugar, kolicina: 3_000, fakCena: 11_000, rabat1: 0, prodCena: 18_000 });
  await d.lock('doc-ur', ur);
  await checkTotals('receipts');

  // A transfer empties the oil of the wholesale warehouse and takes the new article below zero.
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-03-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: oil, kolicina: 1_333, outCena: 20_000, inCena: 30_000 });
  await d.item('doc-int', int, { artId: sugar, kolicina: 2_500, outCena: 15_000, inCena: 18_000 });
  await d.item('doc-int', int, { artId: extra, kolicina: 7_000, outCena: 14_999, inCena: 19_999 });
  await d.lock('doc-int', int);
  expect((await d.call('GET', '/v1/rpt-mag/sum?periodId=2&priceType=pnCena&stockFilter=less-than-0')).json().data).toMatchObject({ stanje: -2_000, count: 1 });
  expect((await d.call('GET', `/v1/rpt-mag/sum?periodId=2&priceType=pnCena&stockFilter=equals-0&magId=${VP}`)).json().data).toMatchObject({ vrednost: 0, stanje: 0, count: 1 });
  await checkTotals('transfer');

  // A backdated receipt re-costs the transfer's issues; then the transfer is reversed (signs change back) and the shop's prices change.
  const early = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-15', magId: VP });
  await d.item('doc-psr', early, { artId: sugar, kolicina: 4_000, nabCena: 7_777, prodCena: 15_000 });
  await d.item('doc-psr', early, { artId: extra, kolicina: 1_000, nabCena: 8_888, prodCena: 14_999 });
  await d.lock('doc-psr', early);
  await checkTotals('backdated receipt');
  await d.storno('doc-int', int);
  expect((await d.call('GET', '/v1/rpt-mag/sum?periodId=2&priceType=pnCena&stockFilter=less-than-0')).json().data).toEqual({ vrednost: 0, stanje: 0, count: 0 });
  await checkTotals('storno of the transfer');
  const niv = await d.create('doc-niv', { vSubDoc: 'mp', rbroj: 1, datum: '2024-04-01', magId: MP });
  await d.item('doc-niv', niv, { artId: sugar, kolicina: 3_000, cenaPre: 18_000, cenaPosle: 19_900 });
  await d.lock('doc-niv', niv);
  await checkTotals('price change');
  await d.storno('doc-psr', early);
  await checkTotals('storno of the backdated receipt');
}, 120_000);

it('migration 0019 fills the kept totals of an existing history as the postings keep them', async () => {
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: VP });
  await d.item('doc-psr', psr, { artId: sugar, kolicina: 10_000, nabCena: 10_000, prodCena: 15_000 });
  await d.item('doc-psr', psr, { artId: oil, kolicina: 1_333, nabCena: 12_345, prodCena: 20_000 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-03-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: oil, kolicina: 1_333, outCena: 20_000, inCena: 30_000 });
  await d.lock('doc-int', int);
  const kept = () => selectRows<{ mag_id: number; sign: number; balances: number }>(t.database.db, sql`select * from stock_total where balances <> 0 order by company_id, period_id, mag_id, sign`);
  const written = await kept();
  // VP: sugar above zero, oil at zero; MP: oil above zero
  const expected = [
    [VP, 0, 1],
    [VP, 1, 1],
    [MP, 1, 1],
  ].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  expect(written.map((r) => [r.mag_id, r.sign, r.balances])).toEqual(expected);
  const file = fs.readdirSync(migrationsFolder).find((f) => f.startsWith('0019_'))!;
  const fill = fs.readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint').at(-1)!;
  await t.database.db.execute(sql`delete from stock_total`);
  await t.database.db.execute(sql.raw(fill));
  expect(await kept()).toEqual(written);
});
