// Totals the test runners' own summary lines in a CI log: vitest's "Tests  1 failed | 530 passed |
// 2 skipped (533)" and Playwright's "  27 passed (3.1m)", "  1 failed", "  2 skipped", "  1 flaky"
// (each shard's, after its label).
// Prints one plain line, "tests: N passed, N failed, N skipped", and exits 1 when a runner reported
// a failure, or when no runner reported anything at all.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/ci-summary.mjs LOG');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex
const text = fs.readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');

const totals = { passed: 0, failed: 0, skipped: 0 };
let runs = 0;
for (const line of text.split('\n')) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    runs += 1;
    for (const part of vitest[1].split('|')) {
      const m = /(\d+)\s+(passed|failed|skipped|todo)/.exec(part);
      if (!m) continue;
      const kind = m[2] === 'todo' ? 'skipped' : m[2];
      totals[kind] += Number(m[1]);
    }
    continue;
  }
  // a shard's lines carry its label first: "[e2e 1/2]   27 passed (3.1m)"
  const playwright = /^(?:\[[^\]]*\])?\s+(\d+) (passed|failed|skipped|flaky|interrupted|did not run)(?: \([^)]*\))?\s*$/.exec(line);
  if (playwright) {
    if (playwright[2] === 'passed') runs += 1;
    const kind = { passed: 'passed', flaky: 'passed', failed: 'failed', interrupted: 'failed', skipped: 'skipped', 'did not run': 'skipped' }[playwright[2]];
    totals[kind] += Number(playwright[1]);
  }
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (runs === 0) console.error('ci-summary: no test runner reported a result');
process.exit(totals.failed > 0 || runs === 0 ? 1 : 0);
