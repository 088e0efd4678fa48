import { Group, Stack, Title } from '@mantine/core';
import { formatAccount } from '@knjige/domain';
import type { AccountRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/ui/export-button';
import { useNavigate } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { PageFailed } from '../../shared/ui/page-state';
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
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{t('title')}</Title>
        <ExportButton
          path="/v1/rpt-trn/stanje"
          filters={{ periodId }}
          fileName={t('title')}
          columns={[
            { key: 'naziv', label: t('column.naziv'), type: 'text' },
            { key: 'tracun', label: t('column.tracun'), type: 'text' },
            { key: 'uplata', label: t('column.uplata'), type: 'money', total: 'sum' },
            { key: 'isplata', label: t('column.isplata'), type: 'money', total: 'sum' },
            { key: 'saldo', label: t('column.saldo'), type: 'money', total: 'sum' },
          ]}
        />
      </Group>
      <PagedTable data-testid="accounts-table" records={query.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => navigate(`/stanje-racuna/${row.id}`)} />
    </Stack>
  );
}
