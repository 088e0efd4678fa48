import { and, eq, inArray } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { osMain, osPromena } from '../../platform/db/schema';

export type AssetEventValues = Omit<typeof osPromena.$inferInsert, 'id' | 'companyId' | 'status' | 'createdAt'>;

/** The company's assets of these ids, locked against concurrent writes (a sale, a write-off, a depreciation lock). */
export async function lockAssets(tx: Tx, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(osMain)
    .where(and(eq(osMain.companyId, companyId), inArray(osMain.id, ids)))
    .orderBy(osMain.id)
    .for('update');
}

/** The company's assets of these ids (their accounts), unlocked. */
export async function assetsOf(tx: Reader, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: osMain.id, konto: osMain.konto, kontoIspravke: osMain.kontoIspravke, status: osMain.status, izvorVDoc: osMain.izvorVDoc, izvorDocId: osMain.izvorDocId })
    .from(osMain)
    .where(and(eq(osMain.companyId, companyId), inArray(osMain.id, ids)));
}

export async function insertEvent(tx: Tx, companyId: number, values: AssetEventValues): Promise<number> {
  const [row] = await tx
    .insert(osPromena)
    .values({ ...values, companyId })
    .returning({ id: osPromena.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A write-off names itself as its document: its own id, set once the row exists. */
export async function setEventDocument(tx: Tx, id: number, docId: number): Promise<void> {
  await tx.update(osPromena).set({ docId }).where(eq(osPromena.id, id));
}

/** The posted events a document wrote, with each asset's accounts. */
export async function postedEventsOf(tx: Reader, companyId: number, vDoc: string, docId: number) {
  return tx
    .select({
      id: osPromena.id,
      osId: osPromena.osId,
      nabavnaVrednost: osPromena.nabavnaVrednost,
      ispravka: osPromena.ispravka,
      rezultat: osPromena.rezultat,
      konto: osMain.konto,
      kontoIspravke: osMain.kontoIspravke,
    })
    .from(osPromena)
    .innerJoin(osMain, eq(osMain.id, osPromena.osId))
    .where(and(eq(osPromena.companyId, companyId), eq(osPromena.vDoc, vDoc), eq(osPromena.docId, docId), eq(osPromena.status, 'posted')))
    .orderBy(osPromena.id);
}

export async function stornoEvents(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.update(osPromena).set({ status: 'storno' }).where(inArray(osPromena.id, ids));
}

/** An asset's state and the day it left (null: back in use). */
export async function setAssetStatus(tx: Tx, companyId: number, ids: number[], status: 'in_use' | 'disposed' | 'sold', datumOtpisa: string | null): Promise<void> {
  if (ids.length) await tx.update(osMain).set({ status, datumOtpisa }).where(and(eq(osMain.companyId, companyId), inArray(osMain.id, ids)));
}

/** What an acquiring document sets on its asset: cost, acquisition date, supplier, the document. */
export async function setAcquisition(
  tx: Tx,
  companyId: number,
  id: number,
  values: Pick<typeof osMain.$inferInsert, 'nabavnaVrednost' | 'datumNabavke' | 'komId' | 'izvorDokument' | 'izvorVDoc' | 'izvorDocId'>,
): Promise<void> {
  await tx.update(osMain).set(values).where(and(eq(osMain.companyId, companyId), eq(osMain.id, id)));
}

/** The assets a document acquired. */
export async function acquiredBy(tx: Tx, companyId: number, vDoc: string, docId: number) {
  return tx
    .select({ id: osMain.id, status: osMain.status, invBroj: osMain.invBroj })
    .from(osMain)
    .where(and(eq(osMain.companyId, companyId), eq(osMain.izvorVDoc, vDoc), eq(osMain.izvorDocId, docId)))
    .for('update');
}

/** The acquiring document's link taken off (its storno): the asset keeps its figures. */
export async function clearAcquisition(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  if (ids.length) await tx.update(osMain).set({ izvorVDoc: null, izvorDocId: null }).where(and(eq(osMain.companyId, companyId), inArray(osMain.id, ids)));
}

/** An asset's events, oldest first. */
export async function eventsOfAsset(tx: Reader, companyId: number, osId: number) {
  return tx
    .select({
      id: osPromena.id,
      vrsta: osPromena.vrsta,
      datum: osPromena.datum,
      vDoc: osPromena.vDoc,
      docId: osPromena.docId,
      nabavnaVrednost: osPromena.nabavnaVrednost,
      ispravka: osPromena.ispravka,
      cena: osPromena.cena,
      rezultat: osPromena.rezultat,
      napomena: osPromena.napomena,
      status: osPromena.status,
    })
    .from(osPromena)
    .where(and(eq(osPromena.companyId, companyId), eq(osPromena.osId, osId)))
    .orderBy(osPromena.datum, osPromena.id);
}
