import type { AppConfig } from '../../platform/config';
import { SefRateLimiter } from '../sef/sef-rate-limit';
import { type SefKeyCipher, sefKeyCipher } from '../sef/sef-secret';
import { EotpClient } from './eotp-client';

type EotpConfig = Pick<AppConfig, 'eotpBaseUrl' | 'sefSecret' | 'sefRetryMs' | 'sefTimeoutMs'>;

/** What the eOtpremnica services need beside the database: where it is, how keys are sealed, its limiter. */
export interface EotpRuntime {
  baseUrl: string;
  cipher: SefKeyCipher;
  limiter: SefRateLimiter;
  leaseMs: number;
  client(apiKey: string): EotpClient;
}

/**
 * eOtpremnica publishes no rate limit; its own limiter at SEF's 3 calls a second per key (the same
 * ministry's gateway) keeps it from answering 429 (docs/decisions.md "Electronic dispatch notes").
 */
export function eotpRuntime(config: EotpConfig, limiter = new SefRateLimiter()): EotpRuntime {
  const runtime: EotpRuntime = {
    baseUrl: config.eotpBaseUrl,
    // the same server secret as SEF's keys, another purpose: a SEF key cannot be read as this one
    cipher: sefKeyCipher(config.sefSecret, 'eotpremnica api key'),
    limiter,
    leaseMs: 4 * config.sefTimeoutMs + 15 * config.sefRetryMs + 60_000,
    client: (apiKey) => new EotpClient({ baseUrl: runtime.baseUrl, apiKey, backoffMs: config.sefRetryMs, timeoutMs: config.sefTimeoutMs, limiter: runtime.limiter }),
  };
  return runtime;
}

const runtimes = new WeakMap<object, EotpRuntime>();

/** The one runtime of an app's configuration. */
export function eotpRuntimeOf(config: EotpConfig): EotpRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = eotpRuntime(config);
    runtimes.set(config, runtime);
  }
  return runtime;
}
