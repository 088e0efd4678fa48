import { Anchor, Button, List, Modal, Stack, Text } from '@mantine/core';
import type { CarryForwardResult, Period } from '@knjige/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/client';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { useToasts } from '../../shared/ui/toasts';
import { docPaths } from '../../shared/documents/paths';

/**
 * "Prenos u narednu godinu" on an open period: after a confirmation the server makes the next
 * period's draft opening stock and client balances; a dialog names them, each a link to check and
 * lock it.
 */
export function CarryForwardAction({ period }: { period: Period }) {
  const { t } = useTranslation('config');
  const confirmAction = useConfirmAction();
  const { notifyError } = useToasts(['config', 'documents']);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CarryForwardResult | null>(null);

  const run = () =>
    confirmAction({
      title: t('periods.carryForward.title'),
      body: t('periods.carryForward.body', { title: period.title }),
      confirmLabel: t('periods.carryForward.confirm'),
      onConfirm: async () => {
        try {
          setResult(await api.post<CarryForwardResult>(`/v1/periods/${period.id}/carry-forward`));
          // the next period's document lists now hold the drafts
          await queryClient.invalidateQueries();
        } catch (err) {
          notifyError(err, t('periods.resource'));
        }
      },
    });

  return (
    <>
      <Button size="compact-sm" variant="subtle" onClick={run} data-testid={`periods-carry-forward-${period.id}`}>
        {t('periods.carryForward.button')}
      </Button>
      <Modal opened={result !== null} onClose={() => setResult(null)} title={t('periods.carryForward.title')} data-testid="carry-forward-result">
        {result && (
          <Stack gap="sm">
            <Text size="sm">
              {result.documents.length
                ? t('periods.carryForward.done', { count: result.documents.length, title: result.periodTitle })
                : t('periods.carryForward.nothing', { title: result.periodTitle })}
            </Text>
            {result.replaced > 0 && <Text size="sm">{t('periods.carryForward.replaced', { count: result.replaced })}</Text>}
            <List size="sm">
              {result.documents.map((doc) => (
                <List.Item key={`${doc.family}-${doc.id}`}>
                  <Anchor component={Link} to={docPaths.doc(doc.family, doc.vSubDoc, doc.id)} onClick={() => setResult(null)} data-testid={`carry-forward-doc-${doc.id}`}>
                    {doc.oznaka}
                  </Anchor>{' '}
                  {t(`periods.carryForward.${doc.family}`, { warehouse: doc.magNaziv ?? '', count: doc.lines })}
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {t('periods.carryForward.check')}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
