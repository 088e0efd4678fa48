import { MAX_ID, queryId } from './bounds';
import { exportFields } from './export';
import { finRangeQuery } from './fin-reports';
import { MAX_PER_PAGE, pagination } from './paging';
import { z } from './zod-config';

/**
 * What an account is (docs/domain.md#chart-of-accounts): balance sheet (classes 0–4), expense (5), income (6),
 * the opening and closing accounts (7), off-balance (8) and cost accounting (9).
 */
export const accountKinds = ['balance', 'expense', 'income', 'closing', 'off-balance', 'cost-accounting'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** An account of the chart: the official chart's or the company's own analytic. */
export const glAccountRow = z.object({
  /** the company's own account's row; null for the official chart's */
  id: z.number().int().nullable(),
  /** the account's code (konto): 1 digit a class, 2 a group, 3 a synthetic account, 4 and more an analytic */
  konto: z.string(),
  /** the account it belongs under; null for a class */
  parent: z.string().nullable(),
  /** 1 class, 2 group, 3 synthetic, 4 analytic (the company's own are 4 and more) */
  level: z.number().int(),
  /** what the account is: balance sheet, expense, income, closing, off-balance or cost accounting (by its class) */
  kind: z.enum(accountKinds),
  /** every posting on it names the client (204, 435, 430, 152…) */
  needsClient: z.boolean(),
  /** the name in Serbian Latin */
  naziv: z.string(),
  /** the name in Serbian Cyrillic */
  nazivCyr: z.string(),
  /** the name in English */
  nazivEn: z.string(),
  /** the company's own analytic account (editable, deletable while it has no postings) */
  own: z.boolean(),
  /** postings may go to it: a synthetic or analytic account without analytics under it */
  postable: z.boolean(),
});
export type GlAccountRow = z.infer<typeof glAccountRow>;

export const glAccountListQuery = z.object({
  /** code prefix or part of a name (any of the three languages) */
  search: z.string().max(100).optional().default(''),
  /** only accounts postings may go to */
  postable: z.enum(['0', '1']).optional(),
  /**
   * the page, from 1, as on every list; with neither `page` nor `perPage` the whole chart is one
   * page (the account pickers read it once)
   */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').optional(),
  /** rows per page (20 when only `page` is given) */
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});
export type GlAccountListQuery = z.output<typeof glAccountListQuery>;
export const glAccountList = z.object({
  /** the page's accounts, by code */
  data: z.array(glAccountRow),
  /** where the page stands in the whole list */
  pagination,
});

const accountName = z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too-long');

/** A company's own analytic account: a code under an existing synthetic or analytic account. */
export const glAccountInput = z.strictObject({
  /** 4 to 12 digits, starting with the code of the account it belongs under */
  konto: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{4,12}$/, 'invalid'),
  /** the name in Serbian Latin */
  naziv: accountName,
  /** left out or empty: the Latin name transliterated */
  nazivCyr: z.string().trim().max(200, 'too-long').optional(),
  /** left out or empty: the Latin name */
  nazivEn: z.string().trim().max(200, 'too-long').optional(),
});
export type GlAccountInput = z.output<typeof glAccountInput>;
/** The names of a company account (its code stays: postings name it). */
export const glAccountUpdate = glAccountInput.omit({ konto: true });
export type GlAccountUpdate = z.output<typeof glAccountUpdate>;

export const glAccountExportQuery = glAccountListQuery.extend(exportFields);

const signedSums = {
  /** opening balance, debit: the year's opening entry and everything before the range, hundredths */
  psDuguje: z.number().int(),
  /** opening balance, credit, hundredths */
  psPotrazuje: z.number().int(),
  /** debit turnover in the range, hundredths */
  prometDuguje: z.number().int(),
  /** credit turnover in the range, hundredths */
  prometPotrazuje: z.number().int(),
  /** debit in all: opening plus turnover, hundredths */
  ukupnoDuguje: z.number().int(),
  /** credit in all: opening plus turnover, hundredths */
  ukupnoPotrazuje: z.number().int(),
  /** the balance when it is on the debit side (else 0), hundredths */
  saldoDuguje: z.number().int(),
  /** the balance when it is on the credit side (else 0), hundredths */
  saldoPotrazuje: z.number().int(),
};
export const trialBalanceSums = z.object(signedSums);
export type TrialBalanceSums = z.infer<typeof trialBalanceSums>;

