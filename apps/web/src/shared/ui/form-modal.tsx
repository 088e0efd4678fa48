import { Modal, type ModalProps } from '@mantine/core';
import { createContext, useContext, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from './confirm-action';
import { useLeaveGuard } from './leave-guard';

/** What a form tells the dialog that hosts it: whether it holds unsaved changes, and when a save runs. */
export interface FormHost {
  /** `form` names the reporting form (a dialog may hold two: a cost item and a new group for it). */
  report: (form: object, dirty: boolean) => void;
  /**
   * How to ask the form now whether it holds changes (the report above comes after a render, so an
   * Esc pressed right after typing would otherwise close on the state before it); returns the unregister.
   */
  register: (form: object, isDirty: () => boolean) => () => void;
  saving: (running: boolean) => void;
}

const FormHostContext = createContext<FormHost | null>(null);

/** The dialog hosting the form, if any (`useSchemaForm` reports to it by itself). */
export function useFormHost(): FormHost | null {
  return useContext(FormHostContext);
}

/**
 * A Mantine `Modal` for a form: closed by Esc, its × or a click outside while the form holds
 * unsaved changes, it first asks "Discard changes?" ("Keep editing" keeps what was typed); a form
 * without changes closes at once. While the changes are open a route change and closing the tab
 * ask too. A save on its way, and what it does when done (closing, moving on), is never asked.
 */
export function FormModal({ onClose, opened, children, ...rest }: ModalProps) {
  const { t } = useTranslation('ui');
  const confirmAction = useConfirmAction();
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<object>>(new Set());
  const dirty = dirtyForms.size > 0;
  const saving = useRef(false);
  const checks = useRef(new Map<object, () => boolean>());
  const host = useMemo<FormHost>(
    () => ({
      report: (form, formDirty) =>
        setDirtyForms((prev) => {
          if (prev.has(form) === formDirty) return prev;
          const next = new Set(prev);
          if (formDirty) next.add(form);
          else next.delete(form);
          return next;
        }),
      register: (form, isDirty) => {
        checks.current.set(form, isDirty);
        return () => {
          if (checks.current.get(form) === isDirty) checks.current.delete(form);
        };
      },
      saving: (running) => {
        saving.current = running;
      },
    }),
    [],
  );

  const close = () => {
    const dirtyNow = dirty || [...checks.current.values()].some((isDirty) => isDirty());
    if (!dirtyNow || saving.current) {
      onClose();
      return;
    }
    confirmAction({
      title: t('leave.title'),
      body: t('leave.body'),
      confirmLabel: t('leave.discard'),
      cancelLabel: t('leave.stay'),
      // Enter answers the safe way: stay.
      danger: true,
      onConfirm: onClose,
    });
  };

  return (
    <FormHostContext.Provider value={host}>
      {/* Esc is taken from inside the dialog only: an Esc that answers the question over it (Stay)
          would otherwise reach the dialog's own window listener too and ask again. An Esc a
          field keeps for itself (an open dropdown) closes nothing. */}
      <Modal
        opened={opened}
        onClose={close}
        {...rest}
        closeOnEscape={false}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
          if (event.target instanceof HTMLElement && event.target.getAttribute('data-mantine-stop-propagation') === 'true') return;
          close();
        }}
      >
        {children}
      </Modal>
      {/* Mounted only while it matters: a router runs one blocker at a time. */}
      {opened && dirty && <RouteGuard saving={saving} />}
    </FormHostContext.Provider>
  );
}

function RouteGuard({ saving }: { saving: RefObject<boolean> }) {
  useLeaveGuard(true, () => saving.current);
  return null;
}
