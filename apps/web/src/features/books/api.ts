import type { KepuRow, KepuTotal, KirRow, KurRow, Pagination, VatBookTotal, VatReturn } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export interface RangeParams {
  periodId: number;
  dateFrom: string;
  dateTo: string;
}
export interface BookParams extends RangeParams {
  pdvRow?: number;
  /** only the rows one PPPDV field sums */
  pppdv?: string;
  /** only the rows of one POPDV field */
  popdv?: string;
  stopa?: number;
  page: number;
  perPage: number;
}
export interface KepuParams extends RangeParams {
  magId: number;
  page: number;
  perPage: number;
}
export type Book = 'kir' | 'kur';
export type BookRow = KirRow | KurRow;

/** The books are refreshed with the other reports (`rpt-` keys) after every lock and storno. */
const keys = {
  pdv: (p: RangeParams) => ['rpt-fin', 'pdv-total', p] as const,
  book: (book: Book, p: BookParams) => ['rpt-fin', book, p] as const,
  bookTotal: (book: Book, p: Omit<BookParams, 'page' | 'perPage'>) => ['rpt-fin', `${book}-total`, p] as const,
  kepu: (p: KepuParams) => ['rpt-fin', 'kepu-vp', p] as const,
  kepuTotal: (p: Omit<KepuParams, 'page' | 'perPage'>) => ['rpt-fin', 'kepu-vp-total', p] as const,
};

export function useVatReturn(params: RangeParams, valid: boolean) {
  const enabled = useDataEnabled() && valid;
  return useQuery({
    queryKey: keys.pdv(params),
    queryFn: () => api.get<{ data: VatReturn }>('/v1/rpt-fin/pdv-total', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useVatBook(book: Book, params: BookParams, valid: boolean) {
  const enabled = useDataEnabled() && valid;
  return useQuery({
    queryKey: keys.book(book, params),
    queryFn: () => api.get<{ data: BookRow[]; pagination: Pagination }>(`/v1/rpt-fin/${book}`, { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useVatBookTotal(book: Book, params: Omit<BookParams, 'page' | 'perPage'>, valid: boolean) {
  const enabled = useDataEnabled() && valid;
  return useQuery({
    queryKey: keys.bookTotal(book, params),
    queryFn: () => api.get<{ data: VatBookTotal }>(`/v1/rpt-fin/${book}-total`, { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useKepu(params: KepuParams, valid: boolean) {
  const enabled = useDataEnabled() && valid && params.magId > 0;
  return useQuery({
    queryKey: keys.kepu(params),
    queryFn: () => api.get<{ data: KepuRow[]; pagination: Pagination }>('/v1/rpt-fin/kepu-vp', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useKepuTotal(params: Omit<KepuParams, 'page' | 'perPage'>, valid: boolean) {
  const enabled = useDataEnabled() && valid && params.magId > 0;
  return useQuery({
    queryKey: keys.kepuTotal(params),
    queryFn: () => api.get<{ data: KepuTotal }>('/v1/rpt-fin/kepu-vp-total', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}
