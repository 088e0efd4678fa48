import { Button, Group, Stack, Text } from '@mantine/core';
import type { DocFamily, InternalInvoice } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client';
import { DISPLAY_DATE, formatMoney } from '../../shared/format';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import dayjs from 'dayjs';
import { SefDocPanel } from '../sef';
import type { DocRow } from './types';

const iriKey = (family: DocFamily, docId: number) => ['internal-invoice', family, docId] as const;

/**
 * A booked reverse-charge purchase's internal invoice (docs/decisions.md#internal-invoices-on-sef): made and sent here by hand, then its SEF line (status, resend) as a sale's.
 */
export function InternalInvoicePanel({ family, doc }: { family: DocFamily; doc: DocRow }) {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts('documents');
  const applies = doc.status === 'locked' && typeof doc.interniObracun === 'string' && doc.interniObracun !== 'none';
  const iri = useQuery({
    queryKey: iriKey(family, doc.id),
    queryFn: () => api.get<{ data: InternalInvoice | null }>(`/v1/internal-invoices/${family}/${doc.id}`).then((r) => r.data),
    enabled: applies,
  });
  const make = useMutation({
    // made, then sent at once (202: the upload goes on and the SEF line follows it); without a SEF key it stays made, to be sent later
    mutationFn: async () => {
      const made = (await api.post<{ data: InternalInvoice }>(`/v1/internal-invoices/${family}/${doc.id}`, {})).data;
      client.setQueryData(iriKey(family, doc.id), made);
      await api.post(`/v1/sef/send/iri/${made.id}`, {}).catch((err: unknown) => notifyError(err, t('internalInvoice.title')));
      return made;
    },
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: ['sef', 'doc', 'iri', made.id] });
      notifySuccess(t('internalInvoice.done', { broj: made.broj }));
    },
  });
  if (!applies || iri.isLoading) return null;
  const made = iri.data;
  const ask = () =>
    confirmAction({
      title: t('internalInvoice.confirmTitle'),
      body: t('internalInvoice.confirmBody', { oznaka: doc.oznaka }),
      confirmLabel: t('internalInvoice.make'),
      onConfirm: () => make.mutateAsync().catch((err: unknown) => notifyError(err, t('internalInvoice.title'))),
    });
  return (
    <Stack gap={4} data-testid="internal-invoice-panel">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('internalInvoice.title')}
        </Text>
        {made ? (
          <Text size="sm" data-testid="internal-invoice-made">
            {t('internalInvoice.made', { broj: made.broj, datum: dayjs(made.datum).format(DISPLAY_DATE), osnovica: formatMoney(made.osnovica), pdvIznos: formatMoney(made.pdvIznos) })}
          </Text>
        ) : (
          <Button size="compact-sm" variant="light" loading={make.isPending} onClick={ask} data-testid="internal-invoice-make">
            {t('internalInvoice.make')}
          </Button>
        )}
      </Group>
      {made && <SefDocPanel vDoc="iri" docId={made.id} locked />}
    </Stack>
  );
}
