import { Badge, Button, Card } from '@mantine/core';
import { formatAccount } from '@knjige/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useKomTracunList, type KomTracun } from './api';
import { AccountForm } from './account-form';
import { CardHeader } from './card-header';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 10;

/** The bank accounts of one client (one of them the default): a table, add and edit in a modal. */
export function AccountsCard({ komId }: { komId: number }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  const query = useKomTracunList({ komId, page, perPage: PER_PAGE });
  /** undefined: closed; null: a new account; a row: that account. */
  const [editing, setEditing] = useState<KomTracun | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const columns: PagedTableColumn<KomTracun>[] = [
    { accessor: 'tracun', title: t('account.field.tracun'), render: (row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatAccount(row.tracun)}</span> },
    { accessor: 'banka', title: t('account.field.banka') },
    {
      accessor: 'isDefault',
      title: t('account.column.default'),
      width: 140,
      render: (row) => (row.isDefault ? <Badge variant="light" tt="none">{t('account.default')}</Badge> : null),
    },
  ];
  const pagination = query.data?.pagination;
  const isFirst = pagination?.itemsCount === 0;

  return (
    <Card withBorder padding="lg">
      <CardHeader title={t('card.accounts')}>
        <Button size="xs" variant="light" onClick={() => setEditing(null)} data-testid="client-accounts-add">
          {t('account.add')}
        </Button>
      </CardHeader>
      <PagedTable data-testid="client-accounts-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} minHeight={120} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('account.edit') : t('account.new')}>
        {editing !== undefined && <AccountForm key={editing?.id ?? 'new'} komId={komId} account={editing} isFirst={isFirst} onDone={close} onCancel={close} />}
      </FormModal>
    </Card>
  );
}
