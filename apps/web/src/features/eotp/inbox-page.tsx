import { Alert, Badge, Button, Drawer, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { EotpInboxDetail, EotpInboxRow } from '@knjige/contract';
import { belgradeDate } from '@knjige/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useFormat } from '../../shared/format';
import { errorText } from '../../shared/i18n/error-text';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { QuantityInput } from '../../shared/ui/scaled-input';
import { TableScroll } from '../../shared/ui/table-scroll';
import { useToasts } from '../../shared/ui/toasts';
import { useListState } from '../../shared/ui/use-list-state';
import { useGiveReceipt, useInbox, useInboxNote, usePullInbox, type ReceiptLineInput } from './inbox-api';

const PER_PAGE = 20;
const filterDefaults = { pending: '' };

/** Our advice's state as a badge: to confirm, queued, sent, refused. */
function ReceiptBadge({ row }: { row: Pick<EotpInboxRow, 'receiptState'> }) {
  const { t } = useTranslation('common');
  const state = row.receiptState ?? 'none';
  const color = { none: 'orange', queued: 'gray', sent: 'green', failed: 'red' }[state];
  return (
    <Badge variant="light" color={color} data-testid="eotp-receipt-state">
      {t(`eotpInbox.receipt.${state}`)}
    </Badge>
  );
}

/**
 * /eotp/primljene-otpremnice: the dispatch notes our suppliers sent us on eOtpremnica, beside the
 * SEF purchase invoices: the day to confirm each by, our receipt advice with the quantities
 * received and refused per line, and its state on eOtpremnica.
 */
export function EotpInboxPage() {
  const { t } = useTranslation('common');
  const fmt = useFormat();
  const { notifySuccess, notifyError } = useToasts('common');
  const list = useListState(filterDefaults);
  const [open, setOpen] = useState<number | null>(null);
  const pending = list.filters.pending === 'true' || list.filters.pending === 'false' ? list.filters.pending : undefined;
  const query = useInbox({ page: list.page, perPage: PER_PAGE, ...(pending ? { pending } : {}) });
  const pull = usePullInbox();
  const columns: PagedTableColumn<EotpInboxRow>[] = [
    { accessor: 'receivedAt', title: t('eotpInbox.column.receivedAt'), width: 110, render: (r) => fmt.date(belgradeDate(new Date(r.receivedAt))) },
    {
      accessor: 'supplierName',
      title: t('eotpInbox.column.supplier'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.supplierName || '—'}</Text>
          <Text size="xs" c="dimmed">
            {r.supplierPib}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'number', title: t('eotpInbox.column.number') },
    { accessor: 'issueDate', title: t('eotpInbox.column.issueDate'), width: 110, render: (r) => fmt.date(r.issueDate) },
    { accessor: 'status', title: t('eotpInbox.column.status'), render: (r) => t(`eotp.status.${r.status}`, { defaultValue: r.status }) },
    { accessor: 'confirmBy', title: t('eotpInbox.column.confirmBy'), width: 120, render: (r) => (r.receiptState ? '' : fmt.date(r.confirmBy)) },
    { accessor: 'receiptState', title: t('eotpInbox.column.receipt'), render: (r) => <ReceiptBadge row={r} /> },
  ];
  const pagination = query.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('eotpInbox.title')}
        </Title>
        <Button
          loading={pull.isPending}
          onClick={() => pull.mutate(undefined, { onSuccess: (r) => notifySuccess(t('eotpInbox.pulled', { count: r.taken })), onError: (err) => notifyError(err) })}
          data-testid="eotp-inbox-pull"
        >
          {t('eotpInbox.pull')}
        </Button>
      </Group>
      <Select
        label={t('eotpInbox.filter.label')}
        value={list.filters.pending}
        onChange={(v) => list.setFilter('pending', v ?? '')}
        data={[
          { value: '', label: t('eotpInbox.filter.all') },
          { value: 'true', label: t('eotpInbox.filter.pending') },
          { value: 'false', label: t('eotpInbox.filter.answered') },
        ]}
        w={{ base: '100%', sm: 220 }}
        data-testid="eotp-inbox-filter"
      />
      <PagedTable data-testid="eotp-inbox-table" idAccessor="id" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={(row) => setOpen(row.id)} />
      {pagination && <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={list.setPage} />}
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="xl" title={t('eotpInbox.note')}>
        {open !== null && <NoteDetail key={open} id={open} />}
      </Drawer>
    </Stack>
  );
}

