import { Button, Group, Stack, Title } from '@mantine/core';
import type { ArtMain } from '@knjige/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/use-session';
import { formatVatRate, useFormat } from '../../shared/format';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { artGrupaComboSource, ArticleTypeSelect, pickArticleType, useArticleTypes } from '../article-groups';
import { useArtMainList } from './api';
import { ArticleForm } from './article-form';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 20;

/** /artikli: articles of one type, filtered by group and search, with add and edit in a modal. */
export function ArticlesPage() {
  const { t } = useTranslation('articles');
  const { locale } = useFormat();
  const { isAdmin } = useSession();
  const { types, defaultType } = useArticleTypes();
  const list = useListState({ vArtikl: defaultType ?? '', grpId: '' });
  const vArtikl = pickArticleType(list.filters.vArtikl, types, defaultType);
  const grpId = Number(list.filters.grpId) > 0 ? Number(list.filters.grpId) : undefined;
  const query = useArtMainList({ page: list.page, perPage: PER_PAGE, search: list.search, vArtikl, grpId }, vArtikl !== undefined);
  const groups = useMemo(() => artGrupaComboSource(vArtikl), [vArtikl]);
  /** undefined: closed; null: a new article; a row: that article. */
  const [editing, setEditing] = useState<ArtMain | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const columns: PagedTableColumn<ArtMain>[] = [
    { accessor: 'artNaziv', title: t('field.artNaziv') },
    { accessor: 'intSifra', title: t('field.intSifra'), width: 110 },
    { accessor: 'barkod', title: t('field.barkod'), width: 150 },
    { accessor: 'grpNaziv', title: t('column.grpNaziv') },
    { accessor: 'meraCode', title: t('column.mera'), width: 80 },
    { accessor: 'pdvStopa', title: t('column.pdvStopa'), width: 80, textAlign: 'right', render: (row) => formatVatRate(row.pdvStopa, locale) },
  ];
  const pagination = query.data?.pagination;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('articles.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ArticleTypeSelect
          types={types}
          value={vArtikl}
          w={{ base: '100%', sm: 200 }}
          // Groups belong to one type, so a new type starts with all groups.
          onChange={(value) => list.setFilters({ vArtikl: value, grpId: null })}
        />
        <PagedCombo
          label={t('filter.group')}
          placeholder={t('filter.all-groups')}
          clearable
          source={groups}
          value={grpId ?? null}
          onChange={(id) => list.setFilter('grpId', id === null ? null : String(id))}
          w={{ base: '100%', sm: 240 }}
          data-testid="articles-group-filter"
        />
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="articles-search" />
        <Group ml="auto" gap="xs">
          {isAdmin && (
            <Button variant="default" component={Link} to="/uvoz/artikli" data-testid="articles-import">
              {t('button', { ns: 'import' })}
            </Button>
          )}
          <Button onClick={() => setEditing(null)} disabled={!vArtikl} data-testid="articles-add">
            {t('article.add')}
          </Button>
        </Group>
      </Group>
      <PagedTable data-testid="articles-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('article.edit') : t('article.new')} size="lg">
        {editing !== undefined && vArtikl && (
          <ArticleForm key={editing?.id ?? 'new'} article={editing} defaultType={vArtikl} defaultGroupId={grpId} types={types} onDone={close} onCancel={close} />
        )}
      </FormModal>
    </Stack>
  );
}
