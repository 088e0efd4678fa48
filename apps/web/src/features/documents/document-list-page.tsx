import { Anchor, Button, Group, Select, Stack, Title } from '@mantine/core';
import { docStatus, listPrintPath, sendsToSef, type DocStatus } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useFormat } from '../../shared/format';
import { useSession } from '../../shared/auth/use-session';
import { usePeriod } from '../../shared/period/use-period';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useCostItems } from '../costs';
import { partnerComboSources, useAccounts } from '../../shared/documents/lookups';
import { useDocList, useDocTotals } from './api';
import { docPaths } from '../../shared/documents/paths';
import { StatusTabs, SubTypeTabs } from '../../shared/documents/status-tabs';
import type { DocRow, FamilyConfig } from './types';
import { pickSub, useSubTypes } from '../../shared/documents/use-sub-types';
import { useSpecColumns, useSpecExportColumns } from './values';
import { ExportButton } from '../../shared/ui/export-button';
import { familyApiPath } from './api';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { PrintButton } from '../../shared/ui/print-button';
import { SefStatusBadge, useSefStatuses } from '../sef';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;

const asStatus = (value: string): DocStatus => (isOneOf(docStatus, value) ? value : 'draft');

/**
 * A family's documents of one sub-type: status tabs (draft with its count) where the family has a
 * lifecycle, sub-type tabs, search, date range (default: the period's start to today) and, where
 * the family has one, the partner; struck-through storno rows; a row opens the document.
 */
