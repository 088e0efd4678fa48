/**
 * The first start's seeding of the demo company: the bare company (DEMO_MONTH=0) against the company
 * with its first month booked, run for run interleaved on the same machine, each on a fresh embedded
 * database migrated once and copied (so migrating is not in the figure).
 * Run: npm run bench:seed (RUNS=5; ONLY=bare or ONLY=month seeds only that one, for a whole-process
 * timing of each from outside).
 */
import { PGlite } from '@electric-sql/pglite';
import { createPglite, openPglite } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seed } from '../src/seed/seed';
import { median } from './bench-db';

const runs = Number(process.env.RUNS ?? 5);
const only = process.env.ONLY;

const migrated = await createPglite(undefined);
await migrate(openPglite(migrated));
const image = await migrated.dumpDataDir('none');
await migrated.close();

/** Seconds to seed a fresh copy of the migrated database. */
async function seeded(demoMonth: boolean): Promise<number> {
  const client: PGlite = await createPglite(undefined, image);
  const started = performance.now();
  await seed(openPglite(client).db, { seed: 'demo', demoMonth, demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const ms = performance.now() - started;
  await client.close();
  return ms;
}

const bare: number[] = [];
const month: number[] = [];
for (let i = 0; i < runs; i++) {
  if (only !== 'month') bare.push(await seeded(false));
  if (only !== 'bare') month.push(await seeded(true));
}
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
if (only) {
  console.log(`seeding the demo company (${only}), N=${runs}: median ${secs(median(only === 'bare' ? bare : month))}`);
  process.exit(0);
}
const ratios = month.map((m, i) => m / bare[i]!);
console.log(`seeding the demo company, N=${runs}: bare median ${secs(median(bare))} (max ${secs(Math.max(...bare))}); with its first month booked median ${secs(median(month))} (max ${secs(Math.max(...month))}); month/bare run for run median ${median(ratios).toFixed(2)}`);
