/**
 * Serbian identifier checks (docs/domain.md#identifier-checks). Each returns true only for the right shape and check digit.
 */

const digitsOf = (s: string) => [...s].map(Number);

/** PIB, 9 digits, ISO 7064 MOD 11,10. */
export function isValidPib(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = digitsOf(value);
  let a = 10;
  for (let i = 0; i < 8; i++) {
    a = (a + d[i]!) % 10;
    if (a === 0) a = 10;
    a = (2 * a) % 11;
  }
  return (11 - a) % 10 === d[8];
}

/** Matični broj of a company, 8 digits. */
export function isValidMaticniBroj(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const d = digitsOf(value);
  const weights = [2, 7, 6, 5, 4, 3, 2];
  const s = weights.reduce((sum, w, i) => sum + w * d[i]!, 0);
  const r = s % 11;
  const k = r <= 1 ? 0 : 11 - r;
  return k === d[7];
}

/** JMBG, 13 digits DDMMYYYRRBBBK, with a real birth date. */
export function isValidJmbg(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const d = digitsOf(value);
  const weights = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const s = weights.reduce((sum, w, i) => sum + w * d[i]!, 0);
  const m = 11 - (s % 11);
  const k = m > 9 ? 0 : m;
  if (k !== d[12]) return false;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const yyy = Number(value.slice(4, 7));
  const year = yyy >= 800 ? 1000 + yyy : 2000 + yyy;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A bank account in dashed (`840-955845-10`) or 18-digit form → 18 digits, or null when malformed. */
export function normalizeAccount(value: string): string | null {
  const v = value.trim().replace(/\s/g, '');
  if (/^\d{18}$/.test(v)) return v;
  const m = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(v);
  if (!m) return null;
  return m[1]! + m[2]!.padStart(13, '0') + m[3]!;
}

/** ISO 7064 MOD 97-10 over the 18 digits. */
export function isValidAccount(value: string): boolean {
  const n = normalizeAccount(value);
  if (!n) return false;
  const control = 98n - ((BigInt(n.slice(0, 16)) * 100n) % 97n);
  return control === BigInt(n.slice(16));
}

/** Short display form: `840-955845-10`. */
export function formatAccount(value: string): string {
  const n = normalizeAccount(value);
  if (!n) return value;
  return `${n.slice(0, 3)}-${n.slice(3, 16).replace(/^0+(?=\d)/, '')}-${n.slice(16)}`;
}

/** JBKJS of a public-sector buyer: 5 digits, no check digit known. */
export function isValidJbkjs(value: string): boolean {
  return /^\d{5}$/.test(value);
}