export function DocumentListPage({ config }: { config: FamilyConfig }) {
  const { t } = useTranslation('documents');
  const { t: tCommon } = useTranslation('common');
  const fmt = useFormat();
  const { family, entry } = config;
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const subs = useSubTypes(family);
  const sub = pickSub(params.sub, subs);
  const { period, periodId } = usePeriod();
  const defaults = useMemo(() => ({ status: entry.listStatus ?? 'draft', dateFrom: period.startDate, dateTo: belgradeToday(), komId: '', trnId: '', trosakId: '' }), [entry.listStatus, period.startDate]);
  const list = useListState(defaults);
  const status = entry.lifecycle ? asStatus(list.filters.status) : undefined;
  const komId = Number(list.filters.komId) > 0 ? Number(list.filters.komId) : undefined;
  const trnId = Number(list.filters.trnId) > 0 ? Number(list.filters.trnId) : undefined;
  const trosakId = Number(list.filters.trosakId) > 0 ? Number(list.filters.trosakId) : undefined;
  const costs = useCostItems(config.costFilter === true);
  const accounts = useAccounts(Boolean(config.accountFilter));
  // Imports are an administrator's (as for articles and clients).
  const { isAdmin } = useSession();
  const filters = { periodId, vSubDoc: sub ?? '', status, search: list.search, dateFrom: list.filters.dateFrom, dateTo: list.filters.dateTo, komId, trnId, trosakId };
  const query = useDocList(family, { ...filters, page: list.page, perPage: PER_PAGE }, sub !== undefined);
  const totals = useDocTotals(family, periodId, entry.lifecycle ? sub : undefined);

  const listColumns = config.listColumns.filter((c) => !sub || !c.hiddenFor?.includes(sub));
  const specColumns = useSpecColumns<DocRow>(listColumns);
  const exportColumns = [
    { key: 'oznaka', label: t('field.oznaka'), type: 'text' as const },
    { key: 'datum', label: t('field.datum'), type: 'date' as const },
    ...useSpecExportColumns(listColumns),
  ];

  const pathOf = (row: DocRow) => docPaths.doc(family, row.vSubDoc, row.id);
  const columns: PagedTableColumn<DocRow>[] = [
    {
      accessor: 'oznaka',
      title: t('field.oznaka'),
      render: (row) => (
        <Anchor component={Link} to={pathOf(row)} onClick={(event) => event.stopPropagation()} size="sm" td={row.status === 'storno' ? 'line-through' : undefined}>
          {row.oznaka}
        </Anchor>
      ),
    },
    { accessor: 'datum', title: t('field.datum'), width: 110, render: (row) => fmt.date(row.datum) },
    ...specColumns,
  ];
  // SEF's status of the page's documents, for the families whose registry entry sends this sub-type to SEF
  const sefColumn = sub !== undefined && sendsToSef(entry, sub) && status !== 'draft';
  const pageIds = useMemo(() => (query.data?.data ?? []).map((row) => row.id), [query.data]);
  const sefRows = useSefStatuses(entry.vDoc, pageIds, sefColumn);
  if (sefColumn) {
    const byDoc = new Map((sefRows.data ?? []).map((r) => [r.docId, r]));
    columns.push({
      accessor: 'sef',
      title: tCommon('sef.column'),
      width: 140,
      render: (row) => {
        const s = byDoc.get(row.id);
        return s ? <SefStatusBadge state={s.state} sefStatus={s.sefStatus} errorKey={s.errorKey} /> : null;
      },
    });
  }

  // An unknown sub-type in the address: the list of the default one.
  if (params.sub && subs.subTypes.length > 0 && !subs.subTypes.includes(params.sub)) {
    return <Navigate to={docPaths.list(family, subs.defaultSub!)} replace />;
  }

  const changeSub = (next: string) => {
    const search = new URLSearchParams(location.search);
    search.delete('page');
    navigate({ pathname: docPaths.list(family, next), search: search.toString() });
  };
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">{t(`family.${family}.title`)}</Title>
        <Group gap="xs">
          {config.importPath && isAdmin && (
            <Button variant="default" component={Link} to={config.importPath} data-testid="doc-import">
              {t(`family.${family}.import`)}
            </Button>
          )}
          <ExportButton path={familyApiPath(family)} filters={filters} columns={exportColumns} fileName={`${t(`family.${family}.title`)} ${sub ?? ''}`.trim()} />
          {config.entry.listPrint && <PrintButton path={listPrintPath(config.entry)} query={filters} label={t('print.list', { ns: 'ui' })} data-testid="print-list" />}
          <Button component={Link} to={docPaths.create(family, sub ?? '')} disabled={!sub} data-testid="doc-add">
            {t(`family.${family}.add`)}
          </Button>
        </Group>
      </Group>
      {sub && <SubTypeTabs value={sub} subTypes={subs.subTypes} onChange={changeSub} />}
      {status && <StatusTabs value={status} onChange={(next) => list.setFilter('status', next)} counts={totals.data} />}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 240 }} data-testid="doc-search" />
        <DateRangeInputs
          dateFrom={list.filters.dateFrom}
          dateTo={list.filters.dateTo}
          onChange={(key, value) => list.setFilter(key, value)}
          labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
          testId="doc-date"
        />
        {entry.partner !== 'none' && (
          <PagedCombo
            label={t(`partner.${entry.partner}`)}
            placeholder={t(`filter.all-partners.${entry.partner}`)}
            clearable
            source={partnerComboSources[entry.partner]}
            value={komId ?? null}
            onChange={(id) => list.setFilter('komId', id === null ? null : String(id))}
            w={{ base: '100%', sm: 260 }}
            data-testid="doc-partner-filter"
          />
        )}
        {config.accountFilter && (
          <Select
            label={t('field.trnId')}
            placeholder={t('filter.all-accounts')}
            clearable
            data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.naziv }))}
            value={trnId ? String(trnId) : null}
            onChange={(next) => list.setFilter('trnId', next)}
            w={{ base: '100%', sm: 220 }}
            data-testid="doc-account-filter"
          />
        )}
        {config.costFilter && (
          <Select
            label={t('field.trosakId')}
            placeholder={t('filter.all-costs')}
            clearable
            searchable
            data={(costs.data ?? []).map((c) => ({ value: String(c.id), label: `${c.naziv} (${c.grpNaziv})` }))}
            value={trosakId ? String(trosakId) : null}
            onChange={(value) => list.setFilter('trosakId', value)}
            w={{ base: '100%', sm: 240 }}
            data-testid="doc-cost-filter"
          />
        )}
      </Group>
      <PagedTable
        data-testid="doc-list-table"
        records={query.data?.data}
        columns={columns}
        fetching={query.isFetching}
        isStruck={(row) => row.status === 'storno'}
        onRowClick={(row) => navigate(pathOf(row))}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
    </Stack>
  );
}
