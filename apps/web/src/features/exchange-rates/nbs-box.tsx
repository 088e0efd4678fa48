import { Alert, Button, Group, Text } from '@mantine/core';
import type { NbsFetchDay } from '@knjige/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { errorText } from '../../shared/i18n/error-text';
import { useFetchNow, useNbsState } from './api';

/**
 * The NBS service on the rates page: whether the product fetches the list each working day, the
 * days it could not (NBS not reached, credentials refused), when it asks again, and "fetch now"
 * for an admin. Typing and importing stay beside it.
 */
export function NbsBox({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('config');
  const { date, dateTime } = useFormat();
  const state = useNbsState();
  const fetchNow = useFetchNow();
  if (!state.data) return null;
  const { enabled, days } = state.data;
  const failed = days.filter((d) => d.status === 'failed');
  const latest = days.find((d) => d.status === 'ok');
  const describe = (d: NbsFetchDay) =>
    t(`exchangeRates.nbs.status.${d.status}`, {
      datum: date(d.datum),
      error: d.error ? t(`exchangeRates.nbs.error.${d.error}`) : '',
      next: d.nextAttemptAt ? dateTime(d.nextAttemptAt) : '',
      count: d.written,
    });
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid="rates-nbs">
      <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 260 }}>
        {enabled ? t('exchangeRates.nbs.on') : t('exchangeRates.nbs.off')}
        {latest ? ` ${describe(latest)}` : ''}
      </Text>
      {isAdmin && (
        <Button variant="light" loading={fetchNow.isPending} onClick={() => fetchNow.mutate(undefined)} data-testid="rates-nbs-fetch">
          {t('exchangeRates.nbs.fetchNow')}
        </Button>
      )}
      {failed.length > 0 && (
        <Alert color="red" w="100%" data-testid="rates-nbs-failed">
          {failed.map((d) => (
            <Text size="sm" key={d.datum}>
              {describe(d)}
            </Text>
          ))}
        </Alert>
      )}
      {fetchNow.data && fetchNow.data.status !== 'failed' && (
        <Alert color={fetchNow.data.status === 'ok' ? 'green' : 'gray'} w="100%" data-testid="rates-nbs-done">
          {describe(fetchNow.data)}
        </Alert>
      )}
      {fetchNow.error && (
        <Alert color="red" w="100%">
          {errorText(t, fetchNow.error)}
        </Alert>
      )}
    </Group>
  );
}
