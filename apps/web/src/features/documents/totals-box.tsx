import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import type { DocRow, FamilyConfig } from './types';

/** The document's amounts as the server derived them from its items. */
export function TotalsBox({ config, doc }: { config: FamilyConfig; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="doc-totals">
      <SimpleGrid cols={{ base: 2, sm: Math.min(config.totals.length, 3), md: config.totals.length }} spacing="sm">
        {config.totals.map(({ key, strong }) => (
          <Stack key={key} gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t(`field.${key}`)}
            </Text>
            <Text fw={strong ? 700 : 500} data-testid={`doc-total-${key}`}>
              {fmt.money(Number(doc[key] ?? 0))}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
