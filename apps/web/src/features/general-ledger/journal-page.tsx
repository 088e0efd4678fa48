import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { useJournal } from './api';
import { useLedgerColumns } from './ledger-lines';

const PER_PAGE = 50;

/** /fin-rpt/dnevnik: the journal entries of a range, line by line in order of date and number, with totals. */
export function JournalPage() {
  const { t } = useTranslation('ledger');
  const fmt = useFormat();
  const state = useReportRange();
  const query = useJournal({ ...state.range, page: state.list.page, perPage: PER_PAGE }, state.valid);
  const { columns, exportColumns } = useLedgerColumns(['datum', 'broj', 'docOznaka', 'konto', 'komNaziv', 'opis', 'duguje', 'potrazuje']);
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('journal.title')}
      </Title>
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path="/v1/rpt-gl/dnevnik" filters={state.range} columns={exportColumns} fileName={`${t('journal.title')} ${state.dateFrom} ${state.dateTo}`} />
        </Group>
      </RangeInputs>
      <PagedTable data-testid="journal-table" records={data?.data} columns={columns} fetching={query.isFetching} />
      {data && (
        <Text size="sm" fw={700} data-testid="journal-total">
          {t('card.total', { duguje: fmt.money(data.total.duguje), potrazuje: fmt.money(data.total.potrazuje) })}
        </Text>
      )}
      {data && <Pagination page={data.pagination.page} pages={data.pagination.pages} perPage={data.pagination.perPage} total={data.pagination.filteredCount} onChange={state.list.setPage} />}
    </Stack>
  );
}
