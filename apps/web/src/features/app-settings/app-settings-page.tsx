import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Super admins' settings index: one card per settings page. */
export function AppSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('appSettings.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Card withBorder padding="lg">
          <Anchor component={Link} to="/app-settings/artikli" fw={600}>
            {t('appSettings.cards.artikli.title')}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t('appSettings.cards.artikli.description')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