export const trialBalanceLevels = ['synthetic', 'analytic'] as const;
export const trialBalanceQuery = finRangeQuery.extend({
  /** synthetic: one row per 3-digit account; analytic: one row per account postings went to */
  level: z.enum(trialBalanceLevels).default('analytic'),
});
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuery>;
export const trialBalanceRow = z.object({
  /** the account's code */
  konto: z.string(),
  /** the account's name */
  naziv: z.string(),
  /** the account's class: its first digit */
  klasa: z.string(),
  ...signedSums,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;
export const trialBalanceData = z.object({
  /** the answer */
  data: z.object({
    /** one row per account, by code */
    rows: z.array(trialBalanceRow),
    /** per class: its digit, name and sums */
    classes: z.array(
      z.object({
        /** the class's digit */
        klasa: z.string(),
        /** the class's name */
        naziv: z.string(),
        ...signedSums,
      }),
    ),
    /** the sums of all accounts */
    total: trialBalanceSums,
  }),
});
export const trialBalanceExportQuery = trialBalanceQuery.extend(exportFields);

const pageFields = {
  /** the page, from 1 */
  page: z.coerce.number().int().min(1).max(MAX_ID, 'too-large').default(1),
  /** rows per page */
  perPage: z.coerce.number().int().min(1).max(200).default(50),
};

/** Account card (kartica konta): the postings of an account (with its analytics) in a range; of one client where given. */
export const accountCardQuery = finRangeQuery.extend({
  ...pageFields,
  /** the account's code (its analytics under it come along) */
  konto: z.string().trim().regex(/^\d{1,12}$/, 'invalid'),
  /** only the postings naming this client */
  komId: queryId().optional(),
});
export type AccountCardQuery = z.infer<typeof accountCardQuery>;
export const ledgerLineRow = z.object({
  /** the posting line's id */
  id: z.number().int(),
  /** the entry's date (YYYY-MM-DD) */
  datum: z.string(),
  /** the journal entry's number */
  broj: z.number().int(),
  /** the account posted to */
  konto: z.string(),
  /** the client the posting names, null when none */
  komId: z.number().int().nullable(),
  /** the client's name */
  komNaziv: z.string(),
  /** the source document: its family, id and label */
  vDoc: z.string(),
  /** the source document's id */
  docId: z.number().int(),
  /** the source document's label */
  docOznaka: z.string(),
  /** the line's description */
  opis: z.string(),
  /** the debit amount, hundredths */
  duguje: z.number().int(),
  /** the credit amount, hundredths */
  potrazuje: z.number().int(),
});
/** A debit and a credit sum. */
const debitCredit = z.object({
  /** debit, hundredths */
  duguje: z.number().int(),
  /** credit, hundredths */
  potrazuje: z.number().int(),
});
export const accountCardRow = ledgerLineRow.extend({
  /** the running balance after the line, debit minus credit, from the opening balance */
  saldo: z.number().int(),
});
export type AccountCardRow = z.infer<typeof accountCardRow>;
export const accountCardPage = z.object({
  /** the page's postings, by date and entry number */
  data: z.array(accountCardRow),
  /** where the page stands in the whole list */
  pagination,
  /** the balance before the range */
  opening: debitCredit,
  /** the range's sums */
  total: debitCredit,
});
export const accountCardExportQuery = accountCardQuery.extend(exportFields);

/** The journal (dnevnik): every line of the range's entries, by date and number. */
export const journalQuery = finRangeQuery.extend(pageFields);
export type JournalQuery = z.infer<typeof journalQuery>;
export const journalPage = z.object({
  /** the page's lines, by date and entry number */
  data: z.array(ledgerLineRow),
  /** where the page stands in the whole list */
  pagination,
  /** the range's sums */
  total: debitCredit,
});
export const journalExportQuery = journalQuery.extend(exportFields);
