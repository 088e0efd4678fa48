import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuditVerifyCard } from './audit-verify';

const cards = [
  { path: 'firme', key: 'firme' },
  { path: 'artikli', key: 'artikli' },
  { path: 'kopije', key: 'kopije' },
  { path: 'sef', key: 'sef' },
] as const;

/** Super admins' settings index: one card per settings page, and the check of the company's booked documents. */
export function AppSettingsPage() {
  const { t } = useTranslation('config');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">{t('appSettings.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {cards.map((card) => (
          <Card key={card.key} withBorder padding="lg" data-testid={`app-settings-card-${card.key}`}>
            <Anchor component={Link} to={`/app-settings/${card.path}`} fw={600}>
              {t(`appSettings.cards.${card.key}.title`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`appSettings.cards.${card.key}.description`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <AuditVerifyCard />
    </Stack>
  );
}
