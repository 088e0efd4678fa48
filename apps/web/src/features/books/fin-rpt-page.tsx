import { Anchor, Badge, CloseButton, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { ExportColumn, KurRow, VatReturn } from '@knjige/contract';
import { vatReturnLayout } from '@knjige/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { ledgerDocPath } from '../stock';
import { useVatBook, useVatBookTotal, useVatReturn, type Book, type BookRow } from './api';
import { RangeInputs, useReportRange } from './report-range';
import { PrintButton } from '../../shared/ui/print-button';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;
const tabs = ['pdv', 'kir', 'kur'] as const;

/** /fin-rpt/{pdv|kir|kur}: the VAT return and the two VAT books over one date range (kept when the tab changes). */
export function FinRptPage() {
  const { t } = useTranslation('books');
  const { tab } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  if (!isOneOf(tabs, tab)) return <Navigate to={{ pathname: '/fin-rpt/pdv', search: location.search }} replace />;
  const current = tab;
  const open = (next: string | null) => {
    if (!next) return;
    const search = new URLSearchParams(location.search);
    search.delete('page');
    search.delete('pdvRow');
    navigate({ pathname: `/fin-rpt/${next}`, search: search.toString() });
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('fin-rpt.title')}
      </Title>
      <Tabs value={current} onChange={open} keepMounted={false}>
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`fin-rpt-tab-${key}`}>
              {t(`fin-rpt.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current === 'pdv' ? <VatReturnView /> : <VatBookView book={current} />}
    </Stack>
  );
}

/** The book rows a figure of the form sums (a filtered KIR or KUR); row 10 is a difference and links nowhere. */
function linkOf(red: number): { book: Book; pdvRow?: number } | null {
  if (red <= 4) return { book: 'kir', pdvRow: red };
  if (red === 5) return { book: 'kir' };
  // Row 9 sums rows 6–8, and only row 8 has a source yet.
  if (red <= 9) return { book: 'kur', pdvRow: red === 9 ? 8 : red };
  return null;
}
const formRows = vatReturnLayout.map((row) => ({ ...row, link: linkOf(row.red), sum: row.red === 5 || row.red >= 9 }));

function VatReturnView() {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  const state = useReportRange();
  const query = useVatReturn(state.range, state.valid);
  const data = query.data;
  const linkTo = (link: { book: Book; pdvRow?: number }) => {
    const search = new URLSearchParams({ dateFrom: state.dateFrom, dateTo: state.dateTo });
    if (link.pdvRow) search.set('pdvRow', String(link.pdvRow));
    return `/fin-rpt/${link.book}?${search.toString()}`;
  };
  const figure = (row: (typeof formRows)[number], field: keyof VatReturn | null) => {
    if (!field) return null;
    const value = data?.[field] ?? 0;
    const text = fmt.money(value);
    return row.link ? (
      <Anchor component={Link} to={linkTo(row.link)} size="sm" data-testid={`pdv-${field}`}>
        {text}
      </Anchor>
    ) : (
      <Text size="sm" fw={700} c={value < 0 ? 'blue.9' : undefined} data-testid={`pdv-${field}`}>
        {text}
      </Text>
    );
  };
  const pdv10 = data?.pdv10 ?? 0;
  const exportColumns: ExportColumn[] = [
    { key: 'red', label: t('pdv.column.row'), type: 'int' },
    { key: 'opis', label: t('pdv.column.description'), type: 'text' },
    { key: 'osnovica', label: t('pdv.column.osnovica'), type: 'money' },
    { key: 'pdv', label: t('pdv.column.pdv'), type: 'money' },
  ];
  const rowLabels = JSON.stringify(vatReturnLayout.map((row) => t(`pdv.row.${row.red}`)));
  return (
    <Stack gap="md">
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton
            path="/v1/rpt-fin/pdv-total"
            filters={{ ...state.range, rowLabels }}
            columns={exportColumns}
            fileName={`PP-PDV ${state.dateFrom} ${state.dateTo}`}
          />
        </Group>
      </RangeInputs>
      <Paper withBorder pos="relative" data-testid="pdv-form">
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>{t('pdv.column.row')}</Table.Th>
              <Table.Th>{t('pdv.column.description')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.osnovica')}</Table.Th>
              <Table.Th ta="right">{t('pdv.column.pdv')}</Table.Th>
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
                <Table.Td ta="right">{figure(row, row.osn)}</Table.Td>
                <Table.Td ta="right">{figure(row, row.pdv)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {!state.valid && <Text c="dimmed">{t('range-invalid')}</Text>}
    </Stack>
  );
}

type KeyedRow = BookRow & { key: string };

const bookColumns = (book: Book): { key: keyof KurRow; type: ExportColumn['type']; sum?: boolean }[] => [
  { key: 'docOznaka', type: 'text' },
  { key: 'datum', type: 'date' },
  ...(book === 'kur' ? [{ key: 'dokBroj' as const, type: 'text' as const }] : []),
  // the row's date is the tax point; the document's own date beside it
  { key: 'dokDatum', type: 'date' },
  { key: 'naziv', type: 'text' },
  { key: 'mesto', type: 'text' },
  { key: 'pib', type: 'text' },
  { key: 'osnovica', type: 'money', sum: true },
  ...(book === 'kur'
    ? [
        { key: 'pdvIznosPdv' as const, type: 'money' as const, sum: true },
        { key: 'pdvIznosNoPdv' as const, type: 'money' as const, sum: true },
      ]
    : [{ key: 'pdvIznos' as const, type: 'money' as const, sum: true }]),
  { key: 'iznos', type: 'money', sum: true },
];

function VatBookView({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  const navigate = useNavigate();
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';
  const extra = useMemo(() => ({ pdvRow: '' }), []);
  const state = useReportRange(extra);
  const pdvRow = Number(state.list.filters.pdvRow) || undefined;
  const filter = { ...state.range, pdvRow };
  const query = useVatBook(book, { ...filter, page: state.list.page, perPage: PER_PAGE }, state.valid);
  const total = useVatBookTotal(book, filter, state.valid);
  const spec = bookColumns(book);

  const rows = useMemo(() => query.data?.data.map((row, i) => ({ ...row, key: `${row.vDoc}-${row.docId}-${row.datum}-${i}` })), [query.data]);
  const columns: PagedTableColumn<KeyedRow>[] = spec.map((c) => ({
    accessor: c.key,
    title: t(`column.${c.key}`),
    textAlign: c.type === 'money' ? 'right' : undefined,
    render: (row: KeyedRow) => {
      const value = (row as Partial<KurRow>)[c.key];
      if (c.type === 'money') return fmt.money(Number(value ?? 0));
      if (c.type === 'date') return value ? fmt.date(String(value)) : '';
      if (c.key === 'docOznaka') {
        const path = ledgerDocPath(row, defaultVPromet);
        // an advance's line (or a final invoice's deduction of advances) says so: the return counts its VAT, not its base
        const label = row.avans ? `${row.docOznaka} (${t('advance')})` : row.docOznaka;
        return path ? (
          <Anchor component={Link} to={path} size="sm" onClick={(e) => e.stopPropagation()}>
            {label}
          </Anchor>
        ) : (
          label
        );
      }
      return String(value ?? '');
    },
  }));
  const exportColumns: ExportColumn[] = spec.map((c) => ({ key: c.key, label: t(`column.${c.key}`), type: c.type, total: c.sum ? 'sum' : 'none' }));
  const pagination = query.data?.pagination;
  const sums = total.data;

  return (
    <Stack gap="md">
      <RangeInputs state={state}>
        <Group ml="auto" style={{ alignSelf: 'flex-end' }}>
          <ExportButton path={`/v1/rpt-fin/${book}`} filters={filter} columns={exportColumns} fileName={`${t(`fin-rpt.tab.${book}`)} ${state.dateFrom} ${state.dateTo}`} />
          {/* the input book prints as KPR (spec §7) */}
          <PrintButton path={`/v1/rpt-fin/print/${book === 'kur' ? 'kpr' : book}`} query={filter} />
        </Group>
      </RangeInputs>
      {pdvRow && (
        <Group gap="xs">
          <Badge variant="light" size="lg" data-testid="books-pdv-row-filter" rightSection={<CloseButton size="xs" aria-label={t('filter.clear-row')} onClick={() => state.list.setFilter('pdvRow', null)} />}>
            {t('filter.pdvRow', { n: pdvRow })}
          </Badge>
        </Group>
      )}
      <PagedTable
        data-testid={`${book}-table`}
        records={state.valid ? rows : []}
        idAccessor="key"
        columns={columns}
        fetching={query.isFetching}
        onRowClick={(row) => {
          const path = ledgerDocPath(row, defaultVPromet);
          if (path) navigate(path);
        }}
      />
      {pagination && state.valid && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={state.list.setPage} />
      )}
      {sums && state.valid && (
        <Paper withBorder p="sm" data-testid={`${book}-total`}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.stopa')}</Table.Th>
                <Table.Th ta="right">{t('column.osnovica')}</Table.Th>
                <Table.Th ta="right">{t('column.pdvIznos')}</Table.Th>
                {book === 'kur' && <Table.Th ta="right">{t('column.pdvIznosPdv')}</Table.Th>}
                {book === 'kur' && <Table.Th ta="right">{t('column.pdvIznosNoPdv')}</Table.Th>}
                <Table.Th ta="right">{t('column.iznos')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...sums.rates.map((r) => ({ label: fmt.vatRate(r.stopa), ...r, bold: false })), { label: t('total'), ...sums.total, bold: true }].map((r) => (
                <Table.Tr key={r.label} fw={r.bold ? 700 : undefined}>
                  <Table.Td>{r.label}</Table.Td>
                  <Table.Td ta="right">{fmt.money(r.osnovica)}</Table.Td>
                  <Table.Td ta="right" data-testid={r.bold ? `${book}-total-pdv` : undefined}>
                    {fmt.money(r.pdvIznos)}
                  </Table.Td>
                  {book === 'kur' && <Table.Td ta="right">{fmt.money(r.pdvIznosPdv)}</Table.Td>}
                  {book === 'kur' && <Table.Td ta="right">{fmt.money(r.pdvIznosNoPdv)}</Table.Td>}
                  <Table.Td ta="right">{fmt.money(r.iznos)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
