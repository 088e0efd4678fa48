import { Stack, Title } from '@mantine/core';
import { formatAccount } from '@knjige/domain';
import type { AccountRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { PageFailed } from '../documents/page-state';
import { useAccountBalances } from './api';
import { BalanceText } from './balance-text';

/**
 * /stanje-racuna: each current account of the company with what came in, what went out and the
 * balance in the period; a row opens the account's turnover.
 */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const fmt = useFormat();
  const navigate = useNavigate();
  const { periodId } = usePeriod();
  const query = useAccountBalances(periodId);
  if (query.isError) return <PageFailed error={query.error} />;

  const columns: PagedTableColumn<AccountRow>[] = [
    { accessor: 'naziv', title: t('column.naziv') },
    { accessor: 'tracun', title: t('column.tracun'), render: (row) => `${row.banka} ${formatAccount(row.tracun)}` },
    { accessor: 'uplata', title: t('column.uplata'), textAlign: 'right', render: (row) => fmt.money(row.uplata) },
    { accessor: 'isplata', title: t('column.isplata'), textAlign: 'right', render: (row) => fmt.money(row.isplata) },
    { accessor: 'saldo', title: t('column.saldo'), textAlign: 'right', render: (row) => <BalanceText value={row.saldo} testId={`account-saldo-${row.id}`} strong /> },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('title')}</Title>
      <PagedTable data-testid="accounts-table" records={query.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => navigate(`/stanje-racuna/${row.id}`)} />
    </Stack>
  );
}
