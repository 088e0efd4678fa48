import { useMemo } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { familyOf, sefReconKinds, sefVatRecordReconKinds, type SefReconKind, type SefReconLine, type SefReconVatRecord } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { reportRangeStore, useKeepRange } from '../../shared/period/report-range-store';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { useToasts } from '../../shared/ui/toasts';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { docPaths } from '../../shared/documents/paths';
import { useReconSync, useSefReconciliation } from './api';
import { isOneOf } from '../../shared/one-of';

const noRange = { dateFrom: '', dateTo: '' };
const KIND_COLOR: Record<SefReconKind, string> = {
  'sales-missing': 'red',
  'sales-open': 'yellow',
  'purchase-unbooked': 'orange',
  'purchase-totals': 'red',
  'purchase-rejected': 'grape',
  'vat-summary-unsent': 'orange',
  'vat-record-differs': 'red',
  'vat-individual-missing': 'orange',
};
const isVatRecordKind = (kind: SefReconKind) => isOneOf(sefVatRecordReconKinds, kind);
const documentKinds = sefReconKinds.filter((k) => !isVatRecordKind(k));

/** A VAT record line's place: the VAT return of its month. */
const vatReturnHref = (record: SefReconVatRecord) => `/fin-rpt/pdv?${new URLSearchParams({ dateFrom: record.dateFrom, dateTo: record.dateTo }).toString()}`;

/** Where a line leads: its document in the books, else its entry in the SEF purchase inbox. */
function lineHref(line: SefReconLine): string {
  const family = line.vDoc ? familyOf(line.vDoc) : null;
  if (family && line.vSubDoc && line.docId !== null) return docPaths.doc(family, line.vSubDoc, line.docId);
  return `/sef/ulazne-fakture?search=${encodeURIComponent(line.label)}`;
}

