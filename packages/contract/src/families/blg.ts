import { MAX_AMOUNT, MAX_ID } from '../bounds';
import { z } from '../zod-config';
import { docHeader, docHeaderInput, refId } from '../documents/common';
import { familyEntry } from './entry';

/**
 * Cash desk orders (blagajna): a receipt (uplatnica, money into the desk) or a payment
 * (isplatnica, money out of it), of one cash desk; its lines say what the money is for. The
 * daily cash report (blagajnički izveštaj) lists the locked ones of a desk day by day.
 */
export const blgEntry = familyEntry({
  vDoc: 'blg',
  resources: ['doc-blg'],
  route: '/blagajna',
  labelPrefix: 'BLG',
  subTypeLabels: { uplatnica: 'BLG-U', isplatnica: 'BLG-I' },
  subTypes: { kind: 'fixed', values: ['uplatnica', 'isplatnica'] },
  partner: 'none',
  lifecycle: true,
  lineKind: 'payment',
  menuKeys: { list: 'blagajna' },
});

/** The two sub-types: money into the desk, money out of it. */
export const cashOrderTypes = ['uplatnica', 'isplatnica'] as const;
export type CashOrderType = (typeof cashOrderTypes)[number];

/**
 * What a cash line is for: a partner paying us or paid by us (closes his open items), a retail
 * shop's takings brought in, a cost paid in cash, cash to or from the bank (through the transit
 * account: a deposit out of the desk, a withdrawal into it).
 */
export const cashLineKinds = ['klijent', 'pazar', 'trosak', 'banka'] as const;
export type CashLineKind = (typeof cashLineKinds)[number];

/** Which sub-types each kind may stand on and what it names. */
export const cashLineRules = {
  /** a customer pays (receipt) or a supplier is paid (payment): names the partner */
  klijent: { ref: 'komId', types: ['uplatnica', 'isplatnica'] },
  /** a retail shop's takings brought into the desk: names the retail warehouse */
  pazar: { ref: 'magId', types: ['uplatnica'] },
  /** a cost paid in cash: names the cost item */
  trosak: { ref: 'trosakId', types: ['isplatnica'] },
  /** cash deposited to the bank (payment) or drawn from it (receipt): a description */
  banka: { ref: 'opis', types: ['uplatnica', 'isplatnica'] },
} as const satisfies Record<CashLineKind, { ref: 'komId' | 'magId' | 'trosakId' | 'opis'; types: readonly CashOrderType[] }>;

export const blgInput = z.strictObject({
  ...docHeaderInput,
  /** the cash desk (blagajna) the order is of */
  kasaId: refId,
});
export const blgDoc = docHeader.extend({
  /** the cash desk */
  kasaId: z.number().int(),
  /** the cash desk's name */
  kasaNaziv: z.string(),
  /** the order's amount: the sum of its lines, hundredths */
  iznos: z.number().int(),
});

const optionalRef = z.number().int().positive('required').max(MAX_ID, 'too-large').nullable().optional().default(null);
const text = (max: number) => z.string().trim().max(max).optional().default('');

export const blgItemInput = z.strictObject({
  /** the document */
  docId: z.number().int().max(MAX_ID, 'too-large').optional(),
  /** what the line is for: klijent, pazar, trosak or banka */
  vrsta: z.enum(cashLineKinds, { error: 'required' }),
  /** the partner of a klijent line */
  komId: optionalRef,
  /** the retail warehouse of a pazar line */
  magId: optionalRef,
  /** the cost item of a trosak line */
  trosakId: optionalRef,
  /** description (needed on a banka line) */
  opis: text(500),
  /** the amount, hundredths, above zero; its direction is the order's (in on a receipt, out on a payment) */
  iznos: z.number({ error: 'required' }).int().min(1, 'greater-than-0').max(MAX_AMOUNT, 'too-large'),
  /** the payment reference of the invoice paid (poziv na broj); empty: the partner's oldest open items first */
  poziv: text(30),
});
export const blgItem = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the document */
  docId: z.number().int(),
  /** what the line is for */
  vrsta: z.enum(cashLineKinds),
  /** the partner of a klijent line */
  komId: z.number().int().nullable(),
  /** the partner's name */
  klijent: z.string(),
  /** the retail warehouse of a pazar line */
  magId: z.number().int().nullable(),
  /** the warehouse's name */
  magNaziv: z.string(),
  /** the cost item of a trosak line */
  trosakId: z.number().int().nullable(),
  /** the cost item's name */
  trosak: z.string(),
  /** description */
  opis: z.string(),
  /** the amount, hundredths */
  iznos: z.number().int(),
  /** the payment reference quoted */
  poziv: z.string(),
});

type CashLine = Pick<z.output<typeof blgItemInput>, 'vrsta' | 'komId' | 'magId' | 'trosakId' | 'opis'>;

/** Field errors of a cash line by its kind and the order's sub-type: the reference it needs, a kind the sub-type takes. */
export function cashLineErrors(line: CashLine, vSubDoc: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const rule = cashLineRules[line.vrsta];
  if (!(rule.types as readonly string[]).includes(vSubDoc)) errors.vrsta = 'error.vrsta.not-on-this-order';
  const { ref } = rule;
  if (ref === 'opis' ? !line.opis : line[ref] === null || line[ref] === undefined) errors[ref] = `error.${ref}.required`;
  return errors;
}
