import type { AppConfig } from '../../platform/config';
import { SefClient } from './sef-client';
import { type SefRateLimiter, sefRateLimiter } from './sef-rate-limit';
import { type SefKeyCipher, sefKeyCipher } from './sef-secret';
import { type EotpRuntime, eotpRuntimeOf } from '../eotp/eotp-runtime';

type SefConfig = Pick<AppConfig, 'sefBaseUrl' | 'sefSecret' | 'sefRetryMs' | 'sefTimeoutMs' | 'eotpBaseUrl'>;

/** What the SEF services need beside the database: where SEF is, how to reach it, how keys are sealed. */
export interface SefRuntime {
  baseUrl: string;
  cipher: SefKeyCipher;
  limiter: SefRateLimiter;
  retryMs: number;
  timeoutMs: number;
  /** A sending row taken this long ago whose sender never finished is taken again. */
  leaseMs: number;
  /** How long a registry answer is kept. */
  registryTtlMs: number;
  /** Registry questions on their way, so invoices to one buyer sent side by side ask SEF once. */
  registryAsked: Map<string, Promise<boolean>>;
  client(apiKey: string): SefClient;
  /** eOtpremnica's side: its address, its keys' cipher, its limiter (a synchronisation runs both). */
  eotp: EotpRuntime;
}

export function sefRuntime(config: SefConfig, limiter: SefRateLimiter = sefRateLimiter): SefRuntime {
  const runtime: SefRuntime = {
    baseUrl: config.sefBaseUrl,
    cipher: sefKeyCipher(config.sefSecret),
    limiter,
    retryMs: config.sefRetryMs,
    timeoutMs: config.sefTimeoutMs,
    // longer than one call's every attempt (4 × timeout plus the waits)
    leaseMs: 4 * config.sefTimeoutMs + 15 * config.sefRetryMs + 60_000,
    registryTtlMs: 24 * 60 * 60_000,
    registryAsked: new Map(),
    eotp: eotpRuntimeOf(config),
    client: (apiKey) => new SefClient({ baseUrl: runtime.baseUrl, apiKey, backoffMs: runtime.retryMs, timeoutMs: runtime.timeoutMs, limiter: runtime.limiter }),
  };
  return runtime;
}

const runtimes = new WeakMap<object, SefRuntime>();

/** The one runtime of an app's configuration (the routes of SEF and of the documents share its limiter). */
export function sefRuntimeOf(config: SefConfig): SefRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = sefRuntime(config);
    runtimes.set(config, runtime);
  }
  return runtime;
}
