import { deadlineRuleKinds, neverResolves, vatFilingPeriods, type DeadlineRule } from '@knjige/domain';
import { isoDate } from './dates';
import { z } from './zod-config';

/**
 * Deadlines (docs/decisions.md#statutory-deadlines): a company's own deadlines (a name
 * and a rule), how it files VAT, and the deadlines of the user's companies in a range.
 */

/** The day a year after `day` (29 February: the string of a 29 February, so that 28 February is within and 1 March not). */
export const yearAfter = (day: string): string => `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}${day.slice(4)}`;

/** A rule's fields, flat (the kind says which it reads). */
const ruleFields = {
  /** date: once on `ruleDate`; monthly, quarterly: day `ruleDay` of the month `ruleOffset` months after each month / quarter; yearly: `ruleDay`.`ruleMonth` of the year `ruleOffset` years after each year */
  ruleKind: z.enum(deadlineRuleKinds, { error: 'required' }),
  /** date: the day (`YYYY-MM-DD`); else ignored (null) */
  ruleDate: isoDate.nullable().optional().default(null),
  /** monthly, quarterly, yearly: the day of the month 1–31; null: the month's last day (a day past a short month's end is its last day, except yearly) */
  ruleDay: z.number().int('invalid').min(1, 'out-of-range').max(31, 'out-of-range').nullable().optional().default(null),
  /** yearly: the month 1–12; else ignored (null) */
  ruleMonth: z.number().int('invalid').min(1, 'out-of-range').max(12, 'out-of-range').nullable().optional().default(null),
  /** monthly, quarterly: months after the period's (last) month, 0–12; yearly: years after the year, 0–1; date: 0 */
  ruleOffset: z.number().int('invalid').min(0, 'out-of-range').max(12, 'out-of-range').optional().default(0),
  /** a day not worked (weekend, Serbian holiday) moves to the next working day */
  shift: z.boolean().optional().default(true),
};

/** The rule of a valid input. */
export function ruleOfInput(r: { ruleKind: DeadlineRule['kind']; ruleDate: string | null; ruleDay: number | null; ruleMonth: number | null; ruleOffset: number; shift: boolean }): DeadlineRule {
  switch (r.ruleKind) {
    case 'date':
      return { kind: 'date', date: r.ruleDate ?? '', shift: r.shift };
    case 'monthly':
    case 'quarterly':
      return { kind: r.ruleKind, day: r.ruleDay, monthsAfter: r.ruleOffset, shift: r.shift };
    case 'yearly':
      return { kind: 'yearly', month: r.ruleMonth ?? 0, day: r.ruleDay, yearsAfter: r.ruleOffset, shift: r.shift };
  }
}

export const ownDeadlineInput = z
  .strictObject({
    /** the deadline's name */
    naziv: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too-long'),
    /** a note */
    napomena: z.string().trim().max(1000, 'too-long').optional().default(''),
    ...ruleFields,
  })
  .superRefine((r, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (r.ruleKind === 'date' && r.ruleDate === null) return issue('ruleDate', 'required');
    if (r.ruleKind === 'yearly' && r.ruleMonth === null) return issue('ruleMonth', 'required');
    if (r.ruleKind === 'yearly' && r.ruleOffset > 1) return issue('ruleOffset', 'out-of-range');
    const never = neverResolves(ruleOfInput(r));
    if (never === 'day') issue('ruleDay', 'never-resolves');
    if (never === 'date') issue('ruleDate', 'never-resolves');
  })
  // the fields a kind does not read are stored empty, so a row says only what its rule uses
  .transform((r) => ({
    ...r,
    ruleDate: r.ruleKind === 'date' ? r.ruleDate : null,
    ruleDay: r.ruleKind === 'date' ? null : r.ruleDay,
    ruleMonth: r.ruleKind === 'yearly' ? r.ruleMonth : null,
    ruleOffset: r.ruleKind === 'date' ? 0 : r.ruleOffset,
  }));
export type OwnDeadlineInput = z.input<typeof ownDeadlineInput>;
export type OwnDeadlineValues = z.output<typeof ownDeadlineInput>;

/** One of the company's own deadlines, as read. */
export const ownDeadline = z.object({
  /** the row's id */
  id: z.number().int(),
  /** the deadline's name */
  naziv: z.string(),
  /** a note */
  napomena: z.string(),
  /** date, monthly, quarterly or yearly */
  ruleKind: z.enum(deadlineRuleKinds),
  /** date: the day */
  ruleDate: z.string().nullable(),
  /** the day of the month, null: the last */
  ruleDay: z.number().int().nullable(),
  /** yearly: the month */
  ruleMonth: z.number().int().nullable(),
  /** months (monthly, quarterly) or years (yearly) after the period */
  ruleOffset: z.number().int(),
  /** moved to the next working day */
  shift: z.boolean(),
  /** the next day it is due from today in Belgrade (after the shift), null when none is left (a past date) */
  next: z.string().nullable(),
});
export type OwnDeadline = z.infer<typeof ownDeadline>;

/** How the company files VAT: by the month or the quarter. */
export const vatFiling = z.strictObject({
  /** month or quarter */
  period: z.enum(vatFilingPeriods, { error: 'required' }),
});

export const agencyDeadlinesQuery = z
  .strictObject({
    /** the first day, `YYYY-MM-DD` */
    from: isoDate,
    /** the last day, `YYYY-MM-DD`: not before `from`, at most a year after it (1 January to 1 January) */
    to: isoDate,
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before-from' });
    else if (q.to > yearAfter(q.from)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range-too-long' });
  });
export type AgencyDeadlinesQuery = z.infer<typeof agencyDeadlinesQuery>;

/** A deadline of one of the user's companies on a day. */
export const agencyDeadline = z.object({
  /** the company's id */
  companyId: z.number().int(),
  /** the company's name */
  companyName: z.string(),
  /** the company's name in Cyrillic, empty when it has none (the page shows it in sr-Cyrl) */
  companyNameCyr: z.string(),
  /** the statutory code (`pppdv-month`, `vat-records-month`, `pppdv-quarter`, `vat-records-quarter`, `sef-accept`, `apr-financial`, `apr-statistical`) or `own-<id>` */
  code: z.string(),
  /** the day it is due, after the working-day shift */
  date: z.string(),
  /** the day its rule names, before the shift */
  nominal: z.string(),
  /** what it is for: `YYYY-MM`, `YYYY-Qn`, `YYYY`, or a one-off deadline's date */
  period: z.string(),
  /** the i18n key of its name (`deadlines.code.<code>`; `deadlines.code.own` for an own deadline) */
  labelKey: z.string(),
  /** an own deadline's name, null for a statutory one */
  name: z.string().nullable(),
  /** an own deadline's id, null for a statutory one */
  ownId: z.number().int().nullable(),
});
export type AgencyDeadline = z.infer<typeof agencyDeadline>;

export const agencyDeadlines = z.object({
  /** the deadlines due in the range, by day, then company, then code */
  data: z.array(agencyDeadline),
});
