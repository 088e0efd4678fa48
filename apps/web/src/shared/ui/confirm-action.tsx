import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: ReactNode;
  body: ReactNode;
  /** Runs on confirm; the dialog stays open (button loading) until it settles, then closes. */
  onConfirm: () => unknown;
  confirmLabel?: string;
  /** Red confirm button, for deletes. */
  danger?: boolean;
}

/**
 * `const confirmAction = useConfirmAction(); confirmAction({ title, body, onConfirm })` opens a
 * confirmation dialog (spec §4: a confirm dialog runs its action, then closes). An error thrown by
 * the action is left to the action to report; the dialog closes either way.
 */
export function useConfirmAction() {
  const { t } = useTranslation('ui');
  return useCallback(
    ({ title, body, onConfirm, confirmLabel, danger }: ConfirmOptions) => {
      const modalId = modals.openConfirmModal({
        title,
        children: typeof body === 'string' ? <Text size="sm">{body}</Text> : body,
        labels: { confirm: confirmLabel ?? t('confirm.yes'), cancel: t('confirm.no') },
        closeOnConfirm: false,
        // Enter answers the safe way: yes to a lock, no to a delete or storno.
        confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-yes', 'data-autofocus': danger ? undefined : true },
        cancelProps: { 'data-testid': 'confirm-no', 'data-autofocus': danger ? true : undefined },
        onConfirm: async () => {
          modals.updateModal({ modalId, confirmProps: { color: danger ? 'red' : undefined, loading: true, 'data-testid': 'confirm-yes' } });
          try {
            await onConfirm();
          } finally {
            modals.close(modalId);
          }
        },
      });
    },
    [t],
  );
}
