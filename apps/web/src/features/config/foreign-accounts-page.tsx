import { formatIban } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { ForeignAccountForm } from './foreign-account-form';
import { foreignAccounts, type DeviznaRacun } from './resources';

const PER_PAGE = 20;

/** /config/devizni-racuni: the company's foreign-currency accounts, one per currency; an invoice in that currency (an export) prints it. */
export function ForeignAccountsPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = foreignAccounts.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<DeviznaRacun>
      id="foreign-accounts"
      title={t('foreignAccounts.title')}
      addLabel={t('foreignAccounts.add')}
      newTitle={t('foreignAccounts.new')}
      editTitle={t('foreignAccounts.edit')}
      list={list}
      query={query}
      nameOf={(row) => `${row.valuta} ${formatIban(row.iban)}`}
      columns={[
        { accessor: 'valuta', title: t('foreignAccounts.field.valuta'), width: 100 },
        { accessor: 'iban', title: t('foreignAccounts.field.iban'), render: (row) => formatIban(row.iban) },
        { accessor: 'bic', title: t('foreignAccounts.field.bic'), width: 140 },
        { accessor: 'banka', title: t('foreignAccounts.field.banka') },
      ]}
      renderForm={(row, close) => <ForeignAccountForm key={row?.id ?? 'new'} account={row} onDone={close} onCancel={close} />}
    />
  );
}
