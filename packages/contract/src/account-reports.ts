import { MAX_ID, queryId } from './bounds';
import { isoDate } from './dates';
import { payOrderKinds } from './families/trn';
import { pagination } from './paging';
import { z } from './zod-config';

/** Current accounts (rpt-trn): what came in and went out of each of the company's accounts. */
export const accountsQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
});

export const accountRow = z.object({
  /** the account (or the ledger row) */
  id: z.number().int(),
  /** the account's name */
  naziv: z.string(),
  /** bank name */
  banka: z.string(),
  /** bank account number (tekući račun, 18 digits stored) */
  tracun: z.string(),
  /** paid in, hundredths */
  uplata: z.number().int(),
  /** paid out, hundredths */
  isplata: z.number().int(),
  /** uplata − isplata */
  saldo: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountList = z.object({
  /** one row per account */
  data: z.array(accountRow),
});

export const accountTurnoverQuery = z.object({
  /** the accounting period (business year) */
  periodId: queryId(),
  /** the first day of the range */
  dateFrom: isoDate.optional(),
  /** the last day of the range */
  dateTo: isoDate.optional(),
  /** page number, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

export const accountTurnoverRow = z.object({
  /** the account (or the ledger row) */
  id: z.number().int(),
  /** the document family code (`ur`, `prod`, … : the registry key) */
  vDoc: z.string(),
  /** the document */
  docId: z.number().int(),
  /** the document's label */
  docOznaka: z.string(),
  /** the document's description */
  docOpis: z.string(),
  /** the statement's date */
  datum: z.string(),
  /** booked by the statement's reversal (its negation) */
  reversal: z.boolean(),
  /** the line's payment order kind */
  orderKind: z.enum(payOrderKinds),
  /** who or what the line names: the client, the shop or the cost item */
  naziv: z.string(),
  /** the line's description */
  opis: z.string(),
  /** paid in, hundredths */
  uplata: z.number().int(),
  /** paid out, hundredths */
  isplata: z.number().int(),
  /** the running balance after this row */
  saldo: z.number().int(),
});
export type AccountTurnoverRow = z.infer<typeof accountTurnoverRow>;

export const accountTurnover = z.object({
  /** the account with its opening balance */
  header: accountRow.extend({
    /** the balance before date-from, the first row of the turnover */
    opening: z.number().int(),
  }),
  /** the rows of the page */
  data: z.array(accountTurnoverRow),
  /** where the page stands in the whole list */
  pagination,
});
