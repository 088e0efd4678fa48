import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { belgradeToday } from '@knjige/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { PrintButton } from '../../shared/ui/print-button';
import { PageFailed } from '../../shared/ui/page-state';
import { useCashDesks, useCashReport } from './api';

/**
 * /blagajnicki-izvestaj: the daily cash report of a desk (default: the first, today): the balance
 * before the first day, then each day with its previous balance, receipts and payments and new
 * balance; printed as the signed report for the same desk and days.
 */
export function CashReportPage() {
  const { t } = useTranslation('accounts');
  const fmt = useFormat();
  const desks = useCashDesks();
  const today = belgradeToday();
  const [chosen, setChosen] = useState<number | null>(null);
  const [range, setRange] = useState<{ dateFrom: string | null; dateTo: string | null }>({ dateFrom: today, dateTo: today });
  const kasaId = chosen ?? desks.data?.[0]?.id ?? null;
  const q = kasaId && range.dateFrom && range.dateTo ? { kasaId, dateFrom: range.dateFrom, dateTo: range.dateTo } : null;
  const report = useCashReport(q);
  if (desks.isError) return <PageFailed error={desks.error} />;
  const data = report.data;
  const figure = (label: string, value: number, testId: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {fmt.money(value)}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('cash.report.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('cash.desk')}
          data={(desks.data ?? []).map((d) => ({ value: String(d.id), label: `${d.naziv} (${d.valuta}, ${d.konto})` }))}
          value={kasaId ? String(kasaId) : null}
          onChange={(next) => setChosen(next ? Number(next) : null)}
          allowDeselect={false}
          data-testid="cash-report-desk"
          w={280}
        />
        <DateRangeInputs
          dateFrom={range.dateFrom}
          dateTo={range.dateTo}
          onChange={(key, value) => setRange((r) => ({ ...r, [key]: value }))}
          labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
          errors={{ dateTo: range.dateFrom && range.dateTo && range.dateTo < range.dateFrom ? t('cash.report.dateTo-before') : undefined }}
          testId="cash-report-date"
        />
        <Group ml="auto">
          <PrintButton path="/v1/rpt-blg/print/izvestaj" query={q ?? {}} disabled={!q || q.dateTo < q.dateFrom} data-testid="cash-report-print" />
        </Group>
      </Group>
      <Paper withBorder p="sm" data-testid="cash-report-header">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figure(t('cash.report.opening'), data?.opening ?? 0, 'cash-report-opening')}
          {figure(t('cash.report.inflow'), data?.uplata ?? 0, 'cash-report-inflow')}
          {figure(t('cash.report.outflow'), data?.isplata ?? 0, 'cash-report-outflow')}
          {figure(t('cash.report.closing'), data?.closing ?? 0, 'cash-report-closing')}
        </SimpleGrid>
      </Paper>
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped aria-busy={report.isFetching} data-testid="cash-report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cash.report.no')}</Table.Th>
              <Table.Th>{t('cash.report.order')}</Table.Th>
              <Table.Th>{t('cash.report.description')}</Table.Th>
              <Table.Th ta="right">{t('cash.report.inflow')}</Table.Th>
              <Table.Th ta="right">{t('cash.report.outflow')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && !data.days.length && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" size="sm">
                    {t('cash.report.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data?.days.map((day) => (
              <Fragment key={day.datum}>
                <Table.Tr data-testid={`cash-day-${day.datum}`}>
                  <Table.Td colSpan={3} fw={600}>
                    {t('cash.report.day', { d: fmt.date(day.datum) })} · {t('cash.report.previous')}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {fmt.money(day.opening)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
                {day.rows.map((r, i) => (
                  <Table.Tr key={`${r.docId}-${i}`}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm">{r.docOznaka}</Text>
                        {r.storno && (
                          <Badge size="xs" color="red" variant="light">
                            {t('reversal')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{r.opis}</Table.Td>
                    <Table.Td ta="right">{r.uplata ? fmt.money(r.uplata) : ''}</Table.Td>
                    <Table.Td ta="right">{r.isplata ? fmt.money(r.isplata) : ''}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={3} fw={600}>
                    {t('cash.report.turnover')}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {fmt.money(day.uplata)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {fmt.money(day.isplata)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td colSpan={3} fw={600}>
                    {t('cash.report.closing')}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} data-testid={`cash-day-closing-${day.datum}`}>
                    {fmt.money(day.closing)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
