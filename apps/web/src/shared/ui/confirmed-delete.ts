import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useConfirmAction } from './confirm-action';
import { useToasts } from './toasts';

export interface ConfirmedDeleteOptions {
  title: ReactNode;
  body: ReactNode;
  /** The delete call itself. */
  mutate: () => Promise<unknown>;
  /** The success toast ('The group was deleted.'). */
  deletedText: string;
  /** What is being deleted, for the fallback text of a failure toast. */
  resource: string;
  /** After a successful delete (close the modal, leave the page). */
  onDone?: () => void;
}

/**
 * `const confirmDelete = useConfirmedDelete('articles'); confirmDelete({ title, body, mutate, … })`
 * asks in a red confirmation dialog, deletes, toasts the success and calls `onDone`; a failure
 * (a row still in use is a 409 whose message says by what) is a toast and nothing closes but the
 * dialog. `ns` are the namespaces of the server's error keys, as for `useToasts`.
 */
export function useConfirmedDelete(ns: string | string[] = []) {
  const confirmAction = useConfirmAction();
  const { notifySuccess, notifyError } = useToasts(ns);
  return useCallback(
    ({ title, body, mutate, deletedText, resource, onDone }: ConfirmedDeleteOptions) =>
      confirmAction({
        title,
        body,
        danger: true,
        onConfirm: async () => {
          try {
            await mutate();
            notifySuccess(deletedText);
            onDone?.();
          } catch (err) {
            notifyError(err, resource);
          }
        },
      }),
    [confirmAction, notifySuccess, notifyError],
  );
}
