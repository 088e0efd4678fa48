import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Title of an app-settings page with the way back to the index. */
export function AppSettingsHeader({ title }: { title: string }) {
  const { t } = useTranslation('config');
  return (
    <Stack gap={4}>
      <Breadcrumbs>
        <Anchor component={Link} to="/app-settings" size="sm">
          {t('appSettings.title')}
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">{title}</Title>
    </Stack>
  );
}
