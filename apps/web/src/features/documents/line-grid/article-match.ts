import type { ArtMain } from '@knjige/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client';
import { staleTimes } from '../../../shared/api/query-client';
import { articleByCode } from '../api';
import { articleComboSource } from '../../../shared/documents/lookups';

/** How many matches the article cell lists under it. */
export const MATCH_PAGE = 10;

/** The articles a text names: one whose code it is, and those whose name, code or barcode hold it. */
export interface ArticleMatches {
  text: string;
  exact: ArtMain | null;
  rows: ArtMain[];
}

const matchKey = (text: string) => ['art-main', 'grid-match', text] as const;

async function readMatches(text: string): Promise<ArticleMatches> {
  const [exact, page] = await Promise.all([
    articleByCode(text).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }),
    articleComboSource.fetchPage({ search: text, page: 1, perPage: MATCH_PAGE }),
  ]);
  return { text, exact, rows: page.data };
}

/** The matches of a text, read once and kept a short while (typing, then Tab, ask the same). */
export function fetchMatches(client: QueryClient, text: string): Promise<ArticleMatches> {
  return client.fetchQuery({ queryKey: matchKey(text), queryFn: () => readMatches(text), staleTime: staleTimes.short });
}

export const matchesQuery = (text: string) => ({ queryKey: matchKey(text), queryFn: () => readMatches(text), staleTime: staleTimes.short });

/**
 * The matches in the order they are offered: the article whose code is the text, then one whose
 * barcode is it, then the others by name (as the server lists them).
 */
export function rankedMatches(found: ArticleMatches): ArtMain[] {
  const text = found.text.trim();
  const byBarcode = found.rows.find((r) => r.barkod === text);
  const first = [found.exact, byBarcode].filter((r): r is ArtMain => !!r).filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);
  return [...first, ...found.rows.filter((r) => !first.some((f) => f.id === r.id))];
}

/**
 * The article a text chooses (Tab or Enter in the article cell): its exact code, else its exact
 * barcode, else the first of the others; `exactOnly` (a pasted row) takes only a code or a barcode.
 * Null when nothing matches.
 */
export function chosenArticle(found: ArticleMatches, exactOnly = false): ArtMain | null {
  const text = found.text.trim();
  const exact = found.exact ?? found.rows.find((r) => r.barkod === text) ?? null;
  return exact ?? (exactOnly ? null : (found.rows[0] ?? null));
}
