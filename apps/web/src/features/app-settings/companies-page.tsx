import { Badge, Button, Group, Stack } from '@mantine/core';
import type { CompanyRow } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useDialog } from '../../shared/ui/use-dialog';
import { AppSettingsHeader } from './app-settings-header';
import { useCompanyList } from './companies-api';
import { CompanyCreateForm } from './company-create-form';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /app-settings/firme: every company of the installation, and a new one with its first admin. */
export function CompaniesPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = useCompanyList({ page: list.page, perPage: PER_PAGE, search: list.search });
  const dialog = useDialog<true>();
  const pagination = query.data?.pagination;

  const columns: PagedTableColumn<CompanyRow>[] = [
    { accessor: 'naziv', title: t('company.field.naziv') },
    { accessor: 'pib', title: t('company.field.pib'), width: 130 },
    { accessor: 'maticniBroj', title: t('company.field.maticniBroj'), width: 140 },
    { accessor: 'usersCount', title: t('companies.field.usersCount'), width: 110, textAlign: 'right' },
    {
      accessor: 'isMember',
      title: t('companies.field.isMember'),
      width: 130,
      render: (row) =>
        row.isMember ? (
          <Badge color="teal" variant="light">
            {t('yes')}
          </Badge>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <AppSettingsHeader title={t('appSettings.cards.firme.title')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="companies-search" />
        <Button ml="auto" onClick={() => dialog.open(true)} data-testid="companies-add">
          {t('companies.add')}
        </Button>
      </Group>
      <PagedTable data-testid="companies-table" records={query.data?.data} columns={columns} fetching={query.isFetching} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={dialog.opened} onClose={dialog.close} title={t('companies.new')} size="lg">
        {dialog.value && <CompanyCreateForm key={dialog.key} onDone={dialog.close} onCancel={dialog.close} />}
      </FormModal>
    </Stack>
  );
}
