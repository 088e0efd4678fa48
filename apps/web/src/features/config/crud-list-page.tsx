import { Button, Group, Stack, type ModalProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsTitle, PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import type { ListState } from '../../shared/ui/use-list-state';
import { ConfigHeader } from '../../shared/ui/config-header';
import type { Paged } from '../../shared/api/paged';
import { useDialog } from '../../shared/ui/use-dialog';
import { FormModal } from '../../shared/ui/form-modal';

export interface CrudListPageProps<T extends { id: number }> {
  /** Prefix of the data-testids: `<id>-search`, `<id>-add`, `<id>-table`, `<id>-edit-<row id>`. */
  id: string;
  title: string;
  addLabel: string;
  newTitle: string;
  editTitle: string;
  columns: PagedTableColumn<T>[];
  list: ListState<Record<string, never>>;
  query: UseQueryResult<Paged<T>>;
  /** The row's name for the edit button's accessible label. */
  nameOf: (row: T) => string;
  /** The add/edit form of `row` (null: a new one); `close` ends the modal. */
  renderForm: (row: T | null, close: () => void) => ReactNode;
  modalSize?: ModalProps['size'];
  /** Buttons next to each row's edit button (close, reopen…). */
  rowActions?: (row: T) => ReactNode;
  /** the actions column's width when the row actions need more than the default */
  actionsWidth?: number;
}

/**
 * The shape of every table sub-page of /config: title, search, add, the table with an edit button
 * per row (rows are clickable too), paging, and the add/edit form in a modal.
 */
export function CrudListPage<T extends { id: number }>(props: CrudListPageProps<T>) {
  const { t } = useTranslation('config');
  const { id, list, query } = props;
  /** null: a new row; a row: that row. */
  const dialog = useDialog<T | null>();
  const pagination = query.data?.pagination;

  const columns: PagedTableColumn<T>[] = [
    ...props.columns,
    {
      accessor: 'actions',
      title: <ActionsTitle />,
      textAlign: 'right',
      width: props.actionsWidth ?? (props.rowActions ? 230 : 100),
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
          {props.rowActions?.(row)}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => dialog.open(row)}
            aria-label={t('list.edit-row', { name: props.nameOf(row) })}
            data-testid={`${id}-edit-${row.id}`}
          >
            {t('list.edit')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ConfigHeader title={props.title} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid={`${id}-search`} />
        <Button ml="auto" onClick={() => dialog.open(null)} data-testid={`${id}-add`}>
          {props.addLabel}
        </Button>
      </Group>
      <PagedTable data-testid={`${id}-table`} records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={dialog.open} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.value ? props.editTitle : props.newTitle} size={props.modalSize}>
        {dialog.value !== undefined && <Fragment key={dialog.key}>{props.renderForm(dialog.value, dialog.close)}</Fragment>}
      </FormModal>
    </Stack>
  );
}
