import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppSettingsHeader } from './app-settings-header';

/** Placeholder (docs/domain.md#screens-and-routes: /app-settings/artikli is a placeholder page). */
export function AppSettingsArticlesPage() {
  const { t } = useTranslation('config');
  return (
    <Stack gap="md">
      <AppSettingsHeader title={t('appSettings.cards.artikli.title')} />
      <Text c="dimmed">{t('appSettings.placeholder')}</Text>
    </Stack>
  );
}
