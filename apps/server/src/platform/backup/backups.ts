import fs from 'node:fs';
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';
import { pgSession, readDump } from './copy';
import { BACKUP_EXTENSION, readManifest, writeBackup, type Manifest } from './format';

export interface BackupSettings {
  /** Folder of the backup files. */
  dir: string;
  /** How many of the newest files to keep. */
  keep: number;
  /** Local time of the daily backup, `HH:MM`; null: none. */
  time: string | null;
}

export interface BackupFile {
  name: string;
  bytes: number;
  createdAt: string;
  source: Manifest['source'] | null;
  schemaVersion: string | null;
}

/** A second backup while one runs; the caller answers 409. */
export class BackupRunningError extends Error {}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.', '-');

/**
 * Every file of the folder, walked depth first: relative path → its stat; each folder is made in
 * `mirror` on the way (PostgreSQL needs its empty folders too).
 */
function listFiles(root: string, mirror: string, dir = root, out = new Map<string, fs.Stats>()): Map<string, fs.Stats> {
  fs.mkdirSync(path.join(mirror, path.relative(root, dir)), { recursive: true });
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, mirror, full, out);
    else if (entry.isFile()) out.set(path.relative(root, full), fs.statSync(full));
  }
  return out;
}

const WAL = `pg_wal${path.sep}`;

/**
 * A consistent copy of a live PGlite data folder with the server hardly paused: the files are
 * copied while it serves, then, with every query held back (PGlite runs one at a time), a
 * checkpoint writes what memory holds and the files changed since the copy began are copied
 * again, with the write-ahead log from the checkpoint on (older and recycled log files are not
 * needed to open the copy). A reader that opens the copy sees the database as it was at that
 * moment. (PostgreSQL calls this a base backup; the pause lasts as long as the files written
 * meanwhile take to copy.)
 */
async function snapshotFolder(client: PGlite, source: string, target: string): Promise<{ copyMs: number; pausedMs: number }> {
  const began = Date.now();
  const copy = (rel: string) => fs.promises.copyFile(path.join(source, rel), path.join(target, rel));
  for (const rel of listFiles(source, target).keys()) {
    if (rel.startsWith(WAL)) continue;
    try {
      await copy(rel);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // a file removed meanwhile
    }
  }
  const copyMs = Date.now() - began;
  let pausedMs = 0;
  await client.transaction(async (tx) => {
    const paused = performance.now();
    await tx.exec('checkpoint');
    const [redo] = (await tx.query<{ file: string }>('select redo_wal_file as file from pg_control_checkpoint()')).rows;
    const firstWal = `${WAL}${redo!.file}`;
    // Modification times are coarse (a clock tick): a margin keeps a file written as its copy began.
    const since = began - 2_000;
    const now = listFiles(source, target);
    for (const [rel, stat] of now) {
      const recent = stat.mtimeMs >= since || stat.ctimeMs >= since;
      if (rel.startsWith(WAL) ? rel === firstWal || (rel > firstWal && recent) || !/^pg_wal.[0-9A-F]{24}$/.test(rel) : recent) await copy(rel);
    }
    for (const rel of listFiles(target, target).keys()) if (!now.has(rel)) fs.rmSync(path.join(target, rel));
    pausedMs = performance.now() - paused;
  });
  return { copyMs, pausedMs };
}

/**
 * Dumps a snapshot into a backup file in a child process at a lower scheduling priority, so the
 * server's requests come first on a busy machine.
 */
function dumpInChild(input: { dir: string } | { tarFile: string }, file: string): Promise<{ bytes: number; rows: number }> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(fromSource ? new URL('./dump-worker.ts', import.meta.url) : new URL('./backup-worker.js', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(entry, [JSON.stringify({ ...input, file })], { execArgv: fromSource ? ['--import', 'tsx'] : [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // not allowed here: the dump runs at the server's priority
    }
    let answer: { bytes: number; rows: number } | { error: string } | null = null;
    child.once('message', (message: { bytes: number; rows: number } | { error: string }) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (answer && 'error' in answer) reject(new Error(answer.error));
      else if (answer && code === 0) resolve(answer);
      else reject(new Error(`the backup process exited with ${code}`));
    });
  });
}

export interface BackupResult extends BackupFile {
  rows: number;
  ms: number;
  /** The copy of the embedded database's files while the server serves. */
  copyMs: number;
  /** How long the server's queries were held back (embedded database). */
  pausedMs: number;
}

