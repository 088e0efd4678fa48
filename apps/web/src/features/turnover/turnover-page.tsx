import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { familyOf, prmTurnoverTypes, type ExportColumn, type PrmRow } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { reportRangeStore, useKeepRange } from '../../shared/period/report-range-store';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { docPaths } from '../../shared/documents/paths';
import { SubTypeTabs } from '../../shared/documents/status-tabs';
import { usePrmPage, usePrmTotal, type PrmTotal } from './api';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;

/** Services have no cost and no margin (docs/domain.md#screens-and-routes). */
const hasCost = (vPromet: string) => vPromet !== 'usluga';

/**
 * /ostvareni-promet/{vPromet}: the sold lines of a turnover type in a date range (default: the
 * period's start to today) with base, VAT, amount, and for goods the cost at the moving average
 * and the margin; the totals of the whole range below. A line's document opens from its label.
 */
export function TurnoverPage() {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { period, periodId } = usePeriod();
  // the range last looked at in a report of this period, else the period's start to today
  const defaults = useMemo(() => reportRangeStore.get(periodId) ?? { dateFrom: period.startDate, dateTo: belgradeToday() }, [periodId, period.startDate]);
  const list = useListState(defaults);
  useKeepRange(periodId, list.filters.dateFrom, list.filters.dateTo);
  const vPromet = params.vPromet ?? prmTurnoverTypes[0];
  const query = { periodId, vPromet, dateFrom: list.filters.dateFrom, dateTo: list.filters.dateTo };
  const page = usePrmPage(query, list.page, PER_PAGE);
  const total = usePrmTotal(query);

  if (!isOneOf(prmTurnoverTypes, vPromet)) return <Navigate to={`/ostvareni-promet/${prmTurnoverTypes[0]}`} replace />;

  const money = (key: keyof PrmRow & keyof PrmTotal) => ({ accessor: key, title: t(`prm.${key}`), textAlign: 'right' as const, render: (row: PrmRow) => fmt.money(row[key]) });
  const docLink = (row: PrmRow) => {
    const family = familyOf(row.vDoc);
    if (!family) return row.docOznaka;
    return (
      <Anchor component={Link} to={docPaths.doc(family, vPromet, row.docId)} size="sm">
        {row.docOznaka}
      </Anchor>
    );
  };
  const columns: PagedTableColumn<PrmRow>[] = [
    { accessor: 'datum', title: t('prm.datum'), width: 110, render: (row) => fmt.date(row.datum) },
    { accessor: 'docOznaka', title: t('prm.docOznaka'), render: docLink },
    { accessor: 'komNaziv', title: t('prm.komNaziv') },
    { accessor: 'intSifra', title: t('column.intSifra'), width: 90 },
    { accessor: 'artNaziv', title: t('column.artNaziv') },
    { accessor: 'kolicina', title: t('prm.kolicina'), textAlign: 'right', render: (row) => fmt.quantity(row.kolicina) },
    ...(hasCost(vPromet) ? [money('nabIznos'), money('ruc')] : []),
    money('osnovica'),
    money('pdvIznos'),
    money('iznos'),
  ];
  const sums: (keyof PrmTotal)[] = [...(hasCost(vPromet) ? (['nabIznos', 'ruc'] as const) : []), 'osnovica', 'pdvIznos', 'iznos'];
  const exportColumns: ExportColumn[] = [
    { key: 'datum', label: t('prm.datum'), type: 'date' },
    { key: 'docOznaka', label: t('prm.docOznaka'), type: 'text' },
    { key: 'komNaziv', label: t('prm.komNaziv'), type: 'text' },
    { key: 'intSifra', label: t('column.intSifra'), type: 'text' },
    { key: 'artNaziv', label: t('column.artNaziv'), type: 'text' },
    { key: 'kolicina', label: t('prm.kolicina'), type: 'qty', total: 'sum' },
    ...sums.map((key): ExportColumn => ({ key, label: t(`prm.${key}`), type: 'money', total: 'sum' })),
  ];
  const changeType = (next: string) => navigate({ pathname: `/ostvareni-promet/${next}`, search: location.search });
  const pagination = page.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('prm.title')}</Title>
      <SubTypeTabs value={vPromet} subTypes={[...prmTurnoverTypes]} onChange={changeType} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateRangeInputs
          dateFrom={list.filters.dateFrom}
          dateTo={list.filters.dateTo}
          onChange={(key, value) => list.setFilter(key, value)}
          labels={{ dateFrom: t('prm.dateFrom'), dateTo: t('prm.dateTo') }}
          testId="prm-date"
        />
        <Group ml="auto">
          <ExportButton
            path="/v1/rpt-fin/prm"
            filters={query}
            columns={exportColumns}
            fileName={`${t('prm.title')} ${vPromet} ${query.dateFrom ?? ''} ${query.dateTo ?? ''}`}
            data-testid="prm-export"
          />
        </Group>
      </Group>
      <PagedTable data-testid="prm-table" records={page.data?.data} columns={columns} fetching={page.isFetching} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <Paper withBorder p="sm" data-testid="prm-total">
        <SimpleGrid cols={{ base: 2, sm: sums.length }}>
          {sums.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`prm.${key}`)}
              </Text>
              <Text fw={key === 'iznos' ? 700 : 500} data-testid={`prm-total-${key}`}>
                {fmt.money(total.data?.[key] ?? 0)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
