import { MAX_ID, queryId } from './bounds';
import { isoDate } from './dates';
import { listQuery } from './paging';
import { z } from './zod-config';

/** The client-balance report's state selector: all, they owe us, we owe them, not zero. */
export const clientStates = ['all', 'dug', 'pot', 'not-0'] as const;
export type ClientState = (typeof clientStates)[number];

/** The ageing buckets: not yet due, then days past due at the chosen date. */
export const ageingBuckets = ['nedospelo', 'd1_30', 'd31_60', 'd61_90', 'd90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export const clientBalanceQuery = listQuery.extend({
  periodId: queryId(),
  stanje: z.enum(clientStates).default('all'),
  /** the day overdue and ageing are counted at; today when left out */
  datum: isoDate.optional(),
});
export type ClientBalanceQuery = z.infer<typeof clientBalanceQuery>;

const money = z.number().int();

/** The spec's client-balance columns (DOMAIN "Derived figures"), hundredths. */
const balanceColumns = {
  duguje: money,
  uplata: money,
  /** duguje − uplata */
  dugSaldo: money,
  potrazuje: money,
  isplata: money,
  /** potrazuje − isplata */
  potSaldo: money,
  /** dugSaldo − potSaldo: positive, they owe us; negative, we owe them */
  stanje: money,
};

/**
 * One client's balance, and of its open items (signed: what they owe us positive, what we owe
 * them negative) the overdue part and the ageing at the chosen date.
 */
export const clientBalanceRow = z.object({
  id: z.number().int(),
  intNaziv: z.string(),
  pib: z.string(),
  ...balanceColumns,
  dospelo: money,
  nedospelo: money,
  d1_30: money,
  d31_60: money,
  d61_90: money,
  d90: money,
});
export type ClientBalanceRow = z.infer<typeof clientBalanceRow>;

export const clientBalanceSum = z.object({ data: z.object({ ...balanceColumns, count: z.number().int() }) });

export const clientTurnoverQuery = z.object({
  periodId: queryId(),
  /** the period's start when left out */
  dateFrom: isoDate.optional(),
  /** today when left out */
  dateTo: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

/** A client-ledger row in the report's columns, with the running balance after it. */
export const clientTurnoverRow = z.object({
  id: z.number().int(),
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  docOpis: z.string(),
  datum: z.string(),
  dueDate: z.string(),
  reversal: z.boolean(),
  duguje: money,
  uplata: money,
  potrazuje: money,
  isplata: money,
  /** the balance (duguje + isplata − uplata − potrazuje) after this row, from the opening balance on */
  saldo: money,
});
export type ClientTurnoverRow = z.infer<typeof clientTurnoverRow>;

export const clientTurnoverHeader = z.object({
  komId: z.number().int(),
  intNaziv: z.string(),
  pib: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** the balance before dateFrom */
  opening: money,
  /** the balance at dateTo */
  closing: money,
});

export const iosQuery = z.object({ periodId: queryId(), datum: isoDate.optional() });

/** An open item at a date: what is left of it after what was paid or credited by then. */
export const openItemRow = z.object({
  id: z.number().int(),
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  datum: z.string(),
  dueDate: z.string(),
  /** receivable (they owe us) or payable (we owe them) */
  dir: z.enum(['receivable', 'payable']),
  poziv: z.string().nullable(),
  iznos: money,
  zatvoreno: money,
  otvoreno: money,
  /** days past due at the statement's date (0 when not yet due) */
  kasni: z.number().int(),
});
export type OpenItemRow = z.infer<typeof openItemRow>;

/** The open-items statement (IOS) of a client at a date. */
export const iosData = z.object({
  data: z.object({
    komId: z.number().int(),
    intNaziv: z.string(),
    pib: z.string(),
    datum: z.string(),
    items: z.array(openItemRow),
    /** what they owe us on open items, what we owe them */
    otvorenoDuguje: money,
    otvorenoPotrazuje: money,
    /** the ledger balance at the date (payments not yet matched to an item included) */
    saldo: money,
  }),
});
