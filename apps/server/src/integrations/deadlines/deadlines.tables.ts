import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deadlineAppliesTo, deadlineRuleKinds, vatFilingPeriods } from '@knjige/domain';
import { companies } from '../../master/tenancy/tenancy.tables';

/**
 * A deadline rule as columns (`DeadlineRule` of packages/domain, docs/decisions.md#statutory-deadlines): its kind and the parameters the kind reads; `ruleOf` in deadlines.repo.ts reads them back.
 */
const ruleColumns = () => ({
  /** date | monthly | quarterly | yearly */
  ruleKind: text({ enum: deadlineRuleKinds }).notNull(),
  /** `date`: the day */
  ruleDate: date({ mode: 'string' }),
  /** monthly, quarterly, yearly: the day of the month, null for its last day */
  ruleDay: integer(),
  /** yearly: the month 1–12 */
  ruleMonth: integer(),
  /** monthly and quarterly: months after the period's (last) month; yearly: years after the year */
  ruleOffset: integer().notNull().default(0),
  /** a day not worked (weekend, holiday) moves to the next working day */
  shift: boolean().notNull().default(true),
});

/** The statutory deadlines (seeded by the migration from `statutoryDeadlines`, not keyed by company: the law's). */
export const statutoryDeadlinesTable = pgTable('statutory_deadlines', {
  code: text().primaryKey(),
  /** the i18n key of its name */
  labelKey: text().notNull(),
  ...ruleColumns(),
  /** which companies it binds: all, or VAT payers filing monthly or quarterly */
  appliesTo: text({ enum: deadlineAppliesTo }).notNull(),
  /** occurrences due before this day do not exist */
  validFrom: date({ mode: 'string' }),
});

/** A company's own deadlines: a name, and a date or a rule. */
export const companyDeadlines = pgTable(
  'company_deadlines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    naziv: text().notNull(),
    napomena: text().notNull().default(''),
    ...ruleColumns(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_deadlines_company_idx').on(t.companyId), check('company_deadlines_rule_kind', sql`${t.ruleKind} in ('date', 'monthly', 'quarterly', 'yearly')`)],
);

/** How a company files VAT (absent: by the month). */
export const companyVatFiling = pgTable('company_vat_filing', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  period: text({ enum: vatFilingPeriods }).notNull(),
});
