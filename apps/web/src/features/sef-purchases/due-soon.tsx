import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useSefPurchases } from './api';
import { DeadlineBadge } from './deadline-badge';

/** The home page's item: purchase invoices within 3 days of their deadline to accept or reject. */
export function SefDueSoon() {
  const { t } = useTranslation('sefPurchases');
  const fmt = useFormat();
  const query = useSefPurchases({ deadlineWithin: 3, search: '', page: 1, perPage: 5 });
  const rows = query.data?.data ?? [];
  if (!rows.length) return null;
  return (
    <Alert color="red" title={t('dueSoon.title', { count: query.data?.pagination.filteredCount ?? rows.length })} data-testid="sef-due-soon">
      <Stack gap={4}>
        {rows.map((r) => (
          <span key={r.id}>
            {r.supplierName} {r.number} {fmt.money(r.total)} <DeadlineBadge daysLeft={r.daysLeft} />
          </span>
        ))}
        <Anchor component={Link} to="/sef/ulazne-fakture" size="sm">
          {t('dueSoon.open')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
