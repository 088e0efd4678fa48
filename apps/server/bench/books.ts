/**
 * The books on PostgreSQL: the VAT return of the whole year (the old rows, the PPPDV and the POPDV
 * view) and the first KIR page with its totals, at 100,000 and at 1,000,000 VAT-book rows (credit
 * notes, advances, exports, imports and reverse charge among them, each row with its POPDV field);
 * the floor is the return's sums in bare SQL. A KIR page filtered by a PPPDV field (103) beside it.
 * ROWS (comma-separated) overrides the two sizes. Run: npm run bench:books (BENCH_DATABASE_URL names the server, see bench-db.ts).
 */
import { sql } from 'drizzle-orm';
import { pppdvFields } from '@knjige/domain';
import { benchSizes, fillVatBook, median, withBenchApp } from './bench-db';

const RUNS = 15;
const year = 'periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31';

await withBenchApp(async ({ database, app, headers, companyId }) => {
  async function measure(urls: string[]) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const answers = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers })));
      times.push(performance.now() - started);
      for (const res of answers) if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    }
    return median(times);
  }
  async function bare(query: ReturnType<typeof sql>) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await database.db.execute(query);
      times.push(performance.now() - started);
    }
    return median(times);
  }
  // The floor: the return's query in bare SQL over the day sums; and, for scale, the same sums over every VAT-book row.
  const floor = () =>
    bare(sql`select book, stopa, deductible, avans, popdv, sum(osnovica), sum(pdv_iznos) from vat_book_day
      where company_id = ${companyId} and period_id = 2 and datum between '2024-01-01' and '2024-12-31' group by book, stopa, deductible, avans, popdv`);
  const scan = () =>
    bare(sql`select book, stopa, deductible, avans, popdv, sum(osnovica), sum(pdv_iznos) from vat_book
      where company_id = ${companyId} and period_id = 2 and datum between '2024-01-01' and '2024-12-31' group by book, stopa, deductible, avans, popdv`);
  const results: Record<number, { pdv: number; kir: number; kir103: number; floor: number; scan: number }> = {};
  for (const rows of benchSizes([100_000, 1_000_000])) {
    await fillVatBook(database, companyId, rows);
    results[rows] = {
      pdv: await measure([`/v1/rpt-fin/pdv-total?${year}`]),
      kir: await measure([`/v1/rpt-fin/kir?${year}&page=1&perPage=20`, `/v1/rpt-fin/kir-total?${year}`]),
      kir103: await measure([`/v1/rpt-fin/kir?${year}&pppdv=103&page=1&perPage=20`]),
      floor: await floor(),
      scan: await scan(),
    };
    const r = results[rows]!;
    console.log(
      `${rows.toLocaleString('en')} VAT-book rows: VAT return ${r.pdv.toFixed(1)} ms (bare SQL floor ${r.floor.toFixed(1)} ms, ratio ${(r.pdv / r.floor).toFixed(2)}; summing the rows themselves would take ${r.scan.toFixed(1)} ms), KIR first page with totals ${r.kir.toFixed(1)} ms, KIR first page of field 103 ${r.kir103.toFixed(1)} ms (medians of ${RUNS})`,
    );
    const form = (await app.inject({ method: 'GET', url: `/v1/rpt-fin/pdv-total?${year}`, headers })).json().data.pppdv as Record<string, number>;
    console.log(`  the year's PPPDV: ${pppdvFields.map((f) => `${f} ${(form[f]! / 100).toFixed(2)}`).join(', ')}`);
  }
  const big = results[1_000_000];
  if (!big || !results[100_000]) return;
  console.log(`VAT return at 1,000,000 rows: ${big.pdv.toFixed(1)} ms (target ≤ 200 ms); ratio to 100,000 rows: ${(big.pdv / results[100_000]!.pdv).toFixed(2)} (target ≤ 1.5)`);
  console.log(`KIR first page with totals at 1,000,000 rows: ${big.kir.toFixed(1)} ms (target ≤ 150 ms)`);
});
