import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ExportColumn, GlAccountRow } from '@knjige/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigHeader } from '../../shared/ui/config-header';
import { useDialog } from '../../shared/ui/use-dialog';
import { ExportButton } from '../../shared/ui/export-button';
import { FormModal } from '../../shared/ui/form-modal';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { SearchBox } from '../../shared/ui/search-box';
import { useListState } from '../../shared/ui/use-list-state';
import { useSession } from '../../shared/auth/use-session';
import { useChart } from './api';
import { AccountForm } from './account-form';

/** The account's name in the user's language. */
export function accountName(row: Pick<GlAccountRow, 'naziv' | 'nazivCyr' | 'nazivEn'>, language: string): string {
  if (language.startsWith('en')) return row.nazivEn;
  return language === 'sr-Cyrl' ? row.nazivCyr : row.naziv;
}

/**
 * /config/kontni-plan: the chart of accounts as a tree (code order, indented by level), searched by
 * code or name; admins add the company's analytic accounts and edit or delete them.
 */
export function ChartPage() {
  const { t, i18n } = useTranslation('ledger');
  const list = useListState();
  const query = useChart(list.search);
  const dialog = useDialog<GlAccountRow | null>();
  const { isAdmin } = useSession();

  const columns: PagedTableColumn<GlAccountRow>[] = [
    {
      accessor: 'konto',
      title: t('chart.field.konto'),
      width: 160,
      render: (row) => (
        <Text size="sm" fw={row.level <= 3 ? 700 : 400} pl={(Math.min(row.level, 6) - 1) * 12}>
          {row.konto}
        </Text>
      ),
    },
    { accessor: 'naziv', title: t('chart.field.naziv'), render: (row) => accountName(row, i18n.language) },
    { accessor: 'kind', title: t('chart.field.kind'), width: 170, render: (row) => t(`kind.${row.kind}`) },
    {
      accessor: 'flags',
      title: t('chart.field.flags'),
      width: 220,
      render: (row) => (
        <Group gap={4}>
          {row.needsClient && <Badge variant="light">{t('chart.needsClient')}</Badge>}
          {row.own && <Badge variant="light" color="green">{t('chart.own')}</Badge>}
          {!row.postable && row.level >= 3 && <Badge variant="light" color="gray">{t('chart.notPostable')}</Badge>}
        </Group>
      ),
    },
  ];
  const exportColumns: ExportColumn[] = [
    { key: 'konto', label: t('chart.field.konto'), type: 'text' },
    { key: i18n.language.startsWith('en') ? 'nazivEn' : i18n.language === 'sr-Cyrl' ? 'nazivCyr' : 'naziv', label: t('chart.field.naziv'), type: 'text' },
    { key: 'kind', label: t('chart.field.kind'), type: 'text' },
  ];

  return (
    <Stack gap="md">
      <ConfigHeader title={t('chart.title')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} w={{ base: '100%', sm: 260 }} data-testid="chart-search" />
        <Group ml="auto" gap="sm">
          <ExportButton path="/v1/kontni-plan" filters={{ search: list.search }} columns={exportColumns} fileName={t('chart.title')} />
          {isAdmin && (
            <Button onClick={() => dialog.open(null)} data-testid="chart-add">
              {t('chart.add')}
            </Button>
          )}
        </Group>
      </Group>
      <PagedTable
        data-testid="chart-table"
        records={query.data}
        idAccessor="konto"
        columns={columns}
        fetching={query.isFetching}
        onRowClick={(row) => isAdmin && row.own && dialog.open(row)}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.value ? t('chart.edit') : t('chart.new')}>
        {dialog.value !== undefined && (
          <Fragment key={dialog.key}>
            <AccountForm account={dialog.value} onDone={dialog.close} onCancel={dialog.close} />
          </Fragment>
        )}
      </FormModal>
    </Stack>
  );
}
