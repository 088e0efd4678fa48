import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOME_CURRENCY } from '@knjige/domain';
import { formatRate, useFormat } from '../../shared/format';
import type { DocRow, FamilyConfig } from './types';

/** The document's amounts as the server derived them from its items. */
export function TotalsBox({ config, doc }: { config: FamilyConfig; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const fmt = useFormat();
  // the currency, its rate and the amounts in it show on a document in a foreign currency only
  const foreign = typeof doc.valuta === 'string' && doc.valuta !== HOME_CURRENCY;
  const shown = config.totals.filter((total) => !total.foreign || foreign);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="doc-totals">
      <SimpleGrid cols={{ base: 2, sm: Math.min(shown.length, 3), md: shown.length }} spacing="sm">
        {shown.map(({ key, strong, kind }) => (
          <Stack key={key} gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t(`field.${key}`)}
            </Text>
            <Text fw={strong ? 700 : 500} data-testid={`doc-total-${key}`}>
              {kind === 'text' ? String(doc[key] ?? '') : kind === 'rate' ? formatRate(Number(doc[key] ?? 0)) : fmt.money(Number(doc[key] ?? 0))}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
