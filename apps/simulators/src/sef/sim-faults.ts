import type { RateLimit } from '@knjige/contract';

/**
 * A failure the simulator is told to play on SEF's calls:
 * - `down`: the connection is closed before anything is done;
 * - `slow`: the answer comes `delayMs` late (the call is done);
 * - `status`: answered `status` (400 with `{Message, FieldName, ErrorCode}`, 5xx empty) and nothing done;
 * - `unauthorized`: 401, empty, nothing done;
 * - `malformed`: the call is done, its answer is cut short;
 * - `drop-answer`: the call is done, the connection closed before the answer (a crash between send and answer).
 */
export interface SimFault {
  mode: 'down' | 'slow' | 'status' | 'unauthorized' | 'malformed' | 'drop-answer';
  /** How many calls it hits; 0: every call until the faults are cleared. */
  times: number;
  /** Only calls whose path contains this (case-insensitive). */
  path?: string;
  status?: number;
  message?: string;
  errorCode?: string;
  fieldName?: string;
  delayMs?: number;
}

export interface SimCall {
  apiKey: string;
  /** `performance.now()` when the request arrived. */
  at: number;
  method: string;
  path: string;
  status: number;
}

/** The faults queued and the rate limit, per key, as SEF counts it. */
export class SimTraffic {
  faults: SimFault[] = [];
  calls: SimCall[] = [];
  rateLimitOn = true;
  private arrivals = new Map<string, number[]>();

  constructor(public rate: RateLimit) {}

  addFault(fault: Partial<SimFault> & Pick<SimFault, 'mode'>): SimFault {
    const full: SimFault = { times: 1, ...fault };
    this.faults.push(full);
    return full;
  }

  /** The fault this call meets, counted; undefined when none. */
  takeFault(path: string): SimFault | undefined {
    // a fault's path is part of the call's path; ending in `$`, its end (`documents/requests$` is not `…/requests/changes`)
    const at = path.toLowerCase();
    const index = this.faults.findIndex((f) => !f.path || (f.path.endsWith('$') ? at.endsWith(f.path.slice(0, -1).toLowerCase()) : at.includes(f.path.toLowerCase())));
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    if (fault.times > 0 && --fault.times === 0) this.faults.splice(index, 1);
    return fault;
  }

  /** Whether a call of `apiKey` arriving at `now` is over the limit; an answered call counts. */
  overLimit(apiKey: string, now: number): boolean {
    if (!this.rateLimitOn) return false;
    const recent = (this.arrivals.get(apiKey) ?? []).filter((t) => t > now - this.rate.windowMs);
    if (recent.length >= this.rate.limit) {
      this.arrivals.set(apiKey, recent);
      return true;
    }
    recent.push(now);
    this.arrivals.set(apiKey, recent);
    return false;
  }

  /** The most calls of one key that arrived within any window of `windowMs` (what a test asserts). */
  busiestWindow(windowMs = this.rate.windowMs, filter: (call: SimCall) => boolean = () => true): number {
    const byKey = new Map<string, number[]>();
    for (const call of this.calls.filter(filter)) {
      const times = byKey.get(call.apiKey) ?? [];
      times.push(call.at);
      byKey.set(call.apiKey, times);
    }
    let most = 0;
    for (const times of byKey.values()) {
      times.sort((a, b) => a - b);
      let start = 0;
      for (let end = 0; end < times.length; end++) {
        while (times[end]! - times[start]! >= windowMs) start++;
        most = Math.max(most, end - start + 1);
      }
    }
    return most;
  }

  reset(): void {
    this.faults = [];
    this.calls = [];
    this.arrivals.clear();
    this.rateLimitOn = true;
  }
}
