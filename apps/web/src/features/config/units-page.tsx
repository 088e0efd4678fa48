import type { UnitMain } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { units, useSefUnits, sefUnitName } from './resources';
import { UnitForm } from './unit-form';

const PER_PAGE = 20;

/** /config/jedinice-mere: the company's units of measure, each with the SEF unit its e-invoices carry. */
export function UnitsPage() {
  const { t, i18n } = useTranslation('config');
  const list = useListState();
  const query = units.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  const sef = useSefUnits();
  return (
    <CrudListPage<UnitMain>
      id="units"
      title={t('units.title')}
      addLabel={t('units.add')}
      newTitle={t('units.new')}
      editTitle={t('units.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.name}
      columns={[
        { accessor: 'code', title: t('units.field.code'), width: 110 },
        { accessor: 'name', title: t('units.field.name') },
        {
          accessor: 'sefCode',
          title: t('units.field.sefCode'),
          render: (row) => {
            const unit = sef.data?.find((u) => u.code === row.sefCode);
            return unit ? `${row.sefCode} – ${sefUnitName(unit, i18n.language)}` : row.sefCode;
          },
        },
      ]}
      renderForm={(row, close) => <UnitForm key={row?.id ?? 'new'} unit={row} onDone={close} onCancel={close} />}
    />
  );
}
