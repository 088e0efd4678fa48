import { Button, Group, Stack, Title } from '@mantine/core';
import type { KomMesto } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useKomMestoList } from './api';
import { PlaceForm } from './place-form';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /mesta: places (postcode, name, municipality, country) with search, add and edit in a modal. */
export function PlacesPage() {
  const { t } = useTranslation('clients');
  const list = useListState();
  const query = useKomMestoList({ page: list.page, perPage: PER_PAGE, search: list.search });
  /** undefined: closed; null: a new place; a row: that place. */
  const [editing, setEditing] = useState<KomMesto | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const columns: PagedTableColumn<KomMesto>[] = [
    { accessor: 'postcode', title: t('place.field.postcode'), width: 140 },
    { accessor: 'naziv', title: t('place.field.naziv') },
    { accessor: 'opstina', title: t('place.field.opstina') },
    { accessor: 'drzava', title: t('place.field.drzava') },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('places.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="places-search" />
        <Button ml="auto" onClick={() => setEditing(null)} data-testid="places-add">
          {t('place.add')}
        </Button>
      </Group>
      <PagedTable data-testid="places-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('place.edit') : t('place.new')}>
        {editing !== undefined && <PlaceForm key={editing?.id ?? 'new'} place={editing} onDone={close} onCancel={close} />}
      </FormModal>
    </Stack>
  );
}
