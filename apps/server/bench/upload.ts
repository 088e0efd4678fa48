/**
 * A 20 MiB PDF through the chunk protocol over loopback against the real server, started as
 * `npm start` starts it (the bundle, in its own process): create the file, send its 80 chunks of
 * 256 KiB one after another as the web app does, poll the status once. Prints the time and the
 * peak growth of the server process's resident memory (sampled every 10 ms from /proc), and a
 * floor: the same 80 chunks written in one INSERT statement straight into the same kind of
 * database, and the ratio. Embedded database by default; BENCH_DATABASE_URL=postgres://… runs the
 * server on a scratch database of that PostgreSQL server (created and dropped).
 * Run: npm run bench:upload.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { chunksOf, FILE_CHUNK_BYTES } from '@knjige/contract';
import { chunkForm, chunksOfBytes, pdfBytes } from '../test/files';
import { encryptPassword, pkcePair } from '../test/login';

const SIZE = 20 * 1024 * 1024;
const PASSWORD = 'Bench-lozinka-1';
const serverDir = path.resolve(import.meta.dirname, '..');
const pgServer = process.env.BENCH_DATABASE_URL ?? null;

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

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

async function waitHealthy(child: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
type Data<T> = { data: T };

/** The four-step sign-in of the web app, over HTTP. */
async function signIn(base: string, email: string): Promise<string> {
  const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const init = (await json<Data<{ nonce: string; publicKey: string }>>(await fetch(`${base}/v1/auth/login`))).data;
  const login = (await json<Data<{ code: string }>>(await post('/v1/auth/login', { email, nonce: init.nonce, password: encryptPassword(init.publicKey, init.nonce, PASSWORD) }))).data;
  const { verifier, challenge } = pkcePair();
  const auth = (await json<Data<{ code: string }>>(await post('/v1/auth/authenticate', { code: login.code, codeChallenge: challenge, codeChallengeMethod: 'S256' }))).data;
  return (await json<{ accessToken: string }>(await post('/v1/auth/token', { code: auth.code, codeVerifier: verifier }))).accessToken;
}

/** Create, every chunk in order, one status read: the protocol as the web app runs it. */
async function upload(base: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
  const chunks = chunksOfBytes(bytes);
  const created = await json<{ uuid: string }>(
    await fetch(`${base}/v1/files`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench.pdf', mime: 'application/pdf', size: bytes.length, chunksCount: chunksOf(bytes.length) }),
    }),
  );
  for (const [chunkIndex, chunk] of chunks.entries()) {
    const form = chunkForm(chunk, { chunkIndex, chunksCount: chunks.length });
    await json(await fetch(`${base}/v1/files/${created.uuid}`, { method: 'PUT', headers: { ...headers, ...form.headers }, body: form.payload }));
  }
  const status = (await json<Data<{ status: string }>>(await fetch(`${base}/v1/files/${created.uuid}/status`, { headers }))).data;
  if (status.status !== 'succeeded') throw new Error(`status ${status.status}`);
}

/** The floor: the same chunks in one INSERT statement into the same kind of database, outside the server. */
async function floorMs(chunks: Buffer[]): Promise<number> {
  const create = 'create table floor_chunks (file_id int not null, chunk_index int not null, size int not null, data bytea not null, primary key (file_id, chunk_index))';
  // each driver's fastest form, as the server writes: a Buffer for node-postgres, base64 decoded in SQL for the embedded one
  const values = (data: (i: number) => string) => chunks.map((_, i) => `(1, ${i}, $${2 * i + 1}, ${data(2 * i + 2)})`).join(', ');
  const params = (bytes: (c: Buffer) => Buffer | string) => chunks.flatMap((c) => [c.length, bytes(c)]);
  if (pgServer) {
    const client = new pg.Client({ connectionString: pgServer });
    await client.connect();
    try {
      await client.query('create temporary table floor_chunks (file_id int not null, chunk_index int not null, size int not null, data bytea not null, primary key (file_id, chunk_index))');
      const started = performance.now();
      await client.query(`insert into floor_chunks values ${values((n) => `$${n}`)}`, params((c) => c));
      return performance.now() - started;
    } finally {
      await client.end();
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-floor-'));
  const db = new PGlite({ dataDir: dir });
  try {
    await db.waitReady;
    await db.exec(create);
    const started = performance.now();
    await db.query(`insert into floor_chunks values ${values((n) => `decode($${n}, 'base64')`)}`, params((c) => c.toString('base64')));
    return performance.now() - started;
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

execFileSync(process.execPath, [path.join(serverDir, 'scripts/build.mjs')], { stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-upload-'));
let scratch: { admin: pg.Client; name: string; url: string } | null = null;
if (pgServer) {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  const name = `knjige_bench_upload_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  scratch = { admin, name, url: url.toString() };
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'warn', SEED: 'demo', DEMO_PASSWORD: PASSWORD },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitHealthy(child, base);
  const headers = { authorization: `Bearer ${await signIn(base, 'admin@demo.rs')}` };
  const bytes = pdfBytes(SIZE);
  // One small upload first, so the code paths are loaded and compiled before memory is measured.
  await upload(base, headers, pdfBytes(FILE_CHUNK_BYTES + 1000, 2));
  await new Promise((r) => setTimeout(r, 500));
  const before = rssOf(child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 10);
  const started = performance.now();
  await upload(base, headers, bytes);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(child.pid!));
  const floor = await floorMs(chunksOfBytes(bytes));
  const where = pgServer ? 'PostgreSQL' : 'embedded database';
  console.log(
    `upload of a ${SIZE / 1024 / 1024} MiB PDF in ${chunksOf(SIZE)} chunks (${where}): ${(ms / 1000).toFixed(2)} s (target ≤ 5 s), ` +
      `server RSS growth ${((peak - before) / 1e6).toFixed(1)} MB (target < 60 MB); ` +
      `floor (the same chunks in one INSERT) ${(floor / 1000).toFixed(2)} s, ratio ${(ms / floor).toFixed(2)}`,
  );
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch) {
    await scratch.admin.query(`drop database if exists ${scratch.name} with (force)`);
    await scratch.admin.end();
  }
}
