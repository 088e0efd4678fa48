import { formatScaled, type NumberLocale } from '@knjige/domain';
import { MAX_AMOUNT, MAX_QUANTITY } from '@knjige/contract';

/** The largest magnitude a number field of the scale takes when it names none: the contract's bounds. */
export function defaultMax(scale: number): number {
  return scale === 2 ? MAX_AMOUNT : scale === 3 ? MAX_QUANTITY : Number.MAX_SAFE_INTEGER;
}

export function decimalMark(locale: NumberLocale): string {
  return locale === 'en' ? '.' : ',';
}

/** The text to edit a value in: no group separators, so the cursor does not jump while typing. */
export function editScaledText(value: number | null, scale: number, locale: NumberLocale): string {
  if (value === null) return '';
  const mark = decimalMark(locale);
  return formatScaled(value, scale, locale)
    .split('')
    .filter((ch) => (ch >= '0' && ch <= '9') || ch === mark || ch === '-')
    .join('');
}

/** The text to show a value in when not editing: grouped, with all decimals. */
export function displayScaledText(value: number | null, scale: number, locale: NumberLocale): string {
  return value === null ? '' : formatScaled(value, scale, locale);
}
