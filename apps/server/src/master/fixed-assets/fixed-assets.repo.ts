import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { OsMain, OsMainValues, z, osMainListQuery } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { assetLedger, komMain, osMain } from '../../platform/db/schema';
import { offsetOf, pageInfo, searchAny } from '../../platform/paging';

/** Accumulated depreciation of an asset: the opening figure plus what the fixed-asset ledger booked. */
export const accumulatedOf = (): SQL<number> =>
  sql<number>`("os_main"."otvaranje_ispravka" + coalesce((select sum(l.ispravka) from asset_ledger l where l.os_id = "os_main"."id"), 0))`.mapWith(Number);

/** Whether a locked depreciation document (not cancelled) depreciated the asset. */
export async function isDepreciated(tx: Reader, companyId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ docId: assetLedger.docId })
    .from(assetLedger)
    .where(and(eq(assetLedger.osId, id), eq(assetLedger.companyId, companyId), eq(assetLedger.event, 'depreciation')))
    .groupBy(assetLedger.vDoc, assetLedger.docId)
    .having(sql`sum(case when ${assetLedger.kind} = 'post' then 1 else -1 end) > 0`)
    .limit(1);
  return rows.length > 0;
}

const columns = () => {
  const ispravka = accumulatedOf();
  return {
    id: osMain.id,
    invBroj: osMain.invBroj,
    naziv: osMain.naziv,
    konto: osMain.konto,
    kontoIspravke: osMain.kontoIspravke,
    poreskaGrupa: osMain.poreskaGrupa,
    datumNabavke: osMain.datumNabavke,
    nabavnaVrednost: osMain.nabavnaVrednost,
    datumUpotrebe: osMain.datumUpotrebe,
    vekMeseci: osMain.vekMeseci,
    stopa: osMain.stopa,
    lokacija: osMain.lokacija,
    odgovornoLice: osMain.odgovornoLice,
    komId: osMain.komId,
    komNaziv: sql<string>`coalesce(${komMain.intNaziv}, '')`,
    izvorDokument: osMain.izvorDokument,
    izvorVDoc: osMain.izvorVDoc,
    izvorDocId: osMain.izvorDocId,
    status: osMain.status,
    datumOtpisa: osMain.datumOtpisa,
    otvaranjeDatum: osMain.otvaranjeDatum,
    otvaranjeIspravka: osMain.otvaranjeIspravka,
    ispravka,
    sadasnjaVrednost: sql<number>`${osMain.nabavnaVrednost} - ${ispravka}`.mapWith(Number),
  };
};

type ListQuery = z.output<typeof osMainListQuery>;

function scopeOf(companyId: number, q: ListQuery): SQL | undefined {
  return and(
    eq(osMain.companyId, companyId),
    q.status ? eq(osMain.status, q.status) : undefined,
    q.konto ? like(osMain.konto, `${q.konto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.lokacija ? eq(osMain.lokacija, q.lokacija) : undefined,
  );
}

/** One page of the register, in inventory-number order. */
export async function listAssets(tx: Reader, companyId: number, q: ListQuery) {
  const scope = scopeOf(companyId, q);
  const where = and(scope, searchAny(q.search, [osMain.invBroj, osMain.naziv, osMain.lokacija, osMain.odgovornoLice]));
  const [data, total, filtered] = await Promise.all([
    tx
      .select(columns())
      .from(osMain)
      .leftJoin(komMain, eq(komMain.id, osMain.komId))
      .where(where)
      .orderBy(asc(osMain.invBroj), asc(osMain.id))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    tx.$count(osMain, scope),
    q.search.trim() ? tx.$count(osMain, where) : null,
  ]);
  return { data: data as OsMain[], pagination: pageInfo(q, total, filtered ?? total) };
}

/** One asset of the company, or null. */
export async function findAsset(tx: Reader, companyId: number, id: number): Promise<OsMain | null> {
  const [row] = await tx
    .select(columns())
    .from(osMain)
    .leftJoin(komMain, eq(komMain.id, osMain.komId))
    .where(and(eq(osMain.id, id), eq(osMain.companyId, companyId)));
  return (row as OsMain | undefined) ?? null;
}

/** The stored row, locked against concurrent writes, or null. */
export async function lockAsset(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(osMain)
    .where(and(eq(osMain.id, id), eq(osMain.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export type AssetValues = Omit<OsMainValues, 'kontoIspravke'> & { kontoIspravke: string };

export async function insertAsset(tx: Tx, companyId: number, values: AssetValues): Promise<number> {
  const [row] = await tx
    .insert(osMain)
    .values({ ...values, companyId })
    .returning({ id: osMain.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateAsset(tx: Tx, companyId: number, id: number, values: AssetValues): Promise<void> {
  await tx
    .update(osMain)
    .set(values)
    .where(and(eq(osMain.id, id), eq(osMain.companyId, companyId)));
}

export async function deleteAsset(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(osMain).where(and(eq(osMain.id, id), eq(osMain.companyId, companyId)));
}

/** Whether the company has this client. */
export async function clientExists(tx: Reader, companyId: number, komId: number): Promise<boolean> {
  return (await tx.$count(komMain, and(eq(komMain.id, komId), eq(komMain.companyId, companyId)))) > 0;
}

/** The inventory numbers the company's register holds. */
export function inventoryNumbers(tx: Reader, companyId: number) {
  return tx.select({ invBroj: osMain.invBroj }).from(osMain).where(eq(osMain.companyId, companyId));
}

/** Imported assets stored, 500 a statement. */
export async function insertAssets(tx: Tx, rows: (typeof osMain.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(osMain).values(rows.slice(i, i + 500));
}
