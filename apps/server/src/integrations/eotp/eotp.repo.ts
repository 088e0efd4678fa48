import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { eotpOutbox, eotpSettings } from './eotp.tables';
import type { EotpOutboxRow } from './eotp-outbox';
import type { HeaderTable } from '../../documents/family';

/** The company's requests sent whose dispatch note has no id yet. */
export async function requestsWaiting(db: Reader, companyId: number): Promise<EotpOutboxRow[]> {
  return db
    .select()
    .from(eotpOutbox)
    .where(and(eq(eotpOutbox.companyId, companyId), eq(eotpOutbox.state, 'sent'), isNull(eotpOutbox.documentId)));
}

/**
 * A dispatch note's status from the supplier's feed, unless it is the status known or older than
 * it (a day's feed is read again: today, every time); the ids of the rows changed.
 */
export async function setNoteStatusFromFeed(tx: Tx, companyId: number, documentId: string, status: string, at: Date, now: Date): Promise<{ id: number }[]> {
  return tx
    .update(eotpOutbox)
    .set({ status, statusAt: at, updatedAt: now })
    .where(
      and(
        eq(eotpOutbox.companyId, companyId),
        eq(eotpOutbox.documentId, documentId),
        sql`${eotpOutbox.status} is distinct from ${status}`,
        sql`(${eotpOutbox.statusAt} is null or ${eotpOutbox.statusAt} <= ${at.toISOString()})`,
      ),
    )
    .returning({ id: eotpOutbox.id });
}

/** The company's dispatch note of an eOtpremnica id with its receipt advice as known, or undefined. */
export async function noteReceiptOf(db: Reader, companyId: number, documentId: string) {
  const [row] = await db
    .select({ id: eotpOutbox.id, receiptId: eotpOutbox.receiptId, receiptStatus: eotpOutbox.receiptStatus })
    .from(eotpOutbox)
    .where(and(eq(eotpOutbox.companyId, companyId), eq(eotpOutbox.documentId, documentId)));
  return row;
}

/** The last past day of the supplier feed read to its end. */
export async function supplierFeedThrough(db: Reader, companyId: number): Promise<string | null> {
  const [settings] = await db.select({ feedThrough: eotpSettings.feedThrough }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  return settings?.feedThrough ?? null;
}

export async function setSupplierFeedThrough(tx: Tx, companyId: number, day: string): Promise<void> {
  await tx.update(eotpSettings).set({ feedThrough: day }).where(eq(eotpSettings.companyId, companyId));
}

/** Whether the company has sent a dispatch note to eOtpremnica. */
export async function anyNoteSent(db: Reader, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eotpOutbox.id })
    .from(eotpOutbox)
    .where(and(eq(eotpOutbox.companyId, companyId), isNotNull(eotpOutbox.sentAt)))
    .limit(1);
  return !!row;
}

/** A document's sub-type and status as its family's header keeps them, or undefined (another company's or none). */
export async function documentState(db: Reader, header: HeaderTable, companyId: number, docId: number) {
  const [row] = await db
    .select({ vSubDoc: header.vSubDoc, status: header.status })
    .from(header)
    .where(and(eq(header.companyId, companyId), eq(header.id, docId)));
  return row;
}
