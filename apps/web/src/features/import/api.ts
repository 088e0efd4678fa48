import type { ImportKind, ImportMapping, ImportOptions, importPreview, importSummary, z } from '@knjige/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export type ImportPreview = z.infer<typeof importPreview>['data'];
export type ImportSummary = z.infer<typeof importSummary>['data'];
export type ImportRow = ImportPreview['rows'][number];

/** The multipart form the server reads: `file`, the mapping once the user has chosen one, and a statement's period and account. */
function uploadForm(file: File, mapping?: ImportMapping, options: ImportOptions = {}): FormData {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  for (const [name, value] of Object.entries(options)) if (value !== undefined) form.append(name, String(value));
  form.append('file', file);
  return form;
}

export const importApi = {
  preview: (kind: ImportKind, file: File, mapping?: ImportMapping, options?: ImportOptions) =>
    api.post<{ data: ImportPreview }>(`/v1/import/${kind}/preview`, uploadForm(file, mapping, options)).then((answer) => answer.data),
  commit: (kind: ImportKind, file: File, mapping: ImportMapping, options?: ImportOptions) =>
    api.post<{ data: ImportSummary }>(`/v1/import/${kind}/commit`, uploadForm(file, mapping, options)).then((answer) => answer.data),
};

/** The cached lists an import adds rows to (article groups too: missing ones are created). */
const touched: Record<ImportKind, string[]> = { 'art-main': ['art-main', 'art-grupa'], 'kom-main': ['kom-main'], 'doc-trn': ['doc'], 'osnovna-sredstva': ['osnovna-sredstva'] };

export function useImportPreview(kind: ImportKind) {
  return useMutation({ mutationFn: ({ file, mapping, options }: { file: File; mapping?: ImportMapping; options?: ImportOptions }) => importApi.preview(kind, file, mapping, options) });
}

export function useImportCommit(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, options }: { file: File; mapping: ImportMapping; options?: ImportOptions }) => importApi.commit(kind, file, mapping, options),
    onSuccess: () => Promise.all(touched[kind].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
