import { z } from './zod-config';
import { pathId } from './bounds';
import { sefSyncStates } from './sef';

/**
 * The agency's desk (docs/decisions.md#the-desk, `GET /v1/agency/overview`): one row per company the user is an
 * active member of, with what is due and what is wrong, kept figures (docs/decisions.md#the-desk).
 */

/** The state of the month's VAT return: no figures or a draft of the month left; the books give it; filed on a day the bookkeeper set. */
export const agencyVatStates = ['not-computed', 'computed', 'filed'] as const;
export type AgencyVatState = (typeof agencyVatStates)[number];

/** The company's SEF key: none set, set but never answered, SEF took it, SEF refused it. */
export const agencySefKeyStates = ['none', 'untested', 'valid', 'refused'] as const;
export type AgencySefKeyState = (typeof agencySefKeyStates)[number];

/** Every column the desk sorts and filters by; `urgency` sorts by the nearest deadline with something undone. */
export const agencyColumns = [
  'urgency',
  'naziv',
  'pib',
  'vatState',
  'vatAmount',
  'vatDaysLeft',
  'sefKey',
  'sefLastSync',
  'sefFailed',
  'sefWaiting',
  'purchaseWaiting',
  'purchaseDaysLeft',
  'inboxNotBooked',
  'summarySent',
  'recordsMissing',
  'statementDate',
  'statementNumber',
  'daysWithoutStatement',
  'accountBalance',
  'draftsOld',
  'monthNotLocked',
  'pastDue',
  'nextDeadline',
] as const;
export type AgencyColumn = (typeof agencyColumns)[number];

/** How a filter compares a column with its value. */
export const agencyFilterOps = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'has'] as const;
export type AgencyFilterOp = (typeof agencyFilterOps)[number];

const filterPattern = /^([A-Za-z]+):([a-z]+):(.*)$/s;

/** One filter `column:op:value` (e.g. `sefFailed:gt:0`, `vatState:eq:computed`, `naziv:has:doo`). */
export const agencyFilter = z
  .string()
  .max(200)
  .superRefine((value, ctx) => {
    const m = filterPattern.exec(value);
    if (!m) return void ctx.addIssue({ code: 'custom', message: 'error.filter.invalid' });
    if (!(agencyColumns as readonly string[]).includes(m[1]!) || m[1] === 'urgency') return void ctx.addIssue({ code: 'custom', message: 'error.filter.unknown-column' });
    if (!(agencyFilterOps as readonly string[]).includes(m[2]!)) ctx.addIssue({ code: 'custom', message: 'error.filter.unknown-op' });
  })
  .transform((value) => {
    const m = filterPattern.exec(value)!;
    return { column: m[1] as Exclude<AgencyColumn, 'urgency'>, op: m[2] as AgencyFilterOp, value: m[3]! };
  });
export type AgencyFilter = z.output<typeof agencyFilter>;

export const agencyOverviewQuery = z.strictObject({
  /** the column to sort by (default `urgency`); any other name is 422 `sort` */
  sort: z.enum(agencyColumns, { error: 'error.sort.unknown-column' }).default('urgency'),
  /** ascending (default) or descending */
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** filters `column:op:value`, all of them must hold; repeated for more than one */
  filter: z.preprocess((f) => (f === undefined ? [] : Array.isArray(f) ? f : [f]), z.array(agencyFilter).max(20)),
});
export type AgencyOverviewQuery = z.input<typeof agencyOverviewQuery>;

/** A page of the company a figure comes from: the web route to open after switching to the company. */
export const agencyLinkGroups = ['vat', 'sefKey', 'sefSends', 'purchases', 'inbox', 'records', 'bank', 'balance', 'drafts', 'month', 'pastDue', 'deadline'] as const;
export type AgencyLinkGroup = (typeof agencyLinkGroups)[number];

