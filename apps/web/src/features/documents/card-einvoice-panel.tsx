import { Button, Group, Stack, Text } from '@mantine/core';
import type { DocFamily } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { useToasts } from '../../shared/ui/toasts';
import { docKeys } from '../../shared/documents/doc-api';
import { partnerComboSources } from '../../shared/documents/lookups';
import { docPaths } from '../../shared/documents/paths';
import type { DocRow } from './types';

/**
 * A locked register receipt paid by card and not on any retail invoice yet: the e-invoice to the
 * company whose card paid (docs/decisions.md#retail-invoices): the firm chosen
 * here, then the retail invoice made, locked and sent to SEF, whose page opens.
 */
export function CardEinvoicePanel({ family, doc }: { family: DocFamily; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const [komId, setKomId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('documents');
  const client = useQueryClient();
  const navigate = useNavigate();
  const paidByCard = typeof doc.kartica === 'number' && doc.kartica > 0;
  if (doc.status !== 'locked' || !paidByCard || doc.fakId != null) return null;
  const make = () =>
    komId !== null &&
    confirmAction({
      title: t('cardEinvoice.confirmTitle'),
      body: t('cardEinvoice.confirmBody', { oznaka: doc.oznaka }),
      confirmLabel: t('cardEinvoice.make'),
      onConfirm: async () => {
        setBusy(true);
        try {
          const { id } = await api.post<{ id: number }>(`/v1/doc-fis/${doc.id}/card-einvoice`, { komId });
          // sent at once (202: the upload goes on, the e-invoice's SEF line follows it); without a SEF key it waits, queued or to be sent by hand
          await api.post(`/v1/sef/send/fak/${id}`, {}).catch((err: unknown) => notifyError(err, t('cardEinvoice.title')));
          await Promise.all([client.invalidateQueries({ queryKey: docKeys.all(family) }), client.invalidateQueries({ queryKey: docKeys.all('fak') })]);
          notifySuccess(t('cardEinvoice.done', { oznaka: doc.oznaka }));
          navigate(docPaths.doc('fak', 'fak-mp', id));
        } catch (err) {
          notifyError(err, t('cardEinvoice.title'));
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <Stack gap={4} data-testid="card-einvoice-panel">
      <Text size="sm" fw={600}>
        {t('cardEinvoice.title')}
      </Text>
      <Group gap="xs" align="flex-end">
        <PagedCombo source={partnerComboSources.buyer} value={komId} onChange={setKomId} placeholder={t('cardEinvoice.buyer')} aria-label={t('cardEinvoice.buyer')} data-testid="card-einvoice-buyer" w={320} />
        <Button variant="light" disabled={komId === null} loading={busy} onClick={make} data-testid="card-einvoice-make">
          {t('cardEinvoice.make')}
        </Button>
      </Group>
    </Stack>
  );
}
