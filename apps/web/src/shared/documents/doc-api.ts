import type { DocFamily, DocStatus } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { staleTimes } from '../api/query-client';
import { useDataEnabled } from '../period/use-period';
import { familyResource } from './paths';
import type { DocRow } from './types';

export interface DocListParams {
  periodId: number;
  vSubDoc: string;
  /** none for a family without a lifecycle */
  status?: DocStatus;
  search: string;
  dateFrom?: string;
  dateTo?: string;
  komId?: number;
  trnId?: number;
  trosakId?: number;
  page: number;
  perPage: number;
}

/** Every cached answer of a family sits under `all(family)`: one invalidation refreshes it all. */
export const docKeys = {
  all: (family: DocFamily) => ['doc', family] as const,
  list: (family: DocFamily, params: DocListParams) => ['doc', family, 'list', params] as const,
  totals: (family: DocFamily, periodId: number, vSubDoc: string) => ['doc', family, 'totals', periodId, vSubDoc] as const,
  init: (family: DocFamily, periodId: number, vSubDoc: string) => ['doc', family, 'init', periodId, vSubDoc] as const,
  detail: (family: DocFamily, id: number) => ['doc', family, 'detail', id] as const,
  items: (family: DocFamily, id: number, page: number) => ['doc', family, 'items', id, page] as const,
  item: (family: DocFamily, id: number, itemId: number) => ['doc', family, 'item', id, itemId] as const,
  lookup: (family: DocFamily, id: number, artId: number) => ['doc', family, 'art-lookup', id, artId] as const,
  history: (family: DocFamily, id: number) => ['doc', family, 'history', id] as const,
};

/** A family's API call under /v1 (`rest` after its resource: `/7/items`). */
export const docUrl = (family: DocFamily, rest = '') => `/v1/${familyResource(family)}${rest}`;

/** One document's header. */
export const fetchDoc = (family: DocFamily, id: number) => api.get<{ data: DocRow }>(docUrl(family, `/${id}`)).then((a) => a.data);

export function useDoc(family: DocFamily, id: number | null) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: docKeys.detail(family, id ?? 0),
    queryFn: () => fetchDoc(family, id!),
    staleTime: staleTimes.lookup,
    enabled: dataEnabled && id !== null,
  });
}
