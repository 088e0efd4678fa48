import { Button, Group, Select, Stack } from '@mantine/core';
import { HOME_CURRENCY } from '@knjige/domain';
import { isoDate, type Currency, type ExchangeRateRow } from '@knjige/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { useFormat } from '../../shared/format';
import { DateRangeInputs } from '../../shared/ui/date-range';
import { FormModal } from '../../shared/ui/form-modal';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { ConfigHeader } from '../../shared/ui/config-header';
import { useCurrencies, useExchangeRates } from './api';
import { ImportBox } from './import-box';
import { NbsBox } from './nbs-box';
import { RateForm, type RateFormValues } from './rate-form';
import { formatRate } from './rate-text';

const PER_PAGE = 20;
const filterDefaults = { valuta: '', dateFrom: '', dateTo: '' };
type Row = ExchangeRateRow & { key: string };

/**
 * /config/kursna-lista: the company's NBS middle rates by date and currency, fetched from the NBS
 * service each working day, typed in by hand or imported from the NBS list file. `?valuta=EUR&datum=2024-07-03` opens the form for that rate
 * (a document refused for a missing rate links here). Rates are company settings: only an admin
 * types, changes, deletes or imports them; a user reads the list.
 */
export function ExchangeRatesPage() {
  const { t, i18n } = useTranslation('config');
  const { locale, date } = useFormat();
  const { isAdmin } = useSession();
  const list = useListState(filterDefaults);
  const [params, setParams] = useSearchParams();
  const currencies = useCurrencies();
  const { valuta, dateFrom, dateTo } = list.filters;
  const query = useExchangeRates({ page: list.page, perPage: PER_PAGE, valuta: valuta || undefined, dateFrom: dateFrom || undefined, dateTo: dateTo || undefined });

  // A link's rate opens the form once; closing it leaves the list filtered by that currency.
  const linked = params.get('datum');
  const [editing, setEditing] = useState<{ initial: RateFormValues; stored: boolean } | null>(() =>
    isAdmin && linked && isoDate.safeParse(linked).success ? { initial: { valuta: params.get('valuta'), datum: linked, kurs: null }, stored: false } : null,
  );
  const close = () => {
    setEditing(null);
    if (params.has('datum'))
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('datum');
          return next;
        },
        { replace: true },
      );
  };

  const currencyLabel = useMemo(() => {
    const nameKey = i18n.language === 'en' ? 'nameEn' : i18n.language === 'sr-Cyrl' ? 'nameCyr' : 'name';
    return (c: Currency) => `${c.code} – ${c[nameKey]}`;
  }, [i18n.language]);
  const all = currencies.data ?? [];
  const foreign = all.filter((c) => c.code !== HOME_CURRENCY);
  const nameOf = (code: string) => {
    const found = all.find((c) => c.code === code);
    return found ? currencyLabel(found) : code;
  };

  const columns: PagedTableColumn<Row>[] = [
    { accessor: 'datum', title: t('exchangeRates.field.datum'), width: 130, render: (row) => date(row.datum) },
    { accessor: 'valuta', title: t('exchangeRates.field.valuta'), render: (row) => nameOf(row.valuta) },
    // sized to their headings, which are longer than the figures (a fixed width cut "Srednji kurs (za 1 jedinicu)")
    { accessor: 'kurs', title: t('exchangeRates.field.kurs'), textAlign: 'right', noWrap: true, render: (row) => formatRate(row.kurs, locale) },
    { accessor: 'izvor', title: t('exchangeRates.field.izvor'), noWrap: true, render: (row) => t(`exchangeRates.izvor.${row.izvor}`) },
  ];
  const records = query.data?.data.map((row) => ({ ...row, key: `${row.valuta}/${row.datum}` }));
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <ConfigHeader title={t('exchangeRates.title')} />
      <NbsBox isAdmin={isAdmin} />
      {isAdmin && <ImportBox />}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('exchangeRates.field.valuta')}
          placeholder={t('exchangeRates.allCurrencies')}
          clearable
          searchable
          data={foreign.map((c) => ({ value: c.code, label: currencyLabel(c) }))}
          value={valuta || null}
          onChange={(value) => list.setFilter('valuta', value)}
          w={{ base: '100%', sm: 260 }}
          data-testid="rates-valuta"
        />
        <DateRangeInputs
          dateFrom={dateFrom || null}
          dateTo={dateTo || null}
          onChange={(key, value) => list.setFilter(key, value)}
          labels={{ dateFrom: t('exchangeRates.dateFrom'), dateTo: t('exchangeRates.dateTo') }}
          testId="rates-dates"
        />
        {isAdmin && (
          <Button ml="auto" onClick={() => setEditing({ initial: { valuta: valuta || null, datum: '', kurs: null }, stored: false })} data-testid="rates-add">
            {t('exchangeRates.add')}
          </Button>
        )}
      </Group>
      <PagedTable<Row>
        data-testid="rates-table"
        idAccessor="key"
        records={records}
        columns={columns}
        fetching={query.isFetching}
        onRowClick={isAdmin ? (row) => setEditing({ initial: { valuta: row.valuta, datum: row.datum, kurs: row.kurs }, stored: true }) : undefined}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== null} onClose={close} title={editing?.stored ? t('exchangeRates.edit') : t('exchangeRates.new')}>
        {editing && (
          <RateForm
            key={`${editing.initial.valuta}/${editing.initial.datum}`}
            initial={editing.initial}
            stored={editing.stored}
            currencies={all}
            currencyLabel={currencyLabel}
            onDone={close}
            onCancel={close}
          />
        )}
      </FormModal>
    </Stack>
  );
}
