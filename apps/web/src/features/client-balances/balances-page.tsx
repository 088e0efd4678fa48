import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { clientStates, type ClientBalanceRow, type ClientState } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/ui/export-button';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { FilterDateField } from '../../shared/form/date-field';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { useClientBalanceSum, useClientBalances } from './api';
import { PrintButton } from '../../shared/ui/print-button';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;
const filterDefaults = { stanje: 'all', datum: '' };
/** the amount columns the table shows, in its order (the export's too) */
const exportedAmounts = ['duguje', 'uplata', 'dugSaldo', 'potrazuje', 'isplata', 'potSaldo', 'stanje', 'dospelo', 'nedospelo', 'd1_30', 'd31_60', 'd61_90', 'd90'] as const;
const turnoverPath = (row: ClientBalanceRow) => `/stanje-klijenata/${row.id}`;

/** A signed balance: red when we owe them, blue when they owe us. */
function Signed({ value, format }: { value: number; format: (v: number) => string }) {
  return (
    <Text size="sm" c={value < 0 ? 'red' : value > 0 ? 'blue' : undefined}>
      {format(value)}
    </Text>
  );
}

/**
 * /stanje-klijenata: each client's debit, payments, credit and payouts with the balances
 * (docs/domain.md#derived-figures), the overdue part of its open items and their ageing at the chosen date, a
 * state selector, search and the summary of every client the filters keep.
 */
export function ClientBalancesPage() {
  const { t } = useTranslation('clientBalances');
  const fmt = useFormat();
  const navigate = useNavigate();
  const { periodId } = usePeriod();
  const list = useListState(filterDefaults);
  const stanje: ClientState = isOneOf(clientStates, list.filters.stanje) ? list.filters.stanje : 'all';
  const datum = list.filters.datum || belgradeToday();
  const filter = { periodId, stanje, search: list.search };
  const query = useClientBalances({ ...filter, datum, page: list.page, perPage: PER_PAGE });
  const sum = useClientBalanceSum(filter);
  if (query.isError) return <PageFailed error={query.error} />;

  const money = (value: number) => fmt.money(value);
  const amount = (key: keyof ClientBalanceRow & string, signed = false): PagedTableColumn<ClientBalanceRow> => ({
    accessor: key,
    title: t(`column.${key}`),
    textAlign: 'right',
    render: (row) => (signed ? <Signed value={Number(row[key])} format={money} /> : money(Number(row[key]))),
  });
  const columns: PagedTableColumn<ClientBalanceRow>[] = [
    {
      accessor: 'intNaziv',
      title: t('column.intNaziv'),
      // A link, so the turnover opens from the keyboard too.
      render: (row) => (
        <Anchor component={Link} to={turnoverPath(row)} onClick={(event) => event.stopPropagation()} size="sm">
          {row.intNaziv}
        </Anchor>
      ),
    },
    { accessor: 'pib', title: t('column.pib'), width: 110 },
    ...exportedAmounts.map((key) => amount(key, key === 'stanje' || key === 'dospelo')),
    {
      accessor: 'ios',
      title: '',
      // the client's open-items statement at the page's date
      render: (row) => (
        <PrintButton path={`/v1/rpt-kom/print/ios/${row.id}`} query={{ periodId, datum }} label={t('print.ios', { ns: 'ui' })} size="xs" data-testid={`kom-ios-${row.id}`} />
      ),
    },
  ];
  const pagination = query.data?.pagination;
  const s = sum.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Group gap="xs">
          <ExportButton
            path="/v1/rpt-kom/stanje"
            filters={{ ...filter, datum }}
            fileName={`${t('title')} ${datum}`}
            columns={[
              { key: 'intNaziv', label: t('column.intNaziv'), type: 'text' },
              { key: 'pib', label: t('column.pib'), type: 'text' },
              ...exportedAmounts.map((key) => ({ key, label: t(`column.${key}`), type: 'money' as const, total: 'sum' as const })),
            ]}
          />
          <PrintButton path="/v1/rpt-kom/print/stanje" query={{ ...filter, datum }} />
        </Group>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('filter.stanje')}
          allowDeselect={false}
          value={stanje}
          onChange={(value) => value && list.setFilter('stanje', value)}
          data={clientStates.map((value) => ({ value, label: t(`state.${value}`) }))}
          w={{ base: '100%', sm: 200 }}
          data-testid="kom-state"
        />
        <FilterDateField
          label={t('filter.datum')}
          value={datum}
          onChange={(value) => list.setFilter('datum', value ?? '')}
          w={{ base: '100%', sm: 160 }}
          data-testid="kom-datum"
        />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 240 }} data-testid="kom-search" />
      </Group>
      <PagedTable data-testid="kom-table" idAccessor="id" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => navigate(turnoverPath(row))} />
      {pagination && <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />}
      <Paper withBorder p="sm" data-testid="kom-total">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }}>
          <Text size="sm" c="dimmed">
            {t('total.count', { n: s?.count ?? 0 })}
          </Text>
          {(['duguje', 'uplata', 'dugSaldo', 'potrazuje', 'isplata', 'potSaldo', 'stanje'] as const).map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`column.${key}`)}
              </Text>
              <Text fw={key === 'stanje' ? 700 : 500} data-testid={`kom-total-${key}`}>
                {money(s?.[key] ?? 0)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
