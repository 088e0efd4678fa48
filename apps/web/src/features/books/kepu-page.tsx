import { Anchor, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import type { ExportColumn, KepuRow } from '@knjige/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useWarehouses } from '../../shared/documents/lookups';
import { ledgerDocPath } from '../stock';
import { useKepu, useKepuTotal } from './api';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { PrintButton } from '../../shared/ui/print-button';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;
/** The turnover types whose warehouses keep a trade book. */
const kepuTypes = ['vp', 'mp'] as const;

const columnSpec: { key: keyof KepuRow; type: ExportColumn['type']; total: ExportColumn['total'] }[] = [
  { key: 'datum', type: 'date', total: 'none' },
  { key: 'docOznaka', type: 'text', total: 'none' },
  { key: 'docOpis', type: 'text', total: 'none' },
  { key: 'zaduzenje', type: 'money', total: 'sum' },
  { key: 'razduzenje', type: 'money', total: 'sum' },
  { key: 'uplDatum', type: 'date', total: 'none' },
  { key: 'uplIznos', type: 'money', total: 'sum' },
  { key: 'saldo', type: 'money', total: 'last' },
];

type Row = KepuRow & { key: string };

/**
 * /trgovacka-knjiga/{vPromet}: the trade book of one warehouse of the turnover type over a date
 * range, at sale value: the opening balance at date-from, a row per document and day with the
 * running balance, deposited takings, totals and the closing balance.
 */
export function KepuPage() {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const { vPromet } = useParams();
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';
  const extra = useMemo(() => ({ magId: '' }), []);
  const state = useReportRange(extra);
  const warehouses = useWarehouses();
  const own = (warehouses.data ?? []).filter((w) => w.vPromet === vPromet);
  const chosen = own.find((w) => String(w.id) === state.list.filters.magId) ?? own.find((w) => w.isDefault) ?? own[0];
  const magId = chosen?.id ?? 0;
  const filter = { ...state.range, magId };
  const query = useKepu({ ...filter, page: state.list.page, perPage: PER_PAGE }, state.valid);
  const total = useKepuTotal(filter, state.valid);
  const rows = useMemo(() => query.data?.data.map((row, i) => ({ ...row, key: `${row.vDoc}-${row.docId}-${row.datum}-${i}` })), [query.data]);
  const { setFilter } = state.list;
  // A warehouse in the address that is not of this turnover type: the type's own.
  useEffect(() => {
    if (state.list.filters.magId && warehouses.data && !own.some((w) => String(w.id) === state.list.filters.magId)) setFilter('magId', null);
  }, [state.list.filters.magId, warehouses.data, own, setFilter]);

  if (!isOneOf(kepuTypes, vPromet)) return <Navigate to={{ pathname: '/trgovacka-knjiga/vp', search: location.search }} replace />;

  const columns: PagedTableColumn<Row>[] = columnSpec.map((c) => ({
    accessor: c.key,
    title: t(`column.${c.key}`),
    textAlign: c.type === 'money' ? 'right' : undefined,
    render: (row: Row) => {
      const value = row[c.key];
      if (c.type === 'money') return c.key === 'uplIznos' && !value ? '' : fmt.money(Number(value));
      if (c.type === 'date') return value ? fmt.date(String(value)) : '';
      if (c.key === 'docOznaka') {
        const path = ledgerDocPath(row, defaultVPromet);
        return path ? (
          <Anchor component={Link} to={path} size="sm" onClick={(e) => e.stopPropagation()}>
            {row.docOznaka}
          </Anchor>
        ) : (
          row.docOznaka
        );
      }
      return String(value ?? '');
    },
  }));
  const exportColumns: ExportColumn[] = columnSpec.map((c) => ({ key: c.key, label: t(`column.${c.key}`), type: c.type, total: c.total }));
  const pagination = query.data?.pagination;
  const sums = total.data;
  const changeType = (next: string) => navigate({ pathname: `/trgovacka-knjiga/${next}`, search: new URLSearchParams({ dateFrom: state.dateFrom, dateTo: state.dateTo }).toString() });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('kepu.title')}
      </Title>
      <SegmentedControl value={vPromet} onChange={changeType} data={kepuTypes.map((v) => ({ value: v, label: t(`kepu.type.${v}`) }))} w="fit-content" data-testid="kepu-type" />
      <RangeInputs state={state}>
        <Select
          label={t('filter.magId')}
          allowDeselect={false}
          value={magId ? String(magId) : null}
          onChange={(value) => value && setFilter('magId', value)}
          data={own.map((w) => ({ value: String(w.id), label: w.magNaziv }))}
          w={{ base: '100%', sm: 240 }}
          data-testid="kepu-warehouse"
        />
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <Group gap="xs">
            <ExportButton
              path="/v1/rpt-fin/kepu-vp"
              filters={filter}
              columns={exportColumns}
              fileName={`${t('kepu.title')} ${chosen?.magNaziv ?? ''} ${state.dateFrom} ${state.dateTo}`}
            />
            <PrintButton path="/v1/rpt-fin/print/kepu" query={filter} />
          </Group>
        </Group>
      </RangeInputs>
      {warehouses.data && own.length === 0 && <Text c="dimmed">{t('kepu.no-warehouse')}</Text>}
      {sums && state.valid && magId > 0 && (
        <Text size="sm" data-testid="kepu-opening">
          {t('kepu.opening', { date: fmt.date(state.dateFrom) })}: <b>{fmt.money(sums.pocetnoStanje)}</b>
        </Text>
      )}
      <PagedTable data-testid="kepu-table" records={state.valid && magId > 0 ? rows : []} idAccessor="key" columns={columns} fetching={query.isFetching} />
      {pagination && state.valid && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={state.list.setPage} />
      )}
      {sums && state.valid && magId > 0 && (
        <Paper withBorder p="sm" data-testid="kepu-total">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {t('column.zaduzenje')}: <b>{fmt.money(sums.zaduzenje)}</b>
            </Text>
            <Text size="sm">
              {t('column.razduzenje')}: <b>{fmt.money(sums.razduzenje)}</b>
            </Text>
            <Text size="sm">
              {t('column.uplIznos')}: <b>{fmt.money(sums.uplIznos)}</b>
            </Text>
            <Text fw={700}>
              {t('kepu.closing', { date: fmt.date(state.dateTo) })}: <span data-testid="kepu-closing">{fmt.money(sums.saldo)}</span>
            </Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
