import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The SEF and eOtpremnica simulator's address: the server was started with SEF_BASE_URL and
 * EOTPREMNICA_BASE_URL (its `/eotp`) pointing at this port (playwright.config.ts).
 */
export const simUrl = `http://127.0.0.1:${process.env.E2E_SEF_PORT}`;

/** Runs the simulator (apps/simulators) on that port while the calling spec runs, and only then. */
export function useSefSimulator(): void {
  let simulator: ChildProcess | undefined;

  test.beforeAll(async ({ request }) => {
    simulator = spawn(process.execPath, ['--import', 'tsx', 'apps/simulators/src/sef/cli.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SEF_SIM_PORT: process.env.E2E_SEF_PORT },
      stdio: 'ignore',
    });
    await expect(async () => {
      expect((await request.get(`${simUrl}/sim/state`)).ok()).toBe(true);
    }).toPass({ timeout: 30_000 });
  });

  test.afterAll(async () => {
    if (simulator?.exitCode === null) {
      const exited = new Promise((resolve) => simulator!.once('exit', resolve));
      simulator.kill('SIGTERM');
      await exited;
    }
  });
}
