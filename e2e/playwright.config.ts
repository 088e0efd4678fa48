import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

// Workers load this file again; they inherit the values the main process put in the environment,
// so the data folder is made exactly once per run. run-e2e.mjs chooses a free port and a fresh
// folder; run directly, Playwright gets a fresh folder here and the port 3456.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-e2e-'));
}
process.env.E2E_PORT ??= '3456';
process.env.E2E_SEF_PORT ??= '3457';
process.env.E2E_DEMO_PASSWORD ??= 'E2e-demo-lozinka-7';

const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
/** Where SEF and eOtpremnica are: the simulator sef.spec.ts starts on this port (nothing listens there otherwise). */
const sefUrl = `http://127.0.0.1:${process.env.E2E_SEF_PORT}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: path.join(import.meta.dirname, 'tests'),
  // run-e2e.mjs gives each shard a folder of its own (Playwright empties it when a run starts)
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, 'artifacts/test-results'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'sr-Latn-RS',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The smoke checks run first; the flows only when the app is up at all.
  projects: [
    { name: 'smoke', testMatch: 'smoke.spec.ts', use: { browserName: 'chromium' } },
    { name: 'flows', testIgnore: 'smoke.spec.ts', dependencies: ['smoke'], use: { browserName: 'chromium' } },
  ],
  webServer: {
    // The real server on a fresh embedded database; the web app is served from apps/web/dist.
    command: 'npx tsx apps/server/src/server.ts',
    cwd: root,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      // the flows start from the bare demo company (its rows are what they assume): no booked month
      DEMO_MONTH: '0',
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      SEF_BASE_URL: sefUrl,
      EOTPREMNICA_BASE_URL: `${sefUrl}/eotp`,
      // Synchronised only when a spec asks (the button), never by the timer in the middle of a flow.
      SEF_SYNC_MINUTES: '0',
    },
  },
});
