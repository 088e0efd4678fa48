import { Button, Center, Stack, Text } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shared/i18n/error-text';

/** A page that failed to load or render (e.g. its code changed after a new release): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Text c="red">{errorText(t, error)}</Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
