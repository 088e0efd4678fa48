import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/platform/config';
import { startSefSimulator, type SefSimulator } from '@knjige/simulators/sef';
import { useTestApp, type TestContext } from './harness';
import { type documents, goodsSetup } from './documents';

/**
 * SEF's 3 calls a second per key, in a window of 20 ms instead of a second, at the simulator and in
 * the app alike: the limit is kept as in production (sef-client.test.ts and
 * sef-sync-companies.test.ts hold it at the real second), the tests do not wait a second per call.
 */
export const TEST_SEF_RATE = { limit: 3, windowMs: 20 };

/**
 * The app of `useTestApp` with SEF (and with `eotp`, eOtpremnica) pointed at a simulator of the
 * file's own: the simulator starts before the app and closes after it. `sim` is filled in when the
 * file starts (use it inside hooks and tests, not at the top level). `config` adds to or overrides
 * the defaults (short retries, a 3 s timeout, the short rate window, no scheduled sync, and a decision on a purchase
 * invoice waiting up to 10 s for SEF's answer however busy the machine: a slow SEF's 202 is
 * sef-hang.test.ts's), given the running simulator.
 */
export function useSefTestApp(options: { seed?: boolean; eotp?: boolean; config?: (sim: SefSimulator) => Partial<AppConfig> } = {}): { t: TestContext; sim: SefSimulator } {
  const sim = {} as SefSimulator;
  beforeAll(async () => {
    Object.assign(sim, await startSefSimulator({ rate: TEST_SEF_RATE }));
  });
  afterAll(async () => {
    await sim.close?.();
  });
  const t = useTestApp({
    seed: options.seed,
    config: () => ({ sefBaseUrl: sim.url, ...(options.eotp ? { eotpBaseUrl: sim.eotpUrl } : {}), sefRetryMs: 5, sefTimeoutMs: 3000, sefSyncMinutes: 0, sefAnswerWithinMs: 10_000, sefRateLimit: TEST_SEF_RATE, ...options.config?.(sim) }),
  });
  return { t, sim };
}

/** The simulator as new: SEF's invoices, eOtpremnica's notes and the calls it saw. */
export function resetSimulator(sim: SefSimulator): void {
  sim.state.reset();
  sim.eotp.reset();
  sim.traffic.reset();
}

/**
 * The goods a dispatch note needs: the wholesale warehouse, the buyer (Market Jug), and these
 * articles in stock there (a million of each, received on 2024-01-01).
 */
export async function stockedGoods(d: ReturnType<typeof documents>, codes: string[]): Promise<{ VP: number; buyer: number; article: (code: string) => number }> {
  const { VP, buyer } = await goodsSetup(d);
  const ids = new Map<string, number>();
  for (const code of codes) ids.set(code, await d.article('roba', code, 2000));
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  for (const artId of ids.values()) await d.item('doc-psr', psr, { artId, kolicina: 1_000_000, nabCena: 1000, prodCena: 2000 });
  await d.lock('doc-psr', psr);
  const article = (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`no article ${code} in stock`);
    return id;
  };
  return { VP, buyer, article };
}
