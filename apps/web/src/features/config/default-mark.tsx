import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The default row of a list is marked with a check; the others show nothing. */
export function DefaultMark({ value }: { value: boolean }) {
  const { t } = useTranslation('config');
  return value ? (
    <Text span c="teal" fw={700} aria-label={t('field.default-mark')} title={t('field.default-mark')} data-testid="default-mark">
      ✓
    </Text>
  ) : null;
}
