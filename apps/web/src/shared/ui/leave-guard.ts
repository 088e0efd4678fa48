import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirmAction } from './confirm-action';

/**
 * A form with unsaved changes asks "Discard changes?" before the page is left: a link, Esc (the
 * back shortcut follows a link), the browser's back button, and closing or reloading the tab (the
 * browser's own question). A form without changes leaves at once. `allowLeave` lets the next
 * move through unasked (after a save, the form moving on to what it saved); `passing`, when given,
 * lets every move through while it answers true (a save on its way that moves on when done).
 */
export function useLeaveGuard(dirty: boolean, passing?: () => boolean): { allowLeave: () => void } {
  const { t } = useTranslation('ui');
  const confirmAction = useConfirmAction();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirty && !passing?.() && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const asked = confirmAction({
      title: t('leave.title'),
      body: t('leave.body'),
      confirmLabel: t('leave.discard'),
      cancelLabel: t('leave.stay'),
      // Enter answers the safe way: stay.
      danger: true,
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    // Another question is on screen already: stay.
    if (!asked) blocker.reset();
    // Once per blocked move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowLeave: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
