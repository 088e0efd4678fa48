import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder (spec §2: /app-settings/artikli is a placeholder page). */
export function AppSettingsArticlesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/app-settings">
          {t('appSettings.title')}
        </Anchor>
        <Text>{t('appSettings.cards.artikli.title')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {t('appSettings.cards.artikli.title')}
      </Title>
      <Text c="dimmed">{t('appSettings.placeholder')}</Text>
    </Stack>
  );
}
