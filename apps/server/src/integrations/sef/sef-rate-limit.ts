/**
 * SEF answers more than 3 calls a second per API key with 429 (docs/domain.md#environments-keys-and-limits). A call holds
 * one of `limit` slots from the moment it is sent until `windowMs` after its answer arrived, so
 * wherever in between SEF counted it, no window of `windowMs` at SEF ever sees more than `limit`
 * calls of one key, however long the answers take.
 */
import { SEF_RATE_LIMIT, type RateLimit } from '@knjige/contract';

/** A timer may fire a millisecond early on some platforms: keep that much more. */
const TIMER_SLACK_MS = 2;

class KeyLimiter {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly rate: RateLimit) {
    this.free = rate.limit;
  }

  private acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    setTimeout(() => {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }, this.rate.windowMs + TIMER_SLACK_MS).unref();
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await call();
    } finally {
      this.release();
    }
  }
}

/** One limiter per API key, shared by every client of that key in this process. */
export class SefRateLimiter {
  private readonly keys = new Map<string, KeyLimiter>();
  constructor(readonly rate: RateLimit = SEF_RATE_LIMIT) {}

  run<T>(apiKey: string, call: () => Promise<T>): Promise<T> {
    let limiter = this.keys.get(apiKey);
    if (!limiter) {
      limiter = new KeyLimiter(this.rate);
      this.keys.set(apiKey, limiter);
    }
    return limiter.run(call);
  }
}

/** The process's limiter for the real rate; tests make their own with a shorter window. */
export const sefRateLimiter = new SefRateLimiter();

/** The process's limiter at SEF's published rate; a limiter of its own for another (a test's shorter window). */
export function sefRateLimiterFor(rate: RateLimit | undefined): SefRateLimiter {
  return !rate || (rate.limit === SEF_RATE_LIMIT.limit && rate.windowMs === SEF_RATE_LIMIT.windowMs) ? sefRateLimiter : new SefRateLimiter(rate);
}
