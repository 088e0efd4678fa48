import { Loader } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { docApi } from '../api';
import { ItemsTable } from '../items-table';
import { PageFailed } from '../../../shared/ui/page-state';
import type { DocRow, FamilyConfig, ItemRow } from '../types';
import { gridFields } from './grid-rows';
import { LineGrid } from './line-grid';

const PAGE = 500;

/** Every line of a document, read fresh each time the grid opens (the grid then holds them). */
function useAllItems(family: DocFamily, docId: number, enabled: boolean) {
  return useQuery({
    // not under the family's keys: a save refreshes the document, not the lines the grid already holds
    queryKey: ['doc-grid-items', family, docId],
    queryFn: async () => {
      const all: ItemRow[] = [];
      for (let page = 1; ; page++) {
        const answer = await docApi.items(family, docId, page, PAGE);
        all.push(...answer.data);
        if (page >= answer.pagination.pages) return all;
      }
    },
    gcTime: 0,
    staleTime: Infinity,
    enabled,
  });
}

export interface DocumentLinesProps {
  config: FamilyConfig;
  doc: DocRow;
  onPending: (pending: boolean) => void;
}

/** A document's lines: in the grid where they are articles of numeric fields, else the table of line forms. */
export function DocumentLines({ config, doc, onPending }: DocumentLinesProps) {
  // one array for the document's sub-type: the grid's lines are drawn again only when they change
  const fields = useMemo(() => gridFields(config, doc.vSubDoc), [config, doc.vSubDoc]);
  const items = useAllItems(config.family, doc.id, fields !== null);
  if (!fields) return <ItemsTable config={config} doc={doc} />;
  if (items.isError) return <PageFailed error={items.error} />;
  if (!items.data) return <Loader size="sm" />;
  return <LineGrid key={doc.id} config={config} doc={doc} fields={fields} items={items.data} onPending={onPending} />;
}
