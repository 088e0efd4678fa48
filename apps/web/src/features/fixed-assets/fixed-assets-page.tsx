import { Anchor, Button, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { fixedAssetStatuses, type OsMain } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, useFormat } from '../../shared/format';
import { FormModal } from '../../shared/ui/form-modal';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useAssetList } from './api';
import { FixedAssetForm } from './fixed-asset-form';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;

/** /osnovna-sredstva: the register, filtered by status, account and location, with its totals on the page; add and edit in a modal; each asset's card. */
export function FixedAssetsPage() {
  const { t } = useTranslation('fixedAssets');
  const { money } = useFormat();
  const list = useListState({ status: '', konto: '', lokacija: '' });
  const status = isOneOf(fixedAssetStatuses, list.filters.status) ? list.filters.status : undefined;
  const query = useAssetList({ page: list.page, perPage: PER_PAGE, search: list.search, status, konto: list.filters.konto || undefined, lokacija: list.filters.lokacija || undefined });
  /** undefined: closed; null: a new asset; a row: that asset. */
  const [editing, setEditing] = useState<OsMain | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const rows = query.data?.data ?? [];
  const sum = (pick: (a: OsMain) => number) => rows.reduce((s, a) => s + pick(a), 0);

  const columns: PagedTableColumn<OsMain>[] = [
    {
      accessor: 'invBroj',
      title: t('field.invBroj'),
      render: (row) => (
        <Anchor component={Link} to={`/osnovna-sredstva/${row.id}`} onClick={(e) => e.stopPropagation()} data-testid="asset-card-link">
          {row.invBroj}
        </Anchor>
      ),
    },
    { accessor: 'naziv', title: t('field.naziv') },
    { accessor: 'konto', title: t('field.konto') },
    { accessor: 'lokacija', title: t('field.lokacija') },
    { accessor: 'datumUpotrebe', title: t('field.datumUpotrebe'), render: (row) => formatDate(row.datumUpotrebe) },
    { accessor: 'nabavnaVrednost', title: t('field.nabavnaVrednost'), textAlign: 'right', render: (row) => money(row.nabavnaVrednost) },
    { accessor: 'ispravka', title: t('field.ispravka'), textAlign: 'right', render: (row) => money(row.ispravka) },
    { accessor: 'sadasnjaVrednost', title: t('field.sadasnjaVrednost'), textAlign: 'right', render: (row) => money(row.sadasnjaVrednost) },
    { accessor: 'status', title: t('field.status'), render: (row) => t(`status.${row.status}`) },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('field.status')}
          placeholder={t('filter.all')}
          clearable
          data={fixedAssetStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status ?? null}
          onChange={(v) => list.setFilter('status', v)}
          w={{ base: '100%', sm: 180 }}
          data-testid="assets-status-filter"
        />
        <TextInput label={t('field.konto')} value={list.filters.konto} onChange={(e) => list.setFilter('konto', e.currentTarget.value || null)} w={{ base: '100%', sm: 120 }} data-testid="assets-konto-filter" />
        <TextInput label={t('field.lokacija')} value={list.filters.lokacija} onChange={(e) => list.setFilter('lokacija', e.currentTarget.value || null)} w={{ base: '100%', sm: 180 }} />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 240 }} data-testid="assets-search" />
        <Button ml="auto" variant="light" component={Link} to="/uvoz/osnovna-sredstva" data-testid="assets-import">
          {t('import')}
        </Button>
        <Button onClick={() => setEditing(null)} data-testid="assets-add">
          {t('add')}
        </Button>
      </Group>
      <PagedTable data-testid="assets-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} isStruck={(row) => row.status !== 'in_use'} />
      {rows.length > 0 && (
        <Table withTableBorder w={{ base: '100%', sm: 520 }} ml="auto" data-testid="assets-page-totals">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('totals.page')}</Table.Td>
              <Table.Td ta="right">{money(sum((a) => a.nabavnaVrednost))}</Table.Td>
              <Table.Td ta="right">{money(sum((a) => a.ispravka))}</Table.Td>
              <Table.Td ta="right" fw={700}>{money(sum((a) => a.sadasnjaVrednost))}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {pagination && <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('edit') : t('new')} size="xl">
        {editing !== undefined && <FixedAssetForm key={editing?.id ?? 'new'} asset={editing} onDone={close} onCancel={close} />}
      </FormModal>
    </Stack>
  );
}
