import { formatScaled, type NumberLocale } from '@knjige/domain';

export function decimalMark(locale: NumberLocale): string {
  return locale === 'en' ? '.' : ',';
}

/**
 * What a scaled-number field keeps of a keystroke: digits and one decimal mark (either `.` or `,`
 * is taken as the locale's mark, so the numeric keypad works in Serbian), at most `scale` decimals,
 * and a leading minus only when negatives are allowed.
 */
export function cleanScaledText(text: string, scale: number, locale: NumberLocale, allowNegative = false): string {
  const mark = decimalMark(locale);
  const negative = allowNegative && text.trim().startsWith('-');
  let intPart = '';
  let frac: string | null = null;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (frac === null) intPart += ch;
      else if (frac.length < scale) frac += ch;
    } else if ((ch === '.' || ch === ',') && frac === null && scale > 0) {
      frac = '';
    }
  }
  return `${negative ? '-' : ''}${intPart}${frac === null ? '' : mark + frac}`;
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
