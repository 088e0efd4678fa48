import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { OwnDeadline } from '@knjige/contract';
import { vatFilingPeriods, type VatFilingPeriod } from '@knjige/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { useFormat } from '../../shared/format';
import { useConfirmedDelete } from '../../shared/ui/confirmed-delete';
import { FormModal } from '../../shared/ui/form-modal';
import { ActionsTitle, PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { useToasts } from '../../shared/ui/toasts';
import { DeleteIcon } from '../costs';
import { useDeleteOwnDeadline, useOwnDeadlines, useSaveVatFiling, useVatFiling } from './api';
import { OwnDeadlineForm } from './own-deadline-form';

/**
 * The signed-in company's own deadlines (every member adds, changes and deletes them) and how it
 * files VAT (an admin chooses: the monthly or the quarterly return's deadlines follow).
 */
export function OwnDeadlines() {
  const { t } = useTranslation('deadlines');
  const fmt = useFormat();
  const { isAdmin } = useSession();
  const own = useOwnDeadlines();
  const filing = useVatFiling();
  const saveFiling = useSaveVatFiling();
  const remove = useDeleteOwnDeadline();
  const confirmDelete = useConfirmedDelete('deadlines');
  const { notifySuccess, notifyError } = useToasts('deadlines');
  /** undefined: closed; null: a new deadline; a row: that one. */
  const [editing, setEditing] = useState<OwnDeadline | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const day = (d: number | null) => (d === null ? t('own.lastDay') : t('own.dayN', { n: d }));
  const month = (m: number | null) => (m === null ? '' : new Intl.DateTimeFormat(fmt.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, m - 1, 1))));
  const ruleText = (r: OwnDeadline) =>
    r.ruleKind === 'date'
      ? t('own.rule.date', { date: fmt.date(r.ruleDate) })
      : t(`own.rule.${r.ruleKind}`, { day: day(r.ruleDay), month: month(r.ruleMonth), count: r.ruleOffset });

  const columns: PagedTableColumn<OwnDeadline>[] = [
    { accessor: 'naziv', title: t('own.field.naziv') },
    { accessor: 'ruleKind', title: t('own.column.rule'), render: (r) => `${ruleText(r)}${r.shift ? '' : ` · ${t('own.noShift')}`}` },
    { accessor: 'next', title: t('own.column.next'), width: 130, render: (r) => (r.next ? fmt.date(r.next) : '—') },
    {
      accessor: 'actions',
      title: <ActionsTitle />,
      width: 60,
      textAlign: 'center',
      render: (row) => (
        <DeleteIcon
          label={t('own.delete.label', { name: row.naziv })}
          onClick={() =>
            confirmDelete({
              title: t('own.delete.title'),
              body: t('own.delete.body', { name: row.naziv }),
              mutate: () => remove.mutateAsync(row.id),
              deletedText: t('own.deleted'),
              resource: t('own.resource'),
            })
          }
          data-testid="own-deadline-delete"
        />
      ),
    },
  ];

  const chooseFiling = (period: VatFilingPeriod) =>
    saveFiling.mutate(period, {
      onSuccess: () => notifySuccess(t('filing.saved')),
      onError: (err) => notifyError(err, t('filing.label')),
    });

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4">
            {t('own.title')}
          </Title>
          <Button onClick={() => setEditing(null)} data-testid="own-deadline-add">
            {t('own.add')}
          </Button>
        </Group>
        <Group gap="sm">
          <Text size="sm" id="vat-filing-label">
            {t('filing.label')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="vat-filing-label"
            data={vatFilingPeriods.map((p) => ({ value: p, label: t(`filing.${p}`) }))}
            value={filing.data ?? 'month'}
            onChange={chooseFiling}
            disabled={!isAdmin || filing.isPending || saveFiling.isPending}
            data-testid="vat-filing"
          />
        </Group>
        <PagedTable data-testid="own-deadlines-table" records={own.data} columns={columns} fetching={own.isFetching} onRowClick={setEditing} minHeight={80} />
      </Stack>
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('own.edit') : t('own.new')}>
        {editing !== undefined && <OwnDeadlineForm key={editing?.id ?? 'new'} deadline={editing} onDone={close} onCancel={close} />}
      </FormModal>
    </Paper>
  );
}
