import { Badge } from '@mantine/core';
import type { MagMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { DefaultMark } from './default-mark';
import { warehouses } from './resources';
import { WarehouseForm } from './warehouse-form';

const PER_PAGE = 20;

/** /config/magacini: the company's warehouses; one is the default of new documents. */
export function WarehousesPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = warehouses.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<MagMain>
      id="warehouses"
      title={t('warehouses.title')}
      addLabel={t('warehouses.add')}
      newTitle={t('warehouses.new')}
      editTitle={t('warehouses.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.magNaziv}
      columns={[
        { accessor: 'sifra', title: t('warehouses.field.sifra'), width: 90 },
        { accessor: 'magNaziv', title: t('warehouses.field.magNaziv') },
        { accessor: 'vPromet', title: t('warehouses.field.vPromet'), width: 130, render: (row) => <Badge variant="light">{t(`vPromet.${row.vPromet}`)}</Badge> },
        { accessor: 'mesto', title: t('warehouses.field.mesto') },
        { accessor: 'opis', title: t('warehouses.field.opis') },
        { accessor: 'isDefault', title: t('field.isDefault'), width: 140, textAlign: 'center', render: (row) => <DefaultMark value={row.isDefault} /> },
      ]}
      renderForm={(row, close) => <WarehouseForm key={row?.id ?? 'new'} warehouse={row} onDone={close} onCancel={close} />}
      modalSize="lg"
    />
  );
}
