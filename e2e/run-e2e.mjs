// Runs the browser flows in Debian's Chromium; without a browser it skips them (or fails when
// REQUIRE_E2E=1, as CI sets, so a missing browser cannot pass silently).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  const why = `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`e2e: REQUIRE_E2E=1 but the browser tests cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`e2e: browser tests SKIPPED: ${why}`);
  process.exit(0);
}

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('e2e: apps/web/dist/index.html is missing; build the web app first (npm run build)');
  process.exit(1);
}

/** A port no one listens on now: the system's choice for port 0. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Two runs on one machine never share a port or a database: each takes a free port (unless
// E2E_PORT is given) and a fresh data folder, removed after the run (unless E2E_DATA_DIR is given).
const port = process.env.E2E_PORT ?? String(await freePort());
// The port the SEF simulator listens on while a spec runs it (sef.spec.ts); the server is pointed there.
const sefPort = process.env.E2E_SEF_PORT ?? String(await freePort());
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-e2e-'));
console.log(`e2e: server on port ${port}, data in ${dataDir}`);

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const result = spawnSync(process.execPath, [cli, 'test', '-c', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port, E2E_SEF_PORT: sefPort, E2E_DATA_DIR: dataDir },
});
if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
