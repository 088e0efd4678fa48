import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DeadlineAppliesTo, DeadlineRule, VatFilingPeriod } from '@knjige/domain';
import type { Reader, Tx } from '../../platform/db/client';
import { companies, memberships } from '../../master/tenancy/tenancy.tables';
import { companyDeadlines, companyVatFiling, statutoryDeadlinesTable } from './deadlines.tables';

/** The rule columns of a row (`deadlines.tables.ts`). */
export interface RuleColumns {
  ruleKind: DeadlineRule['kind'];
  ruleDate: string | null;
  ruleDay: number | null;
  ruleMonth: number | null;
  ruleOffset: number;
  shift: boolean;
}

/** A rule from its columns; null when the columns its kind needs are missing (a row written by hand). */
export function ruleOf(r: RuleColumns): DeadlineRule | null {
  switch (r.ruleKind) {
    case 'date':
      return r.ruleDate === null ? null : { kind: 'date', date: r.ruleDate, shift: r.shift };
    case 'monthly':
      return { kind: 'monthly', day: r.ruleDay, monthsAfter: r.ruleOffset, shift: r.shift };
    case 'quarterly':
      return { kind: 'quarterly', day: r.ruleDay, monthsAfter: r.ruleOffset, shift: r.shift };
    case 'yearly':
      return r.ruleMonth === null ? null : { kind: 'yearly', month: r.ruleMonth, day: r.ruleDay, yearsAfter: r.ruleOffset, shift: r.shift };
  }
}

/** The columns of a rule. */
export function columnsOf(rule: DeadlineRule): RuleColumns {
  const none = { ruleDate: null, ruleDay: null, ruleMonth: null, ruleOffset: 0, shift: rule.shift };
  switch (rule.kind) {
    case 'date':
      return { ...none, ruleKind: 'date', ruleDate: rule.date };
    case 'monthly':
    case 'quarterly':
      return { ...none, ruleKind: rule.kind, ruleDay: rule.day, ruleOffset: rule.monthsAfter };
    case 'yearly':
      return { ...none, ruleKind: 'yearly', ruleDay: rule.day, ruleMonth: rule.month, ruleOffset: rule.yearsAfter };
  }
}

export interface StatutoryRow extends RuleColumns {
  code: string;
  labelKey: string;
  appliesTo: DeadlineAppliesTo;
  validFrom: string | null;
}

/** The statutory deadlines, by code. */
export async function statutoryRows(tx: Reader): Promise<StatutoryRow[]> {
  return tx.select().from(statutoryDeadlinesTable).orderBy(asc(statutoryDeadlinesTable.code));
}

export interface CompanyFacts {
  id: number;
  naziv: string;
  isPdv: boolean;
  vatFiling: VatFilingPeriod;
}

/** What decides which statutory deadlines bind each of the companies: VAT payer or not, by the month or the quarter. */
export async function companyFacts(tx: Reader, companyIds: number[]): Promise<CompanyFacts[]> {
  if (companyIds.length === 0) return [];
  const rows = await tx
    .select({ id: companies.id, naziv: companies.naziv, isPdv: companies.isPdv, vatFiling: companyVatFiling.period })
    .from(companies)
    .leftJoin(companyVatFiling, eq(companyVatFiling.companyId, companies.id))
    .where(inArray(companies.id, companyIds))
    .orderBy(asc(companies.id));
  return rows.map((r) => ({ ...r, vatFiling: r.vatFiling ?? 'month' }));
}

export type OwnDeadlineRow = typeof companyDeadlines.$inferSelect;

/** The own deadlines of the companies, by company and id. */
export async function ownDeadlineRows(tx: Reader, companyIds: number[]): Promise<OwnDeadlineRow[]> {
  if (companyIds.length === 0) return [];
  return tx.select().from(companyDeadlines).where(inArray(companyDeadlines.companyId, companyIds)).orderBy(asc(companyDeadlines.companyId), asc(companyDeadlines.id));
}

/** One own deadline of the company, or undefined. */
export async function ownDeadlineRow(tx: Reader, companyId: number, id: number): Promise<OwnDeadlineRow | undefined> {
  const [row] = await tx.select().from(companyDeadlines).where(and(eq(companyDeadlines.companyId, companyId), eq(companyDeadlines.id, id)));
  return row;
}

export interface OwnDeadlineValues extends RuleColumns {
  naziv: string;
  napomena: string;
}

export async function insertOwnDeadline(tx: Tx, companyId: number, values: OwnDeadlineValues): Promise<number> {
  const [row] = await tx
    .insert(companyDeadlines)
    .values({ companyId, ...values })
    .returning({ id: companyDeadlines.id });
  return row!.id;
}

/** Whether a row of the company was there to update. */
export async function updateOwnDeadline(tx: Tx, companyId: number, id: number, values: OwnDeadlineValues): Promise<boolean> {
  const rows = await tx
    .update(companyDeadlines)
    .set(values)
    .where(and(eq(companyDeadlines.companyId, companyId), eq(companyDeadlines.id, id)))
    .returning({ id: companyDeadlines.id });
  return rows.length > 0;
}

/** Whether a row of the company was there to delete. */
export async function deleteOwnDeadline(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(companyDeadlines)
    .where(and(eq(companyDeadlines.companyId, companyId), eq(companyDeadlines.id, id)))
    .returning({ id: companyDeadlines.id });
  return rows.length > 0;
}

/** The company's VAT filing period (absent: by the month). */
export async function setVatFiling(tx: Tx, companyId: number, period: VatFilingPeriod): Promise<void> {
  await tx.insert(companyVatFiling).values({ companyId, period }).onConflictDoUpdate({ target: companyVatFiling.companyId, set: { period } });
}

/** The companies the user is an active member of (an invitation not yet accepted is not), with their names. */
export async function memberCompanies(tx: Reader, userId: number): Promise<{ id: number; naziv: string; nazivCyr: string }[]> {
  return tx
    .select({ id: companies.id, naziv: companies.naziv, nazivCyr: companies.nazivCyr })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true), eq(memberships.isPending, false)))
    .orderBy(asc(companies.naziv), asc(companies.id));
}

/** The company's VAT filing period (absent: by the month). */
export async function vatFilingOf(tx: Reader, companyId: number): Promise<VatFilingPeriod> {
  const [row] = await tx.select({ period: companyVatFiling.period }).from(companyVatFiling).where(eq(companyVatFiling.companyId, companyId));
  return row?.period ?? 'month';
}
