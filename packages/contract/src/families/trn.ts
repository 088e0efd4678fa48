import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';
import { currencyCode, exchangeRate } from '../currency';

/**
 * Bank statements (izvod) and other payment traffic of a current account; `pocetno` is an account's
 * opening balance (a dated amount in, or out for an overdraft, on 'ostalo' lines).
 */
export const trnEntry = familyEntry({
  vDoc: 'trn',
  resources: ['doc-trn'],
  route: '/platni-promet',
  labelPrefix: 'TRN',
  subTypes: { kind: 'fixed', values: ['izvod', 'ostalo', 'pocetno'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'payment',
  menuKeys: { list: 'platni-promet' },
  listPrint: true,
});

/**
 * Payment order kinds (docs/domain.md#entities-and-fields): a customer's payment, a payment to a supplier, a shop's takings
 * deposited, cash from a cash desk deposited (or drawn for it: the transit account), an expense
 * paid directly, anything else.
 */
export const payOrderKinds = ['uplata', 'isplata', 'pazar', 'blagajna', 'trosak', 'ostalo'] as const;
export type PayOrderKind = (typeof payOrderKinds)[number];

/** Header input: the common fields and `trnId`, the company's current account the statement is of. */
export const trnInput = z.strictObject({
  ...docHeaderInput,
  /** the company's current account the statement is of */
  trnId: refId,
});
export const trnDoc = docHeader.extend({
  /** the company's current (bank) account (tekući račun) */
  trnId: z.number().int(),
  /** the current account's name */
  trnNaziv: z.string(),
  /** total in and out, hundredths */
  uplata: z.number().int(),
  /** total out, hundredths */
  isplata: z.number().int(),
});

const optionalRef = z.number().int().positive('required').max(MAX_ID, 'too-large').nullable().optional().default(null);
const side = z.number({ error: 'required' }).int().min(0, 'greater-than-0').max(MAX_AMOUNT, 'too-large').default(0);
const text = (max: number) => z.string().trim().max(max).optional().default('');

export const trnItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** payment order kind: uplata, isplata, pazar, blagajna, trosak or ostalo */
  vNalog: z.enum(payOrderKinds, { error: 'required' }),
  /** the client of an uplata or isplata line */
  komId: optionalRef,
  /** the retail warehouse of a pazar line */
  magId: optionalRef,
  /** the cost item of a trosak line */
  trosakId: optionalRef,
  /** description (needed on an ostalo line) */
  opis: text(500),
  /** amount in and amount out, hundredths; a line has exactly one of them */
  uplata: side,
  /** amount out, hundredths */
  isplata: side,
  /** the payment reference (poziv na broj), model 97 when it has a check */
  poziv: text(30),
  /** the counterparty as the bank names it (imported lines) */
  partnerNaziv: text(200),
  /** the counterparty's bank account as the bank gives it */
  partnerRacun: text(40),
  /** a client's payment in a foreign currency (uplata, isplata): the currency; absent or RSD for dinars */
  valuta: currencyCode
    .nullable()
    .optional()
    .transform((v) => v ?? 'RSD'),
  /** the amount in that currency, hundredths; the line's dinars are it at `kurs` */
  iznosDev: z.number().int().min(0, 'greater-than-0').max(MAX_AMOUNT, 'too-large').nullable().optional().default(null),
  /** a contracted rate (millionths of a dinar per unit); absent: the middle rate of the statement's date */
  kurs: exchangeRate.nullable().optional().default(null),
});
export const trnItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** payment order kind: uplata, isplata, pazar, blagajna, trosak or ostalo */
  vNalog: z.enum(payOrderKinds),
  /** the client of an uplata or isplata line */
  komId: z.number().int().nullable(),
  /** the client's name */
  klijent: z.string(),
  /** the retail warehouse of a pazar line */
  magId: z.number().int().nullable(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the cost item of a trosak line */
  trosakId: z.number().int().nullable(),
  /** the cost item's name (an expense paid directly) */
  trosak: z.string(),
  /** description (needed on an ostalo line) */
  opis: z.string(),
  /** amount in, hundredths */
  uplata: z.number().int(),
  /** amount out, hundredths */
  isplata: z.number().int(),
  /** payment reference (poziv na broj), model 97 when checked */
  poziv: z.string(),
  /** the counterparty's name as the bank gives it */
  partnerNaziv: z.string(),
  /** the counterparty's bank account as the bank gives it */
  partnerRacun: z.string(),
  /** a payment in a foreign currency: the currency; null in dinars */
  valuta: z.string().nullable(),
  /** the amount in that currency, hundredths; null in dinars */
  iznosDev: z.number().int().nullable(),
  /** the rate, millionths of a dinar per unit; null in dinars */
  kurs: z.number().int().nullable(),
});

/**
 * What each order kind names and which way its money goes: the line form shows only these
 * fields, the server requires them and keeps the others empty.
 */
export const payOrderRules = {
  /** a customer's payment: names a client, money in */
  uplata: { ref: 'komId', direction: 'in' },
  /** a payment to a supplier: names a client, money out */
  isplata: { ref: 'komId', direction: 'out' },
  /** a shop's takings deposited: names a retail warehouse, money in */
  pazar: { ref: 'magId', direction: 'in' },
  /** cash a cash desk deposited (in) or drawn from the bank for it (out): a description, through the transit account */
  blagajna: { ref: 'opis', direction: 'either' },
  /** an expense paid directly: names a cost item, money out */
  trosak: { ref: 'trosakId', direction: 'out' },
  /** anything else: a description, money in or out */
  ostalo: { ref: 'opis', direction: 'either' },
} as const satisfies Record<PayOrderKind, { ref: 'komId' | 'magId' | 'trosakId' | 'opis'; direction: 'in' | 'out' | 'either' }>;

type PaymentLine = Pick<z.output<typeof trnItemInput>, 'vNalog' | 'komId' | 'magId' | 'trosakId' | 'opis' | 'uplata' | 'isplata'>;

/** The amount fields a kind uses. */
export const payOrderAmounts = (kind: PayOrderKind): ('uplata' | 'isplata')[] => {
  const { direction } = payOrderRules[kind];
  return direction === 'in' ? ['uplata'] : direction === 'out' ? ['isplata'] : ['uplata', 'isplata'];
};

/** Field errors of a payment line by its kind: the reference it needs, one amount above zero. */
export function paymentLineErrors(line: PaymentLine): Record<string, string> {
  const errors: Record<string, string> = {};
  const { ref } = payOrderRules[line.vNalog];
  if (ref === 'opis' ? !line.opis : line[ref] === null || line[ref] === undefined) errors[ref] = `error.${ref}.required`;
  const amounts = payOrderAmounts(line.vNalog);
  const given = amounts.filter((a) => line[a] > 0);
  if (!given.length) errors[amounts[0]!] = `error.${amounts[0]!}.greater-than-0`;
  else if (given.length > 1) errors.isplata = 'error.isplata.one-side';
  return errors;
}
