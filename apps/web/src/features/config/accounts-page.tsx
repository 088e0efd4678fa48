import { formatAccount } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { AccountForm } from './account-form';
import { CrudListPage } from './crud-list-page';
import { DefaultMark } from './default-mark';
import { accounts, type TekuciRacun } from './resources';

const PER_PAGE = 20;

/** /config/tekuci-racuni: the company's own bank accounts; the default one goes on invoices. */
export function AccountsPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = accounts.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<TekuciRacun>
      id="accounts"
      title={t('accounts.title')}
      addLabel={t('accounts.add')}
      newTitle={t('accounts.new')}
      editTitle={t('accounts.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.naziv}
      columns={[
        { accessor: 'naziv', title: t('accounts.field.naziv') },
        { accessor: 'banka', title: t('accounts.field.banka') },
        { accessor: 'tracun', title: t('accounts.field.tracun'), width: 200, render: (row) => formatAccount(row.tracun) },
        { accessor: 'isDefault', title: t('field.isDefault'), width: 140, textAlign: 'center', render: (row) => <DefaultMark value={row.isDefault} /> },
      ]}
      renderForm={(row, close) => <AccountForm key={row?.id ?? 'new'} account={row} onDone={close} onCancel={close} />}
    />
  );
}