/** A received note: its lines, and the receipt form until our advice is given (received and refused per line, the reason). */
function NoteDetail({ id }: { id: number }) {
  const fmt = useFormat();
  const note = useInboxNote(id);
  if (!note.data) return null;
  return (
    <Stack gap="sm" data-testid="eotp-inbox-note">
      <Group gap="xs">
        <Text fw={600}>{note.data.number}</Text>
        <Text>{note.data.supplierName}</Text>
        <Text c="dimmed">{fmt.date(note.data.issueDate)}</Text>
        <ReceiptBadge row={note.data} />
      </Group>
      {note.data.receiptError && <Alert color="red">{note.data.receiptError}</Alert>}
      {note.data.receiptState ? <AnsweredLines note={note.data} /> : <ReceiptForm note={note.data} />}
    </Stack>
  );
}

function AnsweredLines({ note }: { note: EotpInboxDetail }) {
  const { t } = useTranslation('common');
  const { quantity } = useFormat();
  return (
    <TableScroll minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('eotpInbox.line.name')}</Table.Th>
            <Table.Th ta="right">{t('eotpInbox.line.dispatched')}</Table.Th>
            <Table.Th ta="right">{t('eotpInbox.line.received')}</Table.Th>
            <Table.Th ta="right">{t('eotpInbox.line.rejected')}</Table.Th>
            <Table.Th>{t('eotpInbox.line.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {note.lines.map((l) => (
            <Table.Tr key={l.lineId}>
              <Table.Td>{l.name}</Table.Td>
              <Table.Td ta="right">{quantity(l.quantity)}</Table.Td>
              <Table.Td ta="right">{quantity(l.received ?? 0)}</Table.Td>
              <Table.Td ta="right">{quantity(l.rejected ?? 0)}</Table.Td>
              <Table.Td>{l.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The receipt form: each line received in full unless changed; what is refused needs no more than the quantity. */
function ReceiptForm({ note }: { note: EotpInboxDetail }) {
  const { t } = useTranslation('common');
  const { quantity } = useFormat();
  const { notifySuccess } = useToasts('common');
  const give = useGiveReceipt(note.id);
  const [lines, setLines] = useState<ReceiptLineInput[]>(() => note.lines.map((l) => ({ lineId: l.lineId, received: l.quantity, rejected: 0, reason: '' })));
  const errors = give.error instanceof ApiError ? (give.error.errors ?? {}) : {};
  const set = (i: number, patch: Partial<ReceiptLineInput>) => {
    // a changed quantity is no longer what the server refused
    if (give.error) give.reset();
    setLines((prev) => prev.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  const submit = () => give.mutate(lines.map((l) => ({ ...l, reason: l.reason?.trim() || undefined })), { onSuccess: () => notifySuccess(t('eotpInbox.queued')) });
  return (
    <Stack gap="sm">
      <TableScroll minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('eotpInbox.line.name')}</Table.Th>
              <Table.Th ta="right">{t('eotpInbox.line.dispatched')}</Table.Th>
              <Table.Th>{t('eotpInbox.line.received')}</Table.Th>
              <Table.Th>{t('eotpInbox.line.rejected')}</Table.Th>
              <Table.Th>{t('eotpInbox.line.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {note.lines.map((l, i) => (
              <Table.Tr key={l.lineId}>
                <Table.Td>
                  <Text size="sm">{l.name}</Text>
                  <Text size="xs" c="dimmed">
                    {l.gtin ?? ''} {l.unitCode}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{quantity(l.quantity)}</Table.Td>
                <Table.Td>
                  <QuantityInput
                    aria-label={t('eotpInbox.line.received')}
                    value={lines[i]?.received ?? 0}
                    onChange={(v) => set(i, { received: v ?? 0 })}
                    error={errors[`lines.${i}.received`] ? t(errors[`lines.${i}.received`]!) : undefined}
                    data-testid={`eotp-received-${i}`}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <QuantityInput aria-label={t('eotpInbox.line.rejected')} value={lines[i]?.rejected ?? 0} onChange={(v) => set(i, { rejected: v ?? 0 })} data-testid={`eotp-rejected-${i}`} w={120} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={t('eotpInbox.line.reason')} value={lines[i]?.reason ?? ''} maxLength={200} onChange={(e) => set(i, { reason: e.currentTarget.value })} data-testid={`eotp-reason-${i}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {give.error && !Object.keys(errors).length && <Alert color="red">{errorText(t, give.error)}</Alert>}
      <Group justify="flex-end">
        <Button onClick={submit} loading={give.isPending} data-testid="eotp-receipt-send">
          {t('eotpInbox.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
