import { Anchor, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { priceTypes, stockFilters, type PriceType, type StockFilter, type StockRow } from '@knjige/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { ExportButton } from '../../shared/ui/export-button';
import { useListState } from '../../shared/ui/use-list-state';
import { useWarehouses } from '../../shared/documents/lookups';
import { useStockList, useStockSum } from './api';
import { PrintButton } from '../../shared/ui/print-button';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;
const filterDefaults = { priceType: 'pnCena', stockFilter: 'all', magId: '' };

type Row = StockRow & { key: string };

const movementPath = (row: StockRow) => `/stanje-zaliha/${row.magId}/${row.artId}`;

const pick = <T extends string>(value: string, allowed: readonly T[]): T => (isOneOf(allowed, value) ? value : allowed[0]!);

/**
 * /stanje-zaliha: stock per warehouse and article valued at the chosen price (average purchase,
 * last purchase or sale price), filtered by stock state, warehouse and search, with the total
 * value of everything that matches. A row opens the article's movement card.
 */
export function StockPage() {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const navigate = useNavigate();
  const { periodId } = usePeriod();
  const list = useListState(filterDefaults);
  const warehouses = useWarehouses();
  const priceType: PriceType = pick(list.filters.priceType, priceTypes);
  const stockFilter: StockFilter = pick(list.filters.stockFilter, stockFilters);
  const magId = Number(list.filters.magId) > 0 ? Number(list.filters.magId) : undefined;
  const filter = { periodId, priceType, stockFilter, search: list.search, magId };
  const query = useStockList({ ...filter, page: list.page, perPage: PER_PAGE });
  const sum = useStockSum(filter);
  const rows = useMemo(() => query.data?.data.map((row) => ({ ...row, key: `${row.magId}-${row.artId}` })), [query.data]);

  const qty = (value: number) => (
    <Text size="sm" c={value < 0 ? 'red' : undefined}>
      {fmt.quantity(value)}
    </Text>
  );
  const columns: PagedTableColumn<Row>[] = [
    { accessor: 'intSifra', title: t('column.intSifra'), width: 90 },
    {
      accessor: 'artNaziv',
      title: t('column.artNaziv'),
      // A link, so the movement card opens from the keyboard too.
      render: (row) => (
        <Anchor component={Link} to={movementPath(row)} onClick={(event) => event.stopPropagation()} size="sm">
          {row.artNaziv}
        </Anchor>
      ),
    },
    { accessor: 'mera', title: t('column.mera'), width: 60 },
    { accessor: 'magNaziv', title: t('column.magNaziv') },
    { accessor: 'ulaz', title: t('column.ulaz'), textAlign: 'right', render: (row) => fmt.quantity(row.ulaz) },
    { accessor: 'izlaz', title: t('column.izlaz'), textAlign: 'right', render: (row) => fmt.quantity(row.izlaz) },
    { accessor: 'stanje', title: t('column.stanje'), textAlign: 'right', render: (row) => qty(row.stanje) },
    { accessor: 'cena', title: t(`price.${priceType}`), textAlign: 'right', render: (row) => fmt.money(row.cena) },
    { accessor: 'vrednost', title: t('column.vrednost'), textAlign: 'right', render: (row) => fmt.money(row.vrednost) },
  ];
  const pagination = query.data?.pagination;
  const priceOptions = priceTypes.map((type) => ({ value: type, label: t(`price.${type}`) }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{t('title')}</Title>
        <Group gap="xs">
          <ExportButton
            path="/v1/rpt-mag/stanje-zaliha"
            filters={filter}
            fileName={t('title')}
            columns={[
              { key: 'intSifra', label: t('column.intSifra'), type: 'text' },
              { key: 'artNaziv', label: t('column.artNaziv'), type: 'text' },
              { key: 'mera', label: t('column.mera'), type: 'text' },
              { key: 'magNaziv', label: t('column.magNaziv'), type: 'text' },
              { key: 'ulaz', label: t('column.ulaz'), type: 'qty' },
              { key: 'izlaz', label: t('column.izlaz'), type: 'qty' },
              { key: 'stanje', label: t('column.stanje'), type: 'qty' },
              { key: 'cena', label: t(`price.${priceType}`), type: 'money' },
              { key: 'vrednost', label: t('column.vrednost'), type: 'money', total: 'sum' },
            ]}
          />
          <PrintButton path="/v1/rpt-mag/print/stanje" query={filter} />
        </Group>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
          <Text size="sm" fw={500} id="stock-price-type-label">
            {t('filter.priceType')}
          </Text>
          {/* A switch where it fits; on a phone, where its four prices do not, a list. */}
          <SegmentedControl
            aria-labelledby="stock-price-type-label"
            value={priceType}
            onChange={(value) => list.setFilter('priceType', value)}
            data={priceOptions}
            visibleFrom="sm"
            data-testid="stock-price-type"
          />
          <Select
            aria-labelledby="stock-price-type-label"
            allowDeselect={false}
            searchable={false}
            value={priceType}
            onChange={(value) => value && list.setFilter('priceType', value)}
            data={priceOptions}
            hiddenFrom="sm"
            data-testid="stock-price-type-select"
          />
        </Stack>
        <Select
          label={t('filter.stockFilter')}
          allowDeselect={false}
          value={stockFilter}
          onChange={(value) => value && list.setFilter('stockFilter', value)}
          data={stockFilters.map((value) => ({ value, label: t(`stock-filter.${value}`) }))}
          w={{ base: '100%', sm: 170 }}
          data-testid="stock-filter"
        />
        <Select
          label={t('filter.magId')}
          placeholder={t('filter.all-warehouses')}
          clearable
          value={magId ? String(magId) : null}
          onChange={(value) => list.setFilter('magId', value)}
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.magNaziv }))}
          w={{ base: '100%', sm: 220 }}
          data-testid="stock-warehouse"
        />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 240 }} data-testid="stock-search" />
      </Group>
      <PagedTable
        data-testid="stock-table"
        idAccessor="key"
        records={rows}
        columns={columns}
        fetching={query.isFetching}
        onRowClick={(row) => navigate(movementPath(row))}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <Paper withBorder p="sm" data-testid="stock-total">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('total.count', { n: sum.data?.count ?? 0 })}
          </Text>
          <Text fw={700}>
            {t('total.vrednost')}: <span data-testid="stock-total-value">{fmt.money(sum.data?.vrednost ?? 0)}</span>
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
