import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Days left to accept or reject: red within 3 days (or past), orange within a week. */
export function DeadlineBadge({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation('sefPurchases');
  if (daysLeft === null) return null;
  const color = daysLeft <= 3 ? 'red' : daysLeft <= 7 ? 'orange' : 'gray';
  return (
    <Badge color={color} variant={daysLeft <= 3 ? 'filled' : 'light'} data-testid="sef-deadline">
      {daysLeft < 0 ? t('deadline.past') : t('deadline.days', { count: daysLeft })}
    </Badge>
  );
}
