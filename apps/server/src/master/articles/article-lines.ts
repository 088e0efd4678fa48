import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Every line table has these; article lines add `artId` and `kolicina`. */
export type ItemTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; docId: AnyPgColumn };

/** A stored line as the shared code sees it. */
export type StoredItem = {
  id: number;
  docId: number;
};

/** What an article line has beyond the common columns. */
export interface ArticleLine {
  artId: number;
  kolicina: number;
}

/**
 * What the shared code does only for families whose lines are articles with quantities: the
 * article is this company's, its VAT rate and the warehouse's retail flag feed the line's
 * computation, reads carry the article's name, and the item form looks up stock and prices.
 */

/** Whether a payload or row is an article line (the family's schema makes it one). */
export function isArticleLine<T extends object>(value: T): value is T & ArticleLine {
  return 'artId' in value && typeof value.artId === 'number' && 'kolicina' in value && typeof value.kolicina === 'number';
}

/** A line table with the article columns. */
export function isArticleTable(table: ItemTable): table is ItemTable & { artId: ItemTable['id'] } {
  return 'artId' in table;
}
