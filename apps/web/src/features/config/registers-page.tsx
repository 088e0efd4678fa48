import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { RegisterForm } from './register-form';
import { registers, type PosMain } from './resources';

const PER_PAGE = 20;

/** /config/kase: fiscal registers, each selling from a retail warehouse. */
export function RegistersPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = registers.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<PosMain>
      id="registers"
      title={t('registers.title')}
      addLabel={t('registers.add')}
      newTitle={t('registers.new')}
      editTitle={t('registers.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.naziv}
      columns={[
        { accessor: 'naziv', title: t('registers.field.naziv') },
        { accessor: 'ibfm', title: t('registers.field.ibfm'), width: 160 },
        { accessor: 'magNaziv', title: t('registers.field.magId') },
      ]}
      renderForm={(row, close) => <RegisterForm key={row?.id ?? 'new'} register={row} onDone={close} onCancel={close} />}
    />
  );
}
