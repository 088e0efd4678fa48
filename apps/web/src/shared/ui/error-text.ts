import type { TFunction } from 'i18next';
import { keyText, paramsOf } from '../i18n/error-text';

const MISSING = '\u0000missing';

/**
 * What a failed save or delete says in a toast (docs/domain.md#errors-and-messages): the translation of the server's message
 * key with its params, else 'Attempt to submit {resource} failed [message]'.
 */
export function failureText(t: TFunction, err: unknown, resource: string): string {
  const message = err instanceof Error ? err.message : String(err);
  const text = keyText(t, message, paramsOf(err), MISSING);
  return text === MISSING ? t('toast.submit-failed', { ns: 'ui', resource, message }) : text;
}
