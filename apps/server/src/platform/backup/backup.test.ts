import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, tempDir } from '../../../test/file-app';
import { spawnServer } from '../../../test/spawn-server';
import { repoRoot, serverRoot } from '../paths';
import { everyReport, workedExample } from '../../../test/worked-examples';
import { BackupFileError, readManifest, verifyBackup } from './format';
import { RefusedError, restoreBackup } from './restore';

const cli = path.resolve(import.meta.dirname, 'cli.ts');
const root = tempDir('backup');
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backups');
let source: Awaited<ReturnType<typeof openApp>>;
let ids: { VP: number; MP: number; K: number; D: number };
let reports: Record<string, unknown>;
let file: string;
let lastArticleId: number;

/** Files under a folder (none when it does not exist). */
const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []);

beforeAll(async () => {
  source = await openApp({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  const example = await workedExample(source.d);
  await example.goodsIn();
  const ir = await example.sales();
  await example.money();
  await source.d.storno('doc-prod', ir);
  ids = example;
  reports = await everyReport(source.d, ids);
  lastArticleId = example.S;
  // on demand, by a super user, while the server runs
  await source.as('super@demo.rs');
  const res = await source.d.call('POST', '/v1/backups');
  expect(res.statusCode, res.body).toBe(201);
  file = path.join(backupDir, res.json().data.name);
}, 240_000);

afterAll(async () => {
  await source?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('writes a file with the schema version and a checksum, listed for super users only', async () => {
    const manifest = await readManifest(file);
    const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(manifest.schemaVersion).toEqual({ migrations: journal.entries.length, tag: journal.entries.at(-1)!.tag });
    const { rows } = await verifyBackup(file);
    const stockRows = rows[manifest.tables.findIndex((t) => t.name === 'stock_ledger')];
    expect(stockRows).toBeGreaterThan(10);
    const list = await source.d.call('GET', '/v1/backups');
    expect(list.json()).toMatchObject({ data: [{ name: path.basename(file), source: 'pglite', schemaVersion: journal.entries.at(-1)!.tag }], keep: 14 });
    await source.as('admin@demo.rs');
    expect((await source.d.call('POST', '/v1/backups')).statusCode).toBe(403);
    expect((await source.d.call('GET', '/v1/backups')).statusCode).toBe(403);
  });

  it('restores into an empty folder; the restored books equal the original row by row, and ids continue', async () => {
    const target = path.join(root, 'restored');
    const result = await restoreBackup(file, target);
    expect(result.rows).toBe((await verifyBackup(file)).rows.reduce((a, b) => a + b, 0));
    const restored = await openApp({ DATA_DIR: target });
    try {
      expect(await everyReport(restored.d, ids)).toEqual(reports);
      // the sequences continue past the restored ids
      expect(await restored.d.article('roba', 'NEW', 2000)).toBe(lastArticleId + 1);
    } finally {
      await restored.close();
    }
    // a folder that has data is refused
    await expect(restoreBackup(file, target)).rejects.toThrow(RefusedError);
  }, 120_000);

  it('refuses a truncated or altered file and writes nothing', async () => {
    const bytes = fs.readFileSync(file);
    expect(bytes.indexOf('Veletrgovina Sever')).toBeGreaterThan(0);
    const cases: [string, Buffer, BackupFileError['problem']][] = [
      ['truncated', bytes.subarray(0, Math.floor(bytes.length * 0.7)), 'truncated'],
      ['no-trailer', bytes.subarray(0, bytes.lastIndexOf('\nE ') + 1), 'truncated'],
      // one letter of a client's name changed inside its row
      ['altered', Buffer.from(bytes).fill('X', bytes.indexOf('Veletrgovina Sever'), bytes.indexOf('Veletrgovina Sever') + 1), 'checksum'],
    ];
    for (const [name, content, problem] of cases) {
      const damaged = path.join(root, `${name}.kbk`);
      fs.writeFileSync(damaged, content);
      const target = path.join(root, `target-${name}`);
      const refused = await restoreBackup(damaged, target).catch((err: unknown) => err);
      expect(refused, name).toBeInstanceOf(BackupFileError);
      expect((refused as BackupFileError).problem, name).toBe(problem);
      expect(filesIn(target), name).toEqual([]);
    }
  });

  it('refuses a folder in use by a running server, through the command too, and touches nothing', async () => {
    // `source` is a running server on dataDir: it holds the folder's lock (another process is refused).
    const before = filesIn(dataDir).sort();
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'restore', file], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Refused: The data folder ${dataDir} is in use by another process (pid ${process.pid})`);
    expect(filesIn(dataDir).sort()).toEqual(before);
    expect(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(process.pid));
    // and the server still answers
    expect((await source.d.call('GET', '/v1/art-main?perPage=5')).statusCode).toBe(200);
  }, 90_000);

  it('a super user downloads a listed backup file byte for byte; any other name is 404, any other user 403', async () => {
    await source.as('super@demo.rs');
    const name = path.basename(file);
    const res = await source.d.call('GET', `/v1/backups/${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(Buffer.compare(res.rawPayload, fs.readFileSync(file))).toBe(0);
    await verifyBackup(file);
    // only names the list gives: no path out of the folder, no other file in it
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'not a backup');
    fs.writeFileSync(path.join(root, 'outside.kbk'), 'not in the folder');
    const others = ['notes.txt', '..%2Foutside.kbk', '..%2Fdata%2F.lock', '..%2F..%2F..%2Fetc%2Fpasswd', encodeURIComponent(file), `${encodeURIComponent(name)}%00`, 'knjige-20990101T000000-000Z.kbk', `.%2F${encodeURIComponent(name)}`];
    for (const other of others) {
      const refused = await source.d.call('GET', `/v1/backups/${other}`);
      expect([other, refused.statusCode], refused.body).toEqual([other, 404]);
      expect(refused.rawPayload.includes('not a backup') || refused.rawPayload.includes('not in the folder'), other).toBe(false);
    }
    for (const user of ['admin@demo.rs', 'user@demo.rs']) {
      await source.as(user);
      expect((await source.d.call('GET', `/v1/backups/${encodeURIComponent(name)}`)).statusCode, user).toBe(403);
    }
    await source.as('admin@demo.rs');
  });

  it('a relative DATA_DIR is the same folder for the restore and for the start after it: the folder the commands were typed in', async () => {
    // As npm runs them from the user's folder: the restore in the repository root, the server in
    // its package's folder, each told the caller's folder in INIT_CWD.
    const userFolder = path.join(root, 'shop');
    fs.mkdirSync(userFolder);
    const relative = `restored-${process.pid}`;
    const elsewhere = [path.join(repoRoot, relative), path.join(serverRoot, relative)];
    const env = { ...process.env, INIT_CWD: userFolder, DATA_DIR: relative, LOG_LEVEL: 'silent' };
    try {
      const restore = spawnSync(process.execPath, ['--import', 'tsx', cli, 'restore', path.relative(userFolder, file)], { cwd: repoRoot, env, encoding: 'utf8', timeout: 120_000 });
      expect(restore.status, restore.stderr).toBe(0);
      const target = path.join(userFolder, relative);
      expect(restore.stdout).toContain(`into ${target}:`);
      const server = await spawnServer(serverRoot, { INIT_CWD: userFolder, DATA_DIR: relative, SEED: 'demo' });
      try {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      // it opened the restored database: no new demo company seeded into another folder
      expect(server.output()).toContain(`opening the embedded database in ${path.join(target, 'pgdata')}…`);
      expect(server.output()).not.toContain('seeding');
      for (const dir of elsewhere) expect(fs.existsSync(dir), dir).toBe(false);
      const restored = await openApp({ DATA_DIR: target });
      try {
        expect(await restored.d.article('roba', 'REL', 2000)).toBe(lastArticleId + 1);
      } finally {
        await restored.close();
      }
    } finally {
      for (const dir of elsewhere) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
