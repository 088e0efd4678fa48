import type { AppConfig } from '../../platform/config';
import { SefClient } from './sef-client';
import { type SefRateLimiter, sefRateLimiterFor } from './sef-rate-limit';
import { sefKeyCipher } from './sef-secret';
import { type EotpRuntime, eotpRuntimeOf } from '../eotp/eotp-runtime';
import { type OutboxRuntime, outboxRuntime, runtimeOfConfig } from '../outbox/outbox-runtime';

type SefConfig = Pick<AppConfig, 'sefBaseUrl' | 'sefSecret' | 'sefRetryMs' | 'sefTimeoutMs' | 'eotpBaseUrl'> & Partial<Pick<AppConfig, 'sefAnswerWithinMs' | 'sefRateLimit'>>;

/** What the SEF services need beside the database: where SEF is, how to reach it, how keys are sealed (the outbox's runtime), and more. */
export interface SefRuntime extends OutboxRuntime<SefClient> {
  retryMs: number;
  timeoutMs: number;
  /** How long a user's request waits for SEF's answer before it answers 202 and lets the call go on. */
  answerWithinMs: number;
  /** How long a registry answer is kept. */
  registryTtlMs: number;
  /** Registry questions on their way, so invoices to one buyer sent side by side ask SEF once. */
  registryAsked: Map<string, Promise<boolean>>;
  /** eOtpremnica's side: its address, its keys' cipher, its limiter (a synchronisation runs both). */
  eotp: EotpRuntime;
  /** Work a request started that goes on after its answer (a call to SEF still under way); a failure is logged. */
  later(work: Promise<unknown>): void;
  /** Waits for every such work (a closing server lets it finish). */
  settleLater(): Promise<void>;
  /** Where `later`'s failures go (the app's log once a route sets it). */
  log: (err: unknown) => void;
}

export function sefRuntime(config: SefConfig, limiter: SefRateLimiter = sefRateLimiterFor(config.sefRateLimit)): SefRuntime {
  const running = new Set<Promise<unknown>>();
  const runtime: SefRuntime = {
    ...outboxRuntime({
      baseUrl: config.sefBaseUrl,
      cipher: sefKeyCipher(config.sefSecret),
      limiter,
      retryMs: config.sefRetryMs,
      timeoutMs: config.sefTimeoutMs,
      client: (options) => new SefClient(options),
    }),
    retryMs: config.sefRetryMs,
    timeoutMs: config.sefTimeoutMs,
    answerWithinMs: config.sefAnswerWithinMs ?? 150,
    registryTtlMs: 24 * 60 * 60_000,
    registryAsked: new Map(),
    eotp: eotpRuntimeOf(config),
    log: (err) => console.error(err),
    later: (work) => {
      const tracked: Promise<unknown> = work.catch((err: unknown) => runtime.log(err)).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    settleLater: async () => {
      await Promise.allSettled([...running]);
    },
  };
  return runtime;
}

/** The one runtime of an app's configuration (the routes of SEF and of the documents share its limiter). */
export const sefRuntimeOf = runtimeOfConfig((config: SefConfig) => sefRuntime(config));
