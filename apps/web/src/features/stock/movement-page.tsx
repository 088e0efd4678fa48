import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAppConfigObject } from '../../shared/app-config/use-app-config';
import { useFormat } from '../../shared/format';
import { usePeriod } from '../../shared/period/use-period';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useListState } from '../../shared/ui/use-list-state';
import { PageFailed } from '../../shared/ui/page-state';
import { idParam } from '../../shared/documents/paths';
import { useMovement, type MovementRow } from './api';
import { ledgerDocPath } from './doc-link';

const PER_PAGE = 20;

/**
 * /stanje-zaliha/{magId}/{artId}: an article's movements in one warehouse, oldest first, with
 * the running quantity and values; each row names (and links to) its document.
 */
export function MovementPage() {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const navigate = useNavigate();
  const params = useParams();
  const magId = idParam(params.magId);
  const artId = idParam(params.artId);
  const { periodId } = usePeriod();
  const list = useListState();
  const query = useMovement(periodId, magId ?? 0, artId ?? 0, list.page, PER_PAGE);
  const defaultVPromet = useAppConfigObject().data?.defaults.vPromet ?? 'vp';

  if (magId === null || artId === null) return <Navigate to="/404" replace />;
  if (query.isError) return <PageFailed error={query.error} />;

  const docPath = (row: MovementRow) => ledgerDocPath(row, defaultVPromet);
  const money = (value: number) => fmt.money(value);
  const columns: PagedTableColumn<MovementRow>[] = [
    { accessor: 'datum', title: t('column.datum'), width: 100, render: (row) => fmt.date(row.datum) },
    {
      accessor: 'docOznaka',
      title: t('column.docOznaka'),
      noWrap: true,
      render: (row) => {
        const path = docPath(row);
        return (
          <Stack gap={0}>
            <Group gap={4} wrap="nowrap">
              {path ? (
                <Anchor component={Link} to={path} onClick={(event) => event.stopPropagation()} size="sm">
                  {row.docOznaka}
                </Anchor>
              ) : (
                <Text size="sm">{row.docOznaka}</Text>
              )}
              {row.reversal && (
                <Badge size="xs" color="red" variant="light" data-testid="movement-reversal">
                  {t('movement.reversal')}
                </Badge>
              )}
            </Group>
            {row.docOpis && (
              <Text size="xs" c="dimmed">
                {row.docOpis}
              </Text>
            )}
          </Stack>
        );
      },
    },
    { accessor: 'kind', title: t('column.kind'), render: (row) => t(`kind.${row.kind}`, { defaultValue: row.kind }) },
    { accessor: 'ulaz', title: t('column.ulaz'), textAlign: 'right', render: (row) => (row.ulaz ? fmt.quantity(row.ulaz) : '') },
    { accessor: 'izlaz', title: t('column.izlaz'), textAlign: 'right', render: (row) => (row.izlaz ? fmt.quantity(row.izlaz) : '') },
    { accessor: 'stanje', title: t('column.stanje'), textAlign: 'right', render: (row) => <b>{fmt.quantity(row.stanje)}</b> },
    { accessor: 'nabCena', title: t('column.nabCena'), textAlign: 'right', render: (row) => money(row.nabCena) },
    { accessor: 'nabVrednost', title: t('column.nabVrednost'), textAlign: 'right', render: (row) => money(row.nabVrednost) },
    { accessor: 'nabSaldo', title: t('column.nabSaldo'), textAlign: 'right', render: (row) => money(row.nabSaldo) },
    { accessor: 'prodVrednost', title: t('column.prodVrednost'), textAlign: 'right', render: (row) => money(row.prodVrednost) },
    { accessor: 'prodSaldo', title: t('column.prodSaldo'), textAlign: 'right', render: (row) => money(row.prodSaldo) },
  ];
  const header = query.data?.header;
  const pagination = query.data?.pagination;
  const figure = (label: string, value: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/stanje-zaliha" size="sm">
        ← {t('title')}
      </Anchor>
      <Title order={1} size="h2">{header ? `${header.intSifra} – ${header.artNaziv}` : t('movement.title')}</Title>
      <Paper withBorder p="sm" data-testid="movement-header">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {figure(t('column.magNaziv'), header?.magNaziv ?? '')}
          {figure(t('column.mera'), header?.mera ?? '')}
          {figure(t('column.stanje'), header ? fmt.quantity(header.stanje) : '', 'movement-stanje')}
          {figure(t('column.nabVrednost'), header ? money(header.nabVrednost) : '')}
          {figure(t('column.prodVrednost'), header ? money(header.prodVrednost) : '')}
        </SimpleGrid>
      </Paper>
      <PagedTable
        data-testid="movement-table"
        records={query.data?.data}
        columns={columns}
        fetching={query.isFetching}
        isStruck={(row) => row.kind === 'storno'}
        onRowClick={(row) => {
          const path = docPath(row);
          if (path) navigate(path);
        }}
      />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />
      )}
    </Stack>
  );
}
