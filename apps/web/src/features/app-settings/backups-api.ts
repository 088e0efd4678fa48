import type { BackupList } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../shared/api/client';

export const backupKeys = { all: ['backups'] as const };

/** The installation's backup files, newest first (super users only). */
export function useBackupList() {
  return useQuery({ queryKey: backupKeys.all, queryFn: () => api.get<BackupList>('/v1/backups') });
}

/** A backup now; the list then shows it. */
export function useRunBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: { name: string; rows: number } }>('/v1/backups', {}),
    onSuccess: () => client.invalidateQueries({ queryKey: backupKeys.all }),
  });
}

/** One backup file as the list names it, to save on this computer. */
export const downloadBackup = (name: string) => apiDownload(`/v1/backups/${encodeURIComponent(name)}`);
