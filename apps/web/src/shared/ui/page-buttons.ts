/** One slot of the pager: a page number or an ellipsis standing for the pages it hides. */
export type PageButton = number | 'ellipsis';

/** The pager never shows more than this many slots (docs/domain.md#constants: 7 buttons with ellipses). */
export const PAGE_SLOTS = 7;

/**
 * The slots for `page` of `pages`: the first and last page always, the current page with its
 * neighbours, and an ellipsis wherever pages are skipped. Near either end the run of numbers grows
 * so there are always 7 slots once there are more than 7 pages.
 *
 * pageButtons(1, 10)  → 1 2 3 4 5 … 10
 * pageButtons(6, 10)  → 1 … 5 6 7 … 10
 * pageButtons(10, 10) → 1 … 6 7 8 9 10
 */
export function pageButtons(page: number, pages: number): PageButton[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  if (pages <= PAGE_SLOTS) return Array.from({ length: pages }, (_, i) => i + 1);
  // 1 + ellipsis + 3 middle + ellipsis + last = 7; near an end the ellipsis on that side disappears.
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis', pages];
  if (current >= pages - 3) return [1, 'ellipsis', pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', pages];
}

/** The 1-based row range a page shows: page 2 of 20 per page over 45 rows is 21 - 40. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}
