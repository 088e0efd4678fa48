import { Button, Group, Stack, Title } from '@mantine/core';
import type { ArtGrupa } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useArtGrupaList } from './api';
import { ArticleGroupForm } from './article-group-form';
import { ArticleTypeSelect, pickArticleType, useArticleTypes } from './article-types';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /grupe-artikala: the article groups of one type, with search, add and edit in a modal. */
export function ArticleGroupsPage() {
  const { t } = useTranslation('articles');
  const { types, defaultType } = useArticleTypes();
  const list = useListState({ vArtikl: defaultType ?? '' });
  const vArtikl = pickArticleType(list.filters.vArtikl, types, defaultType);
  const query = useArtGrupaList({ page: list.page, perPage: PER_PAGE, search: list.search, vArtikl }, vArtikl !== undefined);
  /** undefined: closed; null: a new group; a row: that group. */
  const [editing, setEditing] = useState<ArtGrupa | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const columns: PagedTableColumn<ArtGrupa>[] = [
    { accessor: 'grpNaziv', title: t('field.grpNaziv') },
    { accessor: 'grpSifra', title: t('field.grpSifra'), width: 160 },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('groups.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ArticleTypeSelect types={types} value={vArtikl} onChange={(value) => list.setFilter('vArtikl', value)} w={{ base: '100%', sm: 200 }} />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="article-groups-search" />
        <Button ml="auto" onClick={() => setEditing(null)} disabled={!vArtikl} data-testid="article-groups-add">
          {t('group.add')}
        </Button>
      </Group>
      <PagedTable
        data-testid="article-groups-table"
        records={query.data?.data}
        columns={columns}
        fetching={query.isFetching}
        onRowClick={setEditing}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('group.edit') : t('group.new')}>
        {editing !== undefined && vArtikl && (
          <ArticleGroupForm key={editing?.id ?? 'new'} group={editing} defaultType={vArtikl} types={types} onDone={close} onCancel={close} />
        )}
      </FormModal>
    </Stack>
  );
}