/** /sef/uskladjivanje: the period's disagreements between the books and SEF, counted per kind. */
export function SefReconciliationPage() {
  const { t } = useTranslation('sefRecon');
  const fmt = useFormat();
  const { periodId } = usePeriod();
  // the range last looked at in a report of this period, else the server's (the period's start to today)
  const filterDefaults = useMemo(() => reportRangeStore.get(periodId) ?? noRange, [periodId]);
  const list = useListState(filterDefaults);
  useKeepRange(periodId, list.filters.dateFrom, list.filters.dateTo);
  const query = useSefReconciliation({ periodId, dateFrom: list.filters.dateFrom || undefined, dateTo: list.filters.dateTo || undefined });
  const sync = useReconSync();
  const { notifyError } = useToasts('sefRecon');
  if (query.isError) return <PageFailed error={query.error} />;
  const data = query.data;

  const documentLines = data?.lines.filter((l) => !isVatRecordKind(l.kind)) ?? [];
  const vatLines = data?.lines.filter((l) => l.vatRecord !== null) ?? [];
  const rates = (f: SefReconVatRecord['books']) => t('vatRecords.rates', { base20: fmt.money(f.base20), vat20: fmt.money(f.vat20), base10: fmt.money(f.base10), vat10: fmt.money(f.vat10) });

  const runSync = () =>
    sync.mutate(undefined, { onError: (err) => notifyError(err) });

  const totals = (line: SefReconLine) =>
    line.sef ? (
      <Stack gap={0}>
        <Text size="sm">{t('sefTotals', { base: fmt.money(line.sef.base), vat: fmt.money(line.sef.vat), total: fmt.money(line.sef.total) })}</Text>
        {line.books && (
          <Text size="sm" c="red">
            {t('bookTotals', { base: fmt.money(line.books.base), vat: fmt.money(line.books.vat), total: fmt.money(line.books.total) })}
          </Text>
        )}
      </Stack>
    ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button onClick={runSync} loading={sync.isPending} data-testid="sef-recon-sync">
          {t('action.sync')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateRangeInputs
          dateFrom={list.filters.dateFrom}
          dateTo={list.filters.dateTo}
          onChange={(key, value) => list.setFilter(key, value ?? '')}
          labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
          testId="sef-recon-dates"
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="sef-recon-counts">
        {documentKinds.map((kind) => (
          <Paper key={kind} withBorder p="sm" data-testid={`sef-recon-count-${kind}`}>
            <Text size="xs" c="dimmed">
              {t(`kind.${kind}`)}
            </Text>
            <Text size="xl" fw={700}>
              {data ? data.counts[kind] : '—'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data && documentLines.length === 0 ? (
        <Text data-testid="sef-recon-clean">{t('clean')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800} tabIndex={0}>
          <Table striped data-testid="sef-recon-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.kind')}</Table.Th>
                <Table.Th>{t('column.document')}</Table.Th>
                <Table.Th>{t('column.date')}</Table.Th>
                <Table.Th>{t('column.partner')}</Table.Th>
                <Table.Th>{t('column.sefStatus')}</Table.Th>
                <Table.Th>{t('column.age')}</Table.Th>
                <Table.Th>{t('column.totals')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documentLines.map((line) => (
                <Table.Tr key={`${line.kind}-${line.vDoc ?? 'sef'}-${line.docId ?? line.purchaseId}`}>
                  <Table.Td>
                    <Badge color={KIND_COLOR[line.kind]}>{t(`kind.${line.kind}`)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={lineHref(line)}>
                      {line.label || '—'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{fmt.date(line.date)}</Table.Td>
                  <Table.Td>{line.partner}</Table.Td>
                  <Table.Td>
                    {line.sefStatus ? t(`sef.status.${line.sefStatus}`, { ns: 'common', defaultValue: line.sefStatus }) : (line.state ? t(`state.${line.state}`, { defaultValue: line.state }) : t('state.none'))}
                    {line.errorKey && (
                      <Text size="xs" c="red">
                        {t(line.errorKey, { ns: 'common' })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t('age', { count: line.ageDays })}</Table.Td>
                  <Table.Td>{totals(line)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={2} size="h3" mt="md">
        {t('vatRecords.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('vatRecords.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="sef-recon-vat-counts">
        {sefVatRecordReconKinds.map((kind) => (
          <Paper key={kind} withBorder p="sm" data-testid={`sef-recon-count-${kind}`}>
            <Text size="xs" c="dimmed">
              {t(`kind.${kind}`)}
            </Text>
            <Text size="xl" fw={700}>
              {data ? data.counts[kind] : '—'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data && vatLines.length === 0 ? (
        <Text data-testid="sef-recon-vat-clean">{t('vatRecords.clean')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800} tabIndex={0}>
          <Table striped data-testid="sef-recon-vat-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.kind')}</Table.Th>
                <Table.Th>{t('column.document')}</Table.Th>
                <Table.Th>{t('column.date')}</Table.Th>
                <Table.Th>{t('column.partner')}</Table.Th>
                <Table.Th>{t('column.sefStatus')}</Table.Th>
                <Table.Th>{t('column.totals')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vatLines.map((line) =>
                line.vatRecord ? (
                  <Table.Tr key={`${line.kind}-${line.vatRecord.year}-${line.vatRecord.month}-${line.vatRecord.key}`}>
                    <Table.Td>
                      <Badge color={KIND_COLOR[line.kind]}>{t(`kind.${line.kind}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={vatReturnHref(line.vatRecord)}>
                        {line.vatRecord.kind === 'group' ? t('vatRecords.summary', { label: line.label }) : line.label || '—'}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{fmt.date(line.date)}</Table.Td>
                    <Table.Td>{line.partner}</Table.Td>
                    <Table.Td>{line.sefStatus ?? t('vatRecords.notSent')}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        {line.vatRecord.sent && <Text size="sm">{t('vatRecords.sent', { rates: rates(line.vatRecord.sent) })}</Text>}
                        <Text size="sm" c={line.kind === 'vat-record-differs' ? 'red' : undefined}>
                          {t('vatRecords.books', { rates: rates(line.vatRecord.books) })}
                        </Text>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
