import type { Pagination, TrosakGrupa, TrosakMain, trosakGrupaInput, trosakMainInput, z } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { PagedComboSource } from '../../shared/ui/paged-combo';

export type TrosakGrupaInput = z.input<typeof trosakGrupaInput>;
export type TrosakMainInput = z.input<typeof trosakMainInput>;

export interface ListParams {
  page: number;
  perPage: number;
  search: string;
}
export interface TrosakMainListParams extends ListParams {
  grpId?: number;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every cached answer of a resource sits under its `all`, so one invalidation refreshes lists, combos and details. */
export const trosakGrupaKeys = {
  all: ['trosak-grupa'] as const,
  list: (params: ListParams) => ['trosak-grupa', 'list', params] as const,
  combo: ['trosak-grupa', 'combo'] as const,
  detail: (id: number) => ['trosak-grupa', 'detail', id] as const,
};

export const trosakMainKeys = {
  all: ['trosak-main'] as const,
  list: (params: TrosakMainListParams) => ['trosak-main', 'list', params] as const,
};

export const trosakGrupaApi = {
  list: (params: ListParams) => api.get<Paged<TrosakGrupa>>('/v1/trosak-grupa', { ...params }),
  combo: (params: ListParams) => api.get<Paged<TrosakGrupa>>('/v1/trosak-grupa/combo', { ...params }),
  get: (id: number) => api.get<{ data: TrosakGrupa }>(`/v1/trosak-grupa/${id}`).then((answer) => answer.data),
  create: (body: TrosakGrupaInput) => api.post<{ id: number }>('/v1/trosak-grupa', body),
  update: (id: number, body: TrosakGrupaInput) => api.put(`/v1/trosak-grupa/${id}`, body),
  remove: (id: number) => api.del(`/v1/trosak-grupa/${id}`),
};

export const trosakMainApi = {
  list: (params: TrosakMainListParams) => api.get<Paged<TrosakMain>>('/v1/trosak-main', { ...params }),
  create: (body: TrosakMainInput) => api.post<{ id: number }>('/v1/trosak-main', body),
  update: (id: number, body: TrosakMainInput) => api.put(`/v1/trosak-main/${id}`, body),
  remove: (id: number) => api.del(`/v1/trosak-main/${id}`),
};

export function useTrosakGrupaList(params: ListParams) {
  return useQuery({ queryKey: trosakGrupaKeys.list(params), queryFn: () => trosakGrupaApi.list(params), placeholderData: keepPreviousData });
}

export function useTrosakMainList(params: TrosakMainListParams) {
  return useQuery({ queryKey: trosakMainKeys.list(params), queryFn: () => trosakMainApi.list(params), placeholderData: keepPreviousData });
}

export const trosakGrupaComboSource: PagedComboSource<TrosakGrupa> = {
  queryKey: trosakGrupaKeys.combo,
  fetchPage: trosakGrupaApi.combo,
  detailKey: trosakGrupaKeys.detail,
  fetchOne: trosakGrupaApi.get,
  getId: (row) => row.id,
  getLabel: (row) => row.naziv,
};

/** Groups show their item count and items show their group's name: a change to either refreshes both. */
function useInvalidateCosts() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: trosakGrupaKeys.all }), client.invalidateQueries({ queryKey: trosakMainKeys.all })]);
}

export function useSaveTrosakGrupa() {
  const invalidate = useInvalidateCosts();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TrosakGrupaInput }) =>
      id ? trosakGrupaApi.update(id, body).then(() => ({ id })) : trosakGrupaApi.create(body),
    onSuccess: invalidate,
  });
}

/** Deleting a group deletes its cost items too (server side). */
export function useDeleteTrosakGrupa() {
  const invalidate = useInvalidateCosts();
  return useMutation({ mutationFn: (id: number) => trosakGrupaApi.remove(id), onSuccess: invalidate });
}

export function useSaveTrosakMain() {
  const invalidate = useInvalidateCosts();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TrosakMainInput }) =>
      id ? trosakMainApi.update(id, body).then(() => ({ id })) : trosakMainApi.create(body),
    onSuccess: invalidate,
  });
}

export function useDeleteTrosakMain() {
  const invalidate = useInvalidateCosts();
  return useMutation({ mutationFn: (id: number) => trosakMainApi.remove(id), onSuccess: invalidate });
}

/** Every cost item with its group (200, the most a page holds), for a document's cost field. */
export function useCostItems(enabled = true) {
  return useQuery({
    queryKey: [...trosakMainKeys.all, 'all'],
    queryFn: () => api.get<Paged<TrosakMain>>('/v1/trosak-main', { page: 1, perPage: 200, search: '' }).then((answer) => answer.data),
    enabled,
  });
}
