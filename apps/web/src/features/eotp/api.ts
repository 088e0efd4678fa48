import type { EotpDocStatus } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Under SEF's keys: a synchronisation (which runs both) refreshes these too. */
export const eotpKeys = {
  doc: (vDoc: string, docId: number) => ['sef', 'eotp', vDoc, docId] as const,
};

/** How often the page asks again while the note is being sent (a send answers at once and goes on in the background), as SEF's. */
export const EOTP_SENDING_POLL_MS = 1500;

/** A goods invoice's dispatch note on eOtpremnica (null: never queued); asked again while it is being sent and its id is not in. */
export function useEotpDocStatus(vDoc: string, docId: number, enabled = true) {
  return useQuery({
    queryKey: eotpKeys.doc(vDoc, docId),
    queryFn: () => api.get<{ data: EotpDocStatus | null }>(`/v1/eotp/status/${vDoc}/${docId}`).then((r) => r.data),
    enabled,
    // while it is being sent, and a while after until eOtpremnica's outcome of the request (its id) is in
    refetchInterval: (query) => {
      const s = query.state.data;
      const waiting = s?.state === 'sending' || (s?.state === 'sent' && s.documentId === null && query.state.dataUpdateCount < 40);
      return waiting ? EOTP_SENDING_POLL_MS : false;
    },
  });
}

/** The dispatch note sent now (queued again after a failure): the answer (202) says it is being sent; the status query follows it to the end. */
export function useEotpSend(vDoc: string, docId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: EotpDocStatus }>(`/v1/eotp/send/${vDoc}/${docId}`, {}).then((r) => r.data),
    onSuccess: (status) => {
      client.setQueryData(eotpKeys.doc(vDoc, docId), status);
      return client.invalidateQueries({ queryKey: eotpKeys.doc(vDoc, docId) });
    },
  });
}
