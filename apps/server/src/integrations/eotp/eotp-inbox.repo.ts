import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artMain, companies, eotpInbox, eotpInboxLines, eotpSettings } from '../../platform/db/schema';
import { offsetOf, pageInfo } from '../../platform/paging';
import type { HeaderTable } from '../../documents/family';

export type InboxRow = typeof eotpInbox.$inferSelect;
export type InboxLine = typeof eotpInboxLines.$inferSelect;
export type NewInboxLine = Omit<typeof eotpInboxLines.$inferInsert, 'inboxId'>;

/** The last past day of the customer feed read to its end. */
export async function customerFeedThrough(db: Reader, companyId: number): Promise<string | null> {
  const [row] = await db.select({ through: eotpSettings.customerFeedThrough }).from(eotpSettings).where(eq(eotpSettings.companyId, companyId));
  return row?.through ?? null;
}

export const setCustomerFeedThrough = (db: Tx, companyId: number, day: string) =>
  db.update(eotpSettings).set({ customerFeedThrough: day }).where(eq(eotpSettings.companyId, companyId));

/** The inbox row of an eOtpremnica note, or null. */
export async function inboxByDocument(db: Reader, companyId: number, documentId: string): Promise<InboxRow | null> {
  const [row] = await db.select().from(eotpInbox).where(and(eq(eotpInbox.companyId, companyId), eq(eotpInbox.documentId, documentId)));
  return row ?? null;
}

/** A received note and its lines written (once per eOtpremnica id: a note read again is left as it is). */
export async function insertNote(tx: Tx, row: typeof eotpInbox.$inferInsert, lines: NewInboxLine[]): Promise<boolean> {
  const [inserted] = await tx.insert(eotpInbox).values(row).onConflictDoNothing().returning({ id: eotpInbox.id });
  if (!inserted) return false;
  if (lines.length) await tx.insert(eotpInboxLines).values(lines.map((l) => ({ ...l, inboxId: inserted.id })));
  return true;
}

export const setNoteStatus = (db: Tx, id: number, status: string) => db.update(eotpInbox).set({ status }).where(eq(eotpInbox.id, id));

/** The company's articles of these bar codes (GTIN), by code. */
export async function articlesByGtin(db: Reader, companyId: number, gtins: string[]): Promise<Map<string, number>> {
  if (!gtins.length) return new Map();
  const rows = await db.select({ id: artMain.id, barkod: artMain.barkod }).from(artMain).where(and(eq(artMain.companyId, companyId), inArray(artMain.barkod, gtins)));
  return new Map(rows.map((r) => [r.barkod, r.id]));
}

/** The inbox, newest first; `pending`: only notes without our advice. */
export async function listInbox(db: Reader, companyId: number, q: { page: number; perPage: number; pending?: boolean }) {
  const own = eq(eotpInbox.companyId, companyId);
  const where = and(own, q.pending === undefined ? undefined : q.pending ? isNull(eotpInbox.receiptState) : sql`${eotpInbox.receiptState} is not null`);
  const [data, total, filtered] = await Promise.all([
    db.select().from(eotpInbox).where(where).orderBy(desc(eotpInbox.receivedAt), desc(eotpInbox.id)).limit(q.perPage).offset(offsetOf(q)),
    db.$count(eotpInbox, own),
    db.$count(eotpInbox, where),
  ]);
  return { data, pagination: pageInfo(q, total, filtered) };
}

/** One received note of the company with its lines, the row locked for a change when asked (null: none). */
export async function inboxNote(db: Reader, companyId: number, id: number, forUpdate = false): Promise<{ row: InboxRow; lines: InboxLine[] } | null> {
  const query = db.select().from(eotpInbox).where(and(eq(eotpInbox.companyId, companyId), eq(eotpInbox.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const lines = await db.select().from(eotpInboxLines).where(eq(eotpInboxLines.inboxId, id)).orderBy(asc(eotpInboxLines.id));
  return { row, lines };
}

/** Our advice's quantities on the note's lines. */
export async function setReceived(tx: Tx, inboxId: number, lines: { lineId: string; received: number; rejected: number; reason: string | null }[]) {
  for (const line of lines)
    await tx
      .update(eotpInboxLines)
      .set({ received: line.received, rejected: line.rejected, reason: line.reason })
      .where(and(eq(eotpInboxLines.inboxId, inboxId), eq(eotpInboxLines.lineId, line.lineId)));
}

export const updateInbox = (db: Tx, id: number, set: Partial<typeof eotpInbox.$inferInsert>) => db.update(eotpInbox).set(set).where(eq(eotpInbox.id, id));

/** Advices queued and not yet taken by eOtpremnica. */
export const queuedReceipts = (db: Reader, companyId: number) =>
  db.select().from(eotpInbox).where(and(eq(eotpInbox.companyId, companyId), eq(eotpInbox.receiptState, 'queued')));

/** The notes received for a purchase document, with their lines. */
export async function notesLinkedTo(db: Reader, companyId: number, vDoc: string, docId: number) {
  const notes = await db
    .select()
    .from(eotpInbox)
    .where(and(eq(eotpInbox.companyId, companyId), eq(eotpInbox.linkVDoc, vDoc), eq(eotpInbox.linkDocId, docId)))
    .orderBy(asc(eotpInbox.id));
  const lines = notes.length ? await db.select().from(eotpInboxLines).where(inArray(eotpInboxLines.inboxId, notes.map((n) => n.id))) : [];
  return { notes, lines };
}

/** Our company as a party of the advice: its PIB and name. */
export async function companyParty(db: Reader, companyId: number): Promise<{ pib: string; name: string }> {
  const [row] = await db.select({ pib: companies.pib, name: companies.naziv }).from(companies).where(eq(companies.id, companyId));
  return row ?? { pib: '', name: '' };
}

/** The company's articles by id: "code name". */
export async function articleNames(db: Reader, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: artMain.id, intSifra: artMain.intSifra, artNaziv: artMain.artNaziv })
    .from(artMain)
    .where(and(eq(artMain.companyId, companyId), inArray(artMain.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.intSifra} ${r.artNaziv}`]));
}

/** Whether the family's document is the company's (`header` is the family's header table). */
export async function documentExists(tx: Reader, header: HeaderTable, companyId: number, docId: number): Promise<boolean> {
  const [doc] = await tx.select({ id: header.id }).from(header).where(and(eq(header.companyId, companyId), eq(header.id, docId)));
  return doc !== undefined;
}
