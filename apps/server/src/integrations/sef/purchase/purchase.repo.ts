import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../../../platform/db/client';
import { komMain } from '../../../master/clients/clients.tables';
import { sefPurchaseCursor, sefPurchaseInvoice } from './purchase.tables';

const t = sefPurchaseInvoice;

/** A page of purchase invoices with the count in `scope` and the count `where` keeps. */
export function purchasePage(db: Reader, scope: SQL, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return Promise.all([db.select().from(t).where(where).orderBy(...order).limit(limit).offset(offset), db.$count(t, scope), db.$count(t, where)]);
}

/** The company's purchase invoice (locked against concurrent changes when asked; undefined: none). */
export async function findPurchase(db: Reader, companyId: number, id: number, lock = false) {
  const query = db.select().from(t).where(and(eq(t.id, id), eq(t.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Our client with this PIB, one flagged as supplier first, then the lowest id (undefined: none). */
export async function clientWithPib(db: Reader, companyId: number, pib: string) {
  const [row] = await db
    .select({ id: komMain.id, isDobavljac: komMain.isDobavljac })
    .from(komMain)
    .where(and(eq(komMain.companyId, companyId), eq(komMain.pib, pib)))
    .orderBy(desc(komMain.isDobavljac), asc(komMain.id))
    .limit(1);
  return row;
}

/** Stores a delivered invoice; one already stored takes the new status only. */
export async function upsertPurchase(db: Tx, values: typeof t.$inferInsert, status: Partial<typeof t.$inferInsert>): Promise<void> {
  await db.insert(t).values(values).onConflictDoUpdate({ target: [t.companyId, t.sefPurchaseId], set: status });
}

/** The company's stored invoices among SEF's ids, with their status. */
export function purchasesWithStatus(db: Reader, companyId: number, sefPurchaseIds: number[]) {
  return db
    .select({ id: t.id, sefPurchaseId: t.sefPurchaseId, sefStatus: t.sefStatus })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.sefPurchaseId, sefPurchaseIds)));
}

/** Which of SEF's ids the company has stored. */
export function storedPurchaseIds(db: Reader, companyId: number, sefPurchaseIds: number[]) {
  return db
    .select({ sefPurchaseId: t.sefPurchaseId })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.sefPurchaseId, sefPurchaseIds)));
}

export async function updatePurchase(db: Tx, id: number, values: Partial<typeof t.$inferInsert>): Promise<void> {
  await db.update(t).set(values).where(eq(t.id, id));
}

/** The day through which the company's purchase changes were read (undefined: never pulled). */
export async function purchaseCursor(db: Reader, companyId: number) {
  const [cursor] = await db.select({ changesThrough: sefPurchaseCursor.changesThrough }).from(sefPurchaseCursor).where(eq(sefPurchaseCursor.companyId, companyId));
  return cursor;
}

export async function moveCursor(db: Tx, companyId: number, day: string): Promise<void> {
  await db.update(sefPurchaseCursor).set({ changesThrough: day, lastPullAt: new Date() }).where(eq(sefPurchaseCursor.companyId, companyId));
}

/** The cursor after the first pull (kept as is when another pull made it meanwhile). */
export async function startCursor(db: Tx, companyId: number, day: string): Promise<void> {
  await db.insert(sefPurchaseCursor).values({ companyId, changesThrough: day }).onConflictDoNothing();
}
