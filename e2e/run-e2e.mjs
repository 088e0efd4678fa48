// Runs the browser flows in Debian's Chromium; without a browser it skips them (or fails when
// REQUIRE_E2E=1, as CI sets, so a missing browser cannot pass silently).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

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
// The flows wait on the browser and the server far more than they compute, so the whole suite runs
// as shards side by side (E2E_SHARDS, by default 2 on a machine of two cores or more): each shard a
// Playwright run of its own, with its own server, port, database, SEF simulator port and output
// folder; its lines are printed as they come, prefixed with the shard. Named specs, or a port or
// data folder given, make one run.
const args = process.argv.slice(2);
const single = args.length > 0 || process.env.E2E_PORT !== undefined || process.env.E2E_DATA_DIR !== undefined;
const wanted = Number(process.env.E2E_SHARDS ?? (os.availableParallelism() >= 2 ? 2 : 1));
const shards = single || !Number.isSafeInteger(wanted) || wanted < 1 ? 1 : wanted;
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

/** One Playwright run (shard `index` of `shards`, or the whole suite); resolves to its exit status. */
async function run(index) {
  const port = process.env.E2E_PORT ?? String(await freePort());
  // The port the SEF simulator listens on while a spec runs it; the server is pointed there.
  const sefPort = process.env.E2E_SEF_PORT ?? String(await freePort());
  const ownDataDir = !process.env.E2E_DATA_DIR;
  const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-e2e-'));
  const label = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
  const outputDir = path.join(here, 'artifacts', shards > 1 ? `test-results-${index}` : 'test-results');
  console.log(`${label}e2e: server on port ${port}, data in ${dataDir}`);
  const child = spawn(process.execPath, [cli, 'test', '-c', path.join(here, 'playwright.config.ts'), ...shardArgs, ...args], {
    cwd: root,
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, E2E_PORT: port, E2E_SEF_PORT: sefPort, E2E_DATA_DIR: dataDir, E2E_OUTPUT_DIR: outputDir },
  });
  if (shards > 1) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      readline.createInterface({ input: from }).on('line', (line) => to.write(`${label}${line}\n`));
  }
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return status;
}

const statuses = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exit(statuses.find((status) => status !== 0) ?? 0);
