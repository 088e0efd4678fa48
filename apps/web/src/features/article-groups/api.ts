import type { ArtGrupa, ArtGrupaInput, Pagination, VArtikl } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { PagedComboSource } from '../../shared/ui/paged-combo';

export interface ArtGrupaListParams {
  page: number;
  perPage: number;
  search: string;
  vArtikl?: VArtikl;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every cached art-grupa answer sits under `all`, so one invalidation refreshes lists, combos and details. */
export const artGrupaKeys = {
  all: ['art-grupa'] as const,
  list: (params: ArtGrupaListParams) => ['art-grupa', 'list', params] as const,
  combo: (vArtikl?: VArtikl) => ['art-grupa', 'combo', vArtikl ?? null] as const,
  detail: (id: number) => ['art-grupa', 'detail', id] as const,
};

export const artGrupaApi = {
  list: (params: ArtGrupaListParams) => api.get<Paged<ArtGrupa>>('/v1/art-grupa', { ...params }),
  combo: (params: { search: string; page: number; perPage: number; vArtikl?: VArtikl }) => api.get<Paged<ArtGrupa>>('/v1/art-grupa/combo', { ...params }),
  get: (id: number) => api.get<{ data: ArtGrupa }>(`/v1/art-grupa/${id}`).then((answer) => answer.data),
  create: (body: ArtGrupaInput) => api.post<{ id: number }>('/v1/art-grupa', body),
  update: (id: number, body: ArtGrupaInput) => api.put(`/v1/art-grupa/${id}`, body),
  remove: (id: number) => api.del(`/v1/art-grupa/${id}`),
};

export function useArtGrupaList(params: ArtGrupaListParams, enabled = true) {
  return useQuery({
    queryKey: artGrupaKeys.list(params),
    queryFn: () => artGrupaApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The groups of one article type for a `PagedCombo` (all types when `vArtikl` is not given). */
export function artGrupaComboSource(vArtikl?: VArtikl): PagedComboSource<ArtGrupa> {
  return {
    queryKey: artGrupaKeys.combo(vArtikl),
    fetchPage: (params) => artGrupaApi.combo({ ...params, vArtikl }),
    detailKey: artGrupaKeys.detail,
    fetchOne: artGrupaApi.get,
    getId: (row) => row.id,
    getLabel: (row) => `${row.grpNaziv} (${row.grpSifra})`,
  };
}

/** Create when there is no id, update otherwise (docs/domain.md#states-and-defaults: a form is in create mode without an id). */
export function useSaveArtGrupa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ArtGrupaInput }) =>
      id ? artGrupaApi.update(id, body).then(() => ({ id })) : artGrupaApi.create(body),
    // Article rows show their group's name, so they are refreshed too (key root of art-main).
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: artGrupaKeys.all }), client.invalidateQueries({ queryKey: ['art-main'] })]),
  });
}

export function useDeleteArtGrupa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => artGrupaApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: artGrupaKeys.all }),
  });
}
