import { Anchor, Badge, CloseButton, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { ExportColumn, KirRow, KurRow } from '@knjige/contract';
import { isReturn2027 } from '@knjige/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { ledgerDocPath } from '../stock';
import { useVatBook, useVatBookTotal, type Book, type BookRow } from './api';
import { PopdvView } from './popdv-view';
import { VatReturnView } from './vat-return-view';
import { Return2027View } from './return-2027-view';
import { RangeInputs, useReportRange } from '../../shared/period/report-range';
import { PrintButton } from '../../shared/ui/print-button';
import { isOneOf } from '../../shared/one-of';

const PER_PAGE = 20;
const tabs = ['pdv', 'popdv', 'kir', 'kur'] as const;

/** /fin-rpt/{pdv|kir|kur}: the VAT return and the two VAT books over one date range (kept when the tab changes). */
export function FinRptPage() {
  const { t } = useTranslation('books');
  const { tab } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // from January 2027 the return is the 2027 form beside SEF's prepared return, and no POPDV is filed
  const from2027 = isReturn2027(useReportRange().dateFrom.slice(0, 7));
  if (!isOneOf(tabs, tab) || (from2027 && tab === 'popdv')) return <Navigate to={{ pathname: '/fin-rpt/pdv', search: location.search }} replace />;
  const current = tab;
  const open = (next: string | null) => {
    if (!next) return;
    const search = new URLSearchParams(location.search);
    search.delete('page');
    for (const key of ['pdvRow', 'popdv', 'pppdv', 'stopa']) search.delete(key);
    navigate({ pathname: `/fin-rpt/${next}`, search: search.toString() });
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('fin-rpt.title')}
      </Title>
      <Tabs value={current} onChange={open} keepMounted={false}>
        <Tabs.List>
          {tabs.filter((key) => !(from2027 && key === 'popdv')).map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`fin-rpt-tab-${key}`}>
              {t(`fin-rpt.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current === 'pdv' ? from2027 ? <Return2027View /> : <VatReturnView /> : current === 'popdv' ? <PopdvView /> : <VatBookView book={current} />}
    </Stack>
  );
}

type KeyedRow = BookRow & { key: string };

type AnyBookRow = KirRow & KurRow;

/**
 * A book's columns: the document, dates, partner, base, VAT and amount; the POPDV field of each
 * line; KUR: deductible and other VAT, import (6), domestic reverse charge (8b), foreign suppliers
 * (8g). KIR as the book's form has it: the total with VAT, exempt supplies with and without the
 * right to deduct (1.x, 2.x), base and VAT at the general and at the special rate, supplies whose
 * VAT the recipient owes (3.3, 3.4), VAT we compute (3a); then the line's base and VAT summed.
 */
const bookColumns = (book: Book, from2027: boolean): { key: keyof AnyBookRow; type: ExportColumn['type']; sum?: boolean }[] => {
  const money = (key: keyof AnyBookRow) => ({ key, type: 'money' as const, sum: true });
  const head = [
    { key: 'docOznaka' as const, type: 'text' as const },
    { key: 'datum' as const, type: 'date' as const },
    ...(book === 'kur' ? [{ key: 'dokBroj' as const, type: 'text' as const }] : []),
    // the row's date is the tax point; the document's own date beside it
    { key: 'dokDatum' as const, type: 'date' as const },
    { key: 'naziv' as const, type: 'text' as const },
    { key: 'mesto' as const, type: 'text' as const },
    { key: 'pib' as const, type: 'text' as const },
  ];
  const popdv = { key: 'popdv' as const, type: 'text' as const };
  if (book === 'kir') {
    const form = ['iznos', 'osnOslobodjenoSaOdbitkom', 'osnOslobodjenoBezOdbitka', 'osnOpstaStopa', 'pdvOpstaStopa', 'osnPosebnaStopa', 'pdvPosebnaStopa', 'osnPrimalacDuguje', 'pdvObracunatInterno'] as const;
    return [...head, ...form.map(money), money('osnovica'), money('pdvIznos'), popdv];
  }
  const kur = ['osnovica', 'pdvIznosPdv', 'pdvIznosNoPdv', 'iznos'] as const;
  // from 2027 a purchase's VAT waits for its e-invoice's acceptance on SEF: when it was accepted, the month that deducts it, what its own month does not
  const deduction = from2027 ? [{ key: 'sefPrihvacena' as const, type: 'date' as const }, { key: 'odbitakMesec' as const, type: 'text' as const }, money('pdvNijeOdbitno')] : [];
  return [...head, ...kur.map(money), popdv, ...(['osnUvoz', 'pdvUvoz', 'osnPrenos', 'pdvPrenos', 'osnStrano', 'pdvStrano'] as const).map(money), ...deduction];
};

/** The filters a figure's link sets, each shown as a badge that clears it. */
const figureFilters = ['pdvRow', 'pppdv', 'popdv', 'stopa'] as const;

function VatBookView({ book }: { book: Book }) {
  const { t } = useTranslation('books');
  const fmt = useFormat();
  const navigate = useNavigate();
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';
  const extra = useMemo(() => ({ pdvRow: '', pppdv: '', popdv: '', stopa: '' }), []);
  const state = useReportRange(extra);
  const f = state.list.filters;
  const pdvRow = Number(f.pdvRow) || undefined;
  const filter = { ...state.range, pdvRow, pppdv: f.pppdv || undefined, popdv: f.popdv || undefined, stopa: f.stopa === '' ? undefined : Number(f.stopa) };
  const query = useVatBook(book, { ...filter, page: state.list.page, perPage: PER_PAGE }, state.valid);
  const total = useVatBookTotal(book, filter, state.valid);
  const spec = bookColumns(book, isReturn2027(state.dateTo.slice(0, 7)));

  const rows = useMemo(() => query.data?.data.map((row, i) => ({ ...row, key: `${row.vDoc}-${row.docId}-${row.datum}-${i}` })), [query.data]);
  const columns: PagedTableColumn<KeyedRow>[] = spec.map((c) => ({
    accessor: c.key,
    title: t(`column.${c.key}`),
    textAlign: c.type === 'money' ? 'right' : undefined,
    render: (row: KeyedRow) => {
      // a KIR row has no KUR column (and the other way round): read by name, not by the row's type
      const fields: Record<string, unknown> = row;
      const value = fields[c.key];
      if (c.type === 'money') return fmt.money(Number(value ?? 0));
      if (c.type === 'date') return value ? fmt.date(String(value)) : '';
      if (c.key === 'odbitakMesec') {
        // the month that deducts the line's VAT, or "not yet" while SEF has not accepted it
        if (!('odbitakMesec' in row)) return '';
        if (row.odbitakMesec) return `${row.odbitakMesec.slice(5, 7)}.${row.odbitakMesec.slice(0, 4)}`;
        return row.pdvNijeOdbitno > 0 ? t('kur.not-yet') : '';
      }
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
          {/* the input book prints as KPR (docs/domain.md#calls) */}
          <PrintButton path={`/v1/rpt-fin/print/${book === 'kur' ? 'kpr' : book}`} query={filter} />
        </Group>
      </RangeInputs>
      {figureFilters.some((key) => f[key]) && (
        <Group gap="xs">
          {figureFilters
            .filter((key) => f[key])
            .map((key) => (
              <Badge
                key={key}
                variant="light"
                size="lg"
                data-testid={key === 'pdvRow' ? 'books-pdv-row-filter' : `books-${key}-filter`}
                rightSection={<CloseButton size="xs" aria-label={t('filter.clear-row')} onClick={() => state.list.setFilter(key, null)} />}
              >
                {key === 'stopa' ? `${t('column.stopa')} ${fmt.vatRate(Number(f.stopa))}` : t(`filter.${key}`, { n: f[key] })}
              </Badge>
            ))}
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
        <Paper withBorder p="sm" data-testid={`${book}-total`} style={{ overflowX: 'auto' }}>
          <Table miw={520}>
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
          {sums.pdvNijeOdbitno !== undefined && (
            <Text size="sm" mt="xs" data-testid="kur-not-deductible">
              {t('kur.not-deductible-total', { amount: fmt.money(sums.pdvNijeOdbitno) })}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
