import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SefVatRecordAction, SefVatRecordRow } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/use-session';
import { useFormat } from '../../shared/format';
import { failureText } from '../../shared/ui/error-text';
import { useToasts } from '../../shared/ui/toasts';
import { useSendVatRecords, useVatRecords } from './vat-records-api';
import { TableScroll } from '../../shared/ui/table-scroll';

const actionColors: Record<SefVatRecordAction, string> = { send: 'blue', correct: 'orange', cancel: 'red', none: 'green' };
const statusKeys: Record<number, string> = { 0: 'draft', 10: 'recorded', 20: 'replaced', 30: 'cancelled' };

/**
 * The VAT records on SEF of the month the range starts in (docs/decisions.md#vat-records-on-sef):
 * the summary record and the individual records with the books' figures, what SEF holds, and a send
 * (an admin's: a filing in the company's name).
 */
export function VatRecordsPanel({ periodId, dateFrom, valid }: { periodId: number; dateFrom: string; valid: boolean }) {
  const { t } = useTranslation(['books', 'common']);
  const fmt = useFormat();
  const { isAdmin } = useSession();
  const { notifySuccess } = useToasts('books');
  const month = Number(dateFrom.slice(5, 7));
  const params = { periodId, month };
  const query = useVatRecords(params, valid && month >= 1 && month <= 12);
  const send = useSendVatRecords();
  const [failure, setFailure] = useState<string | null>(null);
  const records = query.data?.records ?? [];
  const pending = records.some((r) => r.action !== 'none');
  const name = (r: SefVatRecordRow) => (r.kind === 'group' ? t('sef-vat.group') : `${t(`sef-vat.type.${r.documentType ?? 0}`)} ${r.number}`);
  const onSend = () => {
    setFailure(null);
    send.mutate(params, { onSuccess: () => notifySuccess(t('sef-vat.sent')), onError: (err) => setFailure(failureText(t, err, t('sef-vat.title'))) });
  };
  return (
    <Paper withBorder p="md" data-testid="sef-vat-records">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('sef-vat.title', { month: String(month).padStart(2, '0'), year: query.data?.year ?? dateFrom.slice(0, 4) })}</Title>
          {isAdmin && (
            <Button onClick={onSend} loading={send.isPending} disabled={!pending || !valid} data-testid="sef-vat-send">
              {t('sef-vat.send')}
            </Button>
          )}
        </Group>
        {failure && (
          <Alert color="red" data-testid="sef-vat-error">
            {failure}
          </Alert>
        )}
        {records.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('sef-vat.empty')}
          </Text>
        ) : (
          <TableScroll minWidth={640}>
            <Table striped aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sef-vat.column.record')}</Table.Th>
                  <Table.Th>{t('sef-vat.column.partner')}</Table.Th>
                  <Table.Th ta="right">{t('sef-vat.column.base20')}</Table.Th>
                  <Table.Th ta="right">{t('sef-vat.column.vat20')}</Table.Th>
                  <Table.Th ta="right">{t('sef-vat.column.base10')}</Table.Th>
                  <Table.Th ta="right">{t('sef-vat.column.vat10')}</Table.Th>
                  <Table.Th>{t('sef-vat.column.sef')}</Table.Th>
                  <Table.Th>{t('sef-vat.column.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.map((r) => (
                  <Table.Tr key={`${r.kind}-${r.key}`} data-testid={`sef-vat-${r.key}`}>
                    <Table.Td>{name(r)}</Table.Td>
                    <Table.Td>{r.partner}</Table.Td>
                    <Table.Td ta="right">{fmt.money(r.current.base20)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(r.current.vat20)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(r.current.base10)}</Table.Td>
                    <Table.Td ta="right">{fmt.money(r.current.vat10)}</Table.Td>
                    <Table.Td>
                      {r.sent ? (
                        <Text size="xs">
                          {t(`sef-vat.status.${statusKeys[r.sent.sefStatus] ?? 'recorded'}`)} · {t('sef-vat.sef-id', { id: r.sent.sefId, version: r.sent.version })} · {fmt.dateTime(r.sent.sentAt)}
                          {r.action === 'correct' && ` · ${t('sef-vat.sent-figures', { vat20: fmt.money(r.sent.vat20), vat10: fmt.money(r.sent.vat10) })}`}
                        </Text>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('sef-vat.not-sent')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={actionColors[r.action]} variant="light">
                        {t(`sef-vat.action.${r.action}`)}
                      </Badge>
                    </Table.Td>
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
