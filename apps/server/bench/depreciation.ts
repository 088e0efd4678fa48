/**
 * Depreciation of a month over 10,000 fixed assets on the embedded database: the whole requests
 * (the document's create, which computes a line per asset, and its lock, which posts the
 * fixed-asset ledger and the general ledger by the scheme), against the bare-SQL floor: one
 * insert…select of the same lines (cost / useful life per asset) in a transaction rolled back.
 * Target: compute and lock ≤ 2 s. Run: npm run bench:depreciation (ASSETS overrides the count).
 */
import { sql } from 'drizzle-orm';
import { monthEnd } from '@knjige/domain';
import { buildApp } from '../src/app';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { selectRows } from '../src/platform/db/client';
import { analyzeGrownTables } from '../src/platform/db/statistics';
import { median, seededEmbedded } from './bench-db';

const ASSETS = Number(process.env.ASSETS ?? 10_000);
const RUNS = 3;
const bench = await seededEmbedded('depreciation');
const { config, database, admin } = bench;
try {
  const db = database.db;
  const companyId = admin.companyId;
  // assets of 12,000.00 to 2,011,900.00 on 023 (accumulated 029), in use from the first days of 2024, 2 to 10 years
  await db.execute(sql`
    insert into os_main (company_id, inv_broj, naziv, konto, konto_ispravke, poreska_grupa, datum_nabavke, nabavna_vrednost, datum_upotrebe, vek_meseci, lokacija)
    select ${companyId}, 'B' || lpad(g::text, 6, '0'), 'Sredstvo ' || g, '023', '029', 1 + g % 5, date '2024-01-02', 1200000 + (g % 2000)::bigint * 100000, date '2024-01-02' + (g % 20), 24 + (g % 97), 'Lokacija ' || (g % 10)
    from generate_series(1, ${ASSETS}) g`);
  const analyzed = database.kind === 'pglite' ? await analyzeGrownTables(database.client) : [];
  const app = await buildApp({ config, database, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), admin)}` };
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };

  /** Compute (create) and lock the depreciation of a month of 2024: the two requests' times. */
  async function month(mesec: number) {
    const started = performance.now();
    const { id } = await call('POST', '/v1/doc-amo', { periodId: 2, vSubDoc: 'amo', rbroj: mesec, datum: monthEnd(2024 * 12 + mesec - 1), mesec });
    const computed = performance.now();
    await call('POST', `/v1/doc-amo/${id}/lock`);
    const locked = performance.now();
    const doc = (await call('GET', `/v1/doc-amo/${id}`)).data as { iznos: number; brojSredstava: number };
    return { compute: computed - started, lock: locked - computed, total: locked - started, doc };
  }

  // February first: a warm server (compiled code, prepared plans); then three months timed
  await month(2);
  const runs = [];
  for (const mesec of [3, 4, 5].slice(0, RUNS)) runs.push(await month(mesec));
  const total = median(runs.map((r) => r.total));
  const last = runs[runs.length - 1]!;

  /** The floor: the same lines written by one insert…select, nothing else (rolled back). */
  async function floor() {
    const started = performance.now();
    await db
      .transaction(async (tx) => {
        const [doc] = await selectRows<{ id: number }>(tx, sql`insert into doc_amo (company_id, period_id, v_sub_doc, rbroj, oznaka, datum, mesec, mesec_od, mesec_do)
          values (${companyId}, 2, 'amo', 999, 'AMO-999/2024', '2024-06-30', 6, '2024-06-01', '2024-06-01') returning id`);
        await tx.execute(sql`insert into doc_amo_items (company_id, doc_id, os_id, konto, konto_ispravke, nabavna_vrednost, ispravka_pre, meseci, iznos)
          select company_id, ${doc!.id}, id, konto, konto_ispravke, nabavna_vrednost, 0, 1, round(nabavna_vrednost::numeric / vek_meseci)
          from os_main where company_id = ${companyId} and datum_upotrebe < '2024-06-01'`);
        throw new Error('rollback');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error) || err.message !== 'rollback') throw err;
      });
    return performance.now() - started;
  }
  await floor();
  const bare = median([await floor(), await floor(), await floor()]);

  console.log(`${ASSETS} assets (analyzed: ${analyzed.join(', ') || 'none'}); a month's depreciation ${(last.doc.iznos / 100).toFixed(2)} over ${last.doc.brojSredstava} lines`);
  console.log(`compute and lock a month: ${total.toFixed(0)} ms (compute ${median(runs.map((r) => r.compute)).toFixed(0)} ms, lock ${median(runs.map((r) => r.lock)).toFixed(0)} ms; median of ${RUNS}; target ≤ 2000 ms)`);
  console.log(`bare-SQL floor (one insert…select of the same lines): ${bare.toFixed(0)} ms; ratio ${(total / bare).toFixed(1)}×`);
  await app.close();
} finally {
  await bench.close();
}
