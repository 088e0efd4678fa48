import { acceptBy, daysBetween, monthDays, vatReturnDue } from '@knjige/domain';
import type { AgencyColumn, AgencyFilter, AgencyLinkGroup, AgencyOverview, AgencyRow, VatFilingInput, agencyOverviewQuery } from '@knjige/contract';
import type { z } from 'zod';
import type { Session } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { keepAgencyFigures } from './agency-figures.repo';
import { keptFigures, memberCompanies, setVatFiling, syncProgress } from './agency.repo';
import { nextDeadlines, type CompanyDeadline } from '../deadlines/deadlines';

type Kept = Awaited<ReturnType<typeof keptFigures>>[number];
type Member = Awaited<ReturnType<typeof memberCompanies>>[number];
type Sync = Awaited<ReturnType<typeof syncProgress>>[number];
type Query = z.output<typeof agencyOverviewQuery>;

/** Each figure's page in the company (a web route, opened after switching to it). */
function linksOf(k: Kept): Record<AgencyLinkGroup, string> {
  const { from, to } = monthDays(k.vatMonth);
  const vat = `/fin-rpt/pdv?dateFrom=${from}&dateTo=${to}`;
  return {
    vat,
    sefKey: '/app-settings/sef',
    sefSends: '/izlazni-racuni',
    purchases: '/sef/ulazne-fakture',
    inbox: '/sef/ulazne-fakture?booked=0',
    records: '/sef/uskladjivanje',
    bank: k.statementId ? `/platni-promet/izvod/${k.statementId}` : '/platni-promet/izvod',
    balance: '/stanje-racuna',
    drafts: '/',
    month: '/',
    pastDue: '/stanje-klijenata',
    deadline: vat,
  };
}

/**
 * The nearest deadline with something undone: the acceptance of purchase invoices by the 10th
 * while any waits; the return by the 15th while not filed, or while SEF holds a failed or waiting
 * invoice, a refused key or a missing record (they belong in the return's month).
 */
function urgentDateOf(k: Kept): string | null {
  const dates: string[] = [];
  if (k.purchaseWaiting > 0) dates.push(acceptBy(k.purchaseMonth));
  const returnUndone = k.vatState !== 'filed' || k.sefFailed > 0 || k.sefWaiting > 0 || k.sefKey === 'refused' || (k.sefKey !== 'none' && (!k.summarySent || k.recordsMissing > 0));
  if (returnUndone) dates.push(vatReturnDue(k.vatMonth));
  return dates.length ? dates.sort()[0]! : null;
}

function rowOf(m: Member, k: Kept, today: string, currentCompanyId: number, deadline: CompanyDeadline | null, sync: Sync | undefined): AgencyRow {
  const vatDueDate = vatReturnDue(k.vatMonth);
  const purchaseDueDate = acceptBy(k.purchaseMonth);
  return {
    companyId: m.companyId,
    naziv: m.naziv,
    pib: m.pib,
    role: m.role,
    isCurrent: m.companyId === currentCompanyId,
    vatMonth: k.vatMonth,
    vatState: k.vatState,
    vatAmount: k.vatAmount,
    vatFiledOn: k.vatFiledOn,
    vatDueDate,
    vatDaysLeft: daysBetween(today, vatDueDate),
    sefKey: k.sefKey,
    sefLastSync: k.sefLastSync ? k.sefLastSync.toISOString() : null,
    sync: sync ? { state: sync.state, startedAt: sync.startedAt.toISOString(), finishedAt: sync.finishedAt?.toISOString() ?? null } : null,
    sefFailed: k.sefFailed,
    sefWaiting: k.sefWaiting,
    purchaseMonth: k.purchaseMonth,
    purchaseWaiting: k.purchaseWaiting,
    purchaseDueDate,
    purchaseDaysLeft: daysBetween(today, purchaseDueDate),
    inboxNotBooked: k.inboxNotBooked,
    summarySent: k.summarySent,
    recordsMissing: k.recordsMissing,
    statementDate: k.statementDate,
    statementNumber: k.statementNumber,
    daysWithoutStatement: k.statementDate ? daysBetween(k.statementDate, today) : null,
    accountBalance: k.accountBalance,
    draftsOld: k.draftsOld,
    monthNotLocked: k.monthNotLocked,
    pastDue: k.pastDue,
    pastDueAmount: k.pastDueAmount,
    nextDeadline: deadline ? { key: deadline.code, labelKey: deadline.labelKey, name: deadline.name, date: deadline.date, daysLeft: daysBetween(today, deadline.date) } : null,
    urgentDate: urgentDateOf(k),
    links: linksOf(k),
  };
}

type Value = string | number | boolean | null;

