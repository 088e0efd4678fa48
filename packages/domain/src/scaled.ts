/** Parsing and formatting of scaled integers (2 or 3 decimals) in the user's locale. */

export type NumberLocale = 'sr-Latn' | 'sr-Cyrl' | 'en';

function separators(locale: NumberLocale): { group: string; decimal: string } {
  return locale === 'en' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

/** 123456 with scale 2 → "1.234,56" (sr) or "1,234.56" (en). */
export function formatScaled(value: number, scale: number, locale: NumberLocale): string {
  const { group, decimal } = separators(locale);
  const negative = value < 0;
  const digits = Math.abs(Math.trunc(value)).toString().padStart(scale + 1, '0');
  const intPart = digits.slice(0, digits.length - scale);
  const fracPart = digits.slice(digits.length - scale);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${scale > 0 ? decimal + fracPart : ''}`;
}

/**
 * "1.234,56" → 123456 (scale 2, sr). Accepts the locale's group separator, either decimal mark
 * when unambiguous, and rounds extra decimals half away from zero. Returns null when not a number.
 */
export function parseScaled(text: string, scale: number, locale: NumberLocale): number | null {
  const { group, decimal } = separators(locale);
  let s = text.trim().replace(/\s/g, '');
  if (s === '') return null;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  // A lone group mark not followed by exactly three digits is a decimal typed on a keypad.
  const lastGroup = s.lastIndexOf(group);
  if (!s.includes(decimal) && lastGroup >= 0 && s.length - lastGroup - 1 !== 3) {
    s = s.slice(0, lastGroup) + decimal + s.slice(lastGroup + 1);
  }
  s = s.split(group).join('');
  const parts = s.split(decimal);
  if (parts.length > 2) return null;
  const [intPart = '', frac = ''] = parts;
  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(frac) || (intPart === '' && frac === '')) return null;
  const kept = (frac + '0'.repeat(scale)).slice(0, scale);
  let result = Number(BigInt((intPart || '0') + kept));
  if (frac.length > scale && Number(frac[scale]) >= 5) result += 1;
  if (!Number.isSafeInteger(result)) return null;
  return negative ? -result : result;
}
