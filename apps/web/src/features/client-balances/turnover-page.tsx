import { useMemo } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientTurnoverRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/ui/export-button';
import { Navigate, useParams } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { reportRangeStore, useKeepRange } from '../../shared/period/report-range-store';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { idParam } from '../../shared/documents/paths';
import { useClientTurnover } from './api';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { PrintButton } from '../../shared/ui/print-button';

const PER_PAGE = 20;
const noRange = { dateFrom: '', dateTo: '' };

/**
 * /stanje-klijenata/{komId}: a client's turnover between two dates (defaults: the period's start
 * and today): the balance before the first day, then each row with the running balance.
 */
export function ClientTurnoverPage() {
  const { t } = useTranslation('clientBalances');
  const fmt = useFormat();
  const komId = idParam(useParams().komId);
  const { periodId } = usePeriod();
  // the range last looked at in a report of this period, else the server's (the period's start to today)
  const filterDefaults = useMemo(() => reportRangeStore.get(periodId) ?? noRange, [periodId]);
  const list = useListState(filterDefaults);
  useKeepRange(periodId, list.filters.dateFrom, list.filters.dateTo);
  const query = useClientTurnover(komId ?? 0, {
    periodId,
    dateFrom: list.filters.dateFrom || undefined,
    dateTo: list.filters.dateTo || undefined,
    page: list.page,
    perPage: PER_PAGE,
  });
  if (komId === null) return <Navigate to="/404" replace />;
  if (query.isError) return <PageFailed error={query.error} />;
  const header = query.data?.header;
  const money = (value: number) => fmt.money(value);
  const amount = (key: 'duguje' | 'uplata' | 'potrazuje' | 'isplata'): PagedTableColumn<ClientTurnoverRow> => ({
    accessor: key,
    title: t(`column.${key}`),
    textAlign: 'right',
    render: (row) => (row[key] ? money(row[key]) : ''),
  });
  // an exchange difference is the payment's document with its own label (Kursna razlika: prihod / rashod)
  const turnoverLabel = (row: ClientTurnoverRow) => {
    const label = row.kursnaRazlika ? `${row.docOznaka} · ${t(`kursnaRazlika.${row.kursnaRazlika}`)}` : row.docOznaka;
    return row.reversal ? `${label} (${t('storno')})` : label;
  };
  const columns: PagedTableColumn<ClientTurnoverRow>[] = [
    { accessor: 'datum', title: t('column.datum'), width: 100, render: (row) => fmt.date(row.datum) },
    { accessor: 'docOznaka', title: t('column.docOznaka'), noWrap: true, render: (row) => turnoverLabel(row) },
    { accessor: 'dueDate', title: t('column.dueDate'), width: 100, render: (row) => fmt.date(row.dueDate) },
    amount('duguje'),
    amount('uplata'),
    amount('potrazuje'),
    amount('isplata'),
    {
      accessor: 'saldo',
      title: t('column.saldo'),
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" c={row.saldo < 0 ? 'red' : undefined}>
          {money(row.saldo)}
        </Text>
      ),
    },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('turnover.title', { name: header?.intNaziv ?? '' })}
        </Title>
        <Group gap="xs">
          <ExportButton
            path={`/v1/rpt-kom/${komId}/promet`}
            filters={{
              periodId,
              dateFrom: list.filters.dateFrom || undefined,
              dateTo: list.filters.dateTo || undefined,
              openingLabel: t('turnover.opening', { date: header ? fmt.date(header.dateFrom) : '' }),
            }}
            fileName={t('turnover.title', { name: header?.intNaziv ?? '' })}
            columns={[
              { key: 'datum', label: t('column.datum'), type: 'date' },
              { key: 'docOznaka', label: t('column.docOznaka'), type: 'text' },
              { key: 'dueDate', label: t('column.dueDate'), type: 'date' },
              ...(['duguje', 'uplata', 'potrazuje', 'isplata'] as const).map((key) => ({ key, label: t(`column.${key}`), type: 'money' as const, total: 'sum' as const })),
              { key: 'saldo', label: t('column.saldo'), type: 'money', total: 'last' },
            ]}
          />
          <PrintButton path={`/v1/rpt-kom/print/promet/${komId}`} query={{ periodId, dateFrom: list.filters.dateFrom || undefined, dateTo: list.filters.dateTo || undefined }} />
          <PrintButton path={`/v1/rpt-kom/print/ios/${komId}`} query={{ periodId, datum: list.filters.dateTo || undefined }} label={t('print.ios', { ns: 'ui' })} data-testid="print-ios" />
        </Group>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeInputs
          dateFrom={list.filters.dateFrom || header?.dateFrom || null}
          dateTo={list.filters.dateTo || header?.dateTo || null}
          onChange={(key, value) => list.setFilter(key, value ?? '')}
          labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
          testId="kom-date"
          width={160}
        />
      </Group>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Text size="sm">
            {t('column.pib')}: {header?.pib ?? ''}
          </Text>
          <Text size="sm" data-testid="kom-opening">
            {t('turnover.opening', { date: header ? fmt.date(header.dateFrom) : '' })}: {money(header?.opening ?? 0)}
          </Text>
          <Text size="sm" fw={700} data-testid="kom-closing">
            {t('turnover.closing', { date: header ? fmt.date(header.dateTo) : '' })}: {money(header?.closing ?? 0)}
          </Text>
        </SimpleGrid>
      </Paper>
      <PagedTable data-testid="kom-turnover-table" idAccessor="id" records={query.data?.data} columns={columns} fetching={query.isFetching} />
      {pagination && <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />}
    </Stack>
  );
}
