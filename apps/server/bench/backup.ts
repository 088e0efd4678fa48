/**
 * Backup of an embedded database holding 1,000,000 stock-ledger rows while the API answers: the
 * article list is asked at a steady rate (open loop, one request every INTERVAL ms whether or not
 * the previous one answered) before the backup (idle) and all through it; p95 of both and their
 * ratio. Run: npm run bench:backup (ROWS, INTERVAL override).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { backupsOf } from '../src/platform/backup/backups';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { embeddedLedger, percentile } from './embedded-ledger';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const INTERVAL = Number(process.env.INTERVAL ?? 50);

const { config, database, remove } = await embeddedLedger(ROWS);
try {
  const [admin] = await database.db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret!, 900), admin!)}` };
  let page = 0;
  const ask = async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/v1/art-main?page=${1 + (page++ % 500)}&perPage=20`, headers });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return performance.now() - started;
  };
  /** Requests at a steady rate until `until` settles (or `ms` pass); their latencies. */
  const load = async (until: Promise<unknown> | null, ms: number) => {
    const times: Promise<number>[] = [];
    let done = false;
    void until?.finally(() => (done = true));
    const end = performance.now() + ms;
    while (until ? !done : performance.now() < end) {
      times.push(ask());
      await new Promise((r) => setTimeout(r, INTERVAL));
    }
    return Promise.all(times);
  };
  for (let i = 0; i < 30; i++) await ask(); // warm-up
  const idle = await load(null, 10_000);
  const backups = backupsOf(database, { dir: `${config.dataDir}/backups`, keep: 14, time: null });
  const running = backups.run();
  const during = await load(running, 0);
  const result = await running;
  const idleP95 = percentile(idle, 95);
  const duringP95 = percentile(during, 95);
  console.log(`backup: ${result.rows.toLocaleString('en')} rows, ${(result.bytes / 1e6).toFixed(0)} MB in ${(result.ms / 1000).toFixed(1)} s (target ≤ 30 s); files copied in ${(result.copyMs / 1000).toFixed(1)} s, queries held back ${result.pausedMs.toFixed(0)} ms`);
  console.log(`GET /v1/art-main every ${INTERVAL} ms: idle p95 ${idleP95.toFixed(1)} ms (n=${idle.length}), during the backup p95 ${duringP95.toFixed(1)} ms (n=${during.length}, max ${Math.max(...during).toFixed(0)} ms); ratio ${(duringP95 / idleP95).toFixed(2)} (target ≤ 3)`);
  await app.close();
} finally {
  await database.close();
  remove();
}
