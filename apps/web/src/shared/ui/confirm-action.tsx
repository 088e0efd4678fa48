import { Text } from '@mantine/core';
import { modals, useModals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: ReactNode;
  body: ReactNode;
  /** Runs on confirm; the dialog stays open (button loading) until it settles, then closes. */
  onConfirm: () => unknown;
  confirmLabel?: string;
  /** Red confirm button, for deletes. */
  danger?: boolean;
  /** Runs when the dialog is dismissed without confirming (No, Esc, a click outside). */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * When the last confirmation was asked for: it counts as open until the modals' state shows it
 * (the same key press or click repeated before React has drawn it).
 */
let lastOpened = -Infinity;
const OPENING_MS = 1000;

/**
 * `const confirmAction = useConfirmAction(); confirmAction({ title, body, onConfirm })` opens a
 * confirmation dialog (docs/domain.md#states-and-defaults: a confirm dialog runs its action, then closes). An error thrown by
 * the action is left to the action to report; the dialog closes either way. While one confirmation
 * is open another is not opened (a double click on "Lock" asks once): the call answers false.
 */
export function useConfirmAction() {
  const { t } = useTranslation('ui');
  const open = useModals().modals.length;
  const openRef = useRef(open);
  openRef.current = open;
  // Once drawn, the modals' state says it is open.
  useEffect(() => {
    if (open > 0) lastOpened = -Infinity;
  }, [open]);
  return useCallback(
    ({ title, body, onConfirm, confirmLabel, danger, onCancel, cancelLabel }: ConfirmOptions): boolean => {
      if (openRef.current > 0 || performance.now() - lastOpened < OPENING_MS) return false;
      lastOpened = performance.now();
      let confirmed = false;
      const modalId = modals.openConfirmModal({
        title,
        children: typeof body === 'string' ? <Text size="sm">{body}</Text> : body,
        labels: { confirm: confirmLabel ?? t('confirm.yes'), cancel: cancelLabel ?? t('confirm.no') },
        closeOnConfirm: false,
        // Every way out but the confirm button (No, Esc, a click outside) is a cancel.
        onClose: () => {
          lastOpened = -Infinity;
          if (!confirmed) onCancel?.();
        },
        // Enter answers the safe way: yes to a lock, no to a delete or storno.
        confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-yes', 'data-autofocus': danger ? undefined : true },
        cancelProps: { 'data-testid': 'confirm-no', 'data-autofocus': danger ? true : undefined },
        onConfirm: async () => {
          confirmed = true;
          modals.updateModal({ modalId, confirmProps: { color: danger ? 'red' : undefined, loading: true, 'data-testid': 'confirm-yes' } });
          try {
            await onConfirm();
          } finally {
            modals.close(modalId);
          }
        },
      });
      return true;
    },
    [t],
  );
}
