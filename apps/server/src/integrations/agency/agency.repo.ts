import { and, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { companies, memberships, sefSyncProgress } from '../../platform/db/schema';
import { agencyCompanyFigures, vatReturnFiling } from './agency.tables';

/** The companies the user is an active member of (an accepted invitation), with the role in each. */
export async function memberCompanies(tx: Reader, userId: number, companyId?: number) {
  return tx
    .select({ companyId: companies.id, naziv: companies.naziv, pib: companies.pib, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true), eq(memberships.isPending, false), companyId === undefined ? undefined : eq(memberships.companyId, companyId)));
}

/** The kept desk rows of the companies: one indexed read. */
export async function keptFigures(tx: Reader, companyIds: number[]) {
  if (!companyIds.length) return [];
  return tx.select().from(agencyCompanyFigures).where(inArray(agencyCompanyFigures.companyId, companyIds));
}

/** The last SEF synchronisation of each company (docs/decisions.md#sales-invoices-out-exactly-once: its progress row). */
export async function syncProgress(tx: Reader, companyIds: number[]) {
  if (!companyIds.length) return [];
  return tx
    .select({ companyId: sefSyncProgress.companyId, state: sefSyncProgress.state, startedAt: sefSyncProgress.startedAt, finishedAt: sefSyncProgress.finishedAt })
    .from(sefSyncProgress)
    .where(inArray(sefSyncProgress.companyId, companyIds));
}

/** Sets (or clears, `filedOn` null) the day a month's return was filed. */
export async function setVatFiling(tx: Tx, companyId: number, month: string, filedOn: string | null, userId: number): Promise<void> {
  if (filedOn === null) {
    await tx.delete(vatReturnFiling).where(and(eq(vatReturnFiling.companyId, companyId), eq(vatReturnFiling.month, month)));
    return;
  }
  await tx
    .insert(vatReturnFiling)
    .values({ companyId, month, filedOn, setBy: userId })
    .onConflictDoUpdate({ target: [vatReturnFiling.companyId, vatReturnFiling.month], set: { filedOn, setBy: userId, setAt: new Date() } });
}
