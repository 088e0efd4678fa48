import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Stale times of docs/domain.md#constants. */
export const staleTimes = {
  /** totals, init values and reports */
  short: 2_500,
  /** lookups and details: refreshed by the mutations that change them */
  lookup: Infinity,
  configVersion: 5_000,
} as const;

/** A 4xx will answer the same on a retry; only network and server failures get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: staleTimes.short, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
