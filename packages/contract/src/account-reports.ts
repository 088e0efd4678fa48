import { MAX_ID, queryId } from './bounds';
import { isoDate } from './dates';
import { payOrderKinds } from './families/trn';
import { pagination } from './paging';
import { z } from './zod-config';

/** Current accounts (rpt-trn): what came in and went out of each of the company's accounts. */
export const accountsQuery = z.object({ periodId: queryId() });

export const accountRow = z.object({
  id: z.number().int(),
  naziv: z.string(),
  banka: z.string(),
  tracun: z.string(),
  /** hundredths */
  uplata: z.number().int(),
  isplata: z.number().int(),
  /** uplata − isplata */
  saldo: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountList = z.object({ data: z.array(accountRow) });

export const accountTurnoverQuery = z.object({
  periodId: queryId(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(20),
});

export const accountTurnoverRow = z.object({
  id: z.number().int(),
  vDoc: z.string(),
  docId: z.number().int(),
  docOznaka: z.string(),
  docOpis: z.string(),
  datum: z.string(),
  /** booked by the statement's reversal (its negation) */
  reversal: z.boolean(),
  orderKind: z.enum(payOrderKinds),
  /** who or what the line names: the client, the shop or the cost item */
  naziv: z.string(),
  opis: z.string(),
  uplata: z.number().int(),
  isplata: z.number().int(),
  /** the running balance after this row */
  saldo: z.number().int(),
});
export type AccountTurnoverRow = z.infer<typeof accountTurnoverRow>;

export const accountTurnover = z.object({
  header: accountRow.extend({
    /** the balance before date-from, the first row of the turnover */
    opening: z.number().int(),
  }),
  data: z.array(accountTurnoverRow),
  pagination,
});
