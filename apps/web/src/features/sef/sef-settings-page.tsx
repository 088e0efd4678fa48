import { Alert, Button, Card, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { sefSettingsInput, type SefSyncResult } from '@knjige/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE } from '../../shared/format';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveSefKey, useSefSettings, useSefSync } from './api';
import { EotpSettingsCard } from './eotp-settings-card';

const time = (iso: string | null) => (iso ? dayjs(iso).format(`${DISPLAY_DATE} HH:mm`) : '—');

/** /app-settings/sef: the company's SEF API key (never shown back), whether it works, and a synchronisation now. */
export function SefSettingsPage() {
  const { t } = useTranslation('common');
  const settings = useSefSettings();
  const save = useSaveSefKey();
  const sync = useSefSync();
  const [synced, setSynced] = useState<SefSyncResult | null>(null);
  const { notifySuccess, notifyError } = useToasts('common');
  const { form, formProps, generalError, submitting } = useSchemaForm(sefSettingsInput, { apiKey: '' }, {
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      form.reset();
      notifySuccess(t('sef.settings.saved'));
    },
  });
  const s = settings.data;
  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: (r) => {
        setSynced(r);
        notifySuccess(t('sef.settings.synced', { sent: r.sent, failed: r.failed, skipped: r.skipped, statuses: r.statusesUpdated }));
      },
      onError: (err) => notifyError(err),
    });

  return (
    <Stack gap="md" maw={640}>
      <Text component="h1" fw={700} size="xl">
        {t('sef.settings.title')}
      </Text>
      <Card withBorder padding="md" data-testid="sef-settings-status">
        <Stack gap={4}>
          {s && <Text size="sm">{s.keySet ? t('sef.settings.keySet', { at: time(s.keySetAt) }) : t('sef.settings.noKey')}</Text>}
          {s?.keySet && <Text size="sm">{t('sef.settings.lastOk', { at: time(s.lastOkAt) })}</Text>}
          {s?.lastError && (
            <Alert color="red" variant="light" data-testid="sef-settings-error">
              {t(s.lastError)} ({time(s.lastErrorAt)})
            </Alert>
          )}
          {s?.keySet && <Text size="sm">{t('sef.settings.lastSync', { at: time(s.lastSyncAt) })}</Text>}
          {synced && (
            <Text size="sm" data-testid="sef-sync-result">
              {t('sef.settings.synced', { sent: synced.sent, failed: synced.failed, skipped: synced.skipped, statuses: synced.statusesUpdated })}
            </Text>
          )}
          {s && (
            <Text size="xs" c="dimmed">
              {t('sef.settings.baseUrl', { url: s.baseUrl })}
            </Text>
          )}
        </Stack>
      </Card>
      <form {...formProps} data-testid="sef-settings-form">
        <Stack gap="sm">
          <FormError error={generalError} />
          <PasswordInput label={t('sef.settings.apiKey')} description={t('sef.settings.apiKeyHint')} autoComplete="off" {...form.getInputProps('apiKey')} data-testid="sef-settings-api-key" />
          <Group>
            <Button type="submit" loading={submitting} data-testid="sef-settings-save">
              {t('sef.settings.save')}
            </Button>
            <Button variant="light" onClick={runSync} loading={sync.isPending} disabled={!s?.keySet && !s?.eotp.keySet} data-testid="sef-settings-sync">
              {t('sef.settings.sync')}
            </Button>
          </Group>
        </Stack>
      </form>
      <EotpSettingsCard settings={s?.eotp} synced={synced?.eotp} time={time} />
    </Stack>
  );
}
