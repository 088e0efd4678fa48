import type { XmlData, XmlJob } from '@knjige/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../shared/api/client';
import { useDataEnabled } from '../../shared/period/use-period';

/** docs/domain.md#constants: the XML job's status is polled every 750 ms while it is in progress. */
export const XML_POLL_MS = 750;

export const xmlKeys = {
  data: (vDoc: string, docId: number) => ['xml', 'data', vDoc, docId] as const,
  status: (uuid: string) => ['xml', 'status', uuid] as const,
};

/** `GET /v1/xml/data/{vDoc}/{docId}`: what the XML will say (a draft or a storno never exported answers 409). */
export function useXmlData(vDoc: string, docId: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: xmlKeys.data(vDoc, docId),
    queryFn: () => api.get<{ data: XmlData }>(`/v1/xml/data/${vDoc}/${docId}`).then((a) => a.data),
    enabled,
    retry: false,
  });
}

/** Generate: `POST /v1/xml/{vDoc}/{docId}` with an empty body, answering the job's uuid. */
export function useGenerateXml(vDoc: string, docId: number) {
  return useMutation({ mutationFn: () => api.post<{ uuid: string }>(`/v1/xml/${vDoc}/${docId}`).then((a) => a.uuid) });
}

/** The job's status, polled while it is in progress. */
export function useXmlJob(uuid: string | null) {
  return useQuery({
    queryKey: xmlKeys.status(uuid ?? ''),
    queryFn: () => api.get<{ data: XmlJob }>(`/v1/xml/status/${uuid}`).then((a) => a.data),
    enabled: uuid !== null,
    refetchInterval: (query) => (query.state.data?.status === 'in-progress' || query.state.data === undefined ? XML_POLL_MS : false),
    retry: false,
  });
}

export const downloadXml = (uuid: string) => apiDownload(`/v1/xml/${uuid}`);
export const downloadDespatch = (vDoc: string, docId: number) => apiDownload(`/v1/xml/despatch/${vDoc}/${docId}`);
