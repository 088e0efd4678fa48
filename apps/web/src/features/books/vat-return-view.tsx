import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ExportColumn, VatReturn } from '@knjige/contract';
import { pppdvLayout, pppdvSourceFields, vatReturnLayout, type PppdvField } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { isOneOf } from '../../shared/one-of';
import { ExportButton } from '../../shared/ui/export-button';
import { PrintButton } from '../../shared/ui/print-button';
import { VatSettlementButton } from '../general-ledger';
import { useVatReturn, type Book } from './api';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { VatRecordsPanel } from './vat-records-panel';
import { EppPanel } from './epp-panel';
import { XmlButton } from './return-2027-view';

/** The book rows an old row of the form sums (a filtered KIR or KUR); row 10 is a difference and links nowhere. */
function linkOf(red: number): { book: Book; pdvRow?: number } | null {
  if (red <= 4) return { book: 'kir', pdvRow: red };
  if (red === 5) return { book: 'kir' };
  // Row 9 sums rows 6–8; its link opens row 8's rows (rows 6 and 7 have their own).
  if (red <= 9) return { book: 'kur', pdvRow: red === 9 ? 8 : red };
  return null;
}
const formRows = vatReturnLayout.map((row, i) => ({ ...row, link: linkOf(row.red), sum: row.red === 5 || row.red >= 9, pppdv: pppdvLayout[i]! }));

/** The book a PPPDV field's rows are in: output fields KIR, input fields KUR; the sums link nowhere. */
const pppdvBook = (field: PppdvField): Book | null => (!isOneOf(pppdvSourceFields, field) ? null : ['001', '002', '003', '004', '103', '104'].includes(field) ? 'kir' : 'kur');

/** /fin-rpt/pdv: the PPPDV as filed (fields 001–110) beside the old rows 1–10, each figure a link to the rows it sums. */
export function VatReturnView() {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  const state = useReportRange();
  const query = useVatReturn(state.range, state.valid);
  const data = query.data;
  const search = (extra: Record<string, string>) => new URLSearchParams({ dateFrom: state.dateFrom, dateTo: state.dateTo, ...extra }).toString();
  const linkTo = (link: { book: Book; pdvRow?: number }) => `/fin-rpt/${link.book}?${search(link.pdvRow ? { pdvRow: String(link.pdvRow) } : {})}`;
  const amount = (value: number, to: string | null, testId: string) =>
    to ? (
      <Anchor component={Link} to={to} size="sm" data-testid={testId}>
        {fmt.money(value)}
      </Anchor>
    ) : (
      <Text size="sm" fw={700} c={value < 0 ? 'blue.9' : undefined} data-testid={testId}>
        {fmt.money(value)}
      </Text>
    );
  const old = (row: (typeof formRows)[number], field: keyof VatReturn | null) => (field ? amount(Number(data?.[field] ?? 0), row.link && linkTo(row.link), `pdv-${field}`) : null);
  const pppdv = (field: PppdvField | null) => {
    if (!field) return null;
    const book = pppdvBook(field);
    return amount(data?.pppdv[field] ?? 0, book && `/fin-rpt/${book}?${search({ pppdv: field })}`, `pppdv-${field}`);
  };
  const pdv10 = data?.pdv10 ?? 0;
  const exportColumns: ExportColumn[] = [
    { key: 'red', label: t('pdv.column.row'), type: 'int' },
    { key: 'opis', label: t('pdv.column.description'), type: 'text' },
    { key: 'poljeOsnovica', label: t('pdv.column.field'), type: 'text' },
    { key: 'osnovica', label: t('pdv.column.osnovica'), type: 'money' },
    { key: 'poljePdv', label: t('pdv.column.field'), type: 'text' },
    { key: 'pdv', label: t('pdv.column.pdv'), type: 'money' },
  ];
  const rowLabels = JSON.stringify(vatReturnLayout.map((row) => t(`pdv.row.${row.red}`)));
  return (
    <Stack gap="md">
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path="/v1/rpt-fin/pdv-total" filters={{ ...state.range, rowLabels, form: 'pppdv' }} columns={exportColumns} fileName={`PPPDV ${state.dateFrom} ${state.dateTo}`} />
          <XmlButton range={state.range} disabled={!state.valid} />
          <PrintButton path="/v1/rpt-fin/print/pdv" query={state.range} disabled={!state.valid} />
          <VatSettlementButton month={state.dateFrom.slice(0, 7)} disabled={!state.valid} />
        </Group>
      </RangeInputs>
      <Paper withBorder pos="relative" data-testid="pdv-form" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover aria-busy={query.isFetching} miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('pdv.column.row')}</Table.Th>
              <Table.Th>{t('pdv.column.description')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.osnovica')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pdv')}</Table.Th>
              <Table.Th w={50}>{t('pdv.column.field')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pppdv-osnovica')}</Table.Th>
              <Table.Th w={50}>{t('pdv.column.field')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pppdv-pdv')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {formRows.map((row) => (
              <Table.Tr key={row.red} fw={row.sum ? 700 : undefined}>
                <Table.Td>{row.red}</Table.Td>
                <Table.Td>
                  {t(`pdv.row.${row.red}`)}
                  {row.red === 10 && pdv10 < 0 && (
                    <Badge ml="xs" color="blue" variant="light" data-testid="pdv-credit">
                      {t('pdv.credit')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{old(row, row.osn)}</Table.Td>
                <Table.Td ta="right">{old(row, row.pdv)}</Table.Td>
                <Table.Td c="dimmed">{row.pppdv.osn}</Table.Td>
                <Table.Td ta="right">{pppdv(row.pppdv.osn)}</Table.Td>
                <Table.Td c="dimmed">{row.pppdv.pdv}</Table.Td>
                <Table.Td ta="right">{pppdv(row.pppdv.pdv)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('pdv.pppdv-note')}
      </Text>
      {data?.deduction && (
        <Alert color="blue" title={t('pdv.deduction.title')} data-testid="pdv-deduction">
          <Stack gap={2}>
            <Text size="sm">{t('pdv.deduction.not-yet', { amount: fmt.money(data.deduction.notYet) })}</Text>
            <Text size="sm">{t('pdv.deduction.later', { amount: fmt.money(data.deduction.later) })}</Text>
            <Text size="sm">{t('pdv.deduction.late-in', { amount: fmt.money(data.deduction.lateIn) })}</Text>
          </Stack>
        </Alert>
      )}
      {!state.valid && <Text c="dimmed">{t('range-invalid')}</Text>}
      <VatRecordsPanel periodId={state.periodId} dateFrom={state.dateFrom} valid={state.valid} />
      <EppPanel periodId={state.periodId} dateFrom={state.dateFrom} dateTo={state.dateTo} valid={state.valid} />
    </Stack>
  );
}
