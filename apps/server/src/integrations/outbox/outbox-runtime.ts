import type { SefHttpOptions } from '../sef/sef-http';
import type { SefRateLimiter } from '../sef/sef-rate-limit';
import type { SefKeyCipher } from '../sef/sef-secret';

/** What an outbox's services need beside the database: where the service is, how its keys are sealed, its limiter, its client. */
export interface OutboxRuntime<C> {
  baseUrl: string;
  cipher: SefKeyCipher;
  limiter: SefRateLimiter;
  /** A sending row taken this long ago whose sender never finished is taken again. */
  leaseMs: number;
  client(apiKey: string): C;
}

type ClientOptions = Pick<SefHttpOptions, 'baseUrl' | 'apiKey' | 'backoffMs' | 'timeoutMs' | 'limiter'>;

/** One service's runtime: its client is made with the runtime's address, back-off, timeout and limiter. */
export function outboxRuntime<C>(options: {
  baseUrl: string;
  cipher: SefKeyCipher;
  limiter: SefRateLimiter;
  retryMs: number;
  timeoutMs: number;
  client: (options: ClientOptions) => C;
}): OutboxRuntime<C> {
  const { baseUrl, cipher, limiter, retryMs, timeoutMs } = options;
  return {
    baseUrl,
    cipher,
    limiter,
    // longer than one call's every attempt (4 × timeout plus the waits)
    leaseMs: 4 * timeoutMs + 15 * retryMs + 60_000,
    client: (apiKey) => options.client({ baseUrl, apiKey, backoffMs: retryMs, timeoutMs, limiter }),
  };
}

/** The one runtime of an app's configuration (every route of the app shares its limiter). */
export function runtimeOfConfig<Config extends object, R>(make: (config: Config) => R): (config: Config) => R {
  const runtimes = new WeakMap<Config, R>();
  return (config) => {
    let runtime = runtimes.get(config);
    if (!runtime) {
      runtime = make(config);
      runtimes.set(config, runtime);
    }
    return runtime;
  };
}
