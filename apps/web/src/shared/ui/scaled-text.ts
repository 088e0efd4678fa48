import { formatScaled, type NumberLocale } from '@knjige/domain';

export function decimalMark(locale: NumberLocale): string {
  return locale === 'en' ? '.' : ',';
}

/** Why a scaled-number field refused what was typed or pasted. */
export type ScaledRefusal = { reason: 'minus' } | { reason: 'character'; char: string } | { reason: 'decimals' };

export type ScaledRead = { ok: true; text: string } | ({ ok: false } & ScaledRefusal);

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const spaces = /[\s\u00a0\u202f']/g;

/**
 * What a scaled-number field makes of its text (a keystroke or a paste), as the text to edit: digits
 * and the locale's decimal mark, a leading minus only when negatives are allowed. Nothing is dropped
 * silently: a minus where none is allowed, a character that is not part of a number and a decimal
 * past the scale are refused, and the field keeps its text.
 *
 * Marks: with both `.` and `,` the last one is the decimal mark and the other groups thousands
 * (`1.234,56` and `1,234.56` alike); one mark used twice or more groups thousands (`1.234.567`);
 * a single mark is the decimal mark whichever it is, so the numeric keypad's dot works in Serbian
 * (`1234.56`). Spaces group thousands too (`1 234,56`).
 */
export function readScaledText(text: string, scale: number, locale: NumberLocale, allowNegative = false): ScaledRead {
  const mark = decimalMark(locale);
  let body = text.replace(spaces, '');
  let negative = false;
  if (body.startsWith('-')) {
    if (!allowNegative) return { ok: false, reason: 'minus' };
    negative = true;
    body = body.slice(1);
  }
  for (const ch of body) {
    if (ch === '-') return allowNegative ? { ok: false, reason: 'character', char: ch } : { ok: false, reason: 'minus' };
    if (!isDigit(ch) && ch !== '.' && ch !== ',') return { ok: false, reason: 'character', char: ch };
  }
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let decimal: string | null = null;
  if (dots && commas) decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots === 1) decimal = '.';
  else if (commas === 1) decimal = ',';
  let intPart = body;
  let frac: string | null = null;
  if (decimal !== null) {
    const at = body.lastIndexOf(decimal);
    intPart = body.slice(0, at);
    frac = body.slice(at + 1);
    // the decimal mark comes once, after every group mark
    if (frac.includes('.') || frac.includes(',')) return { ok: false, reason: 'character', char: decimal };
    if (scale === 0) return { ok: false, reason: 'character', char: decimal };
  }
  intPart = intPart.replace(/[.,]/g, '');
  if (frac !== null && frac.length > scale) return { ok: false, reason: 'decimals' };
  return { ok: true, text: `${negative ? '-' : ''}${intPart}${frac === null ? '' : mark + frac}` };
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
