import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { ListQuery, Pagination } from '@knjige/contract';

export function pageInfo(query: Pick<ListQuery, 'page' | 'perPage'>, itemsCount: number, filteredCount: number): Pagination {
  return {
    page: query.page,
    perPage: query.perPage,
    pages: Math.max(1, Math.ceil(filteredCount / query.perPage)),
    itemsCount,
    filteredCount,
  };
}

export const offsetOf = (query: Pick<ListQuery, 'page' | 'perPage'>) => (query.page - 1) * query.perPage;

/** Case-insensitive "contains" over several columns; undefined when the search is empty. */
export function searchAny(search: string, columns: (Column | SQL)[]): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}
