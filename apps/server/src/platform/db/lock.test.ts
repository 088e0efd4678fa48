import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');

describe('the embedded data folder lock', () => {
  it('refuses a second holder and recovers a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-lock-'));
    fs.writeFileSync(path.join(dir, '.lock'), '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it('a second server process on the same folder exits non-zero with a clear message and touches nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-lock-'));
    // This test process holds the folder, as a running server would.
    const unlock = lockDataDir(dir);
    const before = fs.readdirSync(dir);
    const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`The data folder ${dir} is in use by another process (pid ${process.pid})`);
    expect(fs.readdirSync(dir)).toEqual(before);
    expect(() => lockDataDir(dir)).not.toThrow(DataDirLockedError); // the same process may take it again
    unlock();
    fs.rmSync(dir, { recursive: true });
  }, 40_000);
});
