import type { TFunction } from 'i18next';

/** A message the server sends as a catalog key ('error.login.invalid'), not free text. */
const keyPattern = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export const isMessageKey = (message: string): boolean => keyPattern.test(message);

type Params = Record<string, string | number>;

/** Translate a key; fall back to `fallback` (the raw text) when the catalogs do not have it. */
export function keyText(t: TFunction, key: string, params?: Params, fallback = key): string {
  if (!isMessageKey(key)) return fallback;
  return t(key, { ...params, defaultValue: fallback }) as string;
}

/**
 * The text of any error for the user: an ApiError or LoginError message key with its params is
 * translated; a message that is not a key (a network failure's own text) is shown as it is.
 */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof Error) {
    const params = (err as { params?: Params }).params;
    return keyText(t, err.message, params, err.message || (t('error.unknown') as string));
  }
  if (typeof err === 'string') return keyText(t, err);
  return t('error.unknown') as string;
}

/**
 * The text of one field error key ('error.email.required'). A field without its own text
 * uses the generic text of its code ('validation.required').
 */
export function fieldErrorText(t: TFunction, key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  const code = key.slice(key.lastIndexOf('.') + 1);
  const generic = t(`validation.${code}`, { defaultValue: key }) as string;
  return keyText(t, key, undefined, generic);
}
