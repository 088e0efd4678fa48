import { MAX_ID, pathId } from './bounds';
import { z } from './zod-config';

export const pagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  pages: z.number().int(),
  itemsCount: z.number().int(),
  filteredCount: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const MAX_PER_PAGE = 200;

/** Query of every list: page from 1, perPage, search text. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  search: z.string().max(100).optional().default(''),
});
export type ListQuery = z.infer<typeof listQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination });
}

export const idParam = z.object({ id: pathId() });
export const created = z.object({ id: z.number().int() });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
