import { Badge, Tooltip } from '@mantine/core';
import type { SefOutboxState } from '@knjige/contract';
import { useTranslation } from 'react-i18next';

/** Colour of SEF's own statuses; the outbox states before SEF has the document read as its own words. */
const colors: Record<string, string> = {
  Approved: 'green',
  Sent: 'blue',
  Delivered: 'blue',
  Rejected: 'red',
  Mistake: 'red',
  Cancelled: 'gray',
  Storno: 'gray',
};

/** A document's place on SEF: SEF's status once SEF has it, else where the sending stands, with why in a tooltip. */
export function SefStatusBadge({ state, sefStatus, errorKey, params }: { state: SefOutboxState; sefStatus: string | null; errorKey: string | null; params?: Record<string, string> }) {
  const { t } = useTranslation('common');
  const label = sefStatus ? t(`sef.status.${sefStatus}`, { defaultValue: sefStatus }) : t(`sef.state.${state}`);
  const color = sefStatus ? (colors[sefStatus] ?? 'blue') : state === 'failed' ? 'red' : state === 'skipped' ? 'gray' : 'yellow';
  const badge = (
    <Badge color={color} variant="light" data-testid="sef-status-badge">
      {label}
    </Badge>
  );
  return errorKey ? <Tooltip label={t(errorKey, { message: '', ...params })}>{badge}</Tooltip> : badge;
}
