import { z } from './zod-config';

/**
 * Business bounds, decided once (docs/decisions.md#business-bounds). Quantities are stored
 * in thousandths of a unit and money in hundredths (para), both as 64-bit integers.
 *
 * - a quantity is at most 10^9 units;
 * - a price, and any amount the user enters, at most 10^12 dinars;
 * - a line's computed value and every document total (with VAT, margins) at most 10^13 dinars,
 *   i.e. 10^15 para: far inside a bigint column (9.2·10^18) and exact in a JavaScript number
 *   (2^53 ≈ 9.007·10^15), so a product of two bounded values is refused before it is stored.
 *
 * Past a bound the answer is 422 `error.<field>.too-large`.
 */
export const MAX_QUANTITY = 1_000_000_000_000;
export const MAX_AMOUNT = 100_000_000_000_000;
export const MAX_TOTAL = 1_000_000_000_000_000;
/** A percentage (a discount), in thousandths of a percent: at most 100 %. */
export const MAX_PERCENT = 100_000;

/**
 * What one company may post to the ledgers in one period, per ledger: the sum of the absolute
 * amounts of every row a lock or storno writes to that ledger (stock, client, VAT,
 * current-account or turnover ledger: all its money columns), at most 3·10^13 dinars (3·10^15
 * para); and of the absolute quantities (stock and turnover ledgers together), at most 3·10^12
 * units (3·10^15 thousandths). Every report figure over one period is a signed sum of one
 * ledger's rows (at most 3·10^15) or combines at most three ledgers (at most 9·10^15), so it
 * stays below 2^53 (≈ 9.007·10^15) and is exact in a JSON number. A document at the highest
 * total (10^15 para) still fits, about three of them per ledger. A lock past either bound is 409
 * `error.period.volume`, with nothing written.
 */
export const MAX_PERIOD_VOLUME = 3_000_000_000_000_000;
export const MAX_PERIOD_QUANTITY = 3_000_000_000_000_000;

/** The largest id a row can have: ids are 32-bit serial columns. */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a positive integer a row can have. */
export const bodyId = (requiredMessage = 'required') =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : undefined) })
    .int()
    .positive(requiredMessage)
    .max(MAX_ID, 'too-large');

const digits = /^(0|[1-9][0-9]*)$/;

/**
 * An id in a query string: decimal digits only (no sign, spaces, leading zeros, exponent or hex),
 * a positive integer a row can have; a number is accepted as well (clients that build the query
 * object before it is serialised).
 */
export const queryId = () =>
  z.union([z.number(), z.string().regex(digits).transform(Number)]).pipe(z.number().int().positive().max(MAX_ID, 'too-large'));

const pathDigits = /^[1-9][0-9]{0,9}$/;

/**
 * An id in a path (`/v1/art-grupa/{id}`): digits only, no sign, spaces, leading zeros or
 * exponent, within the id range. Anything else names no row: the error handler answers 404
 * for every path parameter that fails its schema.
 */
export const pathId = () =>
  z
    .string()
    .regex(pathDigits)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID));

/** Whether a string contains a NUL character (PostgreSQL text cannot hold one). */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * How deep a request's JSON may nest: an object or array inside at most 31 others. No body of the
 * API comes near it (a document with its items and their memo is 4 levels); past it the body is
 * refused (400 `error.body.too-deep`) before anything walks it recursively.
 */
export const MAX_DEPTH = 32;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds half of a surrogate pair alone (JSON's `"\ud800"`): no UTF-8 text, PostgreSQL or jsonb, can store it. */
export const hasLoneSurrogate = (value: string): boolean => loneSurrogate.test(value);

/** Why a string cannot be stored as text: a NUL, a lone surrogate, or null when it can. */
export function badText(value: string): 'nul' | 'surrogate' | null {
  if (hasNul(value)) return 'nul';
  if (hasLoneSurrogate(value)) return 'surrogate';
  return null;
}

/** What `findBadInput` found: where, and whether a string cannot be stored or the nesting is too deep. */
export interface BadInput {
  path: (string | number)[];
  reason: 'nul' | 'surrogate' | 'depth';
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
  depth: number;
}

const pathOf = (visit: Visit, last?: string): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The first place in a parsed body, query or params that cannot be stored: a string (value or key)
 * holding a NUL or a lone surrogate, or an object or array nested deeper than `maxDepth`. Walks
 * with its own stack, never recursion, so no nesting can overflow the call stack.
 */
export function findBadInput(value: unknown, maxDepth = MAX_DEPTH): BadInput | null {
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      const reason = badText(item);
      if (reason) return { path: pathOf(visit), reason };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (visit.depth >= maxDepth) return { path: pathOf(visit), reason: 'depth' };
    const depth = visit.depth + 1;
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: visit, depth });
      continue;
    }
    const entries = Object.entries(item);
    for (const [key] of entries) {
      const reason = badText(key);
      if (reason) return { path: pathOf(visit, key), reason };
    }
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit, depth });
  }
  return null;
}
