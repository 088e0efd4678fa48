import type { SefDocStatus, SefSettings, SefSettingsInput, SefStatusRow, SefSyncResult } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const sefKeys = {
  all: ['sef'] as const,
  settings: ['sef', 'settings'] as const,
  doc: (vDoc: string, docId: number) => ['sef', 'doc', vDoc, docId] as const,
  list: (vDoc: string, ids: number[]) => ['sef', 'list', vDoc, ids] as const,
};

/** Whether the company has a SEF key and how it last fared; while a new key is being tried, asked again every 2 s. */
export function useSefSettings() {
  return useQuery({
    queryKey: sefKeys.settings,
    queryFn: () => api.get<{ data: SefSettings }>('/v1/sef/settings').then((r) => r.data),
    refetchInterval: (query) => {
      const s = query.state.data;
      return s?.keySet && !s.lastOkAt && !s.lastError ? 2000 : false;
    },
  });
}

export function useSaveSefKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SefSettingsInput) => api.put('/v1/sef/settings', body),
    onSuccess: () => client.invalidateQueries({ queryKey: sefKeys.settings }),
  });
}

/** A synchronisation now: what is due goes to SEF, SEF's statuses come in. */
export function useSefSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: SefSyncResult }>('/v1/sef/sync', {}).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: sefKeys.all }),
  });
}

/** How often the page asks again while the document is being sent (a send answers at once and goes on in the background). */
export const SEF_SENDING_POLL_MS = 1500;

/** A document's SEF status (null: never queued for SEF); asked again while it is being sent. */
export function useSefDocStatus(vDoc: string, docId: number, enabled = true) {
  return useQuery({
    queryKey: sefKeys.doc(vDoc, docId),
    queryFn: () => api.get<{ data: SefDocStatus | null }>(`/v1/sef/status/${vDoc}/${docId}`).then((r) => r.data),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'sending' ? SEF_SENDING_POLL_MS : false),
  });
}

/** Sends the document: the answer (202) says it is being sent; the status query follows it to the end. */
export function useSefSend(vDoc: string, docId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: SefDocStatus }>(`/v1/sef/send/${vDoc}/${docId}`, {}).then((r) => r.data),
    onSuccess: (status) => {
      client.setQueryData(sefKeys.doc(vDoc, docId), status);
      return client.invalidateQueries({ queryKey: ['sef', 'list', vDoc] });
    },
  });
}

/** The SEF column of a list's page. */
export function useSefStatuses(vDoc: string, ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: sefKeys.list(vDoc, ids),
    queryFn: () => api.get<{ data: SefStatusRow[] }>('/v1/sef/statuses', { vDoc, ids: ids.join(',') }).then((r) => r.data),
    enabled: enabled && ids.length > 0,
  });
}
