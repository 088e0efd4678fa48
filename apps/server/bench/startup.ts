/**
 * Start of the real server as `npm start` runs it (the bundled server, built first): time from
 * spawning the process to the first 200 from /healthz, and to the first answer of the sign-in
 * page (a request that reads and writes the database).
 *
 * - first run: a new data folder (create, migrate, seed);
 * - restart: the same folder, after a clean stop;
 * - restart after kill -9: a database of 1,000,000 stock-ledger rows (LEDGER_ROWS), the server
 *   killed while it works (WRITES article inserts through the API just before), restarted.
 *   The database is built once and kept in the temporary folder (named by its rows and the
 *   newest migration), so repeated runs are cheap; each run starts from a copy of it.
 *
 * - recovery (CASES=wal): the same database after a process wrote WAL_MB (400) megabytes of log and
 *   was killed, once as PGlite leaves it (no checkpoint while it runs) and once as the server now
 *   checkpoints (16 MB at most behind): the restart replays that log.
 *
 * Each run's breakdown comes from the steps the server prints as it starts.
 * Run: npm run bench:startup (RUNS=5; CASES=first,restart,crash,wal; WAL_MB; BUILD=0; SERVER_DIR=another checkout's
 * apps/server to time that one instead; BASE_DIR=another checkout's apps/server to time it too, run
 * for run interleaved with this one on the same data, for a ratio on a machine whose load varies).
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { artGrupa, artPdv, memberships, refreshTokens, users } from '../src/platform/db/schema';
import { parseStep } from '../src/platform/startup';
import { median } from './bench-db';
import { embeddedLedger } from './embedded-ledger';

const runs = Number(process.env.RUNS ?? 5);
const ledgerRows = Number(process.env.LEDGER_ROWS ?? 1_000_000);
const writes = Number(process.env.WRITES ?? 200);
const cases = new Set((process.env.CASES ?? 'first,restart,crash,wal').split(','));
const walMb = Number(process.env.WAL_MB ?? 400);
const serverDir = path.resolve(process.env.SERVER_DIR ?? path.resolve(import.meta.dirname, '..'));
const baseDir = process.env.BASE_DIR ? path.resolve(process.env.BASE_DIR) : null;
const servers = baseDir ? [serverDir, baseDir] : [serverDir];
const SECRET = 'bench-secret-bench-secret-bench-secret';
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// BUILD=0: the bundles as they are
if (process.env.BUILD !== '0') for (const dir of servers) execFileSync(process.execPath, [path.join(dir, 'scripts/build.mjs')], { stdio: 'inherit' });

interface Started {
  child: ChildProcess;
  port: number;
  /** What the server printed on stdout so far. */
  output: () => string;
}

/** The same command as `npm start -w apps/server`, without npm in front of it. */
async function startServer(dataDir: string, dir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(dir, 'dist/server.js')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      DEMO_PASSWORD: 'Bench-lozinka-1',
      JWT_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return { child, port, output: () => out };
}

async function waitFor(server: Started, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited with code ${server.child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}${url}`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

async function stop(server: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

interface Timing {
  healthz: number;
  signIn: number;
  steps: { label: string; seconds: number }[];
}

/** Spawn → first 200 /healthz → first 200 of the sign-in page; the server is left running. */
async function timedStart(dataDir: string, dir = serverDir): Promise<{ server: Started; timing: Timing }> {
  const started = performance.now();
  const server = await startServer(dataDir, dir);
  await waitFor(server, '/healthz', 120_000);
  const healthz = performance.now() - started;
  await waitFor(server, '/v1/auth/login', 120_000);
  const signIn = performance.now() - started;
  const steps = server.output().split('\n').map(parseStep).filter((s) => s !== null);
  return { server, timing: { healthz, signIn, steps } };
}

/** Label without the folder it names, so runs on different folders add up. */
const stepName = (label: string) => label.replace(/ in \/.*$/, '').replace(/ \(\d+ migrations?\)$/, '');

function report(name: string, timings: Timing[]) {
  const h = timings.map((t) => t.healthz);
  const s = timings.map((t) => t.signIn);
  console.log(`${name}, N=${timings.length}: spawn → first 200 /healthz median ${secs(median(h))}, max ${secs(Math.max(...h))}; → first sign-in page median ${secs(median(s))}, max ${secs(Math.max(...s))}`);
  const names = [...new Set(timings.flatMap((t) => t.steps.map((x) => stepName(x.label))))];
  if (names.length === 0) return;
  const parts = names.map((n) => `${n} ${secs(median(timings.map((t) => t.steps.filter((x) => stepName(x.label) === n).reduce((a, x) => a + x.seconds, 0) * 1000)))}`);
  const stepped = median(timings.map((t) => t.steps.reduce((a, x) => a + x.seconds, 0) * 1000));
  parts.push(`the rest (listen, the first request) ${secs(median(h) - stepped)}`);
  console.log(`  breakdown (medians): ${parts.join('; ')}`);
}

/** Writes through the API as a shop does before the crash: `writes` new articles. */
async function work(server: Started, token: string, tag: string, ids: { grpId: number; pdvId: number }) {
  for (let i = 0; i < writes; i++) {
    const res = await fetch(`http://127.0.0.1:${server.port}/v1/art-main`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vArtikl: 'roba', grpId: ids.grpId, intSifra: `K${tag}-${i}`, artNaziv: `Artikal pred pad ${tag}-${i}`, meraCode: 'kom', pdvId: ids.pdvId }),
    });
    if (res.status !== 201) throw new Error(`article insert answered ${res.status}: ${await res.text()}`);
  }
}

