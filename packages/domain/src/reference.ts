import { model97Control } from './identifiers';

/** The reference without spaces and dashes, letters upper-cased. */
const compact = (value: string) => value.toUpperCase().replace(/[-\s]/g, '');

/**
 * Whether a payment reference written with its model 97 is right: `97`, the two control digits,
 * then up to 20 digits or letters (`97 58 20240001`, `975820240001`), the control being
 * `98 − (reference × 100 mod 97)` (SERBIA.md).
 */
export function model97Valid(value: string): boolean {
  const match = /^97(\d{2})([0-9A-Z]{1,20})$/.exec(compact(value));
  if (!match) return false;
  return model97Control(match[2]!) === match[1];
}

/**
 * Whether a payment reference (poziv na broj) as a statement line carries it is acceptable: empty,
 * another model (not checked), or model 97 with its control right.
 */
export function paymentReferenceValid(value: string): boolean {
  const cleaned = compact(value);
  return cleaned === '' || !cleaned.startsWith('97') || model97Valid(cleaned);
}
