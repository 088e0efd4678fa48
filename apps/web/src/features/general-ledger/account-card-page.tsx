import { Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { partnerComboSources } from '../../shared/documents/lookups';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { useAccountCard } from './api';
import { useLedgerColumns } from './ledger-lines';

const PER_PAGE = 50;

/** /fin-rpt/kartica-konta: an account's postings (with its analytics; of one client when chosen) in a range, with the running balance from the opening balance. */
export function AccountCardPage() {
  const { t } = useTranslation('ledger');
  const fmt = useFormat();
  const extra = useMemo(() => ({ konto: '', komId: '' }), []);
  const state = useReportRange(extra);
  const konto = state.list.filters.konto;
  const komId = Number(state.list.filters.komId) || undefined;
  const filter = { ...state.range, konto, komId };
  const query = useAccountCard({ ...filter, page: state.list.page, perPage: PER_PAGE }, state.valid);
  const { columns, exportColumns } = useLedgerColumns(['datum', 'broj', 'docOznaka', 'konto', 'komNaziv', 'opis', 'duguje', 'potrazuje', 'saldo']);
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('card.title')}
      </Title>
      <RangeInputs state={state}>
        <TextInput label={t('column.konto')} w={140} defaultValue={konto} inputMode="numeric" onBlur={(e) => state.list.setFilter('konto', e.currentTarget.value.trim())} data-testid="card-konto" />
        <PagedCombo
          label={t('column.komNaziv')}
          w={260}
          clearable
          source={partnerComboSources.either}
          value={komId ?? null}
          onChange={(id) => state.list.setFilter('komId', id === null ? null : String(id))}
          data-testid="card-client"
        />
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path="/v1/rpt-gl/kartica" filters={filter} columns={exportColumns} fileName={`${t('card.title')} ${konto} ${state.dateFrom} ${state.dateTo}`} />
        </Group>
      </RangeInputs>
      {data?.opening && (
        <Text size="sm" data-testid="card-opening">
          {t('card.opening', { duguje: fmt.money(data.opening.duguje), potrazuje: fmt.money(data.opening.potrazuje) })}
        </Text>
      )}
      <PagedTable data-testid="card-table" records={konto ? data?.data : []} columns={columns} fetching={query.isFetching} />
      {data && (
        <Text size="sm" fw={700} data-testid="card-total">
          {t('card.total', { duguje: fmt.money(data.total.duguje), potrazuje: fmt.money(data.total.potrazuje) })}
        </Text>
      )}
      {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} perPage={data.pagination.perPage} total={data.pagination.filteredCount} onChange={state.list.setPage} />}
    </Stack>
  );
}
