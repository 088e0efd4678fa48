import { Alert, Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { belgradeToday, isReturn2027, toAcceptMonth } from '@knjige/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../shared/format';
import { usePeriods } from '../../shared/period/use-period';
import { useToAccept } from './api';

/** The period holding a month's first day. */
function usePeriodOf(month: string): number | null {
  const periods = usePeriods().data ?? [];
  return periods.find((p) => p.startDate <= `${month}-01` && p.endDate >= `${month}-01`)?.id ?? null;
}

/**
 * "To accept by the 10th": the purchase invoices of the month whose deadline comes next that are
 * still undecided on SEF, with the days left; orange from the 7th, red once the 10th has passed
 * (then an acceptance is deducted in its own month). Nothing to show: nothing rendered. On the SEF
 * inbox a row opens the invoice (`onOpen`); elsewhere the list links to the inbox.
 */
export function ToAcceptPanel({ onOpen }: { onOpen?: (id: number) => void }) {
  const { t } = useTranslation('vat2027');
  const fmt = useFormat();
  const month = toAcceptMonth(belgradeToday());
  const periodId = usePeriodOf(month);
  const query = useToAccept(isReturn2027(month) ? periodId : null, month);
  const data = query.data;
  if (!data || !data.applies || !data.rows.length) return null;
  const past = data.daysLeft < 0;
  return (
    <Alert
      color={past ? 'red' : data.warn ? 'orange' : 'blue'}
      title={t('toAccept.title', { month: fmt.date(`${month}-01`).slice(3), deadline: fmt.date(data.deadline) })}
      data-testid="to-accept"
      data-warn={data.warn ? '1' : '0'}
    >
      <Stack gap={4}>
        <Text size="sm">{past ? t('toAccept.past') : t('toAccept.daysLeft', { count: data.daysLeft, vat: fmt.money(data.vat) })}</Text>
        {data.rows.slice(0, 8).map((r) => {
          const line = (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">
                {r.supplierName} {r.number} · {fmt.date(r.vatDate)} · {t('toAccept.vat')} {fmt.money(r.vat)}
              </Text>
              <Badge size="sm" variant="light" color={past ? 'red' : data.warn ? 'orange' : 'gray'}>
                {past ? t('toAccept.late') : t('toAccept.days', { count: data.daysLeft })}
              </Badge>
            </Group>
          );
          return onOpen ? (
            <UnstyledButton key={r.id} onClick={() => onOpen(r.id)} data-testid="to-accept-row">
              {line}
            </UnstyledButton>
          ) : (
            <div key={r.id} data-testid="to-accept-row">
              {line}
            </div>
          );
        })}
        {data.rows.length > 8 && <Text size="sm">{t('toAccept.more', { count: data.rows.length - 8 })}</Text>}
        {!onOpen && (
          <Anchor component={Link} to="/sef/ulazne-fakture" size="sm">
            {t('toAccept.open')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
