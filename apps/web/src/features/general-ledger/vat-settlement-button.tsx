import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePeriod } from '../../shared/period/use-period';
import { useToasts } from '../../shared/ui/toasts';
import { docPaths } from '../../shared/documents/paths';
import { useProposeEntry } from './api';

/** "Nalog obračuna PDV": the month's VAT settlement proposed from the VAT books as a draft journal entry, then opened. */
export function VatSettlementButton({ month, disabled }: { month: string; disabled?: boolean }) {
  const { t } = useTranslation('ledger');
  const { periodId } = usePeriod();
  const propose = useProposeEntry();
  const { notifyError, notifySuccess } = useToasts(['ledger']);
  const navigate = useNavigate();
  const run = async () => {
    try {
      const made = await propose.mutateAsync({ path: '/v1/gl/vat-settlement', body: { periodId, month } });
      notifySuccess(t('vatSettlement.made', { oznaka: made.oznaka }));
      void navigate(docPaths.doc('nal', made.vSubDoc, made.id));
    } catch (err) {
      notifyError(err, t('vatSettlement.button'));
    }
  };
  return (
    <Button variant="default" onClick={() => void run()} loading={propose.isPending} disabled={disabled} data-testid="vat-settlement">
      {t('vatSettlement.button')} {month}
    </Button>
  );
}
