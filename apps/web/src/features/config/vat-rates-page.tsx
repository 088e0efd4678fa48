import type { ArtPdv } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { formatVatRate, useFormat } from '../../shared/format';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { DefaultMark } from './default-mark';
import { vatRates } from './resources';
import { VatRateForm } from './vat-rate-form';

const PER_PAGE = 20;

/** /config/pdv-stope: VAT rates, kept in hundredths of a percent and shown as a percent. */
export function VatRatesPage() {
  const { t } = useTranslation('config');
  const { locale } = useFormat();
  const list = useListState();
  const query = vatRates.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<ArtPdv>
      id="vat-rates"
      title={t('vatRates.title')}
      addLabel={t('vatRates.add')}
      newTitle={t('vatRates.new')}
      editTitle={t('vatRates.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.opis}
      columns={[
        { accessor: 'opis', title: t('vatRates.field.opis') },
        { accessor: 'stopa', title: t('vatRates.field.stopa'), width: 120, textAlign: 'right', render: (row) => formatVatRate(row.stopa, locale) },
        { accessor: 'isDefault', title: t('field.isDefault'), width: 140, textAlign: 'center', render: (row) => <DefaultMark value={row.isDefault} /> },
      ]}
      renderForm={(row, close) => <VatRateForm key={row?.id ?? 'new'} rate={row} onDone={close} onCancel={close} />}
    />
  );
}
