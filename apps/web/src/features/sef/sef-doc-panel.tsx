import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE } from '../../shared/format';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { useSefDocStatus, useSefSend } from './api';
import { SefStatusBadge } from './sef-status-badge';

/** The invoice page's SEF line: its status, time and SEF's comment (a rejection's reason), why it was not sent, and sending by hand. */
export function SefDocPanel({ vDoc, docId, locked }: { vDoc: string; docId: number; locked: boolean }) {
  const { t } = useTranslation('common');
  const status = useSefDocStatus(vDoc, docId, locked);
  const send = useSefSend(vDoc, docId);
  const { notifyError } = useToasts('common');
  const confirmAction = useConfirmAction();
  // a sent invoice cannot be taken back: it is confirmed first (Enter sends, Escape does not)
  const sendNow = () =>
    confirmAction({
      title: t('sef.confirm.title'),
      body: t('sef.confirm.body'),
      confirmLabel: t('sef.send'),
      onConfirm: () => send.mutateAsync(undefined).catch((err: unknown) => notifyError(err)),
    });
  if (!locked || status.isLoading) return null;
  const s = status.data;
  const canSend = !s || s.state === 'failed' || s.state === 'skipped' || (s.state === 'queued' && s.attempts > 0);
  return (
    <Stack gap={4} data-testid="sef-doc-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          SEF
        </Text>
        {s ? <SefStatusBadge state={s.state} sefStatus={s.sefStatus} errorKey={null} /> : <Text size="sm">{t('sef.notQueued')}</Text>}
        {s?.sefStatusAt && <Text size="sm">{dayjs(s.sefStatusAt).format(`${DISPLAY_DATE} HH:mm`)}</Text>}
        {canSend && (
          <Button size="compact-sm" variant="light" loading={send.isPending} onClick={sendNow} data-testid="sef-send">
            {s ? t('sef.resend') : t('sef.send')}
          </Button>
        )}
      </Group>
      {s?.sefComment && <Text size="sm">{t('sef.comment', { comment: s.sefComment })}</Text>}
      {s?.errorKey && (
        <Alert color={s.state === 'skipped' ? 'gray' : 'red'} variant="light" data-testid="sef-doc-error">
          {t(s.errorKey, { message: s.errorMessage ?? '' })}
          {s.errorCode ? ` (${s.errorCode})` : ''}
        </Alert>
      )}
    </Stack>
  );
}
