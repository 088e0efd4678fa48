import type { TFunction } from 'i18next';
import { isRecordOf, isTextOrNumber } from '../is-record';

/** A message the server sends as a catalog key ('error.login.invalid'), not free text. */
const keyPattern = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export const isMessageKey = (message: string): boolean => keyPattern.test(message);

type Params = Record<string, string | number>;

/** The values an error's message names (an ApiError's or LoginError's `params`), if it has them. */
export function paramsOf(err: unknown): Params | undefined {
  if (typeof err !== 'object' || err === null || !('params' in err)) return undefined;
  return isRecordOf(err.params, isTextOrNumber) ? err.params : undefined;
}

/**
 * What a row is used by, for `{{what}}` ('error.in-use'): the server names the referencing table
 * (`params.table`), the catalog has a label per table; a table without one is shown by its name.
 */
export function tableLabel(t: TFunction, table: string): string {
  if (!table) return t('tables.unknown', { ns: 'common' });
  return t(`tables.${table}`, { ns: 'common', defaultValue: table });
}

/** Translate a key; fall back to `fallback` (the raw text) when the catalogs do not have it. */
export function keyText(t: TFunction, key: string, params?: Params, fallback = key): string {
  if (!isMessageKey(key)) return fallback;
  const what = typeof params?.table === 'string' ? { what: tableLabel(t, params.table) } : {};
  return t(key, { ...params, ...what, defaultValue: fallback });
}

/**
 * The text of any error for the user: an ApiError or LoginError message key with its params is
 * translated; a message that is not a key (a network failure's own text) is shown as it is.
 */
export function errorText(t: TFunction, err: unknown): string {
  if (err instanceof Error) {
    return keyText(t, err.message, paramsOf(err), err.message || t('error.unknown'));
  }
  if (typeof err === 'string') return keyText(t, err);
  return t('error.unknown');
}

/**
 * The text of one field error key ('error.email.required'). A field without its own text
 * uses the generic text of its code ('validation.required'); a text too long says its limit
 * when the form knows it ('max 200 znakova').
 */
export function fieldErrorText(t: TFunction, key: unknown, limits?: { max?: number }, params?: Params): string | undefined {
  // a form's error is a key; Mantine types it as any React node
  if (typeof key !== 'string' || !key) return undefined;
  const code = key.slice(key.lastIndexOf('.') + 1);
  const max = limits?.max;
  const generic =
    code === 'too-long' && max !== undefined ? t('validation.too-long-max', { max }) : t(`validation.${code}`, { defaultValue: key });
  // a server's field error may name what it is about (`error.kurs.missing`: the date and currency)
  const all = { ...params, ...(max !== undefined ? { max } : {}) };
  return keyText(t, key, Object.keys(all).length ? all : undefined, generic);
}
