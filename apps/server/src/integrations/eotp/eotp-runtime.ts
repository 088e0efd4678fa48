import type { AppConfig } from '../../platform/config';
import { SefRateLimiter } from '../sef/sef-rate-limit';
import { sefKeyCipher } from '../sef/sef-secret';
import { type OutboxRuntime, outboxRuntime, runtimeOfConfig } from '../outbox/outbox-runtime';
import { EotpClient } from './eotp-client';

type EotpConfig = Pick<AppConfig, 'eotpBaseUrl' | 'sefSecret' | 'sefRetryMs' | 'sefTimeoutMs'> & Partial<Pick<AppConfig, 'sefRateLimit'>>;

/** What the eOtpremnica services need beside the database: where it is, how keys are sealed, its limiter. */
export type EotpRuntime = OutboxRuntime<EotpClient>;

/**
 * eOtpremnica publishes no rate limit; its own limiter at SEF's 3 calls a second per key (the same
 * ministry's gateway) keeps it from answering 429 (docs/decisions.md#electronic-dispatch-notes).
 */
export function eotpRuntime(config: EotpConfig, limiter = new SefRateLimiter(config.sefRateLimit)): EotpRuntime {
  return outboxRuntime({
    baseUrl: config.eotpBaseUrl,
    // the same server secret as SEF's keys, another purpose: a SEF key cannot be read as this one
    cipher: sefKeyCipher(config.sefSecret, 'eotpremnica api key'),
    limiter,
    retryMs: config.sefRetryMs,
    timeoutMs: config.sefTimeoutMs,
    client: (options) => new EotpClient(options),
  });
}

/** The one runtime of an app's configuration. */
export const eotpRuntimeOf = runtimeOfConfig((config: EotpConfig) => eotpRuntime(config));
