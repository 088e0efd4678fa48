import { addDays, belgradeToday, isWorkingDay } from '@knjige/domain';
import type { NbsFetchStatus } from '@knjige/contract';
import { type AppConfig, NBS_SERVICE_URL } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { NbsClient, NbsError } from './nbs-client';
import { fetchDaysOf, fetchStateOf, recordAttempt, writeForEveryCompany } from './nbs-fetch.repo';
import { RATE_LOOKBACK_DAYS } from './rates';

/**
 * The NBS middle rates coming by themselves (docs/decisions.md#foreign-currency, the NBS
 * service): each working day the product asks the NBS service for the day's list and writes it
 * for every company; a day it cannot reach NBS is recorded and asked again with a growing wait.
 */
export interface NbsFetcher {
  client: NbsClient;
  /** the timer runs: NBS_FETCH_MINUTES is not 0, and the NBS's own service has its credentials (another address, such as a simulator's, needs none) */
  enabled: boolean;
  /** the wait before a day NBS has not published yet is asked again */
  waitingMs: number;
}

export function nbsFetcherOf(config: Pick<AppConfig, 'nbsBaseUrl' | 'nbsCredentials' | 'nbsListType' | 'nbsFetchMinutes' | 'nbsTimeoutMs'>): NbsFetcher {
  return {
    client: new NbsClient({ url: config.nbsBaseUrl, credentials: config.nbsCredentials, listType: config.nbsListType, timeoutMs: config.nbsTimeoutMs }),
    enabled: config.nbsFetchMinutes > 0 && (config.nbsCredentials !== null || config.nbsBaseUrl !== NBS_SERVICE_URL),
    waitingMs: Math.max(1, config.nbsFetchMinutes) * 60_000,
  };
}

/**
 * A day the NBS forms a list: a Serbian working day (neither a weekend nor a public holiday). Were
 * it to answer a day with no list all the same, that past day is recorded as `none`.
 */
export const isListDay = (datum: string): boolean => isWorkingDay(datum);

/** The days to ask for on `today`: it and the working days of the lookback before it (a weekend or a stop of the server misses none). */
export function daysToAsk(today: string): string[] {
  const days: string[] = [];
  for (let back = 0; back <= RATE_LOOKBACK_DAYS; back++) {
    const day = addDays(today, -back);
    if (isListDay(day)) days.push(day);
  }
  return days;
}

/** The wait after the `attempts`-th failure: one minute, doubled each time, at most an hour. */
export const retryWaitMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export interface FetchOutcome {
  datum: string;
  status: NbsFetchStatus;
  written: number;
}

/** NBS asked for the list of `datum`, now: written for every company in one transaction with the day's state, or the failure recorded. */
export async function fetchDay(db: Db, fetcher: NbsFetcher, datum: string, now = new Date(), today = belgradeToday(now)): Promise<FetchOutcome> {
  const [before] = await fetchDaysOf(db, [datum]);
  const attempts = (before?.attempts ?? 0) + 1;
  try {
    const list = await fetcher.client.listOf(datum);
    if (!list) {
      // Today's list may come later in the day; a past day without one had none (a holiday).
      const status = datum < today ? 'none' : 'waiting';
      await db.transaction((tx) => recordAttempt(tx, datum, status, null, status === 'waiting' ? new Date(now.getTime() + fetcher.waitingMs) : null, now));
      return { datum, status, written: 0 };
    }
    const written = await db.transaction(async (tx) => {
      const n = await writeForEveryCompany(tx, list);
      await recordAttempt(tx, datum, 'ok', null, null, now);
      return n;
    });
    return { datum, status: 'ok', written };
  } catch (err) {
    if (!(err instanceof NbsError)) throw err;
    await db.transaction((tx) => recordAttempt(tx, datum, 'failed', err.kind, new Date(now.getTime() + retryWaitMs(attempts)), now));
    return { datum, status: 'failed', written: 0 };
  }
}

/** Every day of `daysToAsk` not stored yet whose next attempt has come, asked in date order. */
export async function fetchDue(db: Db, fetcher: NbsFetcher, now = new Date()): Promise<FetchOutcome[]> {
  const today = belgradeToday(now);
  const days = daysToAsk(today).reverse();
  const states = new Map((await fetchDaysOf(db, days)).map((d) => [d.datum, d]));
  const outcomes: FetchOutcome[] = [];
  for (const datum of days) {
    const state = states.get(datum);
    if (state && (state.status === 'ok' || state.status === 'none')) continue;
    if (state?.nextAttemptAt && state.nextAttemptAt.getTime() > now.getTime()) continue;
    outcomes.push(await fetchDay(db, fetcher, datum, now, today));
  }
  return outcomes;
}

/** How often the timer looks for a due day: each minute, so that a retry's wait is kept to the minute. */
const TICK_MS = 60_000;

/** The timer of the server: a first look shortly after the start, then each minute; off when NBS_FETCH_MINUTES is 0. */
export function startNbsTimer(db: Db, fetcher: NbsFetcher, log: (err: unknown) => void): () => void {
  if (!fetcher.enabled) return () => undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    fetchDue(db, fetcher)
      .catch(log)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, TICK_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

type DayState = Awaited<ReturnType<typeof fetchStateOf>>[number];
const shownDay = (d: DayState) => ({
  datum: d.datum,
  status: d.status,
  attempts: d.attempts,
  error: d.error,
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  written: d.written,
});

/** The rates page's view: whether the product fetches, and the last ten days asked, with this company's rates each wrote. */
export async function nbsState(db: Db, fetcher: NbsFetcher, companyId: number) {
  return { enabled: fetcher.enabled, days: (await fetchStateOf(db, companyId, 10)).map(shownDay) };
}

/** "Fetch now": NBS asked for `datum` at once; the day's state as the page shows it. */
export async function fetchNow(db: Db, fetcher: NbsFetcher, companyId: number, datum: string) {
  await fetchDay(db, fetcher, datum);
  const [day] = await fetchStateOf(db, companyId, 1, datum);
  if (!day) throw new Error(`the fetch of ${datum} left no state`);
  return shownDay(day);
}

const fetchers = new WeakMap<object, NbsFetcher>();

/** The one fetcher of an app's configuration (the routes' "fetch now" and the server's timer share it). */
export function nbsFetcherFor(config: Parameters<typeof nbsFetcherOf>[0]): NbsFetcher {
  let fetcher = fetchers.get(config);
  if (!fetcher) {
    fetcher = nbsFetcherOf(config);
    fetchers.set(config, fetcher);
  }
  return fetcher;
}
