import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ChainVerification } from '@knjige/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client';
import { useFormat } from '../../shared/format';
import { errorText } from '../../shared/i18n/error-text';

const verifyChain = () => api.get<{ data: ChainVerification }>('/v1/audit/verify').then((a) => a.data);

/** The company's chain of booked and reversed documents, checked on demand, with its first broken link. */
export function AuditVerifyCard() {
  const { t } = useTranslation(['config', 'documents', 'ui', 'common']);
  const fmt = useFormat();
  const check = useMutation({ mutationFn: verifyChain });
  const result = check.data;
  const broken = result?.broken;
  return (
    <Card withBorder padding="lg" data-testid="audit-verify">
      <Stack gap="sm">
        <Text fw={600}>{t('appSettings.audit.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('appSettings.audit.description')}
        </Text>
        <Group>
          <Button onClick={() => check.mutate()} loading={check.isPending} data-testid="audit-verify-run">
            {t('appSettings.audit.run')}
          </Button>
        </Group>
        {check.isError && (
          <Alert color="red" role="alert">
            {errorText(t, check.error)}
          </Alert>
        )}
        {result && !broken && (
          <Alert color="green" data-testid="audit-verify-ok">
            {t('appSettings.audit.ok', { records: result.records, documents: result.documents, at: fmt.dateTime(result.checkedAt) })}
          </Alert>
        )}
        {broken && (
          <Alert color="red" role="alert" data-testid="audit-verify-broken">
            {t('appSettings.audit.broken', {
              seq: broken.seq,
              document: broken.oznaka ?? (broken.vDoc ? `${t(`documents:family.${broken.vDoc}.title`)} #${broken.docId}` : '—'),
              reason: t(`appSettings.audit.reason.${broken.reason}`),
            })}
          </Alert>
        )}
        {result && (
          <Text size="xs" c="dimmed" ff="monospace" data-testid="audit-verify-head">
            {t('appSettings.audit.head', { seq: result.head.seq, hash: result.head.hash })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
