import { Badge, Button } from '@mantine/core';
import type { Period } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { useListState } from '../../shared/ui/use-list-state';
import { CarryForwardAction } from './carry-forward';
import { CrudListPage } from './crud-list-page';
import { PeriodForm } from './period-form';
import { periods } from './resources';

const PER_PAGE = 20;

/** /config/period: accounting periods; a closed period takes no more documents. */
export function PeriodsPage() {
  const { t } = useTranslation('config');
  const { date } = useFormat();
  const list = useListState();
  const query = periods.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  const save = periods.useSave();
  const { notifySuccess, notifyError } = useToasts('config');
  const confirmAction = useConfirmAction();

  const toggle = (row: Period) => {
    const closing = row.status === 'open';
    const action = closing ? 'close' : 'reopen';
    confirmAction({
      title: t(`periods.${action}.title`),
      body: t(`periods.${action}.body`, { title: row.title }),
      confirmLabel: t(`periods.${action}.confirm`),
      danger: closing,
      onConfirm: async () => {
        try {
          const { id: _id, ...body } = row;
          await save.mutateAsync({ id: row.id, body: { ...body, status: closing ? 'closed' : 'open' } });
          notifySuccess(t(`periods.${action}.done`, { title: row.title }));
        } catch (err) {
          notifyError(err, t('periods.resource'));
        }
      },
    });
  };

  return (
    <CrudListPage<Period>
      id="periods"
      title={t('periods.title')}
      addLabel={t('periods.add')}
      newTitle={t('periods.new')}
      editTitle={t('periods.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.title}
      columns={[
        { accessor: 'title', title: t('periods.field.title') },
        { accessor: 'startDate', title: t('periods.field.startDate'), width: 130, render: (row) => date(row.startDate) },
        { accessor: 'endDate', title: t('periods.field.endDate'), width: 130, render: (row) => date(row.endDate) },
        {
          accessor: 'status',
          title: t('periods.field.status'),
          width: 120,
          render: (row) => (
            <Badge color={row.status === 'open' ? 'teal' : 'gray'} variant="light">
              {t(`periods.status.${row.status}`)}
            </Badge>
          ),
        },
      ]}
      actionsWidth={380}
      rowActions={(row) => (
        <>
          {row.status === 'open' && <CarryForwardAction period={row} />}
          <Button
            size="compact-sm"
            variant="subtle"
            color={row.status === 'open' ? 'red' : 'teal'}
            onClick={() => toggle(row)}
            data-testid={`periods-${row.status === 'open' ? 'close' : 'reopen'}-${row.id}`}
          >
            {t(row.status === 'open' ? 'periods.close.button' : 'periods.reopen.button')}
          </Button>
        </>
      )}
      renderForm={(row, close) => <PeriodForm key={row?.id ?? 'new'} period={row} onDone={close} onCancel={close} />}
    />
  );
}
