import { Alert, Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { sefSettingsInput, type EotpSettings, type EotpSyncResult } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../shared/ui/form-error';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { useSaveSefKey } from './api';

/**
 * The SEF settings page's extra field: the company's eOtpremnica key (its own portal's), never
 * shown back, how it last fared, and what the last synchronisation of this page did on eOtpremnica.
 */
export function EotpSettingsCard({ settings, synced, time }: { settings: EotpSettings | undefined; synced?: EotpSyncResult | undefined; time: (iso: string | null) => string }) {
  const { t } = useTranslation('common');
  const save = useSaveSefKey();
  const { notifySuccess } = useToasts('common');
  const { form, formProps, generalError, submitting } = useSchemaForm(sefSettingsInput, { eotpApiKey: '' }, {
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      form.reset();
      notifySuccess(t('sef.settings.eotpSaved'));
    },
  });
  const s = settings;
  return (
    <Card withBorder padding="md" data-testid="eotp-settings">
      <Stack gap="sm">
        <Text fw={600}>{t('sef.settings.eotpTitle')}</Text>
        {s && <Text size="sm">{s.keySet ? t('sef.settings.eotpKeySet', { at: time(s.keySetAt) }) : t('sef.settings.eotpNoKey')}</Text>}
        {s?.keySet && <Text size="sm">{t('sef.settings.eotpLastOk', { at: time(s.lastOkAt) })}</Text>}
        {s?.lastError && (
          <Alert color="red" variant="light" data-testid="eotp-settings-error">
            {t(s.lastError)} ({time(s.lastErrorAt)})
          </Alert>
        )}
        {synced && (
          <Text size="sm" data-testid="eotp-sync-result">
            {t('sef.settings.syncedEotp', { sent: synced.sent, failed: synced.failed, skipped: synced.skipped, statuses: synced.statusesUpdated, receipts: synced.receipts })}
          </Text>
        )}
        {s && (
          <Text size="xs" c="dimmed">
            {t('sef.settings.eotpBaseUrl', { url: s.baseUrl })}
          </Text>
        )}
        <form {...formProps} data-testid="eotp-settings-form">
          <Stack gap="sm">
            <FormError error={generalError} />
            <PasswordInput label={t('sef.settings.eotpApiKey')} description={t('sef.settings.eotpApiKeyHint')} autoComplete="off" {...form.getInputProps('eotpApiKey')} data-testid="eotp-settings-api-key" />
            <Button type="submit" loading={submitting} data-testid="eotp-settings-save" style={{ alignSelf: 'flex-start' }}>
              {t('sef.settings.eotpSave')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
