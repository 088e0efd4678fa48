import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { ExportColumn, TrialBalanceSums } from '@knjige/contract';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { ExportButton } from '../../shared/ui/export-button';
import { PrintButton } from '../../shared/ui/print-button';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { useTrialBalance, type TrialBalanceLevel } from './api';

const pairs = ['ps', 'promet', 'ukupno', 'saldo'] as const;
const sumKeys = pairs.flatMap((p) => [`${p}Duguje`, `${p}Potrazuje`] as const) satisfies (keyof TrialBalanceSums)[];

/**
 * /fin-rpt/bruto-bilans: the trial balance of a date range: per account the opening balance, the
 * range's turnover, their sum and the balance, debit and credit; totals per class and overall.
 */
export function TrialBalancePage() {
  const { t } = useTranslation('ledger');
  const fmt = useFormat();
  const extra = useMemo(() => ({ level: 'analytic' }), []);
  const state = useReportRange(extra);
  const level: TrialBalanceLevel = state.list.filters.level === 'synthetic' ? 'synthetic' : 'analytic';
  const filter = { ...state.range, level };
  const query = useTrialBalance(filter, state.valid);
  const data = query.data;
  const cells = (s: TrialBalanceSums) => sumKeys.map((k) => <Table.Td key={k} ta="right">{fmt.money(s[k])}</Table.Td>);
  const cardPath = (konto: string) => `/fin-rpt/kartica-konta?${new URLSearchParams({ konto, dateFrom: state.dateFrom, dateTo: state.dateTo }).toString()}`;
  const exportColumns: ExportColumn[] = [
    { key: 'konto', label: t('column.konto'), type: 'text' },
    { key: 'naziv', label: t('column.naziv'), type: 'text' },
    ...sumKeys.map((k): ExportColumn => ({ key: k, label: t(`column.${k}`), type: 'money', total: 'sum' })),
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('trialBalance.title')}
      </Title>
      <RangeInputs state={state}>
        <SegmentedControl
          style={{ alignSelf: 'flex-end' }}
          value={level}
          onChange={(value) => state.list.setFilter('level', value)}
          data={[
            { value: 'analytic', label: t('trialBalance.analytic') },
            { value: 'synthetic', label: t('trialBalance.synthetic') },
          ]}
          data-testid="trial-balance-level"
        />
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path="/v1/rpt-gl/bruto-bilans" filters={filter} columns={exportColumns} fileName={`${t('trialBalance.title')} ${state.dateFrom} ${state.dateTo}`} />
          <PrintButton path="/v1/rpt-gl/print/bruto-bilans" query={filter} disabled={!state.valid} />
        </Group>
      </RangeInputs>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover aria-busy={query.isFetching} data-testid="trial-balance">
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2}>{t('column.konto')}</Table.Th>
              <Table.Th rowSpan={2}>{t('column.naziv')}</Table.Th>
              {pairs.map((p) => (
                <Table.Th key={p} colSpan={2} ta="center">
                  {t(`trialBalance.pair.${p}`)}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {pairs.map((p) => (
                <Fragment key={p}>
                  <Table.Th ta="right">{t('column.duguje')}</Table.Th>
                  <Table.Th ta="right">{t('column.potrazuje')}</Table.Th>
                </Fragment>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.classes.map((c) => (
              <ClassRows key={c.klasa} klasa={c} rows={data.rows.filter((r) => r.klasa === c.klasa)} cells={cells} cardPath={cardPath} label={t('trialBalance.classTotal', { klasa: c.klasa })} />
            ))}
            {data && data.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2 + sumKeys.length} c="dimmed" ta="center" data-testid="trial-balance-empty">
                  {t('trialBalance.empty')}
                </Table.Td>
              </Table.Tr>
            )}
            {data && (
              <Table.Tr fw={700} data-testid="trial-balance-total">
                <Table.Td colSpan={2}>{t('trialBalance.total')}</Table.Td>
                {cells(data.total)}
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      {!state.valid && <Text c="dimmed">{t('rangeInvalid')}</Text>}
    </Stack>
  );
}

interface ClassRowsProps {
  klasa: { klasa: string; naziv: string } & TrialBalanceSums;
  rows: ({ konto: string; naziv: string } & TrialBalanceSums)[];
  cells: (s: TrialBalanceSums) => ReactNode;
  cardPath: (konto: string) => string;
  label: string;
}

function ClassRows({ klasa, rows, cells, cardPath, label }: ClassRowsProps) {
  return (
    <>
      {rows.map((r) => (
        <Table.Tr key={r.konto}>
          <Table.Td>
            <Anchor component={Link} to={cardPath(r.konto)} size="sm">
              {r.konto}
            </Anchor>
          </Table.Td>
          <Table.Td>{r.naziv}</Table.Td>
          {cells(r)}
        </Table.Tr>
      ))}
      <Table.Tr fw={700} data-testid={`trial-balance-class-${klasa.klasa}`}>
        <Table.Td colSpan={2}>
          {label} – {klasa.naziv}
        </Table.Td>
        {cells(klasa)}
      </Table.Tr>
    </>
  );
}
