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
  /** the accounting period (business year) */
  periodId: queryId(),
  /** which clients: all, dug (they owe us), pot (we owe them), not-0 */
  stanje: z.enum(clientStates).default('all'),
  /** the day overdue and ageing are counted at; today when left out */
  datum: isoDate.optional(),
});
export type ClientBalanceQuery = z.infer<typeof clientBalanceQuery>;

const money = z.number().int();

/** The spec's client-balance columns (docs/domain.md#derived-figures), hundredths. */
const balanceColumns = {
  /** debit (duguje): invoiced to the client, hundredths */
  duguje: money,
  /** payment received (uplata), hundredths */
  uplata: money,
  /** duguje − uplata */
  dugSaldo: money,
  /** credit (potražuje): invoiced by the client, or a credit granted to them, hundredths */
  potrazuje: money,
  /** payment made (isplata), hundredths */
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
  /** the client (or the row) */
  id: z.number().int(),
  /** the client's short name */
  intNaziv: z.string(),
  /** the client's tax id */
  pib: z.string(),
  ...balanceColumns,
  /** overdue part of the open items at the date */
  dospelo: money,
  /** not yet due */
  nedospelo: money,
  /** 1–30 days past due */
  d1_30: money,
  /** 31–60 days past due */
  d31_60: money,
  /** 61–90 days past due */
  d61_90: money,
  /** over 90 days past due */
  d90: money,
});
export type ClientBalanceRow = z.infer<typeof clientBalanceRow>;

/** The client-balance report's summary: the balance columns summed, and `count` of clients. */
export const clientBalanceSum = z.object({
  /** the answer */
  data: z.object({
    ...balanceColumns,
    /** how many clients the report has */
    count: z.number().int(),
  }),
});

export const clientTurnoverQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the period's start when left out */
  dateFrom: isoDate.optional(),
  /** today when left out */
  dateTo: isoDate.optional(),
  /** page number, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

/** A client-ledger row in the report's columns, with the running balance after it. */
export const clientTurnoverRow = z.object({
  /** the client (or the row) */
  id: z.number().int(),
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the document's description */
  docOpis: z.string(),
  /** the document date */
  datum: z.string(),
  /** the day the amount falls due */
  dueDate: z.string(),
  /** booked by a storno (reversal): the negation of the document's rows */
  reversal: z.boolean(),
  /** an exchange difference of a foreign-currency payment (kursna razlika): a gain or a loss; null for other rows */
  kursnaRazlika: z.enum(['prihod', 'rashod']).nullable(),
  /** debit (duguje): invoiced to the client, hundredths */
  duguje: money,
  /** payment received (uplata), hundredths */
  uplata: money,
  /** credit (potražuje): invoiced by the client, or a credit granted to them, hundredths */
  potrazuje: money,
  /** payment made (isplata), hundredths */
  isplata: money,
  /** the balance (duguje + isplata − uplata − potrazuje) after this row, from the opening balance on */
  saldo: money,
});
export type ClientTurnoverRow = z.infer<typeof clientTurnoverRow>;

export const clientTurnoverHeader = z.object({
  /** the client */
  komId: z.number().int(),
  /** the client's short name */
  intNaziv: z.string(),
  /** the client's tax id */
  pib: z.string(),
  /** the first day of the range */
  dateFrom: z.string(),
  /** the last day of the range */
  dateTo: z.string(),
  /** the balance before dateFrom */
  opening: money,
  /** the balance at dateTo */
  closing: money,
});

/** The period and `datum`, the day the open-items statement (IOS) is made at (today when left out). */
export const iosQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the day the statement is made at; left out, today */
  datum: isoDate.optional(),
});

/** An open item at a date: what is left of it after what was paid or credited by then. */
export const openItemRow = z.object({
  /** the client (or the row) */
  id: z.number().int(),
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the document date */
  datum: z.string(),
  /** the day the amount falls due */
  dueDate: z.string(),
  /** receivable (they owe us) or payable (we owe them) */
  dir: z.enum(['receivable', 'payable']),
  /** payment reference (poziv na broj), model 97 when checked */
  poziv: z.string().nullable(),
  /** the item's amount, hundredths */
  iznos: money,
  /** closed of it by the date (paid or credited), hundredths */
  zatvoreno: money,
  /** still open at the date, hundredths */
  otvoreno: money,
  /** days past due at the statement's date (0 when not yet due) */
  kasni: z.number().int(),
});
export type OpenItemRow = z.infer<typeof openItemRow>;

/**
 * A payment (or a credit note) not yet matched to an item at a date: an overpayment or an advance
 * on account, which the client's next invoice closes (an open credit on the statement).
 */
export const openCreditRow = z.object({
  /** the row */
  id: z.number().int(),
  /** the document family code of the payment or credit note */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the payment's date */
  datum: z.string(),
  /** what it would close: receivable (a payment from the client: in their favour) or payable (ours to them: in our favour) */
  dir: z.enum(['receivable', 'payable']),
  /** the reference the payment quoted */
  poziv: z.string().nullable(),
  /** the payment's amount, hundredths */
  iznos: money,
  /** used by then on items dated by then, hundredths */
  iskorisceno: money,
  /** still open at the date, hundredths */
  otvoreno: money,
});
export type OpenCreditRow = z.infer<typeof openCreditRow>;

/** The open-items statement (IOS) of a client at a date. */
export const iosData = z.object({
  /** the answer's payload */
  data: z.object({
    /** the client */
    komId: z.number().int(),
    /** the client's short name */
    intNaziv: z.string(),
    /** the client's tax id */
    pib: z.string(),
    /** the statement's date */
    datum: z.string(),
    /** the open items at the date */
    items: z.array(openItemRow),
    /** payments not yet matched to an item at the date (an overpayment, an advance on account) */
    credits: z.array(openCreditRow),
    /** the debit side of the statement: what they owe us on open items and our open credits with them, hundredths */
    otvorenoDuguje: money,
    /** the credit side: what we owe them on open items and their open credits (payments on account), hundredths */
    otvorenoPotrazuje: money,
    /** the ledger balance at the date (payments not yet matched to an item included) */
    saldo: money,
  }),
});
