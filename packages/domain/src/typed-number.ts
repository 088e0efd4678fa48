/**
 * A number as a bookkeeper types it ("1.234,56", "-5", "1234.56" from the numeric keypad), read
 * into a scaled integer (hundredths for money, thousandths for quantities) or refused with the
 * reason. Nothing is dropped or guessed: a text is read whole or refused whole.
 */
import type { NumberLocale } from './scaled';

/** What a field takes: its decimals, whether a minus may be typed, its largest magnitude (scaled). */
export interface NumberRule {
  scale: number;
  negative?: boolean;
  /** the largest absolute value the column takes, scaled (a quantity: 10^12 thousandths) */
  max?: number;
}

/**
 * Why a text is not a number of the field; each is the message key `validation.<reason>`:
 * a character that cannot belong to a number, a minus where none is allowed, a separator in a
 * place a number has none (a second decimal mark, a group of thousands not of three digits), more
 * decimals than the field holds, a value past the field's range.
 */
export type TypedNumberError = 'not-a-number-character' | 'not-negative' | 'second-separator' | 'decimals' | 'too-large';

export type TypedNumber =
  | {
      ok: true;
      /** the scaled value; null for an empty text or a lone minus */
      value: number | null;
      /** the last group of thousands is still being typed ("1.234.5"): not a number yet */
      partial?: boolean;
    }
  | { ok: false; error: TypedNumberError; /** the character refused */ char?: string };

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const spaces = /[\s\u00a0\u202f']/g;

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/**
 * Reads a typed or pasted text. Marks, in every locale: with both `.` and `,` the last is the
 * decimal mark, it comes once, and the other groups thousands (`1.234,56`, `1,234.56`); one mark
 * used more than once groups thousands (`1.234.567`); a single mark is the decimal mark (the
 * keypad's dot: `1234.56`), unless three digits follow it where the field holds fewer decimals
 * (`1.234` is 1234 in a money field, 1,234 in a quantity). A group of thousands after the first has
 * exactly three digits; the last may be short while it is typed (`partial`, no value). Spaces
 * group thousands too (`1 234,56`).
 */
export function readTypedNumber(text: string, rule: NumberRule): TypedNumber {
  const { scale } = rule;
  let body = text.replace(spaces, '');
  let negative = false;
  if (body.startsWith('-')) {
    if (!rule.negative) return { ok: false, error: 'not-negative', char: '-' };
    negative = true;
    body = body.slice(1);
  }
  for (const ch of body) {
    if (ch === '-') return rule.negative ? { ok: false, error: 'not-a-number-character', char: ch } : { ok: false, error: 'not-negative', char: ch };
    if (!isDigit(ch) && ch !== '.' && ch !== ',') return { ok: false, error: 'not-a-number-character', char: ch };
  }
  if (body === '') return { ok: true, value: null };

  const dots = count(body, '.');
  const commas = count(body, ',');
  let decimal: string | null = null;
  if (dots && commas) decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark = dots ? '.' : ',';
    const [head = '', tail = ''] = body.split(mark);
    // three digits after a lone mark where the field holds fewer decimals: a group of thousands
    const grouped = tail.length === 3 && scale < 3 && head.length >= 1 && head.length <= 3;
    decimal = grouped ? null : mark;
  }

  let intPart = body;
  let frac: string | null = null;
  if (decimal !== null) {
    const at = body.lastIndexOf(decimal);
    intPart = body.slice(0, at);
    frac = body.slice(at + 1);
    if (count(body, decimal) > 1 || frac.includes('.') || frac.includes(',')) return { ok: false, error: 'second-separator', char: decimal };
    if (scale === 0) return { ok: false, error: 'not-a-number-character', char: decimal };
    if (frac.length > scale) return { ok: false, error: 'decimals' };
  }

  let partial = false;
  // a separator out of place is refused as the last one typed
  const lastMark = body[Math.max(body.lastIndexOf('.'), body.lastIndexOf(','))];
  const groupMark = intPart.includes('.') ? '.' : intPart.includes(',') ? ',' : null;
  if (groupMark !== null) {
    const groups = intPart.split(groupMark);
    const [first = '', ...rest] = groups;
    if (first.length < 1 || first.length > 3) return { ok: false, error: 'second-separator', char: lastMark };
    for (let i = 0; i < rest.length; i++) {
      const group = rest[i] ?? '';
      const last = i === rest.length - 1;
      if (group.length === 3) continue;
      // the last group of a number without decimals may still be being typed
      if (last && frac === null && group.length < 3) partial = true;
      else return { ok: false, error: 'second-separator', char: lastMark };
    }
  }
  if (partial) return { ok: true, value: null, partial: true };

  const digits = intPart.replace(/[.,]/g, '');
  if (digits === '' && (frac === null || frac === '')) return { ok: true, value: null };
  const kept = ((frac ?? '') + '0'.repeat(scale)).slice(0, scale);
  const magnitude = BigInt((digits || '0') + kept);
  const max = BigInt(rule.max ?? Number.MAX_SAFE_INTEGER);
  if (magnitude > max) return { ok: false, error: 'too-large' };
  const value = Number(magnitude);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/** The locale's decimal mark. */
export function decimalMarkOf(locale: NumberLocale): string {
  return locale === 'en' ? '.' : ',';
}