/** A column's value for sorting and filtering. */
function valueOf(row: AgencyRow, column: Exclude<AgencyColumn, 'urgency'>): Value {
  if (column === 'nextDeadline') return row.nextDeadline?.date ?? null;
  return row[column];
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  // empty values last, whichever the direction
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'sr-Latn');
}

function matches(row: AgencyRow, f: AgencyFilter): boolean {
  const v = valueOf(row, f.column);
  if (f.op === 'has') return v !== null && String(v).toLocaleLowerCase('sr-Latn').includes(f.value.toLocaleLowerCase('sr-Latn'));
  const given: Value = typeof v === 'number' ? Number(f.value) : typeof v === 'boolean' ? f.value === 'true' || f.value === '1' : f.value === '' ? null : f.value;
  if (typeof v === 'number' && !Number.isFinite(given as number)) return false;
  const c = compare(v, given);
  if (v === null || given === null) return f.op === 'eq' ? v === given : f.op === 'ne' ? v !== given : false;
  return { eq: c === 0, ne: c !== 0, lt: c < 0, le: c <= 0, gt: c > 0, ge: c >= 0 }[f.op];
}

function sortRows(rows: AgencyRow[], q: Pick<Query, 'sort' | 'dir'>): AgencyRow[] {
  const sign = q.dir === 'desc' ? -1 : 1;
  const byName = (a: AgencyRow, b: AgencyRow) => a.naziv.localeCompare(b.naziv, 'sr-Latn') || a.companyId - b.companyId;
  if (q.sort === 'urgency') {
    // nothing undone last; among equal dates the one with more wrong first
    const weight = (r: AgencyRow) => r.sefFailed + r.purchaseWaiting + (r.sefKey === 'refused' ? 1 : 0) + r.recordsMissing + (r.vatState === 'filed' ? 0 : 1);
    return [...rows].sort((a, b) => sign * (compare(a.urgentDate, b.urgentDate) || weight(b) - weight(a)) || byName(a, b));
  }
  const column = q.sort;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, column);
    const vb = valueOf(b, column);
    if (va === null || vb === null) return compare(va, vb) || byName(a, b);
    return sign * compare(va, vb) || byName(a, b);
  });
}

/** Rows never computed, or computed on an earlier day (their day counts moved), are computed again first. */
async function freshFigures(db: Db, companyIds: number[], today: string): Promise<Kept[]> {
  const kept = await keptFigures(db, companyIds);
  const stale = companyIds.filter((id) => !kept.some((k) => k.companyId === id && k.asOf >= today));
  if (!stale.length) return kept;
  for (const id of stale) await db.transaction((tx) => keepAgencyFigures(tx, id, today));
  return keptFigures(db, companyIds);
}

/** `GET /v1/agency/overview`: the desk, one row per company the user is an active member of. */
export async function agencyOverview(db: Db, session: Session, q: Query, today: string): Promise<AgencyOverview> {
  const members = await memberCompanies(db, session.userId);
  const kept = await freshFigures(
    db,
    members.map((m) => m.companyId),
    today,
  );
  const byId = new Map(kept.map((k) => [k.companyId, k]));
  const deadlines = await nextDeadlines(
    db,
    members.map((m) => m.companyId),
    today,
  );
  const syncs = new Map((await syncProgress(db, [...byId.keys()])).map((s) => [s.companyId, s]));
  const rows = members.flatMap((m) => {
    const k = byId.get(m.companyId);
    return k ? [rowOf(m, k, today, session.companyId, deadlines.get(m.companyId) ?? null, syncs.get(m.companyId))] : [];
  });
  return { today, data: sortRows(rows.filter((r) => q.filter.every((f) => matches(r, f))), q) };
}

/** `GET /v1/agency/companies/{companyId}`: one company's row (404 for a company the user is not a member of). */
export async function agencyCompany(db: Db, session: Session, companyId: number, today: string): Promise<AgencyRow> {
  const [member] = await memberCompanies(db, session.userId, companyId);
  if (!member) throw notFound();
  const [k] = await freshFigures(db, [companyId], today);
  const deadlines = await nextDeadlines(db, [companyId], today);
  const [sync] = await syncProgress(db, [companyId]);
  return rowOf(member, k!, today, session.companyId, deadlines.get(companyId) ?? null, sync);
}

/** `PUT /v1/agency/companies/{companyId}/vat-filing`: the day the return of a month was filed; the desk row follows in the same transaction. */
export async function setFiling(db: Db, session: Session, companyId: number, input: VatFilingInput, today: string): Promise<void> {
  const [member] = await memberCompanies(db, session.userId, companyId);
  if (!member) throw notFound();
  await db.transaction(async (tx) => {
    await setVatFiling(tx, companyId, input.month, input.filedOn, session.userId);
    await keepAgencyFigures(tx, companyId, today);
  });
}
