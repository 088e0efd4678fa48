import { AppError } from './errors';

/**
 * A sum the server cannot carry exactly in a JSON number (past Number.MAX_SAFE_INTEGER, 2^53 − 1):
 * 409 `error.report.too-large`. The period volume bound keeps every sum over one period far
 * below it (docs/decisions.md#business-bounds); this answers for data stored before that
 * bound and for ranges that span many periods, never a 500 and never a rounded figure.
 */
export class TooLargeError extends AppError {
  constructor() {
    super(409, 'error.report.too-large');
  }
}

/**
 * The one conversion of a database integer or sum (int8 text, numeric text, a bigint) or of a
 * sum computed in JavaScript to a JS number: exact or refused with `TooLargeError`.
 * Non-integer values (an average) pass as their nearest number while within the safe range.
 */
export function exactNumber(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) throw new TooLargeError();
  return n;
}

/** `exactNumber` for a nullable column read: null stays null. */
export const exactOrNull = (value: string | number | bigint | null | undefined): number | null =>
  value === null || value === undefined ? null : exactNumber(value);

/** Every number of a computed report (nested objects and arrays), checked with `exactNumber`. */
export function exactFigures<T>(value: T): T {
  if (typeof value === 'number') exactNumber(value);
  else if (Array.isArray(value)) value.forEach(exactFigures);
  else if (value && typeof value === 'object') Object.values(value).forEach(exactFigures);
  return value;
}
