import type { KomMesto, Pagination, z, komMestoInput } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { PagedComboSource } from '../../shared/ui/paged-combo';

export type KomMestoInput = z.input<typeof komMestoInput>;

export interface KomMestoListParams {
  page: number;
  perPage: number;
  search: string;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every cached kom-mesto answer sits under `all`, so one invalidation refreshes lists, combos and details. */
export const komMestoKeys = {
  all: ['kom-mesto'] as const,
  list: (params: KomMestoListParams) => ['kom-mesto', 'list', params] as const,
  combo: ['kom-mesto', 'combo'] as const,
  detail: (id: number) => ['kom-mesto', 'detail', id] as const,
};

export const komMestoApi = {
  list: (params: KomMestoListParams) => api.get<Paged<KomMesto>>('/v1/kom-mesto', { ...params }),
  combo: (params: { search: string; page: number; perPage: number }) => api.get<Paged<KomMesto>>('/v1/kom-mesto/combo', { ...params }),
  get: (id: number) => api.get<{ data: KomMesto }>(`/v1/kom-mesto/${id}`).then((answer) => answer.data),
  create: (body: KomMestoInput) => api.post<{ id: number }>('/v1/kom-mesto', body),
  update: (id: number, body: KomMestoInput) => api.put(`/v1/kom-mesto/${id}`, body),
  remove: (id: number) => api.del(`/v1/kom-mesto/${id}`),
};

export function useKomMestoList(params: KomMestoListParams) {
  return useQuery({ queryKey: komMestoKeys.list(params), queryFn: () => komMestoApi.list(params), placeholderData: keepPreviousData });
}

/** Places for a `PagedCombo`: "11000 Beograd". */
export const komMestoComboSource: PagedComboSource<KomMesto> = {
  queryKey: komMestoKeys.combo,
  fetchPage: komMestoApi.combo,
  detailKey: komMestoKeys.detail,
  fetchOne: komMestoApi.get,
  getId: (row) => row.id,
  getLabel: (row) => `${row.postcode} ${row.naziv}`,
};

export function useSaveKomMesto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: KomMestoInput }) =>
      id ? komMestoApi.update(id, body).then(() => ({ id })) : komMestoApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: komMestoKeys.all }),
  });
}

export function useDeleteKomMesto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => komMestoApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: komMestoKeys.all }),
  });
}