export const agencyRow = z.object({
  /** the company (switch to it to open a link) */
  companyId: z.number().int(),
  /** the company's name */
  naziv: z.string(),
  /** the company's tax number */
  pib: z.string(),
  /** the user's role in the company */
  role: z.string(),
  /** the company the user is signed in to */
  isCurrent: z.boolean(),
  /** the month whose VAT return is due next, YYYY-MM */
  vatMonth: z.string(),
  /** its state */
  vatState: z.enum(agencyVatStates),
  /** PPPDV field 110 of the month: payable (+) or credit (−), hundredths */
  vatAmount: z.number().int(),
  /** the day the return was filed, as the bookkeeper set it */
  vatFiledOn: z.string().nullable(),
  /** the day the return is due (the 15th of the next month) */
  vatDueDate: z.string(),
  /** days from today to it (negative: past) */
  vatDaysLeft: z.number().int(),
  /** the company's SEF key */
  sefKey: z.enum(agencySefKeyStates),
  /** the last synchronisation with SEF (an instant), null never */
  sefLastSync: z.string().nullable(),
  /** the company's last SEF synchronisation as it left it (sef_sync_progress): its state, start, end; null never run */
  sync: z
    .object({
      /** where the synchronisation stands */
      state: z.enum(sefSyncStates),
      /** when it started (an instant) */
      startedAt: z.string(),
      /** when it ended, null while it runs */
      finishedAt: z.string().nullable(),
    })
    .nullable(),
  /** invoices SEF refused or that failed to go */
  sefFailed: z.number().int(),
  /** invoices waiting to be sent (queued or being sent) */
  sefWaiting: z.number().int(),
  /** the month whose purchase invoices are accepted by the next 10th, YYYY-MM */
  purchaseMonth: z.string(),
  /** purchase invoices on SEF still undecided (not a credit note, with VAT, read without error) */
  purchaseWaiting: z.number().int(),
  /** the day the acceptance of that month's invoices is due (the 10th) */
  purchaseDueDate: z.string(),
  /** days from today to it */
  purchaseDaysLeft: z.number().int(),
  /** purchase invoices in the SEF inbox not booked as a document */
  inboxNotBooked: z.number().int(),
  /** the summary VAT record of the return's month is on SEF (recorded) */
  summarySent: z.boolean(),
  /** individual VAT records of the month the books call for and SEF does not hold */
  recordsMissing: z.number().int(),
  /** the last locked bank statement's date */
  statementDate: z.string().nullable(),
  /** its label */
  statementNumber: z.string().nullable(),
  /** days from the last statement to today (null: none yet) */
  daysWithoutStatement: z.number().int().nullable(),
  /** the current accounts' balance in the period of today, hundredths */
  accountBalance: z.number().int(),
  /** drafts created more than 7 days ago */
  draftsOld: z.number().int(),
  /** documents dated in the current month still drafts */
  monthNotLocked: z.number().int(),
  /** open items (receivable or payable) past their due date */
  pastDue: z.number().int(),
  /** what is left of them, hundredths */
  pastDueAmount: z.number().int(),
  /** the company's next deadline (statutory or its own, the deadlines table's): its code, the i18n key of its name (an own one's name beside), day and days left */
  nextDeadline: z
    .object({
      /** the deadline's code */
      key: z.string(),
      /** the i18n key of its name */
      labelKey: z.string(),
      /** an own deadline's name, null for a statutory one */
      name: z.string().nullable(),
      /** its day */
      date: z.string(),
      /** days from today to it (negative: past) */
      daysLeft: z.number().int(),
    })
    .nullable(),
  /** the nearest deadline with something undone (null: nothing undone): what `urgency` sorts by */
  urgentDate: z.string().nullable(),
  /** each figure's page in the company: a web route (opened after switching to the company) */
  links: z.record(z.enum(agencyLinkGroups), z.string()),
});
export type AgencyRow = z.infer<typeof agencyRow>;

export const agencyOverview = z.object({
  /** the Belgrade day the figures count days to */
  today: z.string(),
  /** one row per company of the user */
  data: z.array(agencyRow),
});
export type AgencyOverview = z.infer<typeof agencyOverview>;

/** `PUT /v1/agency/vat-filing`: the day the company's return of a month was filed (null: not filed). */
export const vatFilingInput = z.strictObject({
  /** the return's month, YYYY-MM */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid'),
  /** the day it was filed on ePorezi, or null to clear it */
  filedOn: z.iso.date().nullable(),
});
export type VatFilingInput = z.infer<typeof vatFilingInput>;

/** `/v1/agency/companies/{companyId}…`: a company of the desk (404 for one the user is not a member of). */
export const agencyCompanyParams = z.object({
  /** the company */
  companyId: pathId(),
});
