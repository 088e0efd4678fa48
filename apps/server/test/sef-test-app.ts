import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/platform/config';
import { startSefSimulator, type SefSimulator } from '../src/integrations/sef/simulator/sim-server';
import { useTestApp, type TestContext } from './harness';

/**
 * The app of `useTestApp` with SEF (and with `eotp`, eOtpremnica) pointed at a simulator of the
 * file's own: the simulator starts before the app and closes after it. `sim` is filled in when the
 * file starts (use it inside hooks and tests, not at the top level). `config` adds to or overrides
 * the defaults (short retries, a 3 s timeout, no scheduled sync, and a decision on a purchase
 * invoice waiting up to 10 s for SEF's answer however busy the machine: a slow SEF's 202 is
 * sef-hang.test.ts's), given the running simulator.
 */
export function useSefTestApp(options: { seed?: boolean; eotp?: boolean; config?: (sim: SefSimulator) => Partial<AppConfig> } = {}): { t: TestContext; sim: SefSimulator } {
  const sim = {} as SefSimulator;
  beforeAll(async () => {
    Object.assign(sim, await startSefSimulator());
  });
  afterAll(async () => {
    await sim.close?.();
  });
  const t = useTestApp({
    seed: options.seed,
    config: () => ({ sefBaseUrl: sim.url, ...(options.eotp ? { eotpBaseUrl: sim.eotpUrl } : {}), sefRetryMs: 5, sefTimeoutMs: 3000, sefSyncMinutes: 0, sefAnswerWithinMs: 10_000, ...options.config?.(sim) }),
  });
  return { t, sim };
}
