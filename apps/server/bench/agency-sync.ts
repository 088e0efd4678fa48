/**
 * bench:agency-sync: the SEF synchronisation of COMPANIES (default 300) client companies of an
 * agency, each with its own API key, side by side across keys, against the SEF simulator with its
 * limit on (3 calls a second per key). Two runs are timed after a first that sets every company's
 * cursors: one with nothing new, one with INVOICES (default 10) new purchase invoices delivered to
 * each company. Each is printed beside the floor the rate limit sets (the most calls any one key
 * made, at 3 a second, every key in parallel) and the ratio. Every company must end `done` with
 * exactly its invoices in its inbox, and no second of any key may see a fourth call.
 * Run: npm run bench:agency-sync (COMPANIES, INVOICES override; DB=postgres runs it on a scratch
 * PostgreSQL database of BENCH_DATABASE_URL's server, default the embedded database).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/platform/db/schema';
import { sefPurchaseInvoice } from '../src/integrations/sef/purchase/purchase.tables';
import { SefRateLimiter } from '../src/integrations/sef/sef-rate-limit';
import { sefRuntime } from '../src/integrations/sef/sef-runtime';
import { saveSefKey } from '../src/integrations/sef/sef-settings';
import { syncCompanies } from '../src/integrations/sef/sef-sync';
import { sefSyncProgress } from '../src/integrations/sef/sef.tables';
import { sampleInvoiceXml, startSefSimulator } from '@knjige/simulators/sef';
import pg from 'pg';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seededEmbedded } from './bench-db';

const COMPANIES = Number(process.env.COMPANIES ?? 300);
const INVOICES = Number(process.env.INVOICES ?? 10);
const RATE = 3;

/** A scratch PostgreSQL database (created and dropped) with the migrations run. */
async function scratchPostgres() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `knjige_bench_agency_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrate(database);
  const close = async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { config: loadConfig({ LOG_LEVEL: 'silent' }), database, close };
}

const sim = await startSefSimulator();
const onPostgres = process.env.DB === 'postgres';
const bench = onPostgres ? await scratchPostgres() : await seededEmbedded('agency-sync');
const { database } = bench;
const db = database.db;
console.log(`${COMPANIES} companies, ${INVOICES} new purchase invoices each, on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`);
try {
  const runtime = sefRuntime({ ...bench.config, sefBaseUrl: sim.url, eotpBaseUrl: sim.url, sefRetryMs: 100 }, new SefRateLimiter());
  const clients: { id: number; key: string }[] = [];
  for (let n = 0; n < COMPANIES; n++) {
    const [row] = await db
      .insert(companies)
      .values({ naziv: `Klijent ${n + 1} d.o.o.`, pib: String(200_000_000 + n), maticniBroj: String(30_000_000 + n) })
      .returning({ id: companies.id });
    const key = randomUUID();
    await saveSefKey(db, runtime, row!.id, key);
    clients.push({ id: row!.id, key });
  }
  const ids = clients.map((c) => c.id);
  const failures: unknown[] = [];
  const log = (err: unknown, companyId: number) => failures.push(`${companyId}: ${String(err)}`);

  /** One synchronisation of every company, timed, with the calls it made at the simulator. */
  async function run(label: string) {
    // every slot of the last run free again: the run starts as the timer's would, a quarter of an hour later
    await new Promise((resolve) => setTimeout(resolve, 1100));
    sim.traffic.calls = [];
    const started = performance.now();
    await syncCompanies(db, runtime, ids, log);
    const seconds = (performance.now() - started) / 1000;
    if (failures.length) throw new Error(`${label}: ${failures.slice(0, 3).join('; ')}`);
    const perKey = new Map<string, number>();
    for (const call of sim.traffic.calls) perKey.set(call.apiKey, (perKey.get(call.apiKey) ?? 0) + 1);
    const most = Math.max(0, ...perKey.values());
    const refused = sim.traffic.calls.filter((c) => c.status === 429).length;
    const busiest = sim.traffic.busiestWindow(1000);
    const states = await db.select({ state: sefSyncProgress.state, n: sql<number>`count(*)::int` }).from(sefSyncProgress).groupBy(sefSyncProgress.state);
    if (states.length !== 1 || states[0]!.state !== 'done' || Number(states[0]!.n) !== COMPANIES) throw new Error(`${label}: progress ${JSON.stringify(states)}`);
    if (busiest > RATE || refused) {
      const key = sim.traffic.calls.find((c) => c.status === 429)?.apiKey ?? '';
      const t0 = sim.traffic.calls[0]?.at ?? 0;
      console.log(sim.traffic.calls.filter((c) => c.apiKey === key).map((c) => `${(c.at - t0).toFixed(0)} ${c.method} ${c.path.replace(/.*\//, '')} ${c.status}`).join('\n'));
      throw new Error(`${label}: busiest second ${busiest}, 429s ${refused}`);
    }
    // the rate limit's floor: the busiest key's calls at 3 a second, every key in parallel
    const floor = most / RATE;
    console.log(
      `${label}: ${COMPANIES} companies in ${seconds.toFixed(2)} s; ${sim.traffic.calls.length} calls (at most ${most} per key), busiest second of a key ${busiest} calls, 429s ${refused}; ` +
        `floor ${floor.toFixed(2)} s (${most} calls / ${RATE} per s, all keys in parallel), ratio ${(seconds / floor).toFixed(2)}`,
    );
    return seconds;
  }

  // the first synchronisation reads the last month and sets each company's cursors
  await run('first synchronisation (cursors set)');
  await run('nothing new');
  for (const c of clients) for (let n = 1; n <= INVOICES; n++) sim.state.deliverPurchase(c.key, sampleInvoiceXml({ number: `UF-${c.id}-${n}`, net: 100_000 + n }));
  await run(`${INVOICES} new purchase invoices each`);
  const [inbox] = await db.select({ n: sql<number>`count(*)::int` }).from(sefPurchaseInvoice);
  if (Number(inbox!.n) !== COMPANIES * INVOICES) throw new Error(`inbox ${inbox!.n}, expected ${COMPANIES * INVOICES}`);
  const [one] = await db.select({ n: sql<number>`count(*)::int` }).from(sefPurchaseInvoice).where(eq(sefPurchaseInvoice.companyId, clients[0]!.id));
  console.log(`inbox: ${inbox!.n} purchase invoices (${one!.n} for the first company)`);
} finally {
  await bench.close();
  await sim.close();
}
