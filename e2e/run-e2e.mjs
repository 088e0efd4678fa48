// Runs the browser flows in Debian's Chromium; without a browser it skips them (or fails when
// REQUIRE_E2E=1, as CI sets, so a missing browser cannot pass silently).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const result = spawnSync(process.execPath, [cli, 'test', '-c', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
