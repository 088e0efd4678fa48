import type { EotpInboxDetail, EotpInboxRow, Pagination, ReceivedAgainstInvoice } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Under SEF's keys: a synchronisation (which reads eOtpremnica too) refreshes the inbox. */
export const inboxKeys = {
  all: ['sef', 'eotp-inbox'] as const,
  list: (params: InboxParams) => ['sef', 'eotp-inbox', 'list', params] as const,
  one: (id: number) => ['sef', 'eotp-inbox', 'one', id] as const,
  received: (vDoc: string, docId: number) => ['sef', 'eotp-inbox', 'received', vDoc, docId] as const,
};

export interface InboxParams {
  page: number;
  perPage: number;
  pending?: 'true' | 'false';
}

/** How often an open note is asked again while its advice is queued (the send goes on after the answer). */
const QUEUED_POLL_MS = 1500;

export function useInbox(params: InboxParams) {
  return useQuery({
    queryKey: inboxKeys.list(params),
    queryFn: () => api.get<{ data: EotpInboxRow[]; pagination: Pagination }>('/v1/eotp/inbox', { ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxNote(id: number | null) {
  return useQuery({
    queryKey: inboxKeys.one(id ?? 0),
    queryFn: () => api.get<{ data: EotpInboxDetail }>(`/v1/eotp/inbox/${id}`).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.receiptState === 'queued' ? QUEUED_POLL_MS : false),
  });
}

/** Notes new on eOtpremnica taken into the inbox now. */
export function usePullInbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: { taken: number } }>('/v1/eotp/inbox/pull', {}).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export interface ReceiptLineInput {
  lineId: string;
  received: number;
  rejected: number;
  reason?: string;
}

/** Our receipt advice queued (202); the note's query follows it to `sent` or `failed`. */
export function useGiveReceipt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lines: ReceiptLineInput[]) => api.post<{ data: EotpInboxDetail }>(`/v1/eotp/inbox/${id}/receipt`, { lines }).then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(inboxKeys.one(id), detail);
      return client.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}

/** A note linked to (or unlinked from) a purchase document. */
export function useLinkNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vDoc, docId }: { id: number; vDoc: string | null; docId: number | null }) => api.put(`/v1/eotp/inbox/${id}/link`, { vDoc, docId }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** A purchase document against the notes received for it. */
export function useReceivedAgainst(vDoc: string, docId: number) {
  return useQuery({
    queryKey: inboxKeys.received(vDoc, docId),
    queryFn: () => api.get<{ data: ReceivedAgainstInvoice }>(`/v1/eotp/received/${vDoc}/${docId}`).then((r) => r.data),
  });
}
