import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { preparedReturnCauses, type ExportColumn, type PreparedReturn, type PreparedReturnCauseRow, type Return2027Correction, type VatReturn2027 } from '@knjige/contract';
import { monthDays, pppdvLayout, return2027Layout, return2027Parts, toCyrillic, type PppdvField } from '@knjige/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, apiDownload, ApiError } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { languageOfLocale } from '../../shared/i18n/language';
import { ExportButton } from '../../shared/ui/export-button';
import { useDataEnabled } from '../../shared/period/use-period';
import { PrintButton } from '../../shared/ui/print-button';
import { saveBlob } from '../../shared/ui/save-blob';
import { useToasts } from '../../shared/ui/toasts';
import { ledgerDocPath } from '../stock';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { VatRecordsPanel } from './vat-records-panel';
import { EppPanel } from './epp-panel';

/** The month a range is, when it is one whole month. */
const wholeMonth = (from: string, to: string): string | null => {
  const month = from.slice(0, 7);
  const days = monthDays(month);
  return days.from === from && days.to === to ? month : null;
};

function useReturn2027(periodId: number, month: string | null) {
  const enabled = useDataEnabled() && month !== null;
  return useQuery({
    queryKey: ['rpt-fin', 'return-2027', periodId, month],
    queryFn: () => api.get<{ data: VatReturn2027 }>('/v1/vat/return-2027', { periodId, month: month ?? '' }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

function usePreparedReturn(periodId: number, month: string | null) {
  const enabled = useDataEnabled() && month !== null;
  return useQuery({
    queryKey: ['rpt-fin', 'prepared-return', periodId, month],
    queryFn: () => api.get<{ data: PreparedReturn }>('/v1/vat/prepared-return', { periodId, month: month ?? '' }).then((a) => a.data),
    staleTime: staleTimes.short,
    retry: false,
    enabled,
  });
}

/** "ePorezi XML": downloads the return of the range as the file handed in on ePorezi. */
export function XmlButton({ range, disabled }: { range: { periodId: number; dateFrom: string; dateTo: string }; disabled?: boolean }) {
  const { t } = useTranslation('books');
  const { notifyError } = useToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await apiDownload('/v1/rpt-fin/pdv-total/xml', { ...range });
      saveBlob(blob, `PPPDV-${range.dateFrom}-${range.dateTo}.xml`);
    } catch (err) {
      notifyError(err, t('r2027.xml'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={download} loading={busy} disabled={disabled} data-testid="pdv-xml">
      {t('r2027.xml')}
    </Button>
  );
}

/** A PPPDV field's name on the form (its row's), the base or the VAT of it. */
const pppdvRowOf = (field: PppdvField) => pppdvLayout.find((r) => r.osn === field || r.pdv === field)!;

/**
 * /fin-rpt/pdv for a month from January 2027: the 2027 form from the books (no POPDV), the
 * corrections of earlier periods listed by document, and the return SEF prepared beside the
 * books, field by field, with the causes of every difference linked to their documents.
 */
export function Return2027View() {
  const { t, i18n } = useTranslation('books');
  const fmt = useFormat();
  const state = useReportRange();
  const month = state.valid ? wholeMonth(state.dateFrom, state.dateTo) : null;
  const form = useReturn2027(state.periodId, month);
  const prepared = usePreparedReturn(state.periodId, month);
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';
  const name = (n: { sr: string; en: string }) => (i18n.language === 'en' ? n.en : i18n.language === 'sr-Cyrl' ? toCyrillic(n.sr) : n.sr);
  const fields = form.data?.fields;
  const figure = (field: string | null, testId: string) =>
    field ? (
      <Text size="sm" span data-testid={testId}>
        {fmt.money(fields?.[field] ?? 0)}
      </Text>
    ) : null;
  const docLink = (row: { vDoc: string | null; docId: number | null }, text: ReactNode) => {
    const path = row.vDoc && row.docId !== null ? ledgerDocPath({ vDoc: row.vDoc, docId: row.docId }, defaultVPromet) : null;
    return path ? (
      <Anchor component={Link} to={path} size="sm">
        {text}
      </Anchor>
    ) : (
      <Text size="sm" span>
        {text}
      </Text>
    );
  };
  const exportColumns: ExportColumn[] = [
    { key: 'field', label: t('pdv.column.field'), type: 'text' },
    { key: 'name', label: t('pdv.column.description'), type: 'text' },
    { key: 'books', label: t('r2027.prepared.books'), type: 'money' },
    { key: 'prepared', label: t('r2027.prepared.prepared'), type: 'money' },
    { key: 'difference', label: t('r2027.prepared.difference'), type: 'money' },
    { key: 'cause', label: t('r2027.column.cause'), type: 'text' },
    { key: 'date', label: t('column.datum'), type: 'date' },
  ];
  const corrections = (field: '111' | '112'): Return2027Correction[] => form.data?.corrections.filter((c) => c.field === field) ?? [];

  return (
    <Stack gap="md">
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          {month !== null && (
            <ExportButton
              path="/v1/vat/prepared-return"
              filters={{ periodId: state.periodId, month, lang: languageOfLocale(i18n.language), causeLabels: JSON.stringify(Object.fromEntries(preparedReturnCauses.map((c) => [c, t(`r2027.cause.${c}`)]))) }}
              columns={exportColumns}
              fileName={`PPPDV ${month}`}
            />
          )}
          <XmlButton range={state.range} disabled={month === null} />
          <PrintButton path="/v1/rpt-fin/print/pdv" query={state.range} disabled={month === null} />
        </Group>
      </RangeInputs>
      {state.valid && month === null && (
        <Alert color="yellow" data-testid="r2027-not-month">
          {t('r2027.one-month')}
        </Alert>
      )}
      {form.isError && (
        <Alert color="red" data-testid="r2027-error">
          {form.error instanceof ApiError ? t('r2027.load-failed', { status: form.error.status }) : String(form.error)}
        </Alert>
      )}
      <Paper withBorder data-testid="r2027-form" style={{ overflowX: 'auto' }}>
        <Table striped miw={640} aria-busy={form.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('pdv.column.row')}</Table.Th>
              <Table.Th>{t('pdv.column.description')}</Table.Th>
              <Table.Th w={50}>{t('pdv.column.field')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.osnovica')}</Table.Th>
              <Table.Th w={50}>{t('pdv.column.field')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pdv')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {return2027Layout.map((row, i) => (
              <Fragment key={row.red}>
                {(i === 0 || return2027Layout[i - 1]!.part !== row.part) && (
                  <Table.Tr>
                    <Table.Td colSpan={6} fw={700} bg="gray.1">
                      {name(return2027Parts[row.part])}
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr fw={row.sum ? 700 : undefined}>
                  <Table.Td>{row.red}</Table.Td>
                  <Table.Td>{name(row.name)}</Table.Td>
                  <Table.Td c="dimmed">{row.osn}</Table.Td>
                  <Table.Td ta="right">{figure(row.osn, `r2027-${row.osn}`)}</Table.Td>
                  <Table.Td c="dimmed">{row.pdv}</Table.Td>
                  <Table.Td ta="right">{figure(row.pdv, `r2027-${row.pdv}`)}</Table.Td>
                </Table.Tr>
                {(row.pdv === '111' || row.pdv === '112') &&
                  corrections(row.pdv).map((c) => (
                    <Table.Tr key={`${c.vDoc}-${c.docId}-${c.datum}-${c.pdvIznos}`} data-testid={`r2027-correction-${row.pdv}`}>
                      <Table.Td />
                      <Table.Td pl="xl">
                        {docLink(c, c.label)} <Text size="xs" c="dimmed" span>{`${fmt.date(c.datum)} · ${c.dokBroj && c.dokBroj !== c.label ? `${c.dokBroj} · ` : ''}${t(`r2027.reason.${c.reason}`)}`}</Text>
                      </Table.Td>
                      <Table.Td />
                      <Table.Td ta="right">
                        <Text size="sm" c="dimmed">
                          {fmt.money(c.osnovica)}
                        </Text>
                      </Table.Td>
                      <Table.Td />
                      <Table.Td ta="right">
                        <Text size="sm" c="dimmed">
                          {fmt.money(c.pdvIznos)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {form.data && (form.data.deduction.notYet !== 0 || form.data.deduction.later !== 0 || form.data.deduction.lateIn !== 0) && (
        <Alert color="blue" title={t('pdv.deduction.title')} data-testid="pdv-deduction">
          <Stack gap={2}>
            <Text size="sm">{t('pdv.deduction.not-yet', { amount: fmt.money(form.data.deduction.notYet) })}</Text>
            <Text size="sm">{t('pdv.deduction.later', { amount: fmt.money(form.data.deduction.later) })}</Text>
            <Text size="sm">{t('pdv.deduction.late-in', { amount: fmt.money(form.data.deduction.lateIn) })}</Text>
          </Stack>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('r2027.note')}
      </Text>

      <Title order={2} size="h4">
        {t('r2027.prepared.title')}
      </Title>
      <PreparedTable query={prepared} month={month} name={name} docLink={docLink} />
      <VatRecordsPanel periodId={state.periodId} dateFrom={state.dateFrom} valid={state.valid} />
      <EppPanel periodId={state.periodId} dateFrom={state.dateFrom} dateTo={state.dateTo} valid={state.valid} />
    </Stack>
  );
}

interface PreparedTableProps {
  query: ReturnType<typeof usePreparedReturn>;
  month: string | null;
  name: (n: { sr: string; en: string }) => string;
  docLink: (row: { vDoc: string | null; docId: number | null }, text: ReactNode) => ReactNode;
}

/** The three columns for every field (books, prepared, difference) and, under a field, the causes of its difference. */
function PreparedTable({ query, month, name, docLink }: PreparedTableProps) {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  if (month === null) return null;
  if (query.isPending)
    return (
      <Group data-testid="prepared-loading">
        <Loader size="sm" />
        <Text size="sm">{t('r2027.prepared.loading')}</Text>
      </Group>
    );
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Alert color={status === 501 || status === 404 ? 'gray' : 'red'} data-testid="prepared-error">
        {status === 501 || status === 404 ? t('r2027.prepared.none') : status === 502 || status === 503 || status === 504 ? t('r2027.prepared.unreachable') : t('r2027.prepared.failed', { status })}
      </Alert>
    );
  }
  const data = query.data;
  const causesOf = (field: string): PreparedReturnCauseRow[] => data.causes.filter((c) => c.field === field);
  return (
    <Stack gap="xs">
      {data.sefProblem && (
        <Alert color={data.sefProblem === 'not-prepared' ? 'gray' : 'yellow'} data-testid={`prepared-problem-${data.sefProblem}`}>
          {t(`r2027.prepared.problem.${data.sefProblem}`)}
        </Alert>
      )}
      <Text size="sm" c="dimmed" data-testid="prepared-source">
        {t(`r2027.prepared.source.${data.source}`)}
      </Text>
      <Paper withBorder data-testid="prepared-table" style={{ overflowX: 'auto' }}>
        <Table striped miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>{t('pdv.column.field')}</Table.Th>
              <Table.Th>{t('pdv.column.description')}</Table.Th>
              <Table.Th ta="right">{t('r2027.prepared.books')}</Table.Th>
              <Table.Th ta="right">{t('r2027.prepared.prepared')}</Table.Th>
              <Table.Th ta="right">{t('r2027.prepared.difference')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.fields.map((f) => (
              <Fragment key={f.field}>
                <Table.Tr data-testid={`prepared-${f.field}`}>
                  <Table.Td c="dimmed">{f.field}</Table.Td>
                  <Table.Td>{`${name(pppdvRowOf(f.field).name)}${f.field.startsWith('0') ? ` – ${t('pdv.column.osnovica')}` : ` – ${t('pdv.column.pdv')}`}`}</Table.Td>
                  <Table.Td ta="right">{fmt.money(f.books)}</Table.Td>
                  <Table.Td ta="right">{fmt.money(f.prepared)}</Table.Td>
                  <Table.Td ta="right" fw={f.difference !== 0 ? 700 : undefined} c={f.difference !== 0 ? 'red.8' : undefined}>
                    {fmt.money(f.difference)}
                  </Table.Td>
                </Table.Tr>
                {causesOf(f.field).map((c, i) => (
                  <Table.Tr key={`${f.field}-${i}`} data-testid={`prepared-cause-${f.field}`}>
                    <Table.Td />
                    <Table.Td pl="xl" colSpan={3}>
                      {docLink(c, c.label)}{' '}
                      <Text size="xs" c="dimmed" span>
                        {`${c.date ? `${fmt.date(c.date)} · ` : ''}${t(`r2027.cause.${c.cause}`)}`}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" c="dimmed">
                        {fmt.money(c.amount)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
