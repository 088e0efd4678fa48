import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../../../platform/db/client';
import { artMain } from '../../../master/articles/articles.tables';
import { komMain } from '../../../master/clients/clients.tables';
import { artPdv, magMain } from '../../../master/reference/reference.tables';
import { periods } from '../../../master/tenancy/tenancy.tables';
import { sefItemMapping, sefPurchaseCursor, sefPurchaseInvoice } from './purchase.tables';

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

/**
 * Takes the invoice for a decision in one statement (of two asking at once, one gets the row): when
 * no decision is on its way, or the one on its way was asked before `staleBefore`.
 */
export async function takeDecision(tx: Tx, id: number, set: Partial<typeof t.$inferInsert>, staleBefore: Date) {
  return tx
    .update(t)
    .set(set)
    .where(and(eq(t.id, id), or(isNull(t.decision), isNull(t.decisionAt), lt(t.decisionAt, staleBefore))))
    .returning();
}

/** The invoice changed, as it reads afterwards. */
export async function updatePurchaseReturning(tx: Tx, id: number, set: Partial<typeof t.$inferInsert>) {
  return tx.update(t).set(set).where(eq(t.id, id)).returning();
}

/** Which of these ids are the company's articles. */
export function companyArticleIds(db: Reader, companyId: number, ids: number[]) {
  return db
    .select({ id: artMain.id })
    .from(artMain)
    .where(and(eq(artMain.companyId, companyId), inArray(artMain.id, ids)));
}

/** The company's articles whose barcode is one of `barcodes`. */
export function articlesWithBarcodes(db: Reader, companyId: number, barcodes: string[]) {
  return db
    .select({ id: artMain.id, barkod: artMain.barkod })
    .from(artMain)
    .where(and(eq(artMain.companyId, companyId), inArray(artMain.barkod, barcodes)));
}

/** The company's warehouse (its kind of trade), or undefined. */
export async function warehouseOf(db: Reader, companyId: number, magId: number) {
  const [mag] = await db.select({ vPromet: magMain.vPromet }).from(magMain).where(and(eq(magMain.id, magId), eq(magMain.companyId, companyId)));
  return mag;
}

/** The company's open period holding the day, or undefined. */
export async function openPeriodHolding(db: Reader, companyId: number, datum: string) {
  const [row] = await db
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), lte(periods.startDate, datum), gte(periods.endDate, datum), eq(periods.status, 'open')));
  return row;
}

/** The company's VAT rates. */
export function vatRatesOf(db: Reader, companyId: number) {
  return db.select({ id: artPdv.id, stopa: artPdv.stopa, isDefault: artPdv.isDefault }).from(artPdv).where(eq(artPdv.companyId, companyId));
}

type KeyKind = (typeof sefItemMapping.$inferSelect)['keyKind'];

/** The mappings kept for a supplier under any of these key values. */
export function keptMappings(db: Reader, companyId: number, supplierPib: string, values: string[]) {
  return db
    .select()
    .from(sefItemMapping)
    .where(and(eq(sefItemMapping.companyId, companyId), eq(sefItemMapping.supplierPib, supplierPib), inArray(sefItemMapping.keyValue, values)));
}

/** Keeps the article under each key of a supplier's line (a later answer replaces an earlier one). */
export async function keepMappings(tx: Tx, companyId: number, supplierPib: string, keys: { keyKind: KeyKind; keyValue: string }[], artId: number): Promise<void> {
  await tx
    .insert(sefItemMapping)
    .values(keys.map((k) => ({ companyId, supplierPib, ...k, artId })))
    .onConflictDoUpdate({ target: [sefItemMapping.companyId, sefItemMapping.supplierPib, sefItemMapping.keyKind, sefItemMapping.keyValue], set: { artId, updatedAt: new Date() } });
}

/** A client we only sold to becomes a supplier too. */
export async function markSupplier(tx: Tx, komId: number): Promise<void> {
  await tx.update(komMain).set({ isDobavljac: true }).where(eq(komMain.id, komId));
}

/** A new client; its id. */
export async function insertClient(tx: Tx, values: typeof komMain.$inferInsert): Promise<number> {
  const [row] = await tx.insert(komMain).values(values).returning({ id: komMain.id });
  return row!.id;
}
