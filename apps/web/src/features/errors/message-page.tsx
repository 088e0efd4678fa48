import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A short message with a way home: the 404 and 403 pages. */
export function MessagePage({ code, messageKey }: { code: string; messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1} c="dimmed" size={64}>
        {code}
      </Title>
      <Title order={2} size="h3" ta="center">
        {t(messageKey)}
      </Title>
      <Button component={Link} to="/" variant="light">
        {t('pages.backHome')}
      </Button>
    </Stack>
  );
}
