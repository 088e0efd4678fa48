import { Alert, Anchor, Badge, Group, Loader, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { agencyColumns, type AgencyColumn, type AgencyLinkGroup, type AgencyRow } from '@knjige/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../shared/auth/session-store';
import { useFormat } from '../../shared/format';
import { isOneOf } from '../../shared/one-of';
import { useToasts } from '../../shared/ui/toasts';
import { switchCompany } from '../account';
import { useAgencyOverview } from './api';

const SORTABLE = agencyColumns;

/** Opens a page of a company: switches to it first when it is not the company signed in to. */
function useOpenIn() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { notifyError } = useToasts('agency');
  const { t } = useTranslation('agency');
  const open = useMutation({
    mutationFn: async ({ row, path }: { row: AgencyRow; path: string }) => {
      if (!row.isCurrent) {
        const refreshToken = sessionStore.get()?.refreshToken;
        if (!refreshToken) throw new Error('error.session.expired');
        const tokens = await switchCompany(row.companyId, refreshToken);
        if (!sessionStore.set(tokens)) throw new Error('error.session.invalid');
        client.clear();
      }
      return path;
    },
    onSuccess: (path) => void navigate(path),
    onError: (err) => notifyError(err, t('title')),
  });
  return (row: AgencyRow, group: AgencyLinkGroup, children: ReactNode, testId?: string) => (
    <Anchor component="button" type="button" size="sm" onClick={() => open.mutate({ row, path: row.links[group] })} disabled={open.isPending} data-testid={testId}>
      {children}
    </Anchor>
  );
}

function daysColor(days: number): string {
  if (days < 0) return 'red';
  if (days <= 3) return 'red';
  if (days <= 7) return 'orange';
  return 'gray';
}

/**
 * /agencija: the agency's desk, one row per company the user is a member of (`GET
 * /v1/agency/overview`), sorted by urgency unless another column is chosen; each figure opens
 * the company on the page it comes from. Sort, direction and the name filter live in the URL.
 */
export function AgencyPage() {
  const { t } = useTranslation('agency');
  const { t: td } = useTranslation('deadlines');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') ?? 'urgency';
  const sort: AgencyColumn = isOneOf(SORTABLE, sortParam) ? sortParam : 'urgency';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const q = params.get('q') ?? '';
  const filters = q.trim() ? [`naziv:has:${q.trim()}`] : [];
  const overview = useAgencyOverview(sort, dir, filters);
  const link = useOpenIn();
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const rows = overview.data?.data ?? [];
  const days = (n: number) => t('days', { count: n });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <Group gap="md" align="flex-end">
        <Select
          label={t('sortBy')}
          data={SORTABLE.map((c) => ({ value: c, label: t(`column.${c}`) }))}
          value={sort}
          onChange={(v) => set('sort', v === 'urgency' ? null : v)}
          allowDeselect={false}
          data-testid="agency-sort"
          w={260}
        />
        <SegmentedControl
          value={dir}
          onChange={(v) => set('dir', v === 'asc' ? null : v)}
          data={[
            { value: 'asc', label: t('asc') },
            { value: 'desc', label: t('desc') },
          ]}
          aria-label={t('direction')}
        />
        <TextInput label={t('filterName')} value={q} onChange={(e) => set('q', e.currentTarget.value)} w={240} data-testid="agency-filter" />
      </Group>
      {overview.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : overview.isError ? (
        <Alert color="red" role="alert">
          {t('loadError')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert color="gray" data-testid="agency-empty">
          {q ? t('noMatch') : t('empty')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={1200}>
          <Table striped withTableBorder verticalSpacing="xs" data-testid="agency-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.naziv')}</Table.Th>
                <Table.Th>{t('group.vat')}</Table.Th>
                <Table.Th>{t('group.sef')}</Table.Th>
                <Table.Th>{t('group.records')}</Table.Th>
                <Table.Th>{t('group.bank')}</Table.Th>
                <Table.Th>{t('group.work')}</Table.Th>
                <Table.Th>{t('column.nextDeadline')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.companyId} data-testid={`agency-row-${r.companyId}`}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {r.naziv}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.pib}
                      {r.isCurrent ? ` · ${t('current')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {link(
                        r,
                        'vat',
                        <>
                          {t(`vatState.${r.vatState}`)} {r.vatMonth}
                        </>,
                        `agency-vat-${r.companyId}`,
                      )}
                      <Text size="sm">{r.vatAmount >= 0 ? t('payable', { amount: fmt.money(r.vatAmount) }) : t('credit', { amount: fmt.money(-r.vatAmount) })}</Text>
                      {r.vatState === 'filed' ? (
                        <Text size="xs">{t('filedOn', { date: fmt.date(r.vatFiledOn) })}</Text>
                      ) : (
                        <Badge size="sm" color={daysColor(r.vatDaysLeft)}>
                          {t('to15', { days: days(r.vatDaysLeft) })}
                        </Badge>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {link(r, 'sefKey', <Badge size="sm" color={r.sefKey === 'refused' ? 'red' : r.sefKey === 'valid' ? 'green' : 'gray'}>{t(`sefKey.${r.sefKey}`)}</Badge>)}
                      <Text size="xs">{t('lastSync', { when: r.sefLastSync ? fmt.dateTime(r.sefLastSync) : '—' })}</Text>
                      {r.sync && (
                        <Text size="xs" data-testid={`agency-sync-${r.companyId}`}>
                          {t(`sync.${r.sync.state}`, { when: fmt.dateTime(r.sync.finishedAt ?? r.sync.startedAt) })}
                        </Text>
                      )}
                      {link(r, 'sefSends', t('sends', { failed: r.sefFailed, waiting: r.sefWaiting }), `agency-sends-${r.companyId}`)}
                      {link(
                        r,
                        'purchases',
                        r.purchaseWaiting > 0 ? t('toAccept', { count: r.purchaseWaiting, days: days(r.purchaseDaysLeft) }) : t('toAcceptNone'),
                        `agency-purchases-${r.companyId}`,
                      )}
                      {link(r, 'inbox', t('inbox', { count: r.inboxNotBooked }))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {link(r, 'records', r.summarySent ? t('summarySent') : t('summaryMissing'))}
                      <Text size="xs">{t('recordsMissing', { count: r.recordsMissing })}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {link(r, 'bank', r.statementDate ? t('statement', { number: r.statementNumber, date: fmt.date(r.statementDate) }) : t('noStatement'), `agency-bank-${r.companyId}`)}
                      {r.daysWithoutStatement !== null && <Text size="xs">{t('withoutStatement', { days: days(r.daysWithoutStatement) })}</Text>}
                      {link(r, 'balance', fmt.money(r.accountBalance))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {link(r, 'drafts', t('draftsOld', { count: r.draftsOld }))}
                      {link(r, 'month', t('monthNotLocked', { count: r.monthNotLocked }))}
                      {link(r, 'pastDue', t('pastDue', { count: r.pastDue, amount: fmt.money(r.pastDueAmount) }))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {r.nextDeadline ? (
                      <Stack gap={2}>
                        {link(r, 'deadline', r.nextDeadline.name ?? td(r.nextDeadline.labelKey))}
                        <Badge size="sm" color={daysColor(r.nextDeadline.daysLeft)}>
                          {fmt.date(r.nextDeadline.date)} · {days(r.nextDeadline.daysLeft)}
                        </Badge>
                      </Stack>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
