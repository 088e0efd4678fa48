import type { EotpDocStatus } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Under SEF's keys: a synchronisation (which runs both) refreshes these too. */
export const eotpKeys = {
  doc: (vDoc: string, docId: number) => ['sef', 'eotp', vDoc, docId] as const,
};

/** A goods invoice's dispatch note on eOtpremnica (null: never queued). */
export function useEotpDocStatus(vDoc: string, docId: number, enabled = true) {
  return useQuery({
    queryKey: eotpKeys.doc(vDoc, docId),
    queryFn: () => api.get<{ data: EotpDocStatus | null }>(`/v1/eotp/status/${vDoc}/${docId}`).then((r) => r.data),
    enabled,
  });
}

/** The dispatch note sent now (queued again after a failure); the answer is its status after the send. */
export function useEotpSend(vDoc: string, docId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: EotpDocStatus }>(`/v1/eotp/send/${vDoc}/${docId}`, {}).then((r) => r.data),
    onSuccess: (status) => client.setQueryData(eotpKeys.doc(vDoc, docId), status),
  });
}
