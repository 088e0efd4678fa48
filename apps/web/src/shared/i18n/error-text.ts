import type { TFunction } from 'i18next';

/** A message the server sends as a catalog key ('error.login.invalid'), not free text. */
const keyPattern = /^[a-z][\w-]*(\.[\w-]+)+$/i;

export const isMessageKey = (message: string): boolean => keyPattern.test(message);

type Params = Record<string, string | number>;

/**
 * What a row is used by, for `{{what}}` ('error.in-use'): the server names the referencing table
 * (`params.table`), the catalog has a label per table; a table without one is shown by its name.
 */
export function tableLabel(t: TFunction, table: string): string {
  if (!table) return t('tables.unknown', { ns: 'common' }) as string;
  return t(`tables.${table}`, { ns: 'common', defaultValue: table }) as string;
}

/** Translate a key; fall back to `fallback` (the raw text) when the catalogs do not have it. */
export function keyText(t: TFunction, key: string, params?: Params, fallback = key): string {
  if (!isMessageKey(key)) return fallback;
  const what = typeof params?.table === 'string' ? { what: tableLabel(t, params.table) } : {};
  return t(key, { ...params, ...what, defaultValue: fallback }) as string;
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
 * uses the generic text of its code ('validation.required'); a text too long says its limit
 * when the form knows it ('max 200 znakova').
 */
export function fieldErrorText(t: TFunction, key: unknown, limits?: { max?: number }, params?: Params): string | undefined {
  // a form's error is a key; Mantine types it as any React node
  if (typeof key !== 'string' || !key) return undefined;
  const code = key.slice(key.lastIndexOf('.') + 1);
  const max = limits?.max;
  const generic =
    code === 'too-long' && max !== undefined ? (t('validation.too-long-max', { max }) as string) : (t(`validation.${code}`, { defaultValue: key }) as string);
  // a server's field error may name what it is about (`error.kurs.missing`: the date and currency)
  const all = { ...params, ...(max !== undefined ? { max } : {}) };
  return keyText(t, key, Object.keys(all).length ? all : undefined, generic);
}