/** The 1,000,000-row database, built once (and kept) in the temporary folder; a bench access token's session. */
async function ledgerDatabase(): Promise<{ dir: string; token: () => Promise<string>; ids: { grpId: number; pdvId: number } }> {
  const journal = JSON.parse(fs.readFileSync(path.join(serverDir, 'migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const dir = path.join(os.tmpdir(), `knjige-bench-startup-ledger-${ledgerRows}-${journal.entries.at(-1)!.tag}`);
  const meta = path.join(dir, 'bench.json');
  if (!fs.existsSync(meta)) {
    fs.rmSync(dir, { recursive: true, force: true });
    const built = await embeddedLedger(ledgerRows);
    const db = built.database.db;
    const [admin] = await db
      .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, 'admin@demo.rs'));
    // a sign-in that stays open for the bench's runs (the refresh-token row the guard checks)
    const [session] = await db
      .insert(refreshTokens)
      .values({ tokenHash: randomUUID(), familyId: randomUUID(), userId: admin!.userId, companyId: admin!.companyId, expiresAt: new Date('2100-01-01') })
      .returning({ id: refreshTokens.id });
    const [grp] = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, admin!.companyId)).limit(1);
    const [pdv] = await db.select({ id: artPdv.id }).from(artPdv).where(and(eq(artPdv.companyId, admin!.companyId), eq(artPdv.isDefault, true)));
    await built.database.close();
    fs.renameSync(built.dataDir, dir);
    fs.writeFileSync(meta, JSON.stringify({ admin, sid: session!.id, grpId: grp!.id, pdvId: pdv!.id }));
  }
  const saved = JSON.parse(fs.readFileSync(meta, 'utf8')) as { admin: { userId: number; companyId: number; role: 'admin' }; sid: number; grpId: number; pdvId: number };
  const signer = createTokenSigner(SECRET, 900);
  return { dir, ids: { grpId: saved.grpId, pdvId: saved.pdvId }, token: () => signer.signAccess({ ...saved.admin, sid: saved.sid }) };
}

console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; server ${serverDir}`);

if (cases.has('first') || cases.has('restart')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-startup-'));
  try {
    const first = await timedStart(dataDir);
    await stop(first.server);
    report('first run (create, migrate, seed)', [first.timing]);
    if (cases.has('restart')) {
      const timings: Timing[] = [];
      for (let i = 0; i < runs; i++) {
        const { server, timing } = await timedStart(dataDir);
        await stop(server);
        timings.push(timing);
      }
      report('restart on an existing data folder (demo company), after a clean stop', timings);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (cases.has('crash')) {
  const cached = await ledgerDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-startup-crash-'));
  try {
    fs.cpSync(cached.dir, dataDir, { recursive: true });
    let server = (await timedStart(dataDir)).server;
    const clean = new Map<string, Timing[]>(servers.map((d) => [d, []]));
    const crashed = new Map<string, Timing[]>(servers.map((d) => [d, []]));
    for (let i = 0; i < runs; i++) {
      for (const dir of servers) {
        await work(server, await cached.token(), `c${i}${dir.length}`, cached.ids);
        await stop(server); // clean stop: a shutdown checkpoint
        const again = await timedStart(dataDir, dir);
        clean.get(dir)!.push(again.timing);
        await work(again.server, await cached.token(), `k${i}${dir.length}`, cached.ids);
        // killed and started again at once, as a supervisor restarts a crashed server (the old process may not be gone yet)
        again.server.child.kill('SIGKILL');
        const restarted = await timedStart(dataDir, dir);
        crashed.get(dir)!.push(restarted.timing);
        server = restarted.server;
      }
    }
    await stop(server);
    for (const dir of servers) {
      const which = servers.length > 1 ? ` [${dir}]` : '';
      report(`restart after a clean stop, ${ledgerRows.toLocaleString('en')} ledger rows${which}`, clean.get(dir)!);
      report(`restart after kill -9 (${writes} writes before it), ${ledgerRows.toLocaleString('en')} ledger rows${which}`, crashed.get(dir)!);
    }
    if (baseDir) {
      const ratio = (m: Map<string, Timing[]>) => (median(m.get(serverDir)!.map((t) => t.healthz)) / median(m.get(baseDir)!.map((t) => t.healthz))).toFixed(2);
      console.log(`ratio this / base (medians to first 200 /healthz): after a clean stop ${ratio(clean)}×, after kill -9 ${ratio(crashed)}×`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (cases.has('wal')) {
  const cached = await ledgerDatabase();
  for (const mode of ['none', 'server']) {
    const timings: Timing[] = [];
    let left = 0;
    for (let i = 0; i < Math.min(runs, 3); i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-startup-wal-'));
      try {
        fs.cpSync(cached.dir, dataDir, { recursive: true });
        // the writer kills itself (kill -9) once it has written
        const writer = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'crash-writer.ts'), dataDir, String(walMb), mode], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
        if (writer.signal !== 'SIGKILL') throw new Error(`the writer ended with ${writer.status ?? writer.signal}`);
        left = (JSON.parse(writer.stdout.trim().split('\n').at(-1)!) as { left: number }).left;
        const { server, timing } = await timedStart(dataDir);
        await stop(server);
        timings.push(timing);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    report(`restart after kill -9 with ${walMb} MB written, ${mode === 'none' ? 'no checkpoint while running (as before)' : 'checkpointed as the server now does'}: ${(left / 1024 / 1024).toFixed(0)} MB of log to replay`, timings);
  }
}
console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (target: restart after kill -9 ≤ 3 s median)`);
