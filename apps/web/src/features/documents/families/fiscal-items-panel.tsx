import { Button, Group, Stack, Text } from '@mantine/core';
import type { FiskalItemRow, Pagination } from '@knjige/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client';
import { PagedTable } from '../../../shared/ui/paged-table';
import { docKeys } from '../../../shared/documents/doc-api';
import type { DocRow } from '../types';
import { useSpecColumns } from '../values';

const PER_PAGE = 20;

const columns = [
  { key: 'docOznaka' },
  { key: 'artikl.intSifra' },
  { key: 'artikl.artNaziv' },
  { key: 'kolicina', kind: 'qty' },
  { key: 'prodCena', kind: 'money' },
  { key: 'iznos', kind: 'money' },
] as const;

/** The lines of the receipts a retail invoice links, loaded a page at a time with "load more". */
export function FiscalItemsPanel({ doc }: { doc: DocRow }) {
  const { t } = useTranslation('documents');
  const specColumns = useSpecColumns<FiskalItemRow>([...columns]);
  const lines = useInfiniteQuery({
    queryKey: [...docKeys.all('fak'), doc.id, 'fiskal-items'],
    queryFn: ({ pageParam }) => api.get<{ data: FiskalItemRow[]; pagination: Pagination }>(`/v1/doc-fak/${doc.id}/fiskal-items`, { page: pageParam, perPage: PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
  });
  const records = lines.data?.pages.flatMap((p) => p.data);
  const total = lines.data?.pages[0]?.pagination.itemsCount ?? 0;
  return (
    <Stack gap="xs">
      <PagedTable data-testid="doc-fiscal-items" records={records} columns={specColumns} fetching={lines.isFetching && !lines.isFetchingNextPage} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="doc-fiscal-items-count">
          {t('fiscal-items.shown', { shown: records?.length ?? 0, total })}
        </Text>
        {lines.hasNextPage && (
          <Button variant="light" onClick={() => void lines.fetchNextPage()} loading={lines.isFetchingNextPage} data-testid="doc-fiscal-items-more">
            {t('fiscal-items.more')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
