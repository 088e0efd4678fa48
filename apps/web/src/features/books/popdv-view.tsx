import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ExportColumn } from '@knjige/contract';
import { popdvForm, popdvSectionNames, popdvSections, popdvTable, type PopdvField, type PopdvFormLine } from '@knjige/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { languageOfLocale } from '../../shared/i18n/language';
import { ExportButton } from '../../shared/ui/export-button';
import { PrintButton } from '../../shared/ui/print-button';
import { useVatReturn } from './api';
import { useFormName } from './form-names';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';

/**
 * /fin-rpt/popdv: the whole POPDV form, by part and field (and rate), each part's sums in bold; a
 * field's figures link to its KIR or KUR rows.
 */
export function PopdvView() {
  const { t, i18n } = useTranslation('books');
  const fmt = useFormat();
  const name = useFormName();
  const state = useReportRange();
  const query = useVatReturn(state.range, state.valid);
  const booked = query.data?.popdv ?? [];
  const lines = query.data ? popdvForm(booked) : [];
  const linkOf = (field: PopdvField, stopa: number) => {
    const search = new URLSearchParams({ dateFrom: state.dateFrom, dateTo: state.dateTo, popdv: field, stopa: String(stopa) });
    return `/fin-rpt/${popdvTable[field].book}?${search.toString()}`;
  };
  /** A figure: empty where the form has none, a link to the rows where a field's line has them. */
  const figure = (l: PopdvFormLine, value: number | null) => {
    if (value === null) return null;
    if (l.field === null || l.stopa === null) return fmt.money(value);
    return (
      <Anchor component={Link} to={linkOf(l.field, l.stopa)} size="sm">
        {fmt.money(value)}
      </Anchor>
    );
  };
  const testId = (l: PopdvFormLine) => (l.sum ? `popdv-sum-${l.code ?? l.section}-${l.stopa ?? 'all'}` : `popdv-${l.code ?? ''}${l.stopa === null ? '' : `-${l.stopa}`}`);
  const exportColumns: ExportColumn[] = [
    { key: 'polje', label: t('pdv.column.field'), type: 'text' },
    { key: 'opis', label: t('pdv.column.description'), type: 'text' },
    { key: 'stopa', label: t('column.stopa'), type: 'rate' },
    { key: 'osnovica', label: t('pdv.column.osnovica'), type: 'money' },
    { key: 'pdv', label: t('pdv.column.pdv'), type: 'money' },
    { key: 'pdvOdbitni', label: t('column.pdvIznosPdv'), type: 'money' },
  ];
  return (
    <Stack gap="md">
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path="/v1/rpt-fin/pdv-total" filters={{ ...state.range, form: 'popdv', lang: languageOfLocale(i18n.language) }} columns={exportColumns} fileName={`POPDV ${state.dateFrom} ${state.dateTo}`} />
          <PrintButton path="/v1/rpt-fin/print/pdv" query={state.range} disabled={!state.valid} />
        </Group>
      </RangeInputs>
      <Paper withBorder data-testid="popdv-form" style={{ overflowX: 'auto' }}>
        <Table striped aria-busy={query.isFetching} miw={600}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('pdv.column.field')}</Table.Th>
              <Table.Th>{t('pdv.column.description')}</Table.Th>
              <Table.Th ta="right">{t('column.stopa')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.osnovica')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pdv')}</Table.Th>
              <Table.Th ta="right">{t('column.pdvIznosPdv')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length > 0 &&
              popdvSections.map((s) => (
                <Fragment key={s}>
                  <Table.Tr>
                    <Table.Td colSpan={6} fw={700} bg="gray.1">
                      {s}. {name(popdvSectionNames[s])}
                    </Table.Td>
                  </Table.Tr>
                  {lines
                    .filter((l) => l.section === s)
                    .map((l) => (
                      <Table.Tr key={testId(l)} data-testid={testId(l)} fw={l.sum ? 700 : undefined}>
                        <Table.Td>{l.code}</Table.Td>
                        <Table.Td>{name(l.name)}</Table.Td>
                        <Table.Td ta="right">{l.stopa === null ? null : fmt.vatRate(l.stopa)}</Table.Td>
                        <Table.Td ta="right">{figure(l, l.osnovica)}</Table.Td>
                        <Table.Td ta="right">{figure(l, l.pdvIznos)}</Table.Td>
                        <Table.Td ta="right">{l.pdvOdbitni === null ? null : fmt.money(l.pdvOdbitni)}</Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              ))}
          </Table.Tbody>
        </Table>
        {state.valid && query.data && booked.length === 0 && (
          <Text c="dimmed" p="md">
            {t('popdv.empty')}
          </Text>
        )}
      </Paper>
      {!state.valid && <Text c="dimmed">{t('range-invalid')}</Text>}
    </Stack>
  );
}
