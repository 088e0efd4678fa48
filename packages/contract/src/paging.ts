import { MAX_ID, pathId } from './bounds';
import { z } from './zod-config';

export const pagination = z.object({
  /** the page, from 1 */
  page: z.number().int(),
  /** rows per page */
  perPage: z.number().int(),
  /** how many pages */
  pages: z.number().int(),
  /** rows without the filters */
  itemsCount: z.number().int(),
  /** rows matching the filters */
  filteredCount: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const MAX_PER_PAGE = 200;

/** Query of every list: page from 1, perPage, search text. */
export const listQuery = z.object({
  /** the page, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  /** search text */
  search: z.string().max(100).optional().default(''),
});
export type ListQuery = z.infer<typeof listQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    /** the page's rows */
    data: z.array(item),
    /** where the page stands in the whole list */
    pagination,
  });
}

/** `id`: the row in the path. */
export const idParam = z.object({
  /** the row's id */
  id: pathId(),
});
/** `id`: the row just created. */
export const created = z.object({
  /** the new row's id */
  id: z.number().int(),
});
export const dataOf = <T extends z.ZodType>(item: T) =>
  z.object({
    /** the answer */
    data: item,
  });
