/**
 * Cold start of the real server on an existing embedded database, as `npm start` runs it (the
 * bundled server, built first): time from spawning the process to the first 200 from /healthz.
 * Run: npm run bench:startup (RUNS=5 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const runs = Number(process.env.RUNS ?? 5);
const serverDir = path.resolve(import.meta.dirname, '..');
const bundle = path.join(serverDir, 'dist/server.js');

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

execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], { stdio: 'inherit' });

/** The same command as `npm start -w apps/server`, without npm in front of it. */
function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED: 'demo', DEMO_PASSWORD: 'Bench-lozinka-1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitHealthy(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no 200 from /healthz within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startServer(dataDir, port);
  try {
    await waitHealthy(child, port, 60_000);
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-startup-'));
try {
  const first = await timedStart(dataDir);
  console.log(`first run (create, migrate, seed): ${(first / 1000).toFixed(2)} s`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ms = await timedStart(dataDir);
    times.push(ms);
    console.log(`  run ${i + 1}: ${(ms / 1000).toFixed(2)} s`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const max = times[times.length - 1]!;
  console.log(`startup on an existing data folder, spawn → first 200 /healthz, N=${runs}: median ${(median / 1000).toFixed(2)} s, max ${(max / 1000).toFixed(2)} s (target ≤ 3 s)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
