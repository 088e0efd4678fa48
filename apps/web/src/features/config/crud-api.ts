import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { ListParams, Paged } from '../../shared/api/paged';

/**
 * Calls and hooks of one company-scoped resource of the /config area (`/v1/mag-main`, …). Every
 * cached answer sits under `[key]`, the key other screens use for the same resource (the period
 * selector reads `['periods', 'list']`), so a save here refreshes them too.
 */
export function crudResource<T extends { id: number }, I>(path: string, key: string) {
  const keys = {
    all: [key] as const,
    list: (params: ListParams) => [key, 'list', params] as const,
  };
  const http = {
    list: (params: ListParams) => api.get<Paged<T>>(path, { ...params }),
    create: (body: I) => api.post<{ id: number }>(path, body),
    update: (id: number, body: I) => api.put(`${path}/${id}`, body),
    remove: (id: number) => api.del(`${path}/${id}`),
  };

  function useList(params: ListParams) {
    return useQuery({ queryKey: keys.list(params), queryFn: () => http.list(params), placeholderData: keepPreviousData });
  }

  function useSave() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: { id?: number; body: I }) => (id ? http.update(id, body).then(() => ({ id })) : http.create(body)),
      onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }

  function useRemove() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: number) => http.remove(id),
      onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, http, useList, useSave, useRemove };
}
