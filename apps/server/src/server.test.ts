import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/file-app';
import { spawnServer } from '../test/spawn-server';
import { serverRoot } from './platform/paths';

const root = tempDir('first-start');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The printed lines, each step with its time left out. */
const steps = (output: string) =>
  output
    .split('\n')
    .map((line) => line.replace(/… \d+\.\d+ s$/, '…').replace(/(listening on http:\/\/127\.0\.0\.1:)\d+/, '$1PORT'))
    .filter((line) => /…$|^listening on/.test(line));

describe('the server start, as `npm start` runs it', () => {
  it('prints each step of a first start (migrating, seeding, the address), and of a restart only what it does', async () => {
    const dataDir = path.join(root, 'data');
    const journal = JSON.parse(fs.readFileSync(path.join(serverRoot, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const first = await spawnServer(serverRoot, { DATA_DIR: dataDir, SEED: 'demo', DEMO_PASSWORD: 'Prvi-start-1' });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(steps(first.output())).toEqual([
      'loading the server…',
      `opening the embedded database in ${path.join(dataDir, 'pgdata')}…`,
      `migrating the database (${journal.entries.length} migrations)…`,
      'seeding the demo company…',
      'starting the web server…',
      'listening on http://127.0.0.1:PORT',
    ]);
    expect(first.output()).toContain('First run: demo sign-in credentials');

    const again = await spawnServer(serverRoot, { DATA_DIR: dataDir, SEED: 'demo' });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    expect(steps(again.output())).toEqual(['loading the server…', `opening the embedded database in ${path.join(dataDir, 'pgdata')}…`, 'starting the web server…', 'listening on http://127.0.0.1:PORT']);
    expect(again.output()).not.toContain('First run');
  }, 300_000);
});
