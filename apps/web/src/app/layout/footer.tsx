import { Box, Text } from '@mantine/core';
import { belgradeYear } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" c="dimmed" ta="center">
        {t('app.copyright', { year: belgradeYear(), brand: BRAND })}
      </Text>
    </Box>
  );
}