/** The backups of one database: on demand, daily at the configured time, the newest `keep` kept. */
export class Backups {
  private running: Promise<BackupResult> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    readonly settings: BackupSettings,
  ) {}

  /** The backup files' names, newest first (the name holds the time). */
  private names(): string[] {
    if (!fs.existsSync(this.settings.dir)) return [];
    return fs.readdirSync(this.settings.dir).filter((name) => name.endsWith(BACKUP_EXTENSION)).sort().reverse();
  }

  /** The files with what their headers say, newest first; a damaged header lists the file without them. */
  async list(): Promise<BackupFile[]> {
    const files: BackupFile[] = [];
    for (const name of this.names()) {
      const full = path.join(this.settings.dir, name);
      const bytes = fs.statSync(full).size;
      const m = await readManifest(full).catch(() => null);
      files.push({ name, bytes, createdAt: m?.createdAt ?? fs.statSync(full).mtime.toISOString(), source: m?.source ?? null, schemaVersion: m?.schemaVersion.tag ?? null });
    }
    return files;
  }

  /**
   * The path of one backup file, by a name the list gives; null for any other name (so no name
   * reaches outside the folder, nor a file in it that is not a backup).
   */
  fileOf(name: string): string | null {
    return this.names().includes(name) ? path.join(this.settings.dir, name) : null;
  }

  /** Runs a backup now; refuses while one runs. */
  run(now = new Date()): Promise<BackupResult> {
    if (this.running) return Promise.reject(new BackupRunningError('a backup is running'));
    this.running = this.backup(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async backup(now: Date): Promise<BackupResult> {
    const started = performance.now();
    fs.mkdirSync(this.settings.dir, { recursive: true });
    const name = `knjige-${stamp(now)}${BACKUP_EXTENSION}`;
    const file = path.join(this.settings.dir, name);
    let written: { bytes: number; rows: number };
    let pausedMs = 0;
    let copyMs = 0;
    const database = this.database;
    if (database.kind === 'postgres') {
      // One repeatable-read transaction: every table as of one moment, writers not held back.
      const client = await database.pool.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        written = await writeBackup(await readDump(pgSession(client), 'postgres'), file);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    } else {
      const dataDir = database.client.dataDir;
      if (dataDir && !dataDir.includes('://')) {
        const snapshot = path.join(this.settings.dir, `.snapshot-${process.pid}`);
        fs.rmSync(snapshot, { recursive: true, force: true });
        try {
          ({ pausedMs, copyMs } = await snapshotFolder(database.client, dataDir, snapshot));
          written = await dumpInChild({ dir: snapshot }, file);
        } finally {
          fs.rmSync(snapshot, { recursive: true, force: true });
        }
      } else {
        // A database in memory (tests): its files as one archive, taken in one step.
        const paused = performance.now();
        const tarFile = `${file}.tar`;
        fs.writeFileSync(tarFile, new Uint8Array(await (await database.client.dumpDataDir('none')).arrayBuffer()));
        pausedMs = performance.now() - paused;
        try {
          written = await dumpInChild({ tarFile }, file);
        } finally {
          fs.rmSync(tarFile, { force: true });
        }
      }
    }
    this.prune();
    const manifest = await readManifest(file);
    return {
      name,
      bytes: written.bytes,
      rows: written.rows,
      createdAt: manifest.createdAt,
      source: manifest.source,
      schemaVersion: manifest.schemaVersion.tag,
      ms: performance.now() - started,
      copyMs,
      pausedMs,
    };
  }

  /** Keeps the newest `keep` files. */
  private prune() {
    for (const name of this.names().slice(this.settings.keep)) fs.rmSync(path.join(this.settings.dir, name), { force: true });
  }

  /** Starts the daily backup at the configured local time; `stop` ends it. */
  schedule(log: (message: string, err?: unknown) => void): () => void {
    const time = this.settings.time;
    if (!time) return () => undefined;
    const [h, m] = time.split(':').map(Number);
    const next = () => {
      const now = new Date();
      const at = new Date(now);
      at.setHours(h!, m!, 0, 0);
      if (at <= now) at.setDate(at.getDate() + 1);
      this.timer = setTimeout(() => {
        this.run().then(
          (r) => log(`backup written: ${r.name} (${r.rows} rows, ${(r.ms / 1000).toFixed(1)} s)`),
          (err: unknown) => log('backup failed', err),
        ).finally(next);
      }, at.getTime() - now.getTime());
      this.timer.unref();
    };
    next();
    return () => {
      if (this.timer) clearTimeout(this.timer);
    };
  }
}

const services = new WeakMap<Database, Backups>();

/** The one backup service of a database (the API and the daily timer share it, so one runs at a time). */
export function backupsOf(database: Database, settings: BackupSettings): Backups {
  let service = services.get(database);
  if (!service) services.set(database, (service = new Backups(database, settings)));
  return service;
}
