import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What one URL change sets: page, search and filters by name; null (or the default) clears one. */
type Patch = Record<string, string | number | null | undefined>;

export interface ListState<F extends Record<string, string>> {
  page: number;
  search: string;
  /** Each filter from the URL, or its default when absent. */
  filters: F;
  setPage: (page: number) => void;
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void;
  /** A new filter value starts again at page 1; the default value (or null) leaves the URL clean. */
  setFilter: <K extends Extract<keyof F, string>>(name: K, value: F[K] | null) => void;
  /** Several filters in one URL change (separate calls in one event would overwrite each other). */
  setFilters: (patch: Partial<Record<Extract<keyof F, string>, string | null>>) => void;
}

/**
 * A list's page, search and filters, kept in the URL search params so the list can be linked and
 * reloaded: `/artikli?vArtikl=usluga&grpId=3&search=kafa&page=2`. Values equal to their default
 * are left out of the URL.
 */
export function useListState<F extends Record<string, string> = Record<string, never>>(filterDefaults?: F): ListState<F> {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => filterDefaults ?? ({} as F), [filterDefaults]);

  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const filterKey = Object.keys(defaults).map((key) => `${key}=${params.get(key) ?? defaults[key]}`).join('&');
  const filters = useMemo(
    () => Object.fromEntries(Object.keys(defaults).map((key) => [key, params.get(key) ?? defaults[key]])) as F,
    // filterKey captures every value the result depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const update = useCallback(
    (patch: Patch, replace: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const fallback = key === 'page' ? '1' : key === 'search' ? '' : (defaults[key] ?? '');
            if (value === null || value === undefined || String(value) === '' || String(value) === fallback) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, defaults],
  );

  return {
    page,
    search,
    filters,
    setPage: useCallback((p: number) => update({ page: p }, false), [update]),
    // Typing should not fill the history with one entry per search.
    setSearch: useCallback((s: string) => update({ search: s, page: null }, true), [update]),
    setFilter: useCallback((name, value) => update({ [name]: value, page: null }, false), [update]),
    setFilters: useCallback((patch) => update({ ...patch, page: null }, false), [update]),
  };
}
