import { Center, Loader, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useTranslation } from 'react-i18next';

export type PagedTableColumn<T> = DataTableColumn<T>;

/** The header of a column of icon buttons: named for screen readers, blank to the eye. */
export function ActionsTitle() {
  const { t } = useTranslation('ui');
  return <span className="visually-hidden">{t('table.actions')}</span>;
}

export interface PagedTableProps<T> {
  records: T[] | undefined;
  columns: PagedTableColumn<T>[];
  /** True while the first page loads or a new page is fetched: shows 'loading' over the table. */
  fetching?: boolean;
  /** Rows for which this is true are struck through (cancelled documents, inactive rows). */
  isStruck?: (row: T) => boolean;
  onRowClick?: (row: T) => void;
  /** The key of a row; `id` by default. */
  idAccessor?: keyof T & string;
  'data-testid'?: string;
  minHeight?: number;
}

/**
 * The list table of every screen: a mantine-datatable with the app's loading and empty states.
 * Paging is left to the `Pagination` under it, so the table only shows the rows it is given.
 * On a narrow screen the table scrolls sideways inside its box (a scrollbar and an edge shadow
 * show there is more), never the page.
 */
export function PagedTable<T>({ records, columns, fetching, isStruck, onRowClick, idAccessor, minHeight = 160, ...rest }: PagedTableProps<T>) {
  const { t } = useTranslation('ui');
  return (
    <DataTable<T>
      data-testid={rest['data-testid']}
      withTableBorder
      borderRadius="sm"
      // A table wider than the screen scrolls in its box; the scrollbar stays in sight as the cue,
      // and the box takes the focus, so that the keyboard scrolls it too (the arrow keys).
      scrollAreaProps={{ type: 'auto', viewportProps: { tabIndex: 0 } }}
      striped
      highlightOnHover
      minHeight={records?.length ? undefined : minHeight}
      records={records ?? []}
      columns={columns}
      idAccessor={idAccessor ?? 'id'}
      fetching={fetching}
      customLoader={
        <Center>
          <Stack align="center" gap={4}>
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Stack>
        </Center>
      }
      noRecordsText={fetching ? '' : t('no-data')}
      rowStyle={isStruck ? (row) => (isStruck(row) ? { textDecoration: 'line-through' } : undefined) : undefined}
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      customRowAttributes={isStruck ? (row) => (isStruck(row) ? { 'data-struck': true } : {}) : undefined}
    />
  );
}
