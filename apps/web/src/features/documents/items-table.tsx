import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { lineKindOf } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { shortcutProps, WithShortcut } from '../../shared/ui/shortcuts';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { useDocItems } from './api';
import { docPaths } from '../../shared/documents/paths';
import type { DocRow, FamilyConfig, ItemRow } from './types';
import { useSpecColumns } from './values';

const PER_PAGE = 20;

/** The document's items, a page at a time (?page= in the URL); rows open only while a draft. */
export function ItemsTable({ config, doc }: { config: FamilyConfig; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const list = useListState();
  const items = useDocItems(config.family, doc.id, list.page, PER_PAGE);
  const draft = doc.status === 'draft';
  const pathOf = (row: ItemRow) => docPaths.item(config.family, doc.vSubDoc, doc.id, row.id);
  const lineKind = lineKindOf(config.entry, doc.vSubDoc);
  const specColumns = useSpecColumns<ItemRow>(config.itemColumns.filter((c) => (c.lineKind ?? lineKind) === lineKind));
  // The first value (an article's code) opens the item from the keyboard too (a link); outside a draft it is plain text.
  const columns: PagedTableColumn<ItemRow>[] = specColumns.map((column, index) =>
    index === 0 && draft
      ? {
          ...column,
          render: (row, rowIndex) => (
            <Anchor component={Link} to={pathOf(row)} onClick={(event) => event.stopPropagation()} size="sm">
              {column.render?.(row, rowIndex)}
            </Anchor>
          ),
        }
      : column,
  );
  const pagination = items.data?.pagination;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('items.title')}
        </Title>
        {draft && (
          <WithShortcut action="newItem" label={t('items.add')}>
            <Button component={Link} to={docPaths.newItem(config.family, doc.vSubDoc, doc.id)} variant="light" data-testid="doc-item-add" {...shortcutProps('newItem')}>
              {t('items.add')}
            </Button>
          </WithShortcut>
        )}
      </Group>
      <PagedTable
        data-testid="doc-items-table"
        records={items.data?.data}
        columns={columns}
        fetching={items.isFetching}
        onRowClick={draft ? (row) => navigate(pathOf(row)) : undefined}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
    </Stack>
  );
}
