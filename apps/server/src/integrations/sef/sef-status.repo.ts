import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { SefStatusRow } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import type { SalesInvoiceChange } from './sef-types';
import { sefOutbox, sefSettings } from './sef.tables';

/** The last past day of SEF's sales `changes` read. */
export async function changesThrough(db: Reader, companyId: number): Promise<string | null> {
  const [settings] = await db.select({ changesThrough: sefSettings.changesThrough }).from(sefSettings).where(eq(sefSettings.companyId, companyId));
  return settings?.changesThrough ?? null;
}

export async function setChangesThrough(tx: Tx, companyId: number, day: string): Promise<void> {
  await tx.update(sefSettings).set({ changesThrough: day }).where(eq(sefSettings.companyId, companyId));
}

/** A change of SEF's sales feed applied to the company's outbox row of that invoice; the ids of the rows changed. */
export async function applySalesChange(tx: Tx, companyId: number, change: Pick<SalesInvoiceChange, 'newInvoiceStatus' | 'date' | 'comment' | 'salesInvoiceId'>): Promise<{ id: number }[]> {
  return tx
    .update(sefOutbox)
    .set({ sefStatus: change.newInvoiceStatus, sefStatusAt: new Date(change.date), sefComment: change.comment, updatedAt: new Date() })
    .where(and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.sefSalesInvoiceId, change.salesInvoiceId)))
    .returning({ id: sefOutbox.id });
}

/** The company's invoices sent since `since` whose SEF status is none yet or one of `open`. */
export async function sentWithOpenStatus(db: Reader, companyId: number, since: Date, open: string[]) {
  return db
    .select({ id: sefOutbox.id, salesInvoiceId: sefOutbox.sefSalesInvoiceId, sefStatus: sefOutbox.sefStatus })
    .from(sefOutbox)
    .where(and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.state, 'sent'), gt(sefOutbox.sentAt, since), or(isNull(sefOutbox.sefStatus), inArray(sefOutbox.sefStatus, open))));
}

/** The SEF column of a list's page: the rows of these documents. */
export async function statusesOf(db: Reader, companyId: number, vDoc: string, docIds: number[]): Promise<SefStatusRow[]> {
  if (!docIds.length) return [];
  return db
    .select({ docId: sefOutbox.docId, state: sefOutbox.state, sefStatus: sefOutbox.sefStatus, errorKey: sefOutbox.errorKey })
    .from(sefOutbox)
    .where(and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.vDoc, vDoc), inArray(sefOutbox.docId, docIds)));
}
