import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ExportColumn, PopdvLine } from '@knjige/contract';
import { popdvSectionNames, popdvSections, popdvTable } from '@knjige/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { languageOfLocale } from '../../shared/i18n/language';
import { ExportButton } from '../../shared/ui/export-button';
import { PrintButton } from '../../shared/ui/print-button';
import { useVatReturn } from './api';
import { useFormName } from './form-names';
import { RangeInputs, useReportRange } from './report-range';

/** /fin-rpt/popdv: the POPDV view, by part and field (and rate), each line a link to its KIR or KUR rows. */
export function PopdvView() {
  const { t, i18n } = useTranslation('books');
  const fmt = useFormat();
  const name = useFormName();
  const state = useReportRange();
  const query = useVatReturn(state.range, state.valid);
  const lines = query.data?.popdv ?? [];
  const linkOf = (l: PopdvLine) => {
    const search = new URLSearchParams({ dateFrom: state.dateFrom, dateTo: state.dateTo, popdv: l.popdv, stopa: String(l.stopa) });
    return `/fin-rpt/${popdvTable[l.popdv].book}?${search.toString()}`;
  };
  const exportColumns: ExportColumn[] = [
    { key: 'polje', label: t('pdv.column.field'), type: 'text' },
    { key: 'opis', label: t('pdv.column.description'), type: 'text' },
    { key: 'stopa', label: t('column.stopa'), type: 'rate' },
    { key: 'osnovica', label: t('pdv.column.osnovica'), type: 'money' },
    { key: 'pdv', label: t('pdv.column.pdv'), type: 'money' },
    { key: 'pdvOdbitni', label: t('column.pdvIznosPdv'), type: 'money' },
  ];
  const sections = popdvSections.filter((s) => lines.some((l) => l.section === s));
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
            {sections.map((s) => (
              <Fragment key={s}>
                <Table.Tr>
                  <Table.Td colSpan={6} fw={700} bg="gray.1">
                    {s}. {name(popdvSectionNames[s])}
                  </Table.Td>
                </Table.Tr>
                {lines
                  .filter((l) => l.section === s)
                  .map((l) => {
                    const def = popdvTable[l.popdv];
                    const to = linkOf(l);
                    return (
                      <Table.Tr key={`${l.popdv}-${l.stopa}`} data-testid={`popdv-${l.popdv}-${l.stopa}`}>
                        <Table.Td>{l.popdv}</Table.Td>
                        <Table.Td>{name(def.name)}</Table.Td>
                        <Table.Td ta="right">{fmt.vatRate(l.stopa)}</Table.Td>
                        <Table.Td ta="right">
                          <Anchor component={Link} to={to} size="sm">
                            {fmt.money(l.osnovica)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td ta="right">
                          {def.vat ? (
                            <Anchor component={Link} to={to} size="sm">
                              {fmt.money(l.pdvIznos)}
                            </Anchor>
                          ) : null}
                        </Table.Td>
                        <Table.Td ta="right">{def.book === 'kur' && def.vat ? fmt.money(l.pdvOdbitni) : null}</Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
        {state.valid && !query.isFetching && lines.length === 0 && (
          <Text c="dimmed" p="md">
            {t('popdv.empty')}
          </Text>
        )}
      </Paper>
      {!state.valid && <Text c="dimmed">{t('range-invalid')}</Text>}
    </Stack>
  );
}
