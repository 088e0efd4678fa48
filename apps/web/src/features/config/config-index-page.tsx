import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { configPages } from './config-pages';

/** /config: one card per master-data page. */
export function ConfigIndexPage() {
  const { t } = useTranslation('config');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('index.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {configPages.map((page) => (
          <Card key={page.path} withBorder padding="lg" data-testid={`config-card-${page.path}`}>
            <Anchor component={Link} to={`/config/${page.path}`} fw={600}>
              {t(`${page.key}.title`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`${page.key}.description`)}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="lg" data-testid="config-card-sef">
          <Anchor component={Link} to="/app-settings/sef" fw={600}>
            {t('appSettings.cards.sef.title')}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t('appSettings.cards.sef.description')}
          </Text>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
