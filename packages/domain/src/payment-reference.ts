/**
 * Payment references (poziv na broj) in model 97: two check digits, then the reference body
 * (digits, letters and dashes). The check is ISO 7064 MOD 97-10 over the body's digits, letters
 * counted as 10 (A) … 35 (Z), dashes left out: (body · 100 + check) mod 97 = 1.
 */

/** The body's letters and digits, upper-cased, letters as two-digit numbers. */
function digitsOf(body: string): string {
  let out = '';
  for (const ch of body.toUpperCase()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch >= 'A' && ch <= 'Z') out += String(ch.charCodeAt(0) - 55);
  }
  return out;
}

/** The remainder of a long decimal string divided by 97, digit by digit. */
function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** The two check digits of model 97 for a reference body. */
export function model97Check(body: string): string {
  const check = 98 - mod97(`${digitsOf(body)}00`);
  return String(check).padStart(2, '0');
}

/** A reference without spaces and dashes, letters upper-cased. */
const compact = (value: string): string => value.toUpperCase().replace(/[-\s]/g, '');

/** Whether a model-97 reference (check digits then body) is well formed and its check digits right. */
export function isValidModel97(reference: string): boolean {
  const ref = normalizeReference(reference);
  if (!/^\d{2}[0-9A-Z][0-9A-Z-]{0,19}$/.test(ref)) return false;
  const body = ref.slice(2);
  if (!digitsOf(body)) return false;
  return model97Check(body) === ref.slice(0, 2);
}

/**
 * Whether a reference written with its model is a right model 97 one: `97`, the two check digits,
 * then up to 20 digits or letters (`97 58 20240001`, `975820240001`; docs/domain.md#payment-reference-model-97), as bank statements
 * and the IPS code carry it.
 */
export function model97Valid(value: string): boolean {
  const match = /^97(\d{2})([0-9A-Z]{1,20})$/.exec(compact(value));
  return match !== null && model97Check(match[2]!) === match[1];
}

/**
 * A reference as stored and compared: check digits and body, without spaces and dashes, and
 * without the model when it is written with model 97 in front (`97 50 FAK-VP-12-2024` →
 * `50FAKVP122024`).
 */
export function normalizeReference(value: string): string {
  const cleaned = compact(value);
  return model97Valid(cleaned) ? cleaned.slice(2) : cleaned;
}

/**
 * Whether a payment reference (poziv na broj) as a statement line carries it is acceptable: empty,
 * a model-97 reference with or without its model in front and its check right, or another model
 * (not checked). One that names model 97 with a wrong check is not.
 */
export function paymentReferenceValid(value: string): boolean {
  const cleaned = compact(value);
  if (cleaned === '' || isValidModel97(cleaned)) return true;
  return !cleaned.startsWith('97') || model97Valid(cleaned);
}

/**
 * The model-97 reference printed on a document: the check digits and the document's label without
 * its separators (`FAK-VP-12/2024` → `50FAKVP122024`; written with the model: `97 50FAKVP122024`).
 * A payment that quotes it is matched to that document's open item.
 */
export function documentReference(label: string): string {
  const body = compact(label).replace(/[^0-9A-Z]/g, '').slice(0, 20);
  return `${model97Check(body)}${body}`;
}
