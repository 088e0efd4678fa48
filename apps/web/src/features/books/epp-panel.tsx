import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SefEppAction, SefEppFigure } from '@knjige/contract';
import { eppVatPeriodOfRange } from '@knjige/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { useFormat } from '../../shared/format';
import { failureText } from '../../shared/ui/error-text';
import { useToasts } from '../../shared/ui/toasts';
import { useEpp, useEppActions } from './vat-records-api';
import { TableScroll } from '../../shared/ui/table-scroll';

const actionColors: Record<SefEppAction, string> = { send: 'blue', correct: 'orange', none: 'green' };
/** The EPP's `Status`: Draft 10, Recorded 20, Corrected 30. */
const statusKeys: Record<number, string> = { 10: 'draft', 20: 'recorded', 30: 'corrected' };
const RECORDED = 20;

/**
 * The input-VAT record (EPP) of the report's VAT period (a whole quarter, else the month the range
 * starts in; docs/decisions.md#vat-records-on-sef): the books' figures per block, line and rate,
 * what SEF holds, a send and a correction (an admin's: a filing in the company's name).
 */
export function EppPanel({ periodId, dateFrom, dateTo, valid }: { periodId: number; dateFrom: string; dateTo: string; valid: boolean }) {
  const { t } = useTranslation(['books', 'common']);
  const fmt = useFormat();
  const { isAdmin } = useSession();
  const { notifySuccess } = useToasts('books');
  const vatPeriod = valid ? eppVatPeriodOfRange(dateFrom, dateTo) : 0;
  const params = { periodId, vatPeriod };
  const query = useEpp(params, valid && vatPeriod >= 1 && vatPeriod <= 16);
  const { send, correct, refresh } = useEppActions();
  const [failure, setFailure] = useState<string | null>(null);
  const epp = query.data;
  const sent = epp?.sent ?? null;
  const busy = send.isPending || correct.isPending || refresh.isPending;
  const onError = (err: unknown) => setFailure(failureText(t, err, t('sef-epp.title')));
  const run = (action: 'send' | 'correct' | 'refresh') => {
    setFailure(null);
    const onSuccess = () => notifySuccess(t(`sef-epp.done.${action}`));
    if (action === 'send') send.mutate(params, { onSuccess, onError });
    else if (sent && action === 'correct') correct.mutate(sent.id, { onSuccess, onError });
    else if (sent) refresh.mutate(sent.id, { onSuccess, onError });
  };
  const period = vatPeriod > 12 ? t('sef-epp.quarter', { quarter: vatPeriod - 12 }) : String(vatPeriod).padStart(2, '0');
  const place = (f: SefEppFigure) => [t(`sef-epp.block.${f.block}`), f.line ? t(`sef-epp.line.${f.line}`) : null].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md" data-testid="sef-epp">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('sef-epp.title', { period, year: epp?.year ?? dateFrom.slice(0, 4) })}</Title>
          <Group gap="xs">
            {sent && (
              <Button variant="default" onClick={() => run('refresh')} loading={refresh.isPending} disabled={busy} data-testid="sef-epp-refresh">
                {t('sef-epp.refresh')}
              </Button>
            )}
            {isAdmin &&
              (sent ? (
                <Button color="orange" onClick={() => run('correct')} loading={correct.isPending} disabled={busy || epp?.action !== 'correct' || sent.sefStatus !== RECORDED} data-testid="sef-epp-correct">
                  {t('sef-epp.correct')}
                </Button>
              ) : (
                <Button onClick={() => run('send')} loading={send.isPending} disabled={busy || !valid || !epp} data-testid="sef-epp-send">
                  {t('sef-epp.send')}
                </Button>
              ))}
          </Group>
        </Group>
        {failure && (
          <Alert color="red" data-testid="sef-epp-error">
            {failure}
          </Alert>
        )}
        {epp && (
          <Group gap="xs" data-testid="sef-epp-state">
            <Badge color={actionColors[epp.action]} variant="light">
              {t(`sef-epp.action.${epp.action}`)}
            </Badge>
            <Text size="xs">
              {sent
                ? `${t(`sef-epp.status.${statusKeys[sent.sefStatus] ?? 'recorded'}`)} · ${t('sef-epp.sef-id', { id: sent.sefId, number: sent.number })}${sent.parentSefId ? ` · ${t('sef-epp.parent', { id: sent.parentSefId })}` : ''} · ${fmt.dateTime(sent.sentAt)}`
                : t('sef-epp.not-sent')}
            </Text>
          </Group>
        )}
        {!epp || epp.figures.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('sef-epp.empty')}
          </Text>
        ) : (
          <TableScroll minWidth={560}>
            <Table striped aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sef-epp.column.block')}</Table.Th>
                  <Table.Th>{t('sef-epp.column.rate')}</Table.Th>
                  <Table.Th>{t('sef-epp.column.document')}</Table.Th>
                  <Table.Th ta="right">{t('sef-epp.column.base')}</Table.Th>
                  <Table.Th ta="right">{t('sef-epp.column.vat')}</Table.Th>
                  <Table.Th ta="right">{t('sef-epp.column.deduction')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {epp.figures.map((f) => (
                  <Table.Tr key={`${f.block}-${f.line}-${f.rate}-${f.column}`} data-testid={`sef-epp-${f.block}-${f.line ?? 'all'}-${f.rate ?? 'all'}-${f.column}`}>
                    <Table.Td>{place(f)}</Table.Td>
                    <Table.Td>{f.rate === null ? '' : `${f.rate} %`}</Table.Td>
                    <Table.Td>{t(`sef-epp.column-name.${f.column}`)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(f.base)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(f.vat)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(f.deduction)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
