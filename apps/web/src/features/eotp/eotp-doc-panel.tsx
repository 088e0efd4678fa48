import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE, formatQuantity } from '../../shared/format';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { useEotpDocStatus, useEotpSend } from './api';
import { TableScroll } from '../../shared/ui/table-scroll';

const at = (iso: string | null) => (iso ? dayjs(iso).format(`${DISPLAY_DATE} HH:mm`) : '');

/**
 * The sales invoice page's eOtpremnica line: the dispatch note's status, why it was not sent,
 * sending it by hand (a locked invoice whose note eOtpremnica has not taken), and the buyer's
 * receipt advice with its quantities.
 */
export function EotpDocPanel({ vDoc, docId, locked = false }: { vDoc: string; docId: number; locked?: boolean }) {
  const { t } = useTranslation('common');
  const status = useEotpDocStatus(vDoc, docId);
  const send = useEotpSend(vDoc, docId);
  const { notifySuccess, notifyError } = useToasts('common');
  const confirmAction = useConfirmAction();
  if (status.isLoading) return null;
  const s = status.data;
  const receipt = s?.receipt;
  const canSend = locked && (!s || s.state === 'failed' || s.state === 'skipped' || (s.state === 'queued' && s.attempts > 0));
  // a sent dispatch note cannot be taken back: it is confirmed first (Enter sends, Escape does not)
  const sendNow = () =>
    confirmAction({
      title: t('eotp.confirm.title'),
      body: t('eotp.confirm.body'),
      confirmLabel: t('eotp.send'),
      onConfirm: () =>
        // 202: taken for sending; the badge follows the status to its end
        send.mutateAsync(undefined).then(
          (after) => {
            if (after.state === 'sent' || after.state === 'sending') notifySuccess(t(after.state === 'sent' ? 'eotp.sentNow' : 'eotp.sendingNow'));
          },
          (err: unknown) => notifyError(err),
        ),
    });
  return (
    <Stack gap={4} data-testid="eotp-doc-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('eotp.title')}
        </Text>
        {!s && <Text size="sm">{t('eotp.notQueued')}</Text>}
        {s && (
          <Badge variant="light" color={s.state === 'failed' ? 'red' : s.state === 'sent' ? 'green' : 'gray'} data-testid="eotp-doc-status">
            {s.status ? t(`eotp.status.${s.status}`, { defaultValue: s.status }) : t(`sef.state.${s.state}`)}
          </Badge>
        )}
        {s?.statusAt && <Text size="sm">{at(s.statusAt)}</Text>}
        {canSend && (
          <Button size="compact-sm" variant="light" loading={send.isPending} onClick={sendNow} data-testid="eotp-send">
            {s ? t('eotp.resend') : t('eotp.send')}
          </Button>
        )}
      </Group>
      {s?.errorKey && (
        <Alert color={s.state === 'skipped' ? 'gray' : 'red'} variant="light" data-testid="eotp-doc-error">
          {t(s.errorKey, { message: s.errorMessage ?? '' })}
          {s.errorCode ? ` (${s.errorCode})` : ''}
        </Alert>
      )}
      {receipt && (
        <Stack gap={2} data-testid="eotp-receipt">
          <Text size="sm">
            {t('eotp.receipt', { status: t(`eotp.status.${receipt.status}`, { defaultValue: receipt.status }) })} {at(receipt.at)}
          </Text>
          <TableScroll minWidth={480}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('eotp.line')}</Table.Th>
                  <Table.Th ta="right">{t('eotp.received')}</Table.Th>
                  <Table.Th ta="right">{t('eotp.rejected')}</Table.Th>
                  <Table.Th>{t('eotp.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {receipt.lines.map((line) => (
                  <Table.Tr key={line.lineId}>
                    <Table.Td>{line.lineId}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(line.received)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(line.rejected)}</Table.Td>
                    <Table.Td>{line.reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Stack>
      )}
    </Stack>
  );
}
