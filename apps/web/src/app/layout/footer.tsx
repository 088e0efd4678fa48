import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" c="dimmed" ta="center">
        {t('app.copyright', { year: new Date().getFullYear(), brand: BRAND })}
      </Text>
    </Box>
  );
}
