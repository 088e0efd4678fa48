import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './error-text';

/** docs/domain.md#constants: toasts close after 2 s. */
export const TOAST_AUTO_CLOSE_MS = 2000;

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_AUTO_CLOSE_MS, 'data-testid': 'toast-success' });
}

/** Done, but worth a look (a current account taken below zero). */
export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: TOAST_AUTO_CLOSE_MS, 'data-testid': 'toast-warning' });
}

export function showError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_AUTO_CLOSE_MS, 'data-testid': 'toast-error' });
}

/**
 * Toasts in the user's language. `ns` are the feature namespaces whose keys the server may send
 * (e.g. 'articles' for 'error.art-grupa.in-use'); 'ui' and 'common' are always searched.
 */
export function useToasts(ns: string | string[] = []) {
  const namespaces = useMemo(() => [...(Array.isArray(ns) ? ns : [ns]), 'ui', 'common'], [ns]);
  const { t } = useTranslation(namespaces);
  /** A success toast: `text` is shown as given (translate it with the caller's `t`), or 'saved'. */
  const notifySuccess = useCallback((text?: string) => showSuccess(text ?? t('toast.saved', { ns: 'ui' })), [t]);
  /** A failure toast for `err`; `resource` names what was being saved, for the fallback text. */
  const notifyError = useCallback((err: unknown, resource = '') => showError(failureText(t, err, resource)), [t]);
  return { notifySuccess, notifyError };
}
