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

/** A reference as compared: upper-case, without spaces (`12 FAK-VP-3-2024` → `12FAK-VP-3-2024`). */
export const normalizeReference = (reference: string): string => reference.toUpperCase().replace(/\s+/g, '');

/** Whether a model-97 reference (check digits then body) is well formed and its check digits right. */
export function isValidModel97(reference: string): boolean {
  const ref = normalizeReference(reference);
  if (!/^\d{2}[0-9A-Z][0-9A-Z-]{0,19}$/.test(ref)) return false;
  const body = ref.slice(2);
  if (!digitsOf(body)) return false;
  return model97Check(body) === ref.slice(0, 2);
}

/**
 * The model-97 reference printed on a document: the check digits and the document's label with
 * its slash as a dash (`FAK-VP-12/2024` → `50FAK-VP-12-2024`). A payment that quotes it is matched
 * to that document's open item.
 */
export function documentReference(label: string): string {
  const body = label
    .toUpperCase()
    .replace(/[^0-9A-Z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20);
  return `${model97Check(body)}${body}`;
}
