import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../../test/spawn-server';
import { serverRoot } from '../paths';
import { createPglite } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');
const lockModule = path.resolve(import.meta.dirname, 'lock.ts');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-lock-'));

/** Another process that takes the folder's lock and keeps it until it is killed; resolves once it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); await lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  return child;
}

describe('the embedded data folder lock', () => {
  it('a .lock naming a process that is gone, or a live process that holds nothing (a reused pid), does not keep the folder', async () => {
    const dir = tempDir();
    for (const pid of ['999999999', String(process.ppid)]) {
      fs.writeFileSync(path.join(dir, '.lock'), pid);
      const unlock = await lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
      unlock();
      expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    }
    fs.rmSync(dir, { recursive: true });
  });

  it('another live holder refuses the folder with its pid; killed with -9, the folder is free at once', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(`The data folder ${dir} is in use by another process (pid ${child.pid}). Stop it first, or set DATA_DIR to another folder.`));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const unlock = await lockDataDir(dir);
    unlock();
    fs.rmSync(dir, { recursive: true });
  }, 40_000);

  it('a second server process on the same folder exits non-zero with a clear message and touches nothing', async () => {
    const dir = tempDir();
    // This test process holds the folder, as a running server would.
    const unlock = await lockDataDir(dir);
    const before = fs.readdirSync(dir);
    const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`The data folder ${dir} is in use by another process (pid ${process.pid})`);
    expect(fs.readdirSync(dir)).toEqual(before);
    const again = await lockDataDir(dir); // the same process may take it again
    again();
    unlock();
    fs.rmSync(dir, { recursive: true });
  }, 40_000);

  it('a server killed with -9 starts again at once on the same folder', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    // the run's migrated, seeded snapshot, as the server keeps it
    await (await createPglite(path.join(dataDir, 'pgdata'), new Blob([fs.readFileSync(inject('pgliteSnapshot'))]))).close();
    const first = await spawnServer(serverRoot, { DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const killedAt = Date.now();
    first.kill();
    // no wait for the old process to be gone
    const second = await spawnServer(serverRoot, { DATA_DIR: dataDir });
    try {
      const listening = Date.now() - killedAt;
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      const answering = Date.now() - killedAt;
      console.log(`restart after kill -9: listening after ${listening} ms, /healthz 200 after ${answering} ms (load average ${os.loadavg()[0]!.toFixed(1)})`);
      expect(second.output()).not.toContain('in use');
    } finally {
      expect(await second.stop()).toBe(0);
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
