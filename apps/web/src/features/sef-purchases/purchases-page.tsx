import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { SefPurchaseRow } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useToasts } from '../../shared/ui/toasts';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { useSefPurchases, useSefSync } from './api';
import { DeadlineBadge } from './deadline-badge';
import { PurchaseDrawer } from './purchase-drawer';
import { ToAcceptPanel } from '../vat-2027';

const PER_PAGE = 20;
const STATUSES = ['New', 'Seen', 'ReNotified', 'Approved', 'Rejected', 'Cancelled', 'Storno'];
const filterDefaults = { status: '', booked: '' };

/** /sef/ulazne-fakture: the supplier invoices SEF delivered, their deadlines, and whether they are booked. */
export function SefPurchasesPage() {
  const { t } = useTranslation('sefPurchases');
  const fmt = useFormat();
  const { notifySuccess, notifyError } = useToasts('sefPurchases');
  const list = useListState(filterDefaults);
  const [open, setOpen] = useState<number | null>(null);
  const booked = list.filters.booked === '0' || list.filters.booked === '1' ? list.filters.booked : undefined;
  const query = useSefPurchases({ status: list.filters.status || undefined, booked, search: list.search, page: list.page, perPage: PER_PAGE });
  const sync = useSefSync();
  if (query.isError) return <PageFailed error={query.error} />;

  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        const p = result.purchases;
        if (p?.error) notifyError(new Error(t(p.error, { ns: 'common' })));
        else notifySuccess(t('toast.synced', { added: p?.added ?? 0, updated: p?.updated ?? 0 }));
      },
      onError: (err) => notifyError(err),
    });

  const money = (key: 'base' | 'vat' | 'total'): PagedTableColumn<SefPurchaseRow> => ({ accessor: key, title: t(`column.${key}`), textAlign: 'right', render: (r) => fmt.money(r[key]) });
  const columns: PagedTableColumn<SefPurchaseRow>[] = [
    { accessor: 'sentDate', title: t('column.sentDate'), render: (r) => fmt.date(r.sentDate), width: 100 },
    {
      accessor: 'supplierName',
      title: t('column.supplier'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.supplierName || '—'}</Text>
          <Text size="xs" c="dimmed">
            {r.supplierPib}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'number', title: t('column.number'), render: (r) => (r.parseError ? <Badge color="red">{t('parseError')}</Badge> : r.number) },
    { accessor: 'issueDate', title: t('column.issueDate'), render: (r) => fmt.date(r.issueDate), width: 100 },
    { accessor: 'dueDate', title: t('column.dueDate'), render: (r) => fmt.date(r.dueDate), width: 120 },
    money('base'),
    money('vat'),
    money('total'),
    { accessor: 'sefStatus', title: t('column.sefStatus'), render: (r) => t(`sef.status.${r.sefStatus}`, { ns: 'common', defaultValue: r.sefStatus }) },
    { accessor: 'daysLeft', title: t('column.daysLeft'), render: (r) => <DeadlineBadge daysLeft={r.daysLeft} /> },
    { accessor: 'bookedDocId', title: t('column.booked'), render: (r) => (r.bookedDocId !== null ? <Badge color="green">{(r.bookedVDoc ?? '').toUpperCase()}</Badge> : null) },
  ];
  const pagination = query.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button onClick={runSync} loading={sync.isPending} data-testid="sef-sync">
          {t('action.sync')}
        </Button>
      </Group>
      <ToAcceptPanel onOpen={setOpen} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('filter.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v ?? '')}
          data={[{ value: '', label: t('filter.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`sef.status.${s}`, { ns: 'common', defaultValue: s }) }))]}
          w={{ base: '100%', sm: 180 }}
          data-testid="sef-status"
        />
        <Select
          label={t('filter.booked')}
          value={list.filters.booked}
          onChange={(v) => list.setFilter('booked', v ?? '')}
          data={[
            { value: '', label: t('filter.all') },
            { value: '0', label: t('filter.notBooked') },
            { value: '1', label: t('filter.bookedOnly') },
          ]}
          w={{ base: '100%', sm: 180 }}
          data-testid="sef-booked"
        />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 240 }} data-testid="sef-search" />
      </Group>
      <PagedTable data-testid="sef-table" idAccessor="id" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => setOpen(row.id)} />
      {pagination && <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />}
      <PurchaseDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
