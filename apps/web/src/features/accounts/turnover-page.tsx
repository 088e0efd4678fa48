import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { belgradeToday, formatAccount } from '@knjige/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/ui/export-button';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { reportRangeStore, useKeepRange } from '../../shared/period/report-range-store';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { idParam } from '../../shared/documents/paths';
import { ledgerDocPath } from '../stock';
import { useAccountTurnover, type AccountTurnoverRow } from './api';
import { BalanceText } from './balance-text';
import { DateRangeInputs } from '../../shared/ui/date-range';

const PER_PAGE = 20;

/**
 * /stanje-racuna/{trnId}: the account's payment orders between two dates (default: the period's
 * start and today), oldest first, after the opening balance, each with the balance after it.
 */
export function TurnoverPage() {
  const { t } = useTranslation('accounts');
  const fmt = useFormat();
  const navigate = useNavigate();
  const trnId = idParam(useParams().trnId);
  const { period, periodId } = usePeriod();
  // the range last looked at in a report of this period, else the period's start to today
  const defaults = useMemo(() => reportRangeStore.get(periodId) ?? { dateFrom: period.startDate, dateTo: belgradeToday() }, [periodId, period.startDate]);
  const list = useListState(defaults);
  useKeepRange(periodId, list.filters.dateFrom, list.filters.dateTo);
  const query = useAccountTurnover(trnId ?? 0, { periodId, dateFrom: list.filters.dateFrom, dateTo: list.filters.dateTo, page: list.page, perPage: PER_PAGE });
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';

  if (trnId === null) return <Navigate to="/404" replace />;
  if (query.isError) return <PageFailed error={query.error} />;

  const header = query.data?.header;
  const pagination = query.data?.pagination;
  const docPath = (row: AccountTurnoverRow) => ledgerDocPath(row, defaultVPromet);
  const columns: PagedTableColumn<AccountTurnoverRow>[] = [
    { accessor: 'datum', title: t('column.datum'), width: 100, render: (row) => fmt.date(row.datum) },
    {
      accessor: 'docOznaka',
      title: t('column.docOznaka'),
      noWrap: true,
      render: (row) => {
        const path = docPath(row);
        return (
          <Group gap={4} wrap="nowrap">
            {path ? (
              <Anchor component={Link} to={path} onClick={(event) => event.stopPropagation()} size="sm">
                {row.docOznaka}
              </Anchor>
            ) : (
              <Text size="sm">{row.docOznaka}</Text>
            )}
            {row.reversal && (
              <Badge size="xs" color="red" variant="light">
                {t('reversal')}
              </Badge>
            )}
          </Group>
        );
      },
    },
    { accessor: 'orderKind', title: t('column.orderKind'), render: (row) => t(`kind.${row.orderKind}`) },
    { accessor: 'naziv', title: t('column.partner'), render: (row) => row.naziv || row.opis },
    { accessor: 'uplata', title: t('column.uplata'), textAlign: 'right', render: (row) => (row.uplata ? fmt.money(row.uplata) : '') },
    { accessor: 'isplata', title: t('column.isplata'), textAlign: 'right', render: (row) => (row.isplata ? fmt.money(row.isplata) : '') },
    { accessor: 'saldo', title: t('column.saldo'), textAlign: 'right', render: (row) => <BalanceText value={row.saldo} /> },
  ];
  const figure = (label: string, value: React.ReactNode) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/stanje-racuna" size="sm">
        ← {t('title')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{header ? `${header.naziv} – ${formatAccount(header.tracun)}` : t('turnover.title')}</Title>
        <ExportButton
          path={`/v1/rpt-trn/${trnId}/promet`}
          filters={{ periodId, dateFrom: list.filters.dateFrom, dateTo: list.filters.dateTo, openingLabel: t('turnover.opening') }}
          fileName={`${header?.naziv ?? t('turnover.title')} ${list.filters.dateFrom} ${list.filters.dateTo}`}
          columns={[
            { key: 'datum', label: t('column.datum'), type: 'date' },
            { key: 'docOznaka', label: t('column.docOznaka'), type: 'text' },
            { key: 'naziv', label: t('column.partner'), type: 'text' },
            { key: 'opis', label: t('column.opis'), type: 'text' },
            { key: 'uplata', label: t('column.uplata'), type: 'money', total: 'sum' },
            { key: 'isplata', label: t('column.isplata'), type: 'money', total: 'sum' },
            { key: 'saldo', label: t('column.saldo'), type: 'money', total: 'last' },
          ]}
        />
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeInputs
          dateFrom={list.filters.dateFrom}
          dateTo={list.filters.dateTo}
          onChange={(key, value) => list.setFilter(key, value)}
          labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
          testId="turnover-date"
        />
      </Group>
      <Paper withBorder p="sm" data-testid="turnover-header">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figure(t('turnover.opening'), header ? <BalanceText value={header.opening} testId="turnover-opening" /> : '')}
          {figure(t('column.uplata'), header ? fmt.money(header.uplata) : '')}
          {figure(t('column.isplata'), header ? fmt.money(header.isplata) : '')}
          {figure(t('turnover.closing'), header ? <BalanceText value={header.saldo} testId="turnover-closing" strong /> : '')}
        </SimpleGrid>
      </Paper>
      <PagedTable
        data-testid="turnover-table"
        records={query.data?.data}
        columns={columns}
        fetching={query.isFetching}
        isStruck={(row) => row.reversal}
        onRowClick={(row) => {
          const path = docPath(row);
          if (path) navigate(path);
        }}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
    </Stack>
  );
}
