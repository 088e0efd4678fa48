import { Button, Group, Stack, Title } from '@mantine/core';
import type { TrosakGrupa } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { ActionsTitle, PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useDeleteTrosakGrupa, useTrosakGrupaList } from './api';
import { CostGroupForm } from './cost-group-form';
import { DeleteIcon } from './delete-icon';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /grupe-troskova: cost groups with their item counts; add and edit in a modal, delete from the row. */
export function CostGroupsPage() {
  const { t } = useTranslation('costs');
  const list = useListState();
  const query = useTrosakGrupaList({ page: list.page, perPage: PER_PAGE, search: list.search });
  const remove = useDeleteTrosakGrupa();
  const confirmDelete = useConfirmedDelete('costs');
  /** undefined: closed; null: a new group; a row: that group. */
  const [editing, setEditing] = useState<TrosakGrupa | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const askDelete = (group: TrosakGrupa) =>
    confirmDelete({
      title: t('group.delete.title'),
      body: t('group.delete.body', { name: group.naziv, count: group.itemsCount }),
      mutate: () => remove.mutateAsync(group.id),
      deletedText: t('group.deleted'),
      resource: t('group.resource'),
    });

  const columns: PagedTableColumn<TrosakGrupa>[] = [
    { accessor: 'naziv', title: t('field.naziv') },
    { accessor: 'itemsCount', title: t('column.itemsCount'), width: 140, textAlign: 'right' },
    {
      accessor: 'actions',
      title: <ActionsTitle />,
      width: 60,
      textAlign: 'center',
      render: (row) => <DeleteIcon label={t('group.delete.label', { name: row.naziv })} onClick={() => askDelete(row)} data-testid="cost-group-delete" />,
    },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('groups.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="cost-groups-search" />
        <Button ml="auto" onClick={() => setEditing(null)} data-testid="cost-groups-add">
          {t('group.add')}
        </Button>
      </Group>
      <PagedTable data-testid="cost-groups-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('group.edit') : t('group.new')}>
        {editing !== undefined && <CostGroupForm key={editing?.id ?? 'new'} group={editing} onDone={close} onCancel={close} />}
      </FormModal>
    </Stack>
  );
}
