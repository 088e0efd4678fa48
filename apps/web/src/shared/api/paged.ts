import type { Pagination } from '@knjige/contract';

/** A page of a list as the server answers it. */
export type Paged<T> = { data: T[]; pagination: Pagination };

/** The paging and search of a plain list call. */
export interface ListParams {
  page: number;
  perPage: number;
  search: string;
}
