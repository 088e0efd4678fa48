import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { KomMain } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useKomMainList } from './api';
import { useCountryName } from './countries';
import { ClientCreateForm } from './client-create-form';
import { ClientTypeSelect, pickClientType, useClientTypes } from './client-types';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** "11000 Beograd, Knez Mihailova 1" */
export const placeAndAddress = (client: Pick<KomMain, 'postcode' | 'mesto' | 'adresa'>) =>
  [[client.postcode, client.mesto].filter(Boolean).join(' '), client.adresa].filter(Boolean).join(', ');

/** /klijenti: clients of one type with search; a row opens the client's page, add opens a form. */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const { types, defaultType } = useClientTypes();
  const list = useListState({ vKom: defaultType ?? '' });
  const vKom = pickClientType(list.filters.vKom, types, defaultType);
  const query = useKomMainList({ page: list.page, perPage: PER_PAGE, search: list.search, vKom }, vKom !== undefined);
  const [creating, setCreating] = useState(false);
  const country = useCountryName();

  const columns: PagedTableColumn<KomMain>[] = [
    {
      accessor: 'intNaziv',
      title: t('field.intNaziv'),
      // A real link, so the client page is reachable by keyboard (and opens in a new tab).
      render: (row) => (
        <Anchor component={Link} to={`/klijenti/${row.id}`} size="sm" onClick={(event) => event.stopPropagation()}>
          {row.intNaziv}
        </Anchor>
      ),
    },
    { accessor: 'sifra', title: t('field.sifra'), width: 120 },
    // A private person's personal id is kept in `pib`; a firm abroad without a tax number shows its VAT number.
    { accessor: 'pib', title: t(vKom === 'kupac' ? 'field.pib-kupac' : 'field.pib'), width: 150, render: (row) => row.pib || row.inoPdvBroj },
    { accessor: 'mesto', title: t('column.place'), render: placeAndAddress },
    { accessor: 'drzava', title: t('field.drzava'), width: 160, render: (row) => country(row.drzava) },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('clients.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ClientTypeSelect types={types} value={vKom} onChange={(value) => list.setFilter('vKom', value)} w={{ base: '100%', sm: 200 }} data-testid="clients-type" />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="clients-search" />
        <Group ml="auto" gap="xs">
          {isAdmin && (
            <Button variant="default" component={Link} to="/uvoz/klijenti" data-testid="clients-import">
              {t('button', { ns: 'import' })}
            </Button>
          )}
          <Button onClick={() => setCreating(true)} disabled={!vKom} data-testid="clients-add">
            {t('client.add')}
          </Button>
        </Group>
      </Group>
      <PagedTable data-testid="clients-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => navigate(`/klijenti/${row.id}`)} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={creating} onClose={() => setCreating(false)} title={t('client.new')} size="xl">
        {creating && vKom && (
          <ClientCreateForm defaultType={vKom} types={types} onCreated={(id) => navigate(`/klijenti/${id}`)} onCancel={() => setCreating(false)} />
        )}
      </FormModal>
    </Stack>
  );
}
