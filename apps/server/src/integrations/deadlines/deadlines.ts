import { deadlineApplies, nextOccurrence, occurrencesBetween, type DeadlineOccurrence, type DeadlineRule } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { companyFacts, ownDeadlineRows, ruleOf, statutoryRows } from './deadlines.repo';

/**
 * The deadlines of companies, statutory and their own, read from the tables and resolved by the
 * domain's rules (docs/decisions.md#statutory-deadlines). Days are `YYYY-MM-DD` in Belgrade.
 */

/** A deadline of a company on a day. */
export interface CompanyDeadline {
  companyId: number;
  /** the statutory code (`pppdv-month`, …) or `own-<id>` for a company's own deadline */
  code: string;
  /** the day it is due (after the working-day shift) */
  date: string;
  /** the day its rule names, before the shift */
  nominal: string;
  /** what it is for: `YYYY-MM`, `YYYY-Qn`, `YYYY` or the date of a one-off deadline */
  period: string;
  /** the i18n key of its name; an own deadline's is `deadlines.code.own` and its name is `name` */
  labelKey: string;
  /** an own deadline's name, null for a statutory one */
  name: string | null;
  /** an own deadline's id, null for a statutory one */
  ownId: number | null;
}

interface Source {
  companyId: number;
  code: string;
  labelKey: string;
  name: string | null;
  ownId: number | null;
  rule: DeadlineRule;
  validFrom: string | null;
}

/** Every rule that binds each of the companies: three queries whatever their number. */
async function sourcesOf(tx: Reader, companyIds: number[]): Promise<Source[]> {
  const [statutory, facts, own] = [await statutoryRows(tx), await companyFacts(tx, companyIds), await ownDeadlineRows(tx, companyIds)];
  const sources: Source[] = [];
  for (const c of facts) {
    for (const s of statutory) {
      const rule = ruleOf(s);
      if (rule && deadlineApplies(s.appliesTo, c)) sources.push({ companyId: c.id, code: s.code, labelKey: s.labelKey, name: null, ownId: null, rule, validFrom: s.validFrom });
    }
  }
  for (const o of own) {
    const rule = ruleOf(o);
    if (rule) sources.push({ companyId: o.companyId, code: `own-${o.id}`, labelKey: 'deadlines.code.own', name: o.naziv, ownId: o.id, rule, validFrom: null });
  }
  return sources;
}

/** By day, then company; on one day a statutory deadline before the company's own, then by code and period. */
const byDay = (a: CompanyDeadline, b: CompanyDeadline) =>
  a.date.localeCompare(b.date) || a.companyId - b.companyId || Number(a.ownId !== null) - Number(b.ownId !== null) || a.code.localeCompare(b.code) || a.period.localeCompare(b.period);

const deadlineOf = (s: Source, o: DeadlineOccurrence): CompanyDeadline => ({ companyId: s.companyId, code: s.code, labelKey: s.labelKey, name: s.name, ownId: s.ownId, ...o });

/** The deadlines of the companies due in [from, to], by day, then company, then code. */
export async function deadlinesBetween(tx: Reader, companyIds: number[], from: string, to: string): Promise<CompanyDeadline[]> {
  const out: CompanyDeadline[] = [];
  // a statutory rule gives every company it binds the same days: computed once per code
  const shared = new Map<string, DeadlineOccurrence[]>();
  for (const s of await sourcesOf(tx, companyIds)) {
    const start = s.validFrom !== null && s.validFrom > from ? s.validFrom : from;
    let days = s.ownId === null ? shared.get(s.code) : undefined;
    if (!days) {
      days = occurrencesBetween(s.rule, start, to);
      if (s.ownId === null) shared.set(s.code, days);
    }
    for (const o of days) out.push(deadlineOf(s, o));
  }
  return out.sort(byDay);
}

/**
 * Each company's next deadline on `today` (due today or later; on one day a statutory one first), null
 * for a company with none. For many companies at once: three queries, then arithmetic.
 */
export async function nextDeadlines(tx: Reader, companyIds: number[], today: string): Promise<Map<number, CompanyDeadline | null>> {
  const next = new Map<number, CompanyDeadline | null>(companyIds.map((id) => [id, null]));
  const shared = new Map<string, DeadlineOccurrence | null>();
  for (const s of await sourcesOf(tx, companyIds)) {
    let o = s.ownId === null ? shared.get(s.code) : undefined;
    if (o === undefined) {
      o = nextOccurrence(s.rule, s.validFrom !== null && s.validFrom > today ? s.validFrom : today);
      if (s.ownId === null) shared.set(s.code, o);
    }
    if (!o) continue;
    const candidate = deadlineOf(s, o);
    const held = next.get(s.companyId);
    if (!held || byDay(candidate, held) < 0) next.set(s.companyId, candidate);
  }
  return next;
}

/** One company's next deadline on `today` (`nextDeadlines` for one). */
export async function nextDeadline(tx: Reader, companyId: number, today: string): Promise<CompanyDeadline | null> {
  return (await nextDeadlines(tx, [companyId], today)).get(companyId) ?? null;
}
