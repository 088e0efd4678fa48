import { isValidAccount, normalizeAccount } from './identifiers';

/**
 * The NBS IPS QR payload ("IPS pokaži", docs/domain.md#ips-qr-code): `tag:value` pairs joined by `|` in the
 * standard's order, empty optional tags left out, no `|` at either end.
 */
export interface IpsPayment {
  /** payee account, dashed or 18 digits */
  account: string;
  /** payee name, then street and place: up to three lines */
  payee: readonly string[];
  /** amount in paras (hundredths of a dinar), more than zero */
  amount: number;
  /** payment code, 3 digits (221: goods and services between legal entities) */
  paymentCode?: string;
  /** payment purpose, one line */
  purpose?: string;
  /** model-97 reference without the model (check digits then body), as `documentReference` gives it */
  reference?: string;
  /** payer, up to three lines (optional) */
  payer?: readonly string[];
}

export const IPS_PAYMENT_CODE_GOODS = '221';

/** Text a tag may carry: no `|` (the separator), single spaces, trimmed. */
const clean = (value: string): string => value.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();

/** Up to three non-empty lines joined by `\n`, cut to `max` characters in all. */
function lines(values: readonly string[], max: number): string {
  return values
    .map(clean)
    .filter((l) => l !== '')
    .slice(0, 3)
    .join('\n')
    .slice(0, max)
    .trim();
}

/** The amount tag's value: `RSD` and the amount with a decimal comma and two decimals (`RSD3596,13`). */
export function ipsAmount(paras: number): string {
  const whole = Math.trunc(paras / 100);
  const cents = String(paras % 100).padStart(2, '0');
  return `RSD${whole},${cents}`;
}

/**
 * The payload of an IPS QR code, or null when the payment cannot be scanned: an account that is
 * malformed or fails its check digits (a bank app refuses it), no payee name, or nothing to pay (a zero or negative amount, e.g. a storno).
 */
export function ipsQrPayload(p: IpsPayment): string | null {
  const account = normalizeAccount(p.account);
  const payee = lines(p.payee, 70);
  if (!account || !isValidAccount(account) || payee === '' || !Number.isSafeInteger(p.amount) || p.amount <= 0) return null;
  const code = p.paymentCode ?? IPS_PAYMENT_CODE_GOODS;
  if (!/^\d{3}$/.test(code)) return null;
  const reference = p.reference ? p.reference.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
  const tags: Array<[string, string]> = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', account],
    ['N', payee],
    ['I', ipsAmount(p.amount)],
    ['P', p.payer ? lines(p.payer, 70) : ''],
    ['SF', code],
    ['S', p.purpose ? clean(p.purpose).slice(0, 35).trim() : ''],
    ['RO', reference ? `97${reference}`.slice(0, 25) : ''],
  ];
  return tags
    .filter(([, value]) => value !== '')
    .map(([tag, value]) => `${tag}:${value}`)
    .join('|');
}
