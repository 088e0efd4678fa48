import type { AgencyDeadline, OwnDeadline, OwnDeadlineValues } from '@knjige/contract';
import { nextOccurrence, type VatFilingPeriod } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { deadlinesBetween } from './deadlines';
import { deleteOwnDeadline, insertOwnDeadline, memberCompanies, ownDeadlineRow, ownDeadlineRows, ruleOf, setVatFiling, updateOwnDeadline, vatFilingOf, type OwnDeadlineRow } from './deadlines.repo';

/** A company's own deadline as answered, with the next day it is due from `today`. */
function ownAnswer(row: OwnDeadlineRow, today: string): OwnDeadline {
  const rule = ruleOf(row);
  return {
    id: row.id,
    naziv: row.naziv,
    napomena: row.napomena,
    ruleKind: row.ruleKind,
    ruleDate: row.ruleDate,
    ruleDay: row.ruleDay,
    ruleMonth: row.ruleMonth,
    ruleOffset: row.ruleOffset,
    shift: row.shift,
    next: rule ? (nextOccurrence(rule, today)?.date ?? null) : null,
  };
}

/** The company's own deadlines, by id. */
export async function listOwnDeadlines(db: Db, companyId: number, today: string): Promise<OwnDeadline[]> {
  return (await ownDeadlineRows(db, [companyId])).map((r) => ownAnswer(r, today));
}

/** One own deadline of the company; another company's id is 404. */
export async function getOwnDeadline(db: Db, companyId: number, id: number, today: string): Promise<OwnDeadline> {
  const row = await ownDeadlineRow(db, companyId, id);
  if (!row) throw notFound();
  return ownAnswer(row, today);
}

export async function createOwnDeadline(db: Db, companyId: number, values: OwnDeadlineValues): Promise<number> {
  return db.transaction((tx) => insertOwnDeadline(tx, companyId, values));
}

export async function changeOwnDeadline(db: Db, companyId: number, id: number, values: OwnDeadlineValues): Promise<void> {
  if (!(await db.transaction((tx) => updateOwnDeadline(tx, companyId, id, values)))) throw notFound();
}

export async function removeOwnDeadline(db: Db, companyId: number, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteOwnDeadline(tx, companyId, id)))) throw notFound();
}

export const vatFilingOfCompany = (db: Db, companyId: number): Promise<VatFilingPeriod> => vatFilingOf(db, companyId);

export const setVatFilingOfCompany = (db: Db, companyId: number, period: VatFilingPeriod): Promise<void> => db.transaction((tx) => setVatFiling(tx, companyId, period));

/** The deadlines of every company the user is a member of, due in [from, to] (one read transaction). */
export async function agencyDeadlinesOf(db: Db, userId: number, from: string, to: string): Promise<AgencyDeadline[]> {
  return db.transaction(async (tx) => {
    const mine = await memberCompanies(tx, userId);
    const names = new Map(mine.map((c) => [c.id, c]));
    const rows = await deadlinesBetween(
      tx,
      mine.map((c) => c.id),
      from,
      to,
    );
    return rows.map((d) => ({ ...d, companyName: names.get(d.companyId)?.naziv ?? '', companyNameCyr: names.get(d.companyId)?.nazivCyr ?? '' }));
  });
}
