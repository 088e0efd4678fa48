/**
 * The first start's seeding of the demo company: the bare company (DEMO_MONTH=0) against the company
 * with its first month booked, run for run interleaved on the same machine, each on a fresh embedded
 * database migrated once and copied (so migrating is not in the figure). Each run's wall time and the
 * process's CPU time over it (the embedded database runs in this thread, so the CPU time is the
 * seeding's work, whatever else the machine runs meanwhile).
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

interface Run {
  /** wall time, ms */
  wall: number;
  /** the process's CPU time (user + system), ms */
  cpu: number;
}

/** One seeding of a fresh copy of the migrated database. */
async function seeded(demoMonth: boolean): Promise<Run> {
  const client: PGlite = await createPglite(undefined, image);
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  await seed(openPglite(client).db, { seed: 'demo', demoMonth, demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - started;
  await client.close();
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const bare: Run[] = [];
const month: Run[] = [];
for (let i = 0; i < runs; i++) {
  if (only !== 'month') bare.push(await seeded(false));
  if (only !== 'bare') month.push(await seeded(true));
}
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const figures = (rs: Run[]) => `wall median ${secs(median(rs.map((r) => r.wall)))} (max ${secs(Math.max(...rs.map((r) => r.wall)))}), CPU median ${secs(median(rs.map((r) => r.cpu)))}`;
if (only) {
  console.log(`seeding the demo company (${only}), N=${runs}: ${figures(only === 'bare' ? bare : month)}`);
  process.exit(0);
}
const ratio = (pick: (r: Run) => number) => median(month.map((m, i) => pick(m) / pick(bare[i]!))).toFixed(2);
const added = median(month.map((m, i) => m.cpu - bare[i]!.cpu));
console.log(
  `seeding the demo company, N=${runs}: bare ${figures(bare)}; with its first month booked ${figures(month)}; ` +
    `month/bare run for run median: wall ${ratio((r) => r.wall)}, CPU ${ratio((r) => r.cpu)}; the month adds ${secs(added)} of CPU`,
);
