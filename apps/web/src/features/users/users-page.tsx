import { Badge, Button, Group, Stack } from '@mantine/core';
import type { UserRow, UserStatus } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { ActionsTitle, PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { ConfigHeader } from '../../shared/ui/config-header';
import { useDialog } from '../../shared/ui/use-dialog';
import { useUserList } from './api';
import { InviteForm } from './invite-form';
import { RoleForm } from './role-form';
import { UserActions } from './user-actions';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

const statusColor: Record<UserStatus, string> = { active: 'teal', invited: 'blue', inactive: 'gray' };

type Dialog = { kind: 'invite' } | { kind: 'role'; user: UserRow };

/** /config/korisnici: the company's members; admins invite, change roles and deactivate. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const list = useListState();
  const query = useUserList({ page: list.page, perPage: PER_PAGE, search: list.search });
  const dialog = useDialog<Dialog>();
  const shown = dialog.value;
  const pagination = query.data?.pagination;

  const columns: PagedTableColumn<UserRow>[] = [
    { accessor: 'firstName', title: t('field.firstName') },
    { accessor: 'lastName', title: t('field.lastName') },
    { accessor: 'email', title: t('field.email') },
    { accessor: 'role', title: t('field.role'), width: 170, render: (row) => t(`role.${row.role}`, { ns: 'common' }) },
    {
      accessor: 'status',
      title: t('field.status'),
      width: 130,
      render: (row) => (
        <Badge color={statusColor[row.status]} variant="light" data-testid={`user-status-${row.id}`}>
          {t(`status.${row.status}`)}
        </Badge>
      ),
    },
    { accessor: 'actions', title: <ActionsTitle />, width: 60, textAlign: 'right', render: (row) => <UserActions user={row} onChangeRole={(user) => dialog.open({ kind: 'role', user })} /> },
  ];

  return (
    <Stack gap="md">
      <ConfigHeader title={t('title')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="users-search" />
        <Button ml="auto" onClick={() => dialog.open({ kind: 'invite' })} data-testid="users-invite">
          {t('invite.button')}
        </Button>
      </Group>
      <PagedTable data-testid="users-table" records={query.data?.data} columns={columns} fetching={query.isFetching} isStruck={(row) => row.status === 'inactive'} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={dialog.opened} onClose={dialog.close} title={shown?.kind === 'role' ? t('role.title') : t('invite.title')}>
        {shown?.kind === 'invite' && <InviteForm key={dialog.key} onDone={dialog.close} onCancel={dialog.close} />}
        {shown?.kind === 'role' && <RoleForm key={dialog.key} user={shown.user} onDone={dialog.close} onCancel={dialog.close} />}
      </FormModal>
    </Stack>
  );
}
