import type { DeadlineRule } from './deadline-rules';
import { ACCEPT_BY_DAY } from './vat-deduction';

/**
 * The statutory deadlines a company of the product meets (docs/decisions.md#statutory-deadlines,
 * with the source of each). The server seeds its table `statutory_deadlines` from this list (a test
 * holds the two equal); the rules are `DeadlineRule`s.
 */
export const statutoryDeadlineCodes = ['pppdv-month', 'vat-records-month', 'pppdv-quarter', 'vat-records-quarter', 'sef-accept', 'apr-financial', 'apr-statistical'] as const;
export type StatutoryDeadlineCode = (typeof statutoryDeadlineCodes)[number];

/** Which companies a statutory deadline binds: all, or VAT payers filing monthly or quarterly. */
export const deadlineAppliesTo = ['all', 'vat-month', 'vat-quarter'] as const;
export type DeadlineAppliesTo = (typeof deadlineAppliesTo)[number];

/** How a company files VAT: by the month (the default) or the quarter. */
export const vatFilingPeriods = ['month', 'quarter'] as const;
export type VatFilingPeriod = (typeof vatFilingPeriods)[number];

export interface StatutoryDeadline {
  code: StatutoryDeadlineCode;
  /** the i18n key of its name (`deadlines.code.<code>`) */
  labelKey: string;
  rule: DeadlineRule;
  appliesTo: DeadlineAppliesTo;
  /** occurrences due before this day do not exist (the rule starts with a law), or null */
  validFrom: string | null;
}

const vat15: DeadlineRule = { kind: 'monthly', day: 15, monthsAfter: 1, shift: true };
const vat15q: DeadlineRule = { kind: 'quarterly', day: 15, monthsAfter: 1, shift: true };

export const statutoryDeadlines: readonly StatutoryDeadline[] = [
  { code: 'pppdv-month', labelKey: 'deadlines.code.pppdv-month', rule: vat15, appliesTo: 'vat-month', validFrom: null },
  { code: 'vat-records-month', labelKey: 'deadlines.code.vat-records-month', rule: vat15, appliesTo: 'vat-month', validFrom: null },
  { code: 'pppdv-quarter', labelKey: 'deadlines.code.pppdv-quarter', rule: vat15q, appliesTo: 'vat-quarter', validFrom: null },
  { code: 'vat-records-quarter', labelKey: 'deadlines.code.vat-records-quarter', rule: vat15q, appliesTo: 'vat-quarter', validFrom: null },
  // the deduction after acceptance starts with the period of January 2027 (vat-deduction.ts); the 10th does not move
  { code: 'sef-accept', labelKey: 'deadlines.code.sef-accept', rule: { kind: 'monthly', day: ACCEPT_BY_DAY, monthsAfter: 1, shift: false }, appliesTo: 'vat-month', validFrom: '2027-02-01' },
  { code: 'apr-financial', labelKey: 'deadlines.code.apr-financial', rule: { kind: 'yearly', month: 6, day: 30, yearsAfter: 1, shift: true }, appliesTo: 'all', validFrom: null },
  { code: 'apr-statistical', labelKey: 'deadlines.code.apr-statistical', rule: { kind: 'yearly', month: 2, day: null, yearsAfter: 1, shift: true }, appliesTo: 'all', validFrom: null },
];

/** Whether a statutory deadline binds a company that is (not) a VAT payer filing by `filing`. */
export function deadlineApplies(appliesTo: DeadlineAppliesTo, company: { isPdv: boolean; vatFiling: VatFilingPeriod }): boolean {
  if (appliesTo === 'all') return true;
  return company.isPdv && appliesTo === `vat-${company.vatFiling}`;
}
