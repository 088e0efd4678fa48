import { useCallback, useState } from 'react';

export interface DialogState<T> {
  opened: boolean;
  /** What the dialog shows; kept while it fades out, so its title and body do not change then. */
  value: T | undefined;
  /** Changes on every open: a `key` that gives each opening a fresh form. */
  key: number;
  open: (value: T) => void;
  close: () => void;
}

/** A modal's open flag and subject, kept apart so a closing modal still shows what it showed. */
export function useDialog<T>(): DialogState<T> {
  const [state, setState] = useState<{ opened: boolean; value: T | undefined; key: number }>({ opened: false, value: undefined, key: 0 });
  const open = useCallback((value: T) => setState((prev) => ({ opened: true, value, key: prev.key + 1 })), []);
  const close = useCallback(() => setState((prev) => ({ ...prev, opened: false })), []);
  return { ...state, open, close };
}
