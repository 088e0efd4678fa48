import { chunksOf, FILE_CHUNK_BYTES, PDF_MIME, type DocFamily, type FileRow, type fileStatusRow, type z } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { api, apiDownload, ApiError } from '../../shared/api/client';
import { docKeys } from '../../shared/documents/doc-api';
import { familyResource } from '../../shared/documents/paths';

type FileStatusRow = z.infer<typeof fileStatusRow>;

/** docs/domain.md#constants: the file status is polled every 750 ms. */
export const FILE_POLL_MS = 750;
/** A chunk the network or the server dropped (not a refusal) is sent again this many times. */
const CHUNK_RETRIES = 2;
/** How long the status may stay unfinished once every chunk is in. */
const POLL_LIMIT = 40;

/** A document's attachments sit under its family's cache, so saving or locking it refreshes them too. */
export const attachmentKeys = {
  ofDoc: (family: DocFamily, docId: number) => [...docKeys.all(family), 'attachments', docId] as const,
};

export function useAttachments(family: DocFamily, docId: number) {
  return useQuery({
    queryKey: attachmentKeys.ofDoc(family, docId),
    queryFn: () => api.get<{ data: FileRow[] }>(`/v1/${familyResource(family)}/${docId}/attachments`).then((a) => a.data),
  });
}

/**
 * Why an upload stopped: the file record was not created (`create`), its answer had no uuid
 * (`uuid`), a chunk failed (`chunk`, with its index), or the file never finished (`status`).
 */
export class UploadError extends Error {
  constructor(
    readonly step: 'create' | 'uuid' | 'chunk' | 'status',
    override readonly cause: unknown,
    readonly chunkIndex?: number,
    readonly chunksCount?: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause ?? step));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A network failure or a server fault is worth sending again; a refusal (4xx) is not. */
const transient = (err: unknown) => err instanceof ApiError && (err.status >= 500 || err.status === 408);

/** A file that will not be finished or attached is deleted at once (the server drops what is left after a day). */
const discard = (uuid: string) => api.del(`/v1/files/${uuid}`).catch(() => null);

/**
 * docs/domain.md#states-and-defaults: create the file record, send it in 256 KiB chunks one after another
 * (`onProgress` after each), poll the status every 750 ms until it is finished. The uuid of the
 * finished file; a failure is an UploadError naming its step.
 */
export async function uploadPdf(file: File, onProgress: (done: number, count: number) => void): Promise<string> {
  const chunksCount = chunksOf(file.size);
  let created: { uuid?: string } | null;
  try {
    created = await api.post<{ uuid?: string } | null>('/v1/files', { name: file.name, mime: file.type || PDF_MIME, size: file.size, chunksCount });
  } catch (err) {
    throw new UploadError('create', err);
  }
  const uuid = created?.uuid;
  if (!uuid) throw new UploadError('uuid', null);
  for (let chunkIndex = 0; chunkIndex < chunksCount; chunkIndex++) {
    const chunk = file.slice(chunkIndex * FILE_CHUNK_BYTES, (chunkIndex + 1) * FILE_CHUNK_BYTES);
    for (let retry = 0; ; retry++) {
      const form = new FormData();
      form.append('chunkIndex', String(chunkIndex));
      form.append('chunksCount', String(chunksCount));
      form.append('retry', String(retry));
      form.append('chunk', chunk, file.name);
      try {
        await api.put(`/v1/files/${uuid}`, form);
        break;
      } catch (err) {
        if (retry < CHUNK_RETRIES && transient(err)) continue;
        await discard(uuid);
        throw new UploadError('chunk', err, chunkIndex, chunksCount);
      }
    }
    onProgress(chunkIndex + 1, chunksCount);
  }
  for (let poll = 0; poll < POLL_LIMIT; poll++) {
    const { data } = await api.get<{ data: FileStatusRow }>(`/v1/files/${uuid}/status`);
    if (data.status !== 'in-progress') return uuid;
    await sleep(FILE_POLL_MS);
  }
  await discard(uuid);
  throw new UploadError('status', null);
}

export const filesApi = {
  discard,
  attach: (family: DocFamily, docId: number, uuid: string) => api.post<null>('/v1/files/attach', { vDoc: family, docId, uuid }),
  detach: (uuid: string) => api.del(`/v1/files/${uuid}/dettach`),
  remove: (uuid: string) => api.del(`/v1/files/${uuid}`),
  preview: (uuid: string) => apiDownload(`/v1/files/${uuid}/preview`),
};
