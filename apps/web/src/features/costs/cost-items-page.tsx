import { Box, Button, Group, Stack, Title } from '@mantine/core';
import type { TrosakMain } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { ActionsTitle, PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { trosakGrupaComboSource, useDeleteTrosakMain, useTrosakMainList } from './api';
import { CostGroupForm } from './cost-group-form';
import { CostItemForm } from './cost-item-form';
import { DeleteIcon } from './delete-icon';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /troskovi: cost items filtered by group, with search, add and edit in a modal, delete from the row. */
export function CostItemsPage() {
  const { t } = useTranslation('costs');
  const list = useListState({ grpId: '' });
  const grpId = Number(list.filters.grpId) > 0 ? Number(list.filters.grpId) : undefined;
  const query = useTrosakMainList({ page: list.page, perPage: PER_PAGE, search: list.search, grpId });
  const remove = useDeleteTrosakMain();
  const confirmDelete = useConfirmedDelete('costs');
  /** undefined: closed; null: a new item; a row: that item. */
  const [editing, setEditing] = useState<TrosakMain | null | undefined>(undefined);
  /** Set while the group form is shown over the item form: hands the new group to the item form. */
  const [pickGroup, setPickGroup] = useState<((groupId: number) => void) | null>(null);
  const close = () => {
    setPickGroup(null);
    setEditing(undefined);
  };

  const askDelete = (item: TrosakMain) =>
    confirmDelete({
      title: t('item.delete.title'),
      body: t('item.delete.body', { name: item.naziv }),
      mutate: () => remove.mutateAsync(item.id),
      deletedText: t('item.deleted'),
      resource: t('item.resource'),
    });

  const columns: PagedTableColumn<TrosakMain>[] = [
    { accessor: 'naziv', title: t('field.naziv') },
    { accessor: 'grpNaziv', title: t('column.grpNaziv') },
    {
      accessor: 'actions',
      title: <ActionsTitle />,
      width: 60,
      textAlign: 'center',
      render: (row) => <DeleteIcon label={t('item.delete.label', { name: row.naziv })} onClick={() => askDelete(row)} data-testid="cost-item-delete" />,
    },
  ];
  const pagination = query.data?.pagination;
  const title = pickGroup ? t('group.new') : editing ? t('item.edit') : t('item.new');

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('items.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PagedCombo
          label={t('filter.group')}
          placeholder={t('filter.all-groups')}
          clearable
          source={trosakGrupaComboSource}
          value={grpId ?? null}
          onChange={(id) => list.setFilter('grpId', id === null ? null : String(id))}
          w={{ base: '100%', sm: 240 }}
          data-testid="cost-items-group-filter"
        />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="cost-items-search" />
        <Button ml="auto" onClick={() => setEditing(null)} data-testid="cost-items-add">
          {t('item.add')}
        </Button>
      </Group>
      <PagedTable data-testid="cost-items-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={title}>
        {editing !== undefined && (
          <>
            {/* Hidden, not unmounted, while a new group is made: what was typed stays. */}
            <Box display={pickGroup ? 'none' : undefined}>
              <CostItemForm
                key={editing?.id ?? 'new'}
                item={editing}
                defaultGroupId={grpId}
                onNewGroup={(select) => setPickGroup(() => select)}
                onDone={close}
                onCancel={close}
              />
            </Box>
            {pickGroup && (
              <CostGroupForm
                group={null}
                autoFocus
                onDone={(id) => {
                  pickGroup(id);
                  setPickGroup(null);
                }}
                onCancel={() => setPickGroup(null)}
              />
            )}
          </>
        )}
      </FormModal>
    </Stack>
  );
}
